-- One text index by state for the professional's whole text, search_text and search_extra joined
-- by a line break (which no word of a query holds, so a word never spans the two), to replace the
-- index of each. A word is then one lookup instead of two, and a second word or a common
-- genre typed with it ('copacabana samba') is intersected with it inside the index: at a million
-- professionals the 4 204 rows that mention Copacabana were each read from the table to keep the
-- 1 066 that also say samba. search.repository.ts writes the text as `searchWords`, the same
-- expression, so that the planner knows it for the index's. The two indexes it replaces stay for
-- the previous release's code, which reads them during a rolling deploy (docs/deployment.md); the
-- next release's migrations drop them.
CREATE INDEX "professionals_search_words_state_trgm" ON "professionals" USING gin ("location_filter", price_marks("price_filter"), (search_text || E'\n' || search_extra) gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
ANALYZE "professionals";
