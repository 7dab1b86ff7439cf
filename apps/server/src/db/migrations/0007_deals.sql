CREATE TABLE "contact_answers" (
	"professional_id" uuid NOT NULL,
	"visitor_id" text NOT NULL,
	"answered_yes" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contact_answers_professional_id_visitor_id_pk" PRIMARY KEY("professional_id","visitor_id")
);
--> statement-breakpoint
ALTER TABLE "professionals" ADD COLUMN "responds_fast" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "confirmation_token_hash" text;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "via_contact" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "contact_answers" ADD CONSTRAINT "contact_answers_professional_id_professionals_id_fk" FOREIGN KEY ("professional_id") REFERENCES "public"."professionals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "professional_interactions_visitor_idx" ON "professional_interactions" USING btree ("visitor_id","professional_id");--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_confirmation_token_hash_unique" UNIQUE("confirmation_token_hash");
--> statement-breakpoint
-- Reviews sent before e-mail confirmation existed stay in the queue (or on the profile) as they were.
UPDATE "reviews" SET "confirmed_at" = "created_at";
