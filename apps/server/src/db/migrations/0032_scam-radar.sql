-- The scam radar: the patterns the team edits (seeded at start when empty) and the texts they flagged.
CREATE TABLE "scam_flags" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"source_id" uuid NOT NULL,
	"professional_id" uuid,
	"client_email" text,
	"labels" text[] NOT NULL,
	"excerpt" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reviewed_at" timestamp with time zone,
	CONSTRAINT "scam_flags_kind_check" CHECK ("scam_flags"."kind" in ('quote', 'request'))
);
--> statement-breakpoint
CREATE TABLE "scam_patterns" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "scam_patterns_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"label" text NOT NULL,
	"phrases" text[] NOT NULL,
	"advice" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "scam_flags" ADD CONSTRAINT "scam_flags_professional_id_professionals_id_fk" FOREIGN KEY ("professional_id") REFERENCES "public"."professionals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "scam_flags_source_key" ON "scam_flags" USING btree ("kind","source_id");--> statement-breakpoint
CREATE INDEX "scam_flags_open_idx" ON "scam_flags" USING btree ("created_at") WHERE "scam_flags"."reviewed_at" is null;--> statement-breakpoint
CREATE INDEX "scam_flags_professional_idx" ON "scam_flags" USING btree ("professional_id");--> statement-breakpoint
CREATE INDEX "scam_flags_client_idx" ON "scam_flags" USING btree (lower("client_email"));