-- Agreements ("Acordo") opened from a quote: versions both sides accept by the private links e-mailed to them,
-- the PDFs handed out (by the SHA-256 of their bytes, for the public verification), the e-mails of the
-- event's days, reports that name an agreement, and agreements read by the scam radar.
CREATE TABLE "agreement_documents" (
	"sha256" text PRIMARY KEY NOT NULL,
	"agreement_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agreement_links" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"agreement_id" uuid NOT NULL,
	"party" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agreement_links_party_check" CHECK ("agreement_links"."party" in ('client', 'professional'))
);
--> statement-breakpoint
CREATE TABLE "agreement_reminders" (
	"agreement_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	CONSTRAINT "agreement_reminders_agreement_id_kind_pk" PRIMARY KEY("agreement_id","kind"),
	CONSTRAINT "agreement_reminders_kind_check" CHECK ("agreement_reminders"."kind" in ('week_before', 'day_before', 'day_after'))
);
--> statement-breakpoint
CREATE TABLE "agreement_versions" (
	"agreement_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"content" jsonb NOT NULL,
	"content_sha256" text NOT NULL,
	"proposed_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"client_accepted_at" timestamp with time zone,
	"client_accepted_email" text,
	"professional_accepted_at" timestamp with time zone,
	"professional_accepted_email" text,
	CONSTRAINT "agreement_versions_agreement_id_version_pk" PRIMARY KEY("agreement_id","version"),
	CONSTRAINT "agreement_versions_proposed_by_check" CHECK ("agreement_versions"."proposed_by" in ('client', 'professional'))
);
--> statement-breakpoint
CREATE TABLE "agreements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"recipient_id" uuid,
	"professional_id" uuid,
	"client_name" text NOT NULL,
	"client_email" text NOT NULL,
	"current_version" integer DEFAULT 1 NOT NULL,
	"accepted_at" timestamp with time zone,
	"deposit_received_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"cancelled_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agreements_code_unique" UNIQUE("code"),
	CONSTRAINT "agreements_cancelled_by_check" CHECK ("agreements"."cancelled_by" in ('client', 'professional'))
);
--> statement-breakpoint
ALTER TABLE "scam_flags" DROP CONSTRAINT "scam_flags_kind_check";--> statement-breakpoint
ALTER TABLE "professional_reports" ADD COLUMN "agreement_code" text;--> statement-breakpoint
ALTER TABLE "agreement_documents" ADD CONSTRAINT "agreement_documents_agreement_id_agreements_id_fk" FOREIGN KEY ("agreement_id") REFERENCES "public"."agreements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agreement_links" ADD CONSTRAINT "agreement_links_agreement_id_agreements_id_fk" FOREIGN KEY ("agreement_id") REFERENCES "public"."agreements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agreement_reminders" ADD CONSTRAINT "agreement_reminders_agreement_id_agreements_id_fk" FOREIGN KEY ("agreement_id") REFERENCES "public"."agreements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agreement_versions" ADD CONSTRAINT "agreement_versions_agreement_id_agreements_id_fk" FOREIGN KEY ("agreement_id") REFERENCES "public"."agreements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agreements" ADD CONSTRAINT "agreements_recipient_id_quote_request_recipients_id_fk" FOREIGN KEY ("recipient_id") REFERENCES "public"."quote_request_recipients"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agreements" ADD CONSTRAINT "agreements_professional_id_professionals_id_fk" FOREIGN KEY ("professional_id") REFERENCES "public"."professionals"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "agreement_links_agreement_idx" ON "agreement_links" USING btree ("agreement_id");--> statement-breakpoint
CREATE UNIQUE INDEX "agreements_recipient_key" ON "agreements" USING btree ("recipient_id");--> statement-breakpoint
CREATE INDEX "agreements_professional_idx" ON "agreements" USING btree ("professional_id");--> statement-breakpoint
ALTER TABLE "scam_flags" ADD CONSTRAINT "scam_flags_kind_check" CHECK ("scam_flags"."kind" in ('quote', 'request', 'agreement'));