ALTER TABLE "professionals" ADD COLUMN "first_listed_at" timestamp with time zone;--> statement-breakpoint
-- Trials begun before this migration started at checkout, so none waits for a listing: the
-- profiles in search when it runs count as listed from now on (the rule of db/listing.ts, with the
-- admins' setting, on unless set off).
UPDATE "professionals" p SET "first_listed_at" = now()
WHERE NOT p.is_blocked AND p.account_confirmed AND p.active_until > now()
  AND (p.verified OR coalesce((SELECT s.value FROM "settings" s WHERE s.key = 'list_only_verified'), 'true'::jsonb) = 'false'::jsonb);
