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

/** Typing settles this long before suggestions are asked for. */
export const SUGGEST_DEBOUNCE_MS = 150;

/** The look of the suggestions' parts, the same drawn by the app and by the page's own script. */
export const SUGGESTION_CLASSES = {
  group: 'py-1 [&+&]:border-t [&+&]:border-border',
  heading: 'px-3 pt-1 pb-1.5 text-xs font-semibold tracking-wide text-muted-foreground uppercase',
  label: 'min-w-0 truncate',
  words: 'ml-auto shrink-0 truncate pl-2 text-sm text-muted-foreground',
};

/** An option's look, highlighted while the arrows or the pointer are on it. */
export function suggestionOptionClass(active: boolean): string {
  const state = active ? 'bg-brand-50 text-brand-900' : 'hover:bg-muted';
  return `flex min-h-11 cursor-pointer items-center gap-3 rounded-lg px-3 py-2 text-base text-ink sm:text-sm ${state}`;
}

/** What an option says after its label when the suggestion keeps words of the typed text. */
export const suggestionWords = (q: string) => `com “${q}”`;

/** Marks a search box whose suggestions the page's own script shows before the app (the home page's). */
export const SUGGEST_SEARCHES = 'data-suggest-searches';

/** How many suggestions there are, said politely to screen readers (the list itself is silent). */
export function suggestionsStatus(count: number, shown: boolean): string {
  if (!shown) return '';
  if (count === 0) return 'Nenhuma sugestão.';
  return `${count === 1 ? '1 sugestão disponível' : `${count} sugestões disponíveis`}. Use as setas para escolher.`;
}
