ALTER TABLE "services" DROP CONSTRAINT "services_price_check";--> statement-breakpoint
ALTER TABLE "services" DROP COLUMN "price";