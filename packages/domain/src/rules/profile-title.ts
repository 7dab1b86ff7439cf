import { brandedTitle } from './page-meta.ts';

/**
 * A profile's title: 'Name · Specialty, Specialty | Palco Brasil' with as many of its specialties
 * as fit, then the name alone with the brand, then the name alone, cut when too long.
 */
export function profileTitle(p: { name: string; specialties: readonly string[] }): string {
  const withSpecialties = p.specialties.map(
    (_, i) => `${p.name} · ${p.specialties.slice(0, p.specialties.length - i).join(', ')}`,
  );
  return brandedTitle(...withSpecialties, p.name);
}
