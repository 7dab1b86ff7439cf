-- The professional's row keeps what it reads from other rows (the lists' names, the search texts,
-- the occasions, the package price, the subscription's end). Until now each row of a list, package,
-- portfolio item or subscription rewrote it at once, often twice (a package: once for its text and
-- occasions, once for its price): saving a profile with 3 specialties, 4 genres and 2 service types
-- wrote the row 9 times, and every write is a new row version and a new entry in each of the
-- table's ~20 indexes (none of these writes can be HOT: the columns are indexed). Now every change
-- of those rows only marks its professional, and at the end of the transaction one function
-- computes everything once and writes the row only when something differs: one write per edit
-- (none when a profile is saved unchanged), whatever the number of rows it touched.
-- PL/pgSQL, so that its statements are planned once per connection; the row is locked first, so
-- that two edits of one professional committing together refresh it one after the other, the second
-- seeing the first's rows.
CREATE OR REPLACE FUNCTION professional_refresh(p_id uuid) RETURNS void
  LANGUAGE plpgsql AS $$
  DECLARE
    r record;
    v_specialties text[];
    v_genres text[];
    v_service_types text[];
    v_text text;
    v_extra text;
    v_occasions text[];
    v_until timestamptz;
    v_package_price integer;
    v_price integer;
    v_negotiable boolean;
  BEGIN
    SELECT p.name, p.city, p.state, p.country, p.description, p.occasions, p.min_price, p.is_price_negotiable,
        p.specialty_names, p.genre_names, p.service_type_names, p.search_text, p.search_extra, p.occasion_names, p.active_until
      INTO r FROM professionals p WHERE p.id = p_id FOR NO KEY UPDATE;
    IF NOT FOUND THEN RETURN; END IF;
    v_specialties := coalesce((SELECT array_agg(l.name ORDER BY l.name) FROM professional_specialties j JOIN specialties l ON l.id = j.specialty_id WHERE j.professional_id = p_id), '{}');
    v_genres := coalesce((SELECT array_agg(l.name ORDER BY l.name) FROM professional_genres j JOIN genres l ON l.id = j.genre_id WHERE j.professional_id = p_id), '{}');
    v_service_types := coalesce((SELECT array_agg(l.name ORDER BY l.name) FROM professional_service_types j JOIN service_types l ON l.id = j.service_type_id WHERE j.professional_id = p_id), '{}');
    -- professional_search_text (0001), from the lists just read.
    v_text := lower(f_unaccent(concat_ws(' ', r.name, r.city, r.state, r.country,
      nullif(array_to_string(v_specialties, ' '), ''), nullif(array_to_string(v_genres, ' '), ''))));
    v_extra := professional_search_extra(p_id, r.description);
    v_occasions := professional_occasion_names(p_id, r.occasions);
    v_until := professional_active_until(p_id);
    -- The lowest priced package sets the price (0009); without one, the profile keeps its own.
    v_package_price := professional_package_min_price(p_id);
    v_price := coalesce(v_package_price, r.min_price);
    v_negotiable := CASE WHEN v_package_price IS NULL THEN r.is_price_negotiable ELSE false END;
    IF (r.specialty_names, r.genre_names, r.service_type_names, r.search_text, r.search_extra, r.occasion_names, r.active_until, r.min_price, r.is_price_negotiable)
       IS DISTINCT FROM (v_specialties, v_genres, v_service_types, v_text, v_extra, v_occasions, v_until, v_price, v_negotiable) THEN
      UPDATE professionals SET
        specialty_names = v_specialties, genre_names = v_genres, service_type_names = v_service_types,
        search_text = v_text, search_extra = v_extra, occasion_names = v_occasions, active_until = v_until,
        min_price = v_price, is_price_negotiable = v_negotiable
      WHERE id = p_id;
    END IF;
  END $$;
--> statement-breakpoint
-- The search text the name's, place's and lists' triggers compute (0001) reads the same names, in the
-- same order, as the refresh above, so that both write the same text.
CREATE OR REPLACE FUNCTION professional_search_text(p_id uuid, p_name text, p_city text, p_state text, p_country text)
  RETURNS text LANGUAGE sql STABLE
  AS $$
    SELECT lower(f_unaccent(concat_ws(' ', p_name, p_city, p_state, p_country,
      (SELECT string_agg(s.name, ' ' ORDER BY s.name) FROM professional_specialties ps JOIN specialties s ON s.id = ps.specialty_id WHERE ps.professional_id = p_id),
      (SELECT string_agg(g.name, ' ' ORDER BY g.name) FROM professional_genres pg JOIN genres g ON g.id = pg.genre_id WHERE pg.professional_id = p_id))))
  $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION professional_refresh_from_child() RETURNS trigger
  LANGUAGE plpgsql AS $$
  BEGIN
    IF TG_OP = 'DELETE' OR (TG_OP = 'UPDATE' AND OLD.professional_id <> NEW.professional_id) THEN
      PERFORM professional_refresh(OLD.professional_id);
    END IF;
    IF TG_OP IN ('INSERT', 'UPDATE') THEN PERFORM professional_refresh(NEW.professional_id); END IF;
    RETURN NULL;
  END $$;
