ALTER TABLE "professionals" ADD COLUMN "specialty_names" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "professionals" ADD COLUMN "genre_names" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "professionals" ADD COLUMN "service_type_names" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "professionals" ADD COLUMN "account_confirmed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "professionals" ADD COLUMN "active_until" timestamp with time zone;