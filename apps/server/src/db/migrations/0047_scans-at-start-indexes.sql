-- The photos still without their card-sized copy and the admins, found through partial indexes
-- instead of reading every profile or account at each pass or start.
CREATE INDEX "professionals_photos_without_card_idx" ON "professionals" USING btree ("id") WHERE "professionals"."image" is not null and "professionals"."image_small" is null;--> statement-breakpoint
CREATE INDEX "users_admins_idx" ON "users" USING btree ("id") WHERE "users"."role" = 'admin';