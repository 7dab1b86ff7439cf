ALTER TABLE "professionals" ADD COLUMN "verification_refusal" text;--> statement-breakpoint
ALTER TABLE "professionals" ADD COLUMN "verification_refused_at" timestamp with time zone;--> statement-breakpoint
-- 'List only verified' now starts on. An installation that already has professionals keeps the
-- behaviour it had (off) until an admin turns it on; a new installation starts with it on.
INSERT INTO "settings" ("key", "value")
SELECT 'list_only_verified', 'false'::jsonb
WHERE EXISTS (SELECT 1 FROM "professionals")
  AND NOT EXISTS (SELECT 1 FROM "settings" WHERE "key" = 'list_only_verified');--> statement-breakpoint
-- The scam reason, for installations whose reasons were seeded before it existed. An empty table
-- means a new installation: the seed writes the whole default list there.
INSERT INTO "report_reasons" ("reason", "position")
SELECT 'Golpe ou cobrança suspeita', coalesce(max("position"), 0) + 1
FROM "report_reasons"
HAVING count(*) > 0
  AND NOT bool_or("reason" = 'Golpe ou cobrança suspeita');
