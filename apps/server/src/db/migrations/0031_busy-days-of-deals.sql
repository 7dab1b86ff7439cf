-- The day of a deal both sides confirmed is busy in the professional's Agenda and in search
-- ('deal': neither freed by hand nor replaced by a calendar import). Deals confirmed before this
-- mark their day too.
ALTER TABLE "busy_days" DROP CONSTRAINT "busy_days_source_check";--> statement-breakpoint
ALTER TABLE "busy_days" ADD CONSTRAINT "busy_days_source_check" CHECK ("busy_days"."source" in ('manual', 'calendar', 'deal'));--> statement-breakpoint
INSERT INTO "busy_days" ("professional_id", "day", "source")
  SELECT r."professional_id", q."event_date", 'deal'
  FROM "quote_request_recipients" r JOIN "quote_requests" q ON q."id" = r."request_id"
  WHERE r."deal_confirmed_at" IS NOT NULL AND q."event_date" IS NOT NULL
ON CONFLICT DO NOTHING;
