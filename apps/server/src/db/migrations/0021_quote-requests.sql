CREATE TABLE "quote_request_recipients" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"request_id" uuid NOT NULL,
	"professional_id" uuid NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"answered_at" timestamp with time zone,
	"quote_price_cents" integer,
	"quote_included" text,
	"quote_valid_until" date,
	"quote_conditions" text,
	"decline_reason" text,
	"decline_text" text,
	"client_deal" boolean,
	"client_deal_at" timestamp with time zone,
	"professional_deal" boolean,
	"professional_deal_at" timestamp with time zone,
	"deal_confirmed_at" timestamp with time zone,
	CONSTRAINT "quote_request_recipients_status_check" CHECK ("quote_request_recipients"."status" in ('pending', 'quoted', 'declined'))
);
--> statement-breakpoint
CREATE TABLE "quote_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token" text NOT NULL,
	"client_name" text NOT NULL,
	"client_email" text NOT NULL,
	"client_whatsapp" text,
	"occasion" text,
	"event_date" date,
	"city" text,
	"online" boolean DEFAULT false NOT NULL,
	"package" text,
	"description" text NOT NULL,
	"budget" text,
	"visitor_hash" text,
	"address_hash" text,
	"confirmed_at" timestamp with time zone,
	"hidden_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quote_requests_token_unique" UNIQUE("token")
);
--> statement-breakpoint
ALTER TABLE "professionals" ADD COLUMN "response_minutes" integer;--> statement-breakpoint
ALTER TABLE "professionals" ADD COLUMN "deals_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "quote_request_recipients" ADD CONSTRAINT "quote_request_recipients_request_id_quote_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."quote_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_request_recipients" ADD CONSTRAINT "quote_request_recipients_professional_id_professionals_id_fk" FOREIGN KEY ("professional_id") REFERENCES "public"."professionals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "quote_request_recipients_key" ON "quote_request_recipients" USING btree ("request_id","professional_id");--> statement-breakpoint
CREATE INDEX "quote_request_recipients_professional_idx" ON "quote_request_recipients" USING btree ("professional_id","status");--> statement-breakpoint
CREATE INDEX "quote_requests_email_idx" ON "quote_requests" USING btree (lower("client_email"),"created_at");--> statement-breakpoint
CREATE INDEX "quote_requests_address_idx" ON "quote_requests" USING btree ("address_hash","created_at");--> statement-breakpoint
CREATE INDEX "quote_requests_created_idx" ON "quote_requests" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "quote_requests_confirmed_idx" ON "quote_requests" USING btree ("confirmed_at");