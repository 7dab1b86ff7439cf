-- A text's whole words: its pieces between spaces, tabs and line breaks, each once. A word of a query
-- holds none of those, so every place a text holds it lies inside one of these words: the text holds
-- the query's word exactly when one of its words does.
CREATE OR REPLACE FUNCTION text_words_of(t text) RETURNS text[]
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  AS $$ SELECT coalesce(array_agg(DISTINCT w ORDER BY w), '{}') FROM regexp_split_to_table(t, E'[ \t\n\r]+') w WHERE w <> '' $$;
--> statement-breakpoint
CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL,
	"holders" integer NOT NULL
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
-- search_words holds every word of every professional's text with the number of professionals whose
-- text holds it, and no other: a word leaves with the last text that held it, so that a deleted
-- account's name or e-mail does not stay (docs/security.md). Counted rather than looked up: whether
-- anyone else holds a common word is a list of a third of the professionals in the index of words
-- (25 to 34 ms at 100 000 for each word an edit drops). Counted once a statement, from the rows
-- whose text it changed: a row's own count would write a common word's row once for each
-- professional of an update of many, each time along a longer chain of its versions. Kept on any
-- update, not only those that set the texts: a name or a place edited rewrites them in a trigger
-- before the row is written (migration 0001), which an update's column list does not show. Whoever
-- writes counts takes this table's SHARE ROW EXCLUSIVE lock first, until the transaction ends:
-- writers of texts, who share the common words, run one after the other (reads go on) instead of
-- each locking some words and then waiting for another's, as two sign-ups' transactions (the
-- profile created, then saved) did.
CREATE OR REPLACE FUNCTION search_words_count() RETURNS trigger
  LANGUAGE plpgsql AS $$
  DECLARE
    words text[];
    changes int[];
  BEGIN
    IF TG_OP = 'INSERT' THEN
      SELECT array_agg(w ORDER BY w), array_agg(n ORDER BY w) INTO words, changes
        FROM (SELECT w, count(*)::int AS n FROM kept, unnest(text_words) w GROUP BY w) c;
    ELSIF TG_OP = 'DELETE' THEN
      SELECT array_agg(w ORDER BY w), array_agg(n ORDER BY w) INTO words, changes
        FROM (SELECT w, -count(*)::int AS n FROM gone, unnest(text_words) w GROUP BY w) c;
    ELSE
      SELECT array_agg(w ORDER BY w), array_agg(n ORDER BY w) INTO words, changes
        FROM (
          SELECT w, sum(n)::int AS n FROM (
            SELECT unnest(text_words) AS w, 1 AS n
              FROM (SELECT id, text_words FROM kept EXCEPT SELECT id, text_words FROM gone) a
            UNION ALL
            SELECT unnest(text_words), -1
              FROM (SELECT id, text_words FROM gone EXCEPT SELECT id, text_words FROM kept) b
          ) d GROUP BY w HAVING sum(n) <> 0
        ) c;
    END IF;
    IF words IS NOT NULL THEN
      LOCK TABLE search_words IN SHARE ROW EXCLUSIVE MODE;
      INSERT INTO search_words AS s (word, holders) SELECT * FROM unnest(words, changes)
        ON CONFLICT (word) DO UPDATE SET holders = s.holders + excluded.holders;
      DELETE FROM search_words WHERE word = ANY (words) AND holders <= 0;
    END IF;
    RETURN NULL;
  END $$;
--> statement-breakpoint
CREATE TRIGGER professionals_search_words_insert AFTER INSERT ON professionals
  REFERENCING NEW TABLE AS kept FOR EACH STATEMENT EXECUTE FUNCTION search_words_count();--> statement-breakpoint
CREATE TRIGGER professionals_search_words_update AFTER UPDATE ON professionals
  REFERENCING OLD TABLE AS gone NEW TABLE AS kept FOR EACH STATEMENT EXECUTE FUNCTION search_words_count();--> statement-breakpoint
CREATE TRIGGER professionals_search_words_delete AFTER DELETE ON professionals
  REFERENCING OLD TABLE AS gone FOR EACH STATEMENT EXECUTE FUNCTION search_words_count();--> statement-breakpoint
INSERT INTO search_words (word, holders) SELECT w, count(*) FROM professionals, unnest(text_words) w GROUP BY w;--> statement-breakpoint
ANALYZE "professionals";--> statement-breakpoint
ANALYZE "search_words";
