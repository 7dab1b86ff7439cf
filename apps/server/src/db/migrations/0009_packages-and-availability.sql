CREATE TABLE "busy_days" (
	"professional_id" uuid NOT NULL,
	"day" date NOT NULL,
	"source" text NOT NULL,
	CONSTRAINT "busy_days_professional_id_day_source_pk" PRIMARY KEY("professional_id","day","source"),
	CONSTRAINT "busy_days_source_check" CHECK ("busy_days"."source" in ('manual', 'calendar'))
);
--> statement-breakpoint
ALTER TABLE "professionals" ADD COLUMN "booking_horizon_days" integer DEFAULT 365 NOT NULL;--> statement-breakpoint
ALTER TABLE "professionals" ADD COLUMN "calendar_url" text;--> statement-breakpoint
ALTER TABLE "professionals" ADD COLUMN "calendar_synced_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "professionals" ADD COLUMN "calendar_sync_error" text;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "price_cents" integer;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "price_from" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "included" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "duration_value" integer;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "duration_unit" text;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "revisions" integer;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "occasions" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "busy_days" ADD CONSTRAINT "busy_days_professional_id_professionals_id_fk" FOREIGN KEY ("professional_id") REFERENCES "public"."professionals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_price_cents_check" CHECK ("services"."price_cents" is null or "services"."price_cents" >= 0);--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_duration_check" CHECK (("services"."duration_value" is null) = ("services"."duration_unit" is null) and ("services"."duration_unit" is null or "services"."duration_unit" in ('hours', 'days')));--> statement-breakpoint
UPDATE "services" SET "price_cents" = "price" * 100 WHERE "price" IS NOT NULL;
--> statement-breakpoint
-- The card's and the profile's price is the lowest priced package, in whole reais (rounded down, so
-- that 'a partir de' stays true); a professional with no priced package keeps the price of their
-- profile. A package's change refreshes its professional; an edit of the profile's price is
-- overridden while priced packages exist.
CREATE OR REPLACE FUNCTION professional_package_min_price(p_id uuid) RETURNS integer
  LANGUAGE sql STABLE AS $$
    SELECT floor(min(price_cents) / 100.0)::integer FROM services
    WHERE professional_id = p_id AND NOT is_price_negotiable AND price_cents IS NOT NULL
  $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION professionals_min_price_from_packages() RETURNS trigger
  LANGUAGE plpgsql AS $$
  DECLARE lowest integer;
  BEGIN
    lowest := professional_package_min_price(NEW.id);
    IF lowest IS NOT NULL THEN
      NEW.min_price := lowest;
      NEW.is_price_negotiable := false;
    END IF;
    RETURN NEW;
  END $$;
--> statement-breakpoint
CREATE TRIGGER professionals_min_price_trg
  BEFORE UPDATE OF min_price, is_price_negotiable ON professionals
  FOR EACH ROW EXECUTE FUNCTION professionals_min_price_from_packages();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION services_refresh_min_price() RETURNS trigger
  LANGUAGE plpgsql AS $$
  BEGIN
    IF TG_OP IN ('DELETE', 'UPDATE') THEN UPDATE professionals SET min_price = min_price WHERE id = OLD.professional_id; END IF;
    IF TG_OP = 'INSERT' OR (TG_OP = 'UPDATE' AND NEW.professional_id <> OLD.professional_id) THEN
      UPDATE professionals SET min_price = min_price WHERE id = NEW.professional_id;
    END IF;
    RETURN NULL;
  END $$;
--> statement-breakpoint
CREATE TRIGGER services_min_price_trg
  AFTER INSERT OR UPDATE OF price_cents, is_price_negotiable, professional_id OR DELETE ON services
  FOR EACH ROW EXECUTE FUNCTION services_refresh_min_price();
--> statement-breakpoint
UPDATE professionals SET min_price = min_price
  WHERE id IN (SELECT professional_id FROM services WHERE NOT is_price_negotiable AND price_cents IS NOT NULL);
