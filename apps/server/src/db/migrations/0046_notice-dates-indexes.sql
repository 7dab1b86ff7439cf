-- The notices of trials ending and of Pix or boleto charges coming read the dates about to come
-- through these, not every subscription (modules/notices/notices.repository.ts).
CREATE INDEX "subscriptions_trial_ends_idx" ON "subscriptions" USING btree ("trial_ends_at") WHERE "subscriptions"."status" = 'trialing';--> statement-breakpoint
CREATE INDEX "subscriptions_asaas_period_idx" ON "subscriptions" USING btree ("current_period_ends_at") WHERE "subscriptions"."provider" = 'asaas';