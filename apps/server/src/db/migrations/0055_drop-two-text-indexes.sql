-- The two text indexes by state of search_text and of search_extra, which migration 0054's index of
-- the whole text replaced. They stayed one release, for the code before it during a rolling deploy
-- (docs/deployment.md); nothing reads them since. Each edit of a professional wrote both.
DROP INDEX IF EXISTS "professionals_search_text_state_trgm";--> statement-breakpoint
DROP INDEX IF EXISTS "professionals_search_extra_state_trgm";
