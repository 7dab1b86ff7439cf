import type { SuggestionKind } from '@app/domain/schemas/api/places';

/** Typing settles this long before suggestions are asked for. */
export const SUGGEST_DEBOUNCE_MS = 150;

/** What the search box's suggestions say, the same drawn by the app and by the page's own script. */
export const SUGGESTION_TEXTS = {
  /** The heading of each group. */
  groups: {
    specialty: 'Especialidade',
    instrument: 'Instrumento',
    language: 'Idioma',
    occasion: 'Ocasião',
    genre: 'Gênero',
    city: 'Cidade',
  } satisfies Record<SuggestionKind, string>,
  /** After an option's label, when the suggestion keeps words of the typed text. */
  words: (q: string) => `com “${q}”`,
  /** How many suggestions there are, said politely to screen readers (the list itself is silent). */
  status(count: number, shown: boolean): string {
    if (!shown) return '';
    if (count === 0) return 'Nenhuma sugestão.';
    return `${count === 1 ? '1 sugestão disponível' : `${count} sugestões disponíveis`}. Use as setas para escolher.`;
  },
};

/** The look of the suggestions' parts, the same drawn by the app and by the page's own script. */
export const SUGGESTION_LOOK = {
  group: 'py-1 [&+&]:border-t [&+&]:border-border',
  heading: 'px-3 pt-1 pb-1.5 text-xs font-semibold tracking-wide text-muted-foreground uppercase',
  label: 'min-w-0 truncate',
  words: 'ml-auto shrink-0 truncate pl-2 text-sm text-muted-foreground',
  /** An option, highlighted while the arrows or the pointer are on it. */
  option(active: boolean): string {
    const state = active ? 'bg-brand-50 text-brand-900' : 'hover:bg-muted';
    return `flex min-h-11 cursor-pointer items-center gap-3 rounded-lg px-3 py-2 text-base text-ink sm:text-sm ${state}`;
  },
};

/** Marks a search box whose suggestions the page's own script shows before the app (the home page's). */
export const SUGGEST_SEARCHES = 'data-suggest-searches';
