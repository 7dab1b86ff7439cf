-- GIN over plain values (the state) besides the arrays: btree_gin, shipped with PostgreSQL's contrib
-- modules and with PGlite.
CREATE EXTENSION IF NOT EXISTS btree_gin;--> statement-breakpoint
-- Several facets of one search intersected inside one index (schema.ts explains).
CREATE INDEX "professionals_facets_idx" ON "professionals" USING gin ("location_filter","specialty_names","genre_names","service_type_names","occasion_names","instruments","place_codes");
