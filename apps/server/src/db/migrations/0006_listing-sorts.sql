DROP INDEX "professionals_rating_idx";--> statement-breakpoint
DROP INDEX "professionals_min_price_idx";--> statement-breakpoint
ALTER TABLE "professionals" ADD COLUMN "rating_score" double precision GENERATED ALWAYS AS ((2 * 4 + rating * review_count) / (2 + review_count)) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "professionals_top_rated_idx" ON "professionals" USING btree ("rating_score" DESC NULLS LAST,"review_count" DESC NULLS LAST,"created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE not "professionals"."is_blocked" and "professionals"."account_confirmed";--> statement-breakpoint
CREATE INDEX "professionals_specialty_names_idx" ON "professionals" USING gin ("specialty_names");--> statement-breakpoint
CREATE INDEX "professionals_genre_names_idx" ON "professionals" USING gin ("genre_names");--> statement-breakpoint
CREATE INDEX "professionals_newest_idx" ON "professionals" USING btree ("created_at","id") WHERE not "professionals"."is_blocked" and "professionals"."account_confirmed";--> statement-breakpoint
CREATE INDEX "professionals_lowest_price_idx" ON "professionals" USING btree ("min_price","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE not "professionals"."is_blocked" and "professionals"."account_confirmed";--> statement-breakpoint
-- The count of every listed professional, answered from this index alone (an index-only scan):
-- the subscription's end to compare with the request's time, and whether an admin verified them.
DROP INDEX IF EXISTS "professionals_listing_idx";--> statement-breakpoint
CREATE INDEX "professionals_listed_idx" ON "professionals" USING btree ("active_until") INCLUDE ("verified") WHERE not "is_blocked" and "account_confirmed";
