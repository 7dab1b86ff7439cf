-- Accent- and case-insensitive search over name, specialties, genres and place.
-- unaccent() is only STABLE, so an IMMUTABLE wrapper naming its dictionary is what the
-- search text and its trigram index are built with.
CREATE EXTENSION IF NOT EXISTS unaccent;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION f_unaccent(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT public.unaccent('public.unaccent'::regdictionary, $1) $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION professional_search_text(p_id uuid, p_name text, p_city text, p_state text, p_country text)
  RETURNS text LANGUAGE sql STABLE
  AS $$
    SELECT lower(f_unaccent(concat_ws(' ', p_name, p_city, p_state, p_country,
      (SELECT string_agg(s.name, ' ') FROM professional_specialties ps JOIN specialties s ON s.id = ps.specialty_id WHERE ps.professional_id = p_id),
      (SELECT string_agg(g.name, ' ') FROM professional_genres pg JOIN genres g ON g.id = pg.genre_id WHERE pg.professional_id = p_id))))
  $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION professionals_search_text_row() RETURNS trigger
  LANGUAGE plpgsql AS $$
  BEGIN
    NEW.search_text := professional_search_text(NEW.id, NEW.name, NEW.city, NEW.state, NEW.country);
    RETURN NEW;
  END $$;
--> statement-breakpoint
CREATE TRIGGER professionals_search_text_trg
  BEFORE INSERT OR UPDATE OF name, city, state, country ON professionals
  FOR EACH ROW EXECUTE FUNCTION professionals_search_text_row();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION professionals_search_text_from_link() RETURNS trigger
  LANGUAGE plpgsql AS $$
  DECLARE pid uuid;
  BEGIN
    pid := CASE WHEN TG_OP = 'DELETE' THEN OLD.professional_id ELSE NEW.professional_id END;
    UPDATE professionals p
      SET search_text = professional_search_text(p.id, p.name, p.city, p.state, p.country)
      WHERE p.id = pid;
    RETURN NULL;
  END $$;
--> statement-breakpoint
CREATE TRIGGER professional_specialties_search_text_trg
  AFTER INSERT OR DELETE ON professional_specialties
  FOR EACH ROW EXECUTE FUNCTION professionals_search_text_from_link();
--> statement-breakpoint
CREATE TRIGGER professional_genres_search_text_trg
  AFTER INSERT OR DELETE ON professional_genres
  FOR EACH ROW EXECUTE FUNCTION professionals_search_text_from_link();
--> statement-breakpoint
CREATE INDEX professionals_search_text_trgm ON professionals USING gin (search_text gin_trgm_ops);
