import type { SuggestionKind } from '@app/domain/schemas/api/places';

/** The heading of each group of the search box's suggestions. */
export const SUGGESTION_GROUPS: Record<SuggestionKind, string> = {
  specialty: 'Especialidade',
  instrument: 'Instrumento',
  language: 'Idioma',
  occasion: 'Ocasião',
  genre: 'Gênero',
  city: 'Cidade',
};

/** The look of a group's heading and of an option, the same drawn by the app and by the page's own script. */
export const SUGGESTION_GROUP_CLASS = 'py-1 [&+&]:border-t [&+&]:border-border';
export const SUGGESTION_HEADING_CLASS =
  'px-3 pt-1 pb-1.5 text-xs font-semibold tracking-wide text-muted-foreground uppercase';
export const SUGGESTION_OPTION_CLASS =
  'flex min-h-11 cursor-pointer items-center gap-3 rounded-lg px-3 py-2 text-base text-ink sm:text-sm';
export const SUGGESTION_ACTIVE_CLASS = 'bg-brand-50 text-brand-900';
export const SUGGESTION_IDLE_CLASS = 'hover:bg-muted';

/** Marks a search box whose suggestions the page's own script shows before the app (the home page's). */
export const SUGGEST_SEARCHES = 'data-suggest-searches';

/** How many suggestions there are, said politely to screen readers (the list itself is silent). */
export function suggestionsStatus(count: number, shown: boolean): string {
  if (!shown) return '';
  if (count === 0) return 'Nenhuma sugestão.';
  return `${count === 1 ? '1 sugestão disponível' : `${count} sugestões disponíveis`}. Use as setas para escolher.`;
}
