/**
 * The occasions a package fits, and that clients hire for. The slug is what is stored and what
 * addresses use; the label is what people read.
 */
export const OCCASIONS = [
  { slug: 'casamento', label: 'Casamento' },
  { slug: 'formatura', label: 'Formatura' },
  { slug: 'aniversario-e-festa', label: 'Aniversário e festa' },
  { slug: 'evento-corporativo', label: 'Evento corporativo' },
  { slug: 'bar-e-show', label: 'Bar e show' },
  { slug: 'jingle-e-publicidade', label: 'Jingle e publicidade' },
  { slug: 'gravacao-remota', label: 'Gravação remota' },
  { slug: 'igreja-e-culto', label: 'Igreja e culto' },
  { slug: 'aula', label: 'Aula' },
] as const;

export type OccasionSlug = (typeof OCCASIONS)[number]['slug'];
export const OCCASION_SLUGS = OCCASIONS.map((o) => o.slug) as [OccasionSlug, ...OccasionSlug[]];

export function occasionLabel(slug: string): string {
  return OCCASIONS.find((o) => o.slug === slug)?.label ?? slug;
}
