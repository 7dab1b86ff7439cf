/**
 * A time as every answer writes it: ISO 8601 in UTC. Drizzle's columns give a Date, raw SQL may give
 * the database's text; null stays null.
 */
export function iso(time: Date | string): string;
export function iso(time: Date | string | null): string | null;
export function iso(time: Date | string | null): string | null {
  return time === null ? null : new Date(time).toISOString();
}
