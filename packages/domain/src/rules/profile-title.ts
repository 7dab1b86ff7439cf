import { BRAND_NAME } from '../constants/brand.ts';
import { TITLE_MAX_CHARS } from './landing-text.ts';
import { cutText } from './text.ts';

/**
 * A profile's title, within what search engines show: 'Name · Specialty, Specialty | Palco Brasil'
 * with as many of its specialties as fit, then the name alone with the brand, then the name alone;
 * a name longer than that is cut.
 */
export function profileTitle(p: { name: string; specialties: readonly string[] }): string {
  for (let shown = p.specialties.length; shown >= 0; shown--) {
    const who = shown ? `${p.name} · ${p.specialties.slice(0, shown).join(', ')}` : p.name;
    const branded = `${who} | ${BRAND_NAME}`;
    if (branded.length <= TITLE_MAX_CHARS) return branded;
  }
  return cutText(p.name, TITLE_MAX_CHARS);
}
