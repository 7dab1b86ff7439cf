-- Appearances in search: per professional and Brasília day, how often their card was on a page of results
-- shown to a visitor, and the words and cities of those searches (a few per day), written in batches.
CREATE TABLE "search_appearance_terms" (
	"professional_id" uuid NOT NULL,
	"day" date NOT NULL,
	"kind" text NOT NULL,
	"value" text NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "search_appearance_terms_professional_id_day_kind_value_pk" PRIMARY KEY("professional_id","day","kind","value"),
	CONSTRAINT "search_appearance_terms_kind_check" CHECK ("search_appearance_terms"."kind" in ('words', 'city'))
);
--> statement-breakpoint
CREATE TABLE "search_appearances" (
	"professional_id" uuid NOT NULL,
	"day" date NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "search_appearances_professional_id_day_pk" PRIMARY KEY("professional_id","day")
);
--> statement-breakpoint
ALTER TABLE "search_appearance_terms" ADD CONSTRAINT "search_appearance_terms_professional_id_professionals_id_fk" FOREIGN KEY ("professional_id") REFERENCES "public"."professionals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_appearances" ADD CONSTRAINT "search_appearances_professional_id_professionals_id_fk" FOREIGN KEY ("professional_id") REFERENCES "public"."professionals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "search_appearance_terms_day_idx" ON "search_appearance_terms" USING btree ("day");--> statement-breakpoint
CREATE INDEX "search_appearances_day_idx" ON "search_appearances" USING btree ("day");