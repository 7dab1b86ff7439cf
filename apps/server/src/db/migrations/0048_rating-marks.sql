-- The minimum ratings the search offers, as entries of the facets' GIN: each row holds the marks
-- it meets ('r4.5' for a rating of 4,5 or more), so that a genre rated 4,5 or more is one
-- intersection inside the index instead of the rating's whole range (every such row, and every
-- older version of it until a VACUUM) read from its own index and intersected afterwards.
-- search.repository.ts' MARKED_MIN_RATINGS names the same thresholds. Not STRICT, so that the
-- planner writes it out in place, in the query as in the index, with no function call for each row
-- that a page read along an order's index tests.
CREATE OR REPLACE FUNCTION rating_marks(rating double precision) RETURNS text[]
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$
    SELECT array_remove(ARRAY[
      CASE WHEN rating >= 3 THEN 'r3' END,
      CASE WHEN rating >= 3.5 THEN 'r3.5' END,
      CASE WHEN rating >= 4 THEN 'r4' END,
      CASE WHEN rating >= 4.5 THEN 'r4.5' END,
      CASE WHEN rating >= 5 THEN 'r5' END
    ], NULL)
  $$;
--> statement-breakpoint
DROP INDEX "professionals_facets_idx";--> statement-breakpoint
CREATE INDEX "professionals_facets_idx" ON "professionals" USING gin ("location_filter","specialty_names","genre_names","service_type_names","occasion_names","instruments","place_codes",rating_marks("rating")) WITH (fastupdate=false);
