-- The price options as entries of the text indexes by state too (price_marks, migration 0050), so
-- that a word typed with a state and a price ('pagode' in Rio de Janeiro from R$1000) is looked up
-- by state, price and trigrams inside one index. The word's trigrams found every row of the state
-- that mentions it, most of them out of the price asked (1 536 rows read from the table for 344
-- matches at 100 000), and the price was tested on each row afterwards.
DROP INDEX "professionals_search_text_state_trgm";--> statement-breakpoint
CREATE INDEX "professionals_search_text_state_trgm" ON "professionals" USING gin ("location_filter", price_marks("price_filter"), "search_text" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
DROP INDEX "professionals_search_extra_state_trgm";--> statement-breakpoint
CREATE INDEX "professionals_search_extra_state_trgm" ON "professionals" USING gin ("location_filter", price_marks("price_filter"), "search_extra" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
ANALYZE "professionals";
