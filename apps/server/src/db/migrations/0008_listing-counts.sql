DROP INDEX "professionals_state_idx";--> statement-breakpoint
ALTER TABLE "professionals" ADD COLUMN "price_filter" integer GENERATED ALWAYS AS (coalesce(min_price, 0)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "professionals" ADD COLUMN "location_filter" text GENERATED ALWAYS AS (case when outside_brazil then 'Fora do Brasil' else state end) STORED;--> statement-breakpoint
CREATE INDEX "professionals_location_filter_idx" ON "professionals" USING btree ("location_filter");--> statement-breakpoint
-- Counts under a price ceiling or floor, or a minimum rating, read only the matching entries of
-- these indexes (index-only range scans) instead of every listed row of the table.
CREATE INDEX "professionals_price_count_idx" ON "professionals" USING btree ("price_filter") INCLUDE ("active_until", "verified") WHERE not "is_blocked" and "account_confirmed";--> statement-breakpoint
CREATE INDEX "professionals_rating_count_idx" ON "professionals" USING btree ("rating") INCLUDE ("active_until", "verified") WHERE not "is_blocked" and "account_confirmed";
