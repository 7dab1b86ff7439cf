-- The readings over the whole listing (landing pages, names' words, filters' counts, sitemap runs), made by one
-- server for all and kept here with when they were read and who is reading them now (lib/shared-reading.ts).
CREATE TABLE "shared_readings" (
	"name" text PRIMARY KEY NOT NULL,
	"value" jsonb,
	"read_at" timestamp with time zone,
	"claimed_until" timestamp with time zone
);
