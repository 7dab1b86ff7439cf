-- The listing reads one row per professional: names of the linked lookups, whether the account is
-- confirmed, and until when the latest subscription keeps the professional active. Triggers keep
-- them in step with the rows they come from; the time comparison itself stays in the query.
CREATE OR REPLACE FUNCTION professional_refresh_links(p_id uuid) RETURNS void
  LANGUAGE sql AS $$
    UPDATE professionals p SET
      specialty_names = coalesce((SELECT array_agg(l.name ORDER BY l.name) FROM professional_specialties j JOIN specialties l ON l.id = j.specialty_id WHERE j.professional_id = p.id), '{}'),
      genre_names = coalesce((SELECT array_agg(l.name ORDER BY l.name) FROM professional_genres j JOIN genres l ON l.id = j.genre_id WHERE j.professional_id = p.id), '{}'),
      service_type_names = coalesce((SELECT array_agg(l.name ORDER BY l.name) FROM professional_service_types j JOIN service_types l ON l.id = j.service_type_id WHERE j.professional_id = p.id), '{}'),
      search_text = professional_search_text(p.id, p.name, p.city, p.state, p.country)
    WHERE p.id = p_id
  $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION professionals_search_text_from_link() RETURNS trigger
  LANGUAGE plpgsql AS $$
  BEGIN
    -- An update refreshes the old professional only when the row moved to another one.
    IF TG_OP = 'DELETE' OR (TG_OP = 'UPDATE' AND OLD.professional_id <> NEW.professional_id) THEN
      PERFORM professional_refresh_links(OLD.professional_id);
    END IF;
    IF TG_OP IN ('INSERT', 'UPDATE') THEN PERFORM professional_refresh_links(NEW.professional_id); END IF;
    RETURN NULL;
  END $$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS professional_specialties_search_text_trg ON professional_specialties;
--> statement-breakpoint
DROP TRIGGER IF EXISTS professional_genres_search_text_trg ON professional_genres;
--> statement-breakpoint
CREATE TRIGGER professional_specialties_links_trg
  AFTER INSERT OR UPDATE OR DELETE ON professional_specialties
  FOR EACH ROW EXECUTE FUNCTION professionals_search_text_from_link();
--> statement-breakpoint
CREATE TRIGGER professional_genres_links_trg
  AFTER INSERT OR UPDATE OR DELETE ON professional_genres
  FOR EACH ROW EXECUTE FUNCTION professionals_search_text_from_link();
--> statement-breakpoint
CREATE TRIGGER professional_service_types_links_trg
  AFTER INSERT OR UPDATE OR DELETE ON professional_service_types
  FOR EACH ROW EXECUTE FUNCTION professionals_search_text_from_link();
--> statement-breakpoint
-- Effective end of the latest subscription (by updated_at) while it is active or trialing:
-- the period's end, or the trial's end for a trial, whichever comes first; null otherwise.
CREATE OR REPLACE FUNCTION professional_active_until(p_id uuid) RETURNS timestamptz
  LANGUAGE sql STABLE AS $$
    SELECT CASE WHEN s.status IN ('active', 'trialing') THEN
      least(coalesce(s.current_period_ends_at, 'infinity'::timestamptz),
            CASE WHEN s.status = 'trialing' THEN coalesce(s.trial_ends_at, 'infinity'::timestamptz) ELSE 'infinity'::timestamptz END)
    END
    FROM subscriptions s WHERE s.professional_id = p_id
    ORDER BY s.updated_at DESC, s.created_at DESC, s.id DESC
    LIMIT 1
  $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION subscriptions_active_until() RETURNS trigger
  LANGUAGE plpgsql AS $$
  BEGIN
    IF TG_OP = 'DELETE' OR (TG_OP = 'UPDATE' AND OLD.professional_id <> NEW.professional_id) THEN
      UPDATE professionals SET active_until = professional_active_until(OLD.professional_id) WHERE id = OLD.professional_id;
    END IF;
    IF TG_OP IN ('INSERT', 'UPDATE') THEN
      UPDATE professionals SET active_until = professional_active_until(NEW.professional_id) WHERE id = NEW.professional_id;
    END IF;
    RETURN NULL;
  END $$;
--> statement-breakpoint
CREATE TRIGGER subscriptions_active_until_trg
  AFTER INSERT OR UPDATE OR DELETE ON subscriptions
  FOR EACH ROW EXECUTE FUNCTION subscriptions_active_until();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION professionals_account_confirmed() RETURNS trigger
  LANGUAGE plpgsql AS $$
  BEGIN
    NEW.account_confirmed := EXISTS (SELECT 1 FROM users u WHERE u.id = NEW.user_id AND u.email_confirmed_at IS NOT NULL);
    RETURN NEW;
  END $$;
--> statement-breakpoint
CREATE TRIGGER professionals_account_confirmed_trg
  BEFORE INSERT OR UPDATE OF user_id ON professionals
  FOR EACH ROW EXECUTE FUNCTION professionals_account_confirmed();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION users_account_confirmed() RETURNS trigger
  LANGUAGE plpgsql AS $$
  BEGIN
    UPDATE professionals SET account_confirmed = (NEW.email_confirmed_at IS NOT NULL) WHERE user_id = NEW.id;
    RETURN NULL;
  END $$;
--> statement-breakpoint
CREATE TRIGGER users_account_confirmed_trg
  AFTER UPDATE OF email_confirmed_at ON users
  FOR EACH ROW EXECUTE FUNCTION users_account_confirmed();
--> statement-breakpoint
UPDATE professionals p SET
  account_confirmed = EXISTS (SELECT 1 FROM users u WHERE u.id = p.user_id AND u.email_confirmed_at IS NOT NULL),
  active_until = professional_active_until(p.id);
--> statement-breakpoint
SELECT professional_refresh_links(p.id) FROM professionals p;
--> statement-breakpoint
CREATE INDEX professionals_listing_idx ON professionals (active_until) WHERE NOT is_blocked AND account_confirmed;
