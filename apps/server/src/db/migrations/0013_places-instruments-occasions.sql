ALTER TABLE "professionals" ADD COLUMN "city_code" integer;--> statement-breakpoint
ALTER TABLE "professionals" ADD COLUMN "service_city_codes" integer[] DEFAULT '{}'::integer[] NOT NULL;--> statement-breakpoint
ALTER TABLE "professionals" ADD COLUMN "place_codes" integer[] GENERATED ALWAYS AS (case when city_code is null then service_city_codes else array_prepend(city_code, service_city_codes) end) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "professionals" ADD COLUMN "instruments" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "professionals" ADD COLUMN "occasions" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
CREATE INDEX "professionals_instruments_idx" ON "professionals" USING gin ("instruments");--> statement-breakpoint
CREATE INDEX "professionals_place_codes_idx" ON "professionals" USING gin ("place_codes");--> statement-breakpoint
-- occasion_names (0012) now holds the occasions the professional picked as well as their packages'.
-- A package change recomputes it from the services and the row's own list; a change of the picked
-- list recomputes it in the same row write (BEFORE trigger), so an edit still rewrites the row once.
CREATE OR REPLACE FUNCTION professional_occasion_names(p_id uuid, p_picked text[]) RETURNS text[]
  LANGUAGE sql STABLE AS $$
    SELECT coalesce((SELECT array_agg(DISTINCT o ORDER BY o) FROM (
      SELECT unnest(p_picked) AS o
      UNION SELECT unnest(s.occasions) FROM services s WHERE s.professional_id = p_id
    ) AS all_occasions), '{}')
  $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION professionals_from_services() RETURNS trigger
  LANGUAGE plpgsql AS $$
  BEGIN
    IF TG_OP = 'UPDATE' AND OLD.title IS NOT DISTINCT FROM NEW.title AND OLD.occasions IS NOT DISTINCT FROM NEW.occasions
       AND OLD.professional_id = NEW.professional_id THEN
      RETURN NULL;
    END IF;
    IF TG_OP = 'DELETE' OR (TG_OP = 'UPDATE' AND OLD.professional_id <> NEW.professional_id) THEN
      UPDATE professionals p SET search_extra = professional_search_extra(p.id, p.description), occasion_names = professional_occasion_names(p.id, p.occasions)
        WHERE p.id = OLD.professional_id;
    END IF;
    IF TG_OP IN ('INSERT', 'UPDATE') THEN
      UPDATE professionals p SET search_extra = professional_search_extra(p.id, p.description), occasion_names = professional_occasion_names(p.id, p.occasions)
        WHERE p.id = NEW.professional_id;
    END IF;
    RETURN NULL;
  END $$;
--> statement-breakpoint
DROP FUNCTION IF EXISTS professional_occasion_names(uuid);
--> statement-breakpoint
CREATE OR REPLACE FUNCTION professionals_occasion_names_row() RETURNS trigger
  LANGUAGE plpgsql AS $$
  BEGIN
    NEW.occasion_names := professional_occasion_names(NEW.id, NEW.occasions);
    RETURN NEW;
  END $$;
--> statement-breakpoint
CREATE TRIGGER professionals_occasion_names_trg
  BEFORE INSERT OR UPDATE OF occasions ON professionals
  FOR EACH ROW EXECUTE FUNCTION professionals_occasion_names_row();
