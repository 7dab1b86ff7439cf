ALTER TABLE "professionals" ADD COLUMN "languages" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
CREATE INDEX "professionals_languages_idx" ON "professionals" USING gin ("languages");