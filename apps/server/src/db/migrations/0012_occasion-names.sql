ALTER TABLE "professionals" ADD COLUMN "occasion_names" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
CREATE INDEX "professionals_occasion_names_idx" ON "professionals" USING gin ("occasion_names");--> statement-breakpoint
-- What a professional's packages say about them, rewritten once per package change: the search
-- text of their titles (0011) and the occasions they are for. One trigger on services does both,
-- so that a package edit rewrites the professional's row once.
CREATE OR REPLACE FUNCTION professional_occasion_names(p_id uuid) RETURNS text[]
  LANGUAGE sql STABLE AS $$
    SELECT coalesce((SELECT array_agg(DISTINCT o ORDER BY o) FROM services s, unnest(s.occasions) AS o WHERE s.professional_id = p_id), '{}')
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
      UPDATE professionals p SET search_extra = professional_search_extra(p.id, p.description), occasion_names = professional_occasion_names(p.id)
        WHERE p.id = OLD.professional_id;
    END IF;
    IF TG_OP IN ('INSERT', 'UPDATE') THEN
      UPDATE professionals p SET search_extra = professional_search_extra(p.id, p.description), occasion_names = professional_occasion_names(p.id)
        WHERE p.id = NEW.professional_id;
    END IF;
    RETURN NULL;
  END $$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS services_search_extra_trg ON services;
--> statement-breakpoint
CREATE TRIGGER services_professional_trg
  AFTER INSERT OR UPDATE OR DELETE ON services
  FOR EACH ROW EXECUTE FUNCTION professionals_from_services();
--> statement-breakpoint
UPDATE professionals p SET occasion_names = professional_occasion_names(p.id);
