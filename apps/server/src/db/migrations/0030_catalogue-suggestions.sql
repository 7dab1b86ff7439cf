-- What professionals ask the catalogue for (a specialty or genre its lists lack), until the team decides.
CREATE TABLE "catalogue_suggestions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"professional_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"key" text NOT NULL,
	"note" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"approved_name" text,
	"refusal" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "catalogue_suggestions_kind_check" CHECK ("catalogue_suggestions"."kind" in ('specialty', 'genre')),
	CONSTRAINT "catalogue_suggestions_status_check" CHECK ("catalogue_suggestions"."status" in ('pending', 'approved', 'refused'))
);
--> statement-breakpoint
ALTER TABLE "catalogue_suggestions" ADD CONSTRAINT "catalogue_suggestions_professional_id_professionals_id_fk" FOREIGN KEY ("professional_id") REFERENCES "public"."professionals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "catalogue_suggestions_professional_key" ON "catalogue_suggestions" USING btree ("professional_id","kind","key");--> statement-breakpoint
CREATE INDEX "catalogue_suggestions_pending_idx" ON "catalogue_suggestions" USING btree ("kind","key","created_at") WHERE "catalogue_suggestions"."status" = 'pending';