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
-- search_words holds every word of every professional's text and no other: a word leaves it with the
-- last text that held it, so that a deleted account's name or e-mail does not stay (docs/security.md).
-- Kept on any update, not only those that set the texts: a name or a place edited rewrites them in a
-- trigger before the row is written (migration 0001), which an update's column list does not show.
-- A word is never dropped while a text being written holds it: whoever writes words takes this
-- table's SHARE ROW EXCLUSIVE lock first, so writers of texts run one after the other (reads go on),
-- and the check of who still holds a word, made under it, sees every text written before.
CREATE OR REPLACE FUNCTION search_words_keep() RETURNS trigger
  LANGUAGE plpgsql AS $$
  BEGIN
    LOCK TABLE search_words IN SHARE ROW EXCLUSIVE MODE;
    INSERT INTO search_words (word) SELECT unnest(NEW.text_words) ON CONFLICT DO NOTHING;
    RETURN NULL;
  END $$;
--> statement-breakpoint
-- Once a statement: the words its rows no longer hold, each looked up once in the index of words
-- (without a sequential scan, which would read a million rows for a word nobody holds any more).
CREATE OR REPLACE FUNCTION search_words_drop() RETURNS trigger
  LANGUAGE plpgsql SET enable_seqscan = off AS $$
  DECLARE
    dropped text[];
  BEGIN
    IF TG_OP = 'DELETE' THEN
      dropped := array(SELECT DISTINCT unnest(text_words) FROM gone);
    ELSE
      dropped := array(
        SELECT DISTINCT w FROM gone o JOIN kept n ON n.id = o.id CROSS JOIN unnest(o.text_words) w
        WHERE o.text_words IS DISTINCT FROM n.text_words AND NOT w = ANY (n.text_words));
    END IF;
    IF cardinality(dropped) > 0 THEN
      LOCK TABLE search_words IN SHARE ROW EXCLUSIVE MODE;
      DELETE FROM search_words s WHERE s.word = ANY (dropped)
        AND NOT EXISTS (SELECT 1 FROM professionals p WHERE p.text_words @> ARRAY[s.word]);
    END IF;
    RETURN NULL;
  END $$;
--> statement-breakpoint
CREATE TRIGGER professionals_search_words_insert AFTER INSERT ON professionals
  FOR EACH ROW EXECUTE FUNCTION search_words_keep();--> statement-breakpoint
CREATE TRIGGER professionals_search_words_update AFTER UPDATE ON professionals
  FOR EACH ROW WHEN (OLD.text_words IS DISTINCT FROM NEW.text_words) EXECUTE FUNCTION search_words_keep();--> statement-breakpoint
CREATE TRIGGER professionals_search_words_update_drop AFTER UPDATE ON professionals
  REFERENCING OLD TABLE AS gone NEW TABLE AS kept FOR EACH STATEMENT EXECUTE FUNCTION search_words_drop();--> statement-breakpoint
CREATE TRIGGER professionals_search_words_delete AFTER DELETE ON professionals
  REFERENCING OLD TABLE AS gone FOR EACH STATEMENT EXECUTE FUNCTION search_words_drop();--> statement-breakpoint
INSERT INTO search_words (word) SELECT DISTINCT unnest(text_words) FROM professionals ORDER BY 1 ON CONFLICT DO NOTHING;--> statement-breakpoint
ANALYZE "professionals";--> statement-breakpoint
ANALYZE "search_words";
