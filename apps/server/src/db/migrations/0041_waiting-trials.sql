-- The hourly pass that starts trials waiting for their listing reads them from this index (few at any size) instead of
-- looking up the latest subscription of every listed professional (8,7 s a pass at a million).
CREATE INDEX "subscriptions_waiting_trial_idx" ON "subscriptions" USING btree ("professional_id") WHERE "subscriptions"."status" = 'trialing' and "subscriptions"."trial_ends_at" is null and "subscriptions"."current_period_ends_at" is null;
