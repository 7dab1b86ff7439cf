-- Counts of a state ('Localização') read only the state's entries of this index (index-only, like the price's and the
-- rating's in 0008) instead of every listed row of the state in the table; it replaces the plain index of the column.
CREATE INDEX "professionals_location_count_idx" ON "professionals" USING btree ("location_filter") INCLUDE ("active_until", "verified") WHERE not "is_blocked" and "account_confirmed";--> statement-breakpoint
DROP INDEX "professionals_location_filter_idx";
