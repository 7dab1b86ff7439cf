-- The Pix key a professional receives deposits on, and the holder name the payer's bank shows.
ALTER TABLE "professionals" ADD COLUMN "pix_key_kind" text;--> statement-breakpoint
ALTER TABLE "professionals" ADD COLUMN "pix_key" text;--> statement-breakpoint
ALTER TABLE "professionals" ADD COLUMN "pix_holder_name" text;