-- Portfolio items: whether the address may play, kept by the database, and an index of the playable ones by
-- professional, so that a page of cards reads them without matching the pattern at each search.
ALTER TABLE "portfolio_items" ADD COLUMN "may_play" boolean GENERATED ALWAYS AS (url ~* '(youtube\.com|youtu\.be|spotify\.com|vimeo\.com|soundcloud\.com|bandcamp\.com|\.(mp3|m4a|aac|ogg|oga|opus|wav|flac)|%|[^ -~])') STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "portfolio_items_playable_idx" ON "portfolio_items" USING btree ("professional_id") WHERE may_play;