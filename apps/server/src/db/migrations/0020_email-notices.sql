CREATE TABLE "sent_notices" (
	"professional_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"ref" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sent_notices_professional_id_kind_ref_pk" PRIMARY KEY("professional_id","kind","ref")
);
--> statement-breakpoint
ALTER TABLE "professionals" ADD COLUMN "listed_known" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "email_opt_outs" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "sent_notices" ADD CONSTRAINT "sent_notices_professional_id_professionals_id_fk" FOREIGN KEY ("professional_id") REFERENCES "public"."professionals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Profiles in search today are seen as listed (the rule of db/listing.ts at the time of migrating), so
-- that leaving search later is told, and nobody is told of leaving a search they were never in.
UPDATE "professionals" p SET "listed_known" = true
WHERE NOT p.is_blocked
  AND p.active_until IS NOT NULL AND p.active_until > now()
  AND p.account_confirmed
  AND (p.verified OR coalesce((SELECT s.value FROM settings s WHERE s.key = 'list_only_verified'), 'true'::jsonb) = 'false'::jsonb);
