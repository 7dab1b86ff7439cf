-- A word typed with a state ('beatmaker' in Rio de Janeiro, 'trap sp', 'dj bh') is looked up by
-- state and trigrams together inside one index, instead of reading every professional of the
-- country whose packages mention the word and then keeping those of the state. A GIN index over
-- several columns serves a condition on any of them, so a word alone still reads these.
CREATE INDEX "professionals_search_text_state_trgm" ON "professionals" USING gin ("location_filter", "search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "professionals_search_extra_state_trgm" ON "professionals" USING gin ("location_filter", "search_extra" gin_trgm_ops);--> statement-breakpoint
DROP INDEX IF EXISTS "professionals_search_text_trgm";--> statement-breakpoint
DROP INDEX IF EXISTS "professionals_search_extra_trgm";
