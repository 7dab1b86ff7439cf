ALTER TABLE "subscriptions" DROP CONSTRAINT "subscriptions_provider_subscription_id_unique";--> statement-breakpoint
-- An event id is unique within its provider only: Stripe's and Asaas's ids may meet.
ALTER TABLE "payment_events" DROP CONSTRAINT "payment_events_pkey";--> statement-breakpoint
ALTER TABLE "payment_events" ADD CONSTRAINT "payment_events_provider_id_pk" PRIMARY KEY("provider","id");--> statement-breakpoint
ALTER TABLE "professionals" ADD COLUMN "asaas_customer_id" text;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "provider_customer_id" text;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "payment_method" text;--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_provider_ref_idx" ON "subscriptions" USING btree ("provider","provider_subscription_id");--> statement-breakpoint
ALTER TABLE "professionals" ADD CONSTRAINT "professionals_asaas_customer_id_unique" UNIQUE("asaas_customer_id");--> statement-breakpoint
-- What the rows already say: Stripe takes cards; a test subscription kept its method in its id
-- (test_pix_…, test_boleto_…, test_card_…); a Stripe row's customer is the professional's.
UPDATE "subscriptions" SET "payment_method" = 'card' WHERE "provider" = 'stripe';--> statement-breakpoint
UPDATE "subscriptions" SET "payment_method" = substring("provider_subscription_id" from '^test_(card|pix|boleto)_') WHERE "provider" = 'test';--> statement-breakpoint
UPDATE "subscriptions" s SET "provider_customer_id" = p.stripe_customer_id FROM "professionals" p WHERE s.professional_id = p.id AND s.provider = 'stripe';
