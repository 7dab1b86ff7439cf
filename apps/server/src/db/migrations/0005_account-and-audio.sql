ALTER TABLE "one_time_tokens" DROP CONSTRAINT "one_time_tokens_purpose_check";--> statement-breakpoint
ALTER TABLE "portfolio_items" DROP CONSTRAINT "portfolio_items_url_check";--> statement-breakpoint
ALTER TABLE "one_time_tokens" ADD COLUMN "new_email" text;--> statement-breakpoint
ALTER TABLE "portfolio_items" ADD COLUMN "duration_seconds" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "terms_version" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "terms_accepted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "one_time_tokens" ADD CONSTRAINT "one_time_tokens_purpose_check" CHECK ("one_time_tokens"."purpose" in ('email_confirmation', 'password_reset', 'email_change'));--> statement-breakpoint
ALTER TABLE "portfolio_items" ADD CONSTRAINT "portfolio_items_url_check" CHECK ("portfolio_items"."url" ~* '^(https?://|/media/)');