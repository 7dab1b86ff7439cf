-- The letters and the pairs of letters of a text, each once: what a query of one or two letters
-- ('bh', 'mc') can look up, where trigrams need three.
CREATE OR REPLACE FUNCTION short_grams(t text) RETURNS text[]
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$
    SELECT coalesce(array_agg(DISTINCT substr(t, i, n)), '{}')
    FROM generate_series(1, length(t)) AS i, (VALUES (1), (2)) AS v(n)
    WHERE i + n - 1 <= length(t)
  $$;
--> statement-breakpoint
CREATE INDEX "professionals_name_trgm_idx" ON "professionals" USING gin (lower(f_unaccent("name")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "professionals_name_grams_idx" ON "professionals" USING gin (short_grams(lower(f_unaccent("name"))));
