-- The professionals' GIN indexes write each entry at once (fastupdate off) instead of into a pending
-- list that every search reads in full until a vacuum merges it: a table edited all day held up to
-- 4 MB of pending entries per index, read by every lookup (29 ms for a name that finds nobody at
-- 100 000 professionals). What is already pending is merged now, since nothing else would until
-- the next vacuum.
ALTER INDEX "professionals_specialty_names_idx" SET (fastupdate = false);--> statement-breakpoint
ALTER INDEX "professionals_genre_names_idx" SET (fastupdate = false);--> statement-breakpoint
ALTER INDEX "professionals_occasion_names_idx" SET (fastupdate = false);--> statement-breakpoint
ALTER INDEX "professionals_instruments_idx" SET (fastupdate = false);--> statement-breakpoint
ALTER INDEX "professionals_languages_idx" SET (fastupdate = false);--> statement-breakpoint
ALTER INDEX "professionals_place_codes_idx" SET (fastupdate = false);--> statement-breakpoint
ALTER INDEX "professionals_facets_idx" SET (fastupdate = false);--> statement-breakpoint
ALTER INDEX "professionals_name_trgm_idx" SET (fastupdate = false);--> statement-breakpoint
ALTER INDEX "professionals_name_grams_idx" SET (fastupdate = false);--> statement-breakpoint
ALTER INDEX "professionals_name_words_idx" SET (fastupdate = false);--> statement-breakpoint
-- The text indexes by state (0017) are written by hand, not in schema.ts: the same for them.
ALTER INDEX "professionals_search_text_state_trgm" SET (fastupdate = false);--> statement-breakpoint
ALTER INDEX "professionals_search_extra_state_trgm" SET (fastupdate = false);--> statement-breakpoint
SELECT gin_clean_pending_list(c.oid) FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid JOIN pg_am a ON a.oid = c.relam
  WHERE i.indrelid = 'professionals'::regclass AND a.amname = 'gin';
