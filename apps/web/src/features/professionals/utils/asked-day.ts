import { profilePath } from '@app/domain/rules/profile-path';

/** The profile's address part that names the date a client searched for ('?livre=2027-01-09'). */
export const ASKED_DAY_PARAM = 'livre';

/** A profile's address from a search for one date: the profile answers whether that date is free. */
export function profilePathFor(professional: Parameters<typeof profilePath>[0], askedDay: string | null): string {
  const path = profilePath(professional);
  return askedDay ? `${path}?${ASKED_DAY_PARAM}=${askedDay}` : path;
}
