import { SEARCH_MAX_QUERY_LENGTH } from '@app/domain/constants/business';
import { SearchFieldLabel, SuggestionList } from '@/components/search-field';
import { SUGGEST_SEARCHES } from '@/lib/search-suggestions';

const LISTBOX = 'busca-inicio-sugestoes';

/**
 * The home page's search: a form to the search page that works with no script, and the same
 * suggestions as the search page's box as the visitor types, drawn by the page's own script
 * (the home page has no app: features/professionals/behaviours/suggest-now.ts).
 */
export function HomeSearch() {
  return (
    <form role="search" action="/profissionais" method="get" className="relative" {...{ [SUGGEST_SEARCHES]: '' }}>
      <SearchFieldLabel htmlFor="busca-inicio" />
      <input
        id="busca-inicio"
        name="q"
        type="search"
        role="combobox"
        aria-expanded="false"
        aria-controls={LISTBOX}
        aria-autocomplete="list"
        autoComplete="off"
        enterKeyHint="search"
        maxLength={SEARCH_MAX_QUERY_LENGTH}
        placeholder="Cantora em Salvador, DJ para formatura, forró…"
        className="h-14 w-full rounded-xl border border-white/20 bg-surface pr-28 pl-12 text-base text-ink shadow-lift placeholder:text-muted-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent [&::-webkit-search-cancel-button]:hidden"
      />
      <button
        type="submit"
        className="absolute top-1/2 right-2 inline-flex h-10 -translate-y-1/2 cursor-pointer items-center rounded-lg bg-accent px-4 text-sm font-semibold text-night hover:bg-accent/90"
      >
        Buscar
      </button>
      <SuggestionList id={LISTBOX} hidden className="text-left" />
      <p role="status" aria-live="polite" className="sr-only" />
    </form>
  );
}
