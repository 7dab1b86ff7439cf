-- The price options of the search, and each specialty with each genre, as entries of the facets'
-- GIN, so that a search of them with other facets is one intersection inside that index.
-- * price_marks: each row holds the marks its price meets ('p500' for R$500 or less, 'p1001' for
--   R$1000 or more, as the filter reads price_filter: no price counts as 0). Read from the price's
--   own index, a range held by a third to a half of the listing was every such row (500 000 at a
--   million professionals, 54 ms of 'Sertanejo' rated 4,5 up to R$500) intersected afterwards.
--   search.repository.ts' priceMarked writes the same marks. Not STRICT, as rating_marks (migration
--   0048), so that the planner writes it out in place.
-- * facet_combos (migration 0049) leaves its GIN of its own: a GIN scan costs far more for each
--   match it gives than for each entry it intersects inside the index, so the combinations' 28 596
--   Vocal singers of MPB or Samba and the 88 543 who play in Rio de Janeiro, given by two scans
--   and intersected afterwards, took 24 ms where one scan takes a few.
CREATE OR REPLACE FUNCTION price_marks(price integer) RETURNS text[]
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$
    SELECT array_remove(ARRAY[
      CASE WHEN price <= 100 THEN 'p100' END,
      CASE WHEN price <= 300 THEN 'p300' END,
      CASE WHEN price <= 500 THEN 'p500' END,
      CASE WHEN price <= 1000 THEN 'p1000' END,
      CASE WHEN price >= 1000 THEN 'p1001' END
    ], NULL)
  $$;
--> statement-breakpoint
DROP INDEX "professionals_facet_combos_idx";--> statement-breakpoint
DROP INDEX "professionals_facets_idx";--> statement-breakpoint
CREATE INDEX "professionals_facets_idx" ON "professionals" USING gin ("location_filter","specialty_names","genre_names","service_type_names","occasion_names","instruments","place_codes",rating_marks("rating"),price_marks("price_filter"),"facet_combos") WITH (fastupdate=false);--> statement-breakpoint
-- The new entries' statistics at once, so that the searches are planned on their real spread.
ANALYZE "professionals";
