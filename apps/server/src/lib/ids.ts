import { DomainError } from './errors.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether a value from a URL can name a row: anything else would make the database's uuid cast fail. */
export const isUuid = (value: string): boolean => UUID.test(value);

/** The id as rows hold it (lower case); a malformed one names nothing: the same 404 as a missing row. */
export function idOr404(id: string, message: string): string {
  if (!isUuid(id)) throw new DomainError('not_found', message);
  return id.toLowerCase();
}
