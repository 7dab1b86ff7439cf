ALTER TABLE "professionals" ADD COLUMN "hired_review_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "professionals" ADD COLUMN "hired_rating_sum" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "professionals" DROP COLUMN "rating_score";--> statement-breakpoint
ALTER TABLE "professionals" ADD COLUMN "rating_score" double precision GENERATED ALWAYS AS ((2 * 4 + rating * review_count + 1 * hired_rating_sum) / (2 + review_count + 1 * hired_review_count)) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "professionals_top_rated_idx" ON "professionals" USING btree ("rating_score" DESC NULLS LAST,"review_count" DESC NULLS LAST,"created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE not "professionals"."is_blocked" and "professionals"."account_confirmed";--> statement-breakpoint
ALTER TABLE "quote_request_recipients" ADD COLUMN "deal_asked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "quote_requests" ADD COLUMN "deal_asked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "hired" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "deal_id" uuid;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_deal_id_quote_request_recipients_id_fk" FOREIGN KEY ("deal_id") REFERENCES "public"."quote_request_recipients"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_deal_id_unique" UNIQUE("deal_id");
