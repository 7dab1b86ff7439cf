import { OCCASION_SLUGS, type OccasionSlug } from '@app/domain/constants/occasions';

const isOccasion = (slug: string): slug is OccasionSlug => (OCCASION_SLUGS as readonly string[]).includes(slug);

/** Only the occasions the catalogue still names reach an answer. */
export const knownOccasions = (slugs: readonly string[]): OccasionSlug[] => slugs.filter(isOccasion);

/** One stored occasion, or null when there is none or the catalogue no longer names it. */
export const knownOccasion = (slug: string | null): OccasionSlug | null =>
  slug !== null && isOccasion(slug) ? slug : null;
