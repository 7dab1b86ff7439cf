import { normalizeSearchText } from './text.ts';

/**
 * A profile's readable address: `/profissional/<name-slug>-<short-id>`, e.g.
 * `/profissional/marina-costa-3f9a1c2e8b7d`. The short id (the first 12 hexadecimal digits of the
 * professional's id, 48 random bits) finds the professional; the name in front is for people and
 * search engines, so an address with an old name still finds them and is redirected (301) to the
 * current one. `/professional/<id>` keeps working and names this address as canonical.
 */
export const PROFILE_SHORT_ID_LENGTH = 12;

const SHORT_ID = new RegExp(`^[0-9a-f]{${PROFILE_SHORT_ID_LENGTH}}$`);

/** Lower-case ASCII words joined by hyphens ('São João & Trio' → 'sao-joao-trio'). */
export function slugify(value: string): string {
  return normalizeSearchText(value)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
}

export const profileShortId = (id: string) => id.replace(/-/g, '').slice(0, PROFILE_SHORT_ID_LENGTH).toLowerCase();

/** The readable, canonical path of a profile. */
export function profilePath(professional: { id: string; name: string }): string {
  return `/profissional/${slugify(professional.name) || 'perfil'}-${profileShortId(professional.id)}`;
}

/** The short id at the end of a readable address's last segment; null when there is none. */
export function shortIdOfSlug(slug: string): string | null {
  const candidate = slug.toLowerCase().split('-').at(-1) ?? '';
  return SHORT_ID.test(candidate) ? candidate : null;
}
