-- The hourly deletion of reviews left unconfirmed for a week reads them from this index (few at any size) instead of
-- reading every review to find them (0,5 to 0,9 s a batch at five million reviews, most passes finding none).
CREATE INDEX "reviews_unconfirmed_idx" ON "reviews" USING btree ("created_at") WHERE "reviews"."confirmed_at" is null;
