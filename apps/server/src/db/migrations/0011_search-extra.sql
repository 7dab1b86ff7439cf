ALTER TABLE "professionals" ADD COLUMN "search_extra" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- The words a professional writes about their work (the short description, the packages' and the
-- portfolio's titles), unaccented and lower-cased for search. A separate column from search_text,
-- so that a match in the name or the catalogue can be ranked above a match here.
CREATE OR REPLACE FUNCTION professional_search_extra(p_id uuid, p_description text)
  RETURNS text LANGUAGE sql STABLE
  AS $$
    SELECT lower(f_unaccent(concat_ws(' ', p_description,
      (SELECT string_agg(s.title, ' ' ORDER BY s.title) FROM services s WHERE s.professional_id = p_id),
      (SELECT string_agg(i.title, ' ' ORDER BY i.title) FROM portfolio_items i WHERE i.professional_id = p_id))))
  $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION professionals_search_extra_row() RETURNS trigger
  LANGUAGE plpgsql AS $$
  BEGIN
    NEW.search_extra := professional_search_extra(NEW.id, NEW.description);
    RETURN NEW;
  END $$;
--> statement-breakpoint
CREATE TRIGGER professionals_search_extra_trg
  BEFORE INSERT OR UPDATE OF description ON professionals
  FOR EACH ROW EXECUTE FUNCTION professionals_search_extra_row();
--> statement-breakpoint
-- A package or portfolio item added, renamed, moved or removed rewrites its professional's text
-- once; an edit that leaves the title alone rewrites nothing.
CREATE OR REPLACE FUNCTION professionals_search_extra_from_child() RETURNS trigger
  LANGUAGE plpgsql AS $$
  BEGIN
    IF TG_OP = 'UPDATE' AND OLD.title IS NOT DISTINCT FROM NEW.title AND OLD.professional_id = NEW.professional_id THEN
      RETURN NULL;
    END IF;
    IF TG_OP = 'DELETE' OR (TG_OP = 'UPDATE' AND OLD.professional_id <> NEW.professional_id) THEN
      UPDATE professionals p SET search_extra = professional_search_extra(p.id, p.description) WHERE p.id = OLD.professional_id;
    END IF;
    IF TG_OP IN ('INSERT', 'UPDATE') THEN
      UPDATE professionals p SET search_extra = professional_search_extra(p.id, p.description) WHERE p.id = NEW.professional_id;
    END IF;
    RETURN NULL;
  END $$;
--> statement-breakpoint
CREATE TRIGGER services_search_extra_trg
  AFTER INSERT OR UPDATE OR DELETE ON services
  FOR EACH ROW EXECUTE FUNCTION professionals_search_extra_from_child();
--> statement-breakpoint
CREATE TRIGGER portfolio_items_search_extra_trg
  AFTER INSERT OR UPDATE OR DELETE ON portfolio_items
  FOR EACH ROW EXECUTE FUNCTION professionals_search_extra_from_child();
--> statement-breakpoint
UPDATE professionals p SET search_extra = professional_search_extra(p.id, p.description);
--> statement-breakpoint
CREATE INDEX professionals_search_extra_trgm ON professionals USING gin (search_extra gin_trgm_ops);
