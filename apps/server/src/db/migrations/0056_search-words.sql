-- A text's whole words: its pieces between spaces, tabs and line breaks, each once. A word of a query
-- holds none of those, so every place a text holds it lies inside one of these words: the text holds
-- the query's word exactly when one of its words does.
CREATE OR REPLACE FUNCTION text_words_of(t text) RETURNS text[]
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  AS $$ SELECT coalesce(array_agg(DISTINCT w ORDER BY w), '{}') FROM regexp_split_to_table(t, E'[ \t\n\r]+') w WHERE w <> '' $$;
--> statement-breakpoint
CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
-- The professional's whole text (search_text and search_extra, as migration 0054 joins them) by its
-- words. A query's word is written as the words of search_words that hold it (search.repository.ts):
-- 'copacabana samba' at a million professionals read 632 pages of trigram lists in 7 ms ('ana',
-- 'aba' and 'sam' are each in a third of the texts); its two words here are read in under 1 ms.
-- A stored column: split again for each row a page passes along an order's index, the text cost
-- 24 µs a row, against 1 µs for its LIKE and for this list. Rewrites the table (docs/deployment.md).
ALTER TABLE "professionals" ADD COLUMN "text_words" text[] GENERATED ALWAYS AS (text_words_of(search_text || E'\n' || search_extra)) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "search_words_trgm_idx" ON "search_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "professionals_text_words_state_idx" ON "professionals" USING gin ("location_filter",price_marks("price_filter"),"text_words") WITH (fastupdate=false);--> statement-breakpoint
-- search_words keeps every word of every professional's text, in order within a statement so that
-- two edits adding the same new words never wait on each other in turn. Any update, not only those
-- that set the texts: a name or a place edited rewrites them in a trigger before the row is written
-- (migration 0001), which an update's column list does not show.
CREATE OR REPLACE FUNCTION search_words_keep() RETURNS trigger
  LANGUAGE plpgsql AS $$
  BEGIN
    INSERT INTO search_words (word) SELECT w FROM unnest(NEW.text_words) w ORDER BY w ON CONFLICT DO NOTHING;
    RETURN NULL;
  END $$;
--> statement-breakpoint
CREATE TRIGGER professionals_search_words_insert AFTER INSERT ON professionals
  FOR EACH ROW EXECUTE FUNCTION search_words_keep();--> statement-breakpoint
CREATE TRIGGER professionals_search_words_update AFTER UPDATE ON professionals
  FOR EACH ROW WHEN (OLD.text_words IS DISTINCT FROM NEW.text_words) EXECUTE FUNCTION search_words_keep();--> statement-breakpoint
INSERT INTO search_words (word) SELECT DISTINCT unnest(text_words) FROM professionals ORDER BY 1 ON CONFLICT DO NOTHING;--> statement-breakpoint
ANALYZE "professionals";--> statement-breakpoint
ANALYZE "search_words";
