/**
 * The occasions a package fits, and that clients hire for. The slug is what is stored and what
 * addresses use; the label is what people read. `inPerson`: the occasion happens somewhere and needs
 * the professional there (a wedding, a party, a service); who only works at a distance does not fit it.
 */
export const OCCASIONS = [
  { slug: 'casamento', label: 'Casamento', inPerson: true },
  { slug: 'formatura', label: 'Formatura', inPerson: true },
  { slug: 'aniversario-e-festa', label: 'Aniversário e festa', inPerson: true },
  { slug: 'evento-corporativo', label: 'Evento corporativo', inPerson: true },
  { slug: 'bar-e-show', label: 'Bar e show', inPerson: true },
  { slug: 'jingle-e-publicidade', label: 'Jingle e publicidade', inPerson: false },
  { slug: 'gravacao-remota', label: 'Gravação remota', inPerson: false },
  { slug: 'igreja-e-culto', label: 'Igreja e culto', inPerson: true },
  { slug: 'aula', label: 'Aula', inPerson: false },
] as const;

/** Every occasion asked happens somewhere: who only works at a distance does not fit. */
export const needsPresence = (slugs: readonly string[]) =>
  slugs.length > 0 && slugs.every((slug) => OCCASIONS.some((o) => o.slug === slug && o.inPerson));

export type OccasionSlug = (typeof OCCASIONS)[number]['slug'];
export const OCCASION_SLUGS = OCCASIONS.map((o) => o.slug) as [OccasionSlug, ...OccasionSlug[]];

export function occasionLabel(slug: string): string {
  return OCCASIONS.find((o) => o.slug === slug)?.label ?? slug;
}