--> statement-breakpoint
-- Deferred to the end of the transaction: by then every row of the edit is in, and the first
-- trigger's refresh writes the row; the others find it up to date and write nothing.
DROP TRIGGER IF EXISTS professional_specialties_links_trg ON professional_specialties;
--> statement-breakpoint
DROP TRIGGER IF EXISTS professional_genres_links_trg ON professional_genres;
--> statement-breakpoint
DROP TRIGGER IF EXISTS professional_service_types_links_trg ON professional_service_types;
--> statement-breakpoint
DROP TRIGGER IF EXISTS services_professional_trg ON services;
--> statement-breakpoint
DROP TRIGGER IF EXISTS services_min_price_trg ON services;
--> statement-breakpoint
DROP TRIGGER IF EXISTS portfolio_items_search_extra_trg ON portfolio_items;
--> statement-breakpoint
DROP TRIGGER IF EXISTS subscriptions_active_until_trg ON subscriptions;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER professional_specialties_refresh_trg
  AFTER INSERT OR UPDATE OR DELETE ON professional_specialties DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION professional_refresh_from_child();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER professional_genres_refresh_trg
  AFTER INSERT OR UPDATE OR DELETE ON professional_genres DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION professional_refresh_from_child();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER professional_service_types_refresh_trg
  AFTER INSERT OR UPDATE OR DELETE ON professional_service_types DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION professional_refresh_from_child();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER services_refresh_trg
  AFTER INSERT OR UPDATE OF title, occasions, price_cents, is_price_negotiable, professional_id OR DELETE ON services DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION professional_refresh_from_child();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER portfolio_items_refresh_trg
  AFTER INSERT OR UPDATE OF title, professional_id OR DELETE ON portfolio_items DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION professional_refresh_from_child();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER subscriptions_refresh_trg
  AFTER INSERT OR UPDATE OR DELETE ON subscriptions DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION professional_refresh_from_child();
--> statement-breakpoint
DROP FUNCTION IF EXISTS professionals_search_text_from_link();
--> statement-breakpoint
DROP FUNCTION IF EXISTS professional_refresh_links(uuid);
--> statement-breakpoint
DROP FUNCTION IF EXISTS professionals_from_services();
--> statement-breakpoint
DROP FUNCTION IF EXISTS professionals_search_extra_from_child();
--> statement-breakpoint
DROP FUNCTION IF EXISTS services_refresh_min_price();
--> statement-breakpoint
DROP FUNCTION IF EXISTS subscriptions_active_until();
--> statement-breakpoint
-- An e-mail confirmed again, or a login e-mail changed, writes the row only when the flag changes.
CREATE OR REPLACE FUNCTION users_account_confirmed() RETURNS trigger
  LANGUAGE plpgsql AS $$
  BEGIN
    UPDATE professionals SET account_confirmed = (NEW.email_confirmed_at IS NOT NULL)
      WHERE user_id = NEW.id AND account_confirmed IS DISTINCT FROM (NEW.email_confirmed_at IS NOT NULL);
    RETURN NULL;
  END $$;
--> statement-breakpoint
-- Autovacuum for this table by its own measure: the defaults wait for 20 % of the rows to be dead
-- (200 000 at a million professionals) before vacuuming and 10 % changed before analysing; every
-- edit, review and renewal writes a row here, and the searches read its indexes. Vacuum after 2 %
-- (plus 1 000), analyse after 1 % (plus 1 000), and leave each page 10 % free so that the writes
-- that touch no indexed column (a photo, a WhatsApp number, the calendar's last sync) can
-- stay on their page (HOT) instead of adding index entries.
ALTER TABLE professionals SET (
  autovacuum_vacuum_scale_factor = 0.02, autovacuum_vacuum_threshold = 1000,
  autovacuum_analyze_scale_factor = 0.01, autovacuum_analyze_threshold = 1000,
  autovacuum_vacuum_insert_scale_factor = 0.02,
  fillfactor = 90
);
