import { SEARCH_MAX_QUERY_LENGTH } from '@app/domain/constants/business';
import { TYPEAHEAD_MIN_CHARS } from '@app/domain/constants/search';
import type { SearchSuggestion, SuggestionKind } from '@app/domain/schemas/api/places';
import { CalendarHeart, Guitar, Languages, MapPin, MicVocal, Music, X } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { SEARCH_PARAMS, type SearchKey, type SearchListKey } from '@app/domain/rules/search-query';
import { useEffect, useId, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useCombobox, useDebouncedValue } from '@/components/ui/combobox';
import { cn } from '@/lib/cn';
import { useSearchSuggestions } from '../api/get-search-suggestions';
import { parseSearchParams, toSearchString, type SearchState } from '../utils/search-params';
import { ROTATING_PLACEHOLDER, rotatePlaceholder, SEARCH_PLACEHOLDERS } from '../behaviours/rotate-placeholder';
import { SearchFieldLabel, SuggestionList } from '@/components/search-field';
import { SUGGESTION_LOOK, SUGGESTION_TEXTS, SUGGEST_DEBOUNCE_MS } from '@/lib/search-suggestions';

/** Typing settles this long before the results follow the typed text. */
const SEARCH_DEBOUNCE_MS = 350;

const SEARCH_PATH = '/profissionais';

const ICONS: Record<SuggestionKind, LucideIcon> = {
  specialty: MicVocal,
  instrument: Guitar,
  language: Languages,
  occasion: CalendarHeart,
  genre: Music,
  city: MapPin,
};

/** The search's lists, which a suggestion's value joins. */
const isList = (key: string): key is SearchListKey => key in SEARCH_PARAMS && SEARCH_PARAMS[key as SearchKey].list;
const NO_SUGGESTIONS: SearchSuggestion[] = [];

/**
 * The current search with a suggestion applied: its value joins the list it names (keeping the
 * others), the typed text becomes what the suggestion left of it, and the list starts at page 1.
 */
export function withSuggestion(current: SearchState, search: Record<string, string>): SearchState {
  const next: SearchState = { ...current, q: search.q?.trim() || null, page: 1 };
  for (const [key, value] of Object.entries(search)) {
    if (!isList(key)) continue;
    const list = next[key];
    if (!list.includes(value)) next[key] = [...list, value];
  }
  return next;
}

interface SearchBoxProps {
  value: string;
  onSearch: (value: string) => void;
}

/**
 * The search field, with suggestions as the client types (specialties, instruments, occasions,
 * genres, cities). The results follow the typed text (debounced) and at once on Enter; picking a
 * suggestion applies it to the search. Without JavaScript it is a plain form to the search page.
 */
export function SearchBox({ value, onSearch }: SearchBoxProps) {
  // The hint turns by the same DOM behaviour as on a page served without the app; the markup holds the first.
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => (input.current ? rotatePlaceholder(input.current) : undefined), []);
  const navigate = useNavigate();
  const location = useLocation();
  const [text, setText] = useState(value);
  const [lastValue, setLastValue] = useState(value);
  const [open, setOpen] = useState(false);
  const statusId = useId();

  if (value !== lastValue) {
    setLastValue(value);
    // The address trims what was typed: a space typed before the next word stays.
    if (value.trim() !== text.trim()) setText(value);
  }

  useEffect(() => {
    if (text.trim() === value.trim()) return;
    const id = setTimeout(() => onSearch(text), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(id);
  }, [text, value, onSearch]);

  const typed = useDebouncedValue(text, SUGGEST_DEBOUNCE_MS);
  // Asked only while the client is in the field: a search opened from a link asks nothing.
  const asking = open && typed.trim().length >= TYPEAHEAD_MIN_CHARS;
  const suggestions = useSearchSuggestions(typed, asking);
  const items = (asking && suggestions.data?.items) || NO_SUGGESTIONS;

  const pick = (suggestion: SearchSuggestion) => {
    // On the search page the suggestion joins the search shown; anywhere else it starts one.
    const current = new URLSearchParams(location.pathname === SEARCH_PATH ? location.search : '');
    const next = withSuggestion(parseSearchParams(current), suggestion.search);
    setText(next.q ?? '');
    void navigate({ pathname: SEARCH_PATH, search: toSearchString(next) });
  };

  const combobox = useCombobox({ items, open: asking, onOpenChange: setOpen, onPick: pick });

  // Options in their groups, numbered in the order the arrows walk them.
  const groups: { kind: SuggestionKind; options: { suggestion: SearchSuggestion; index: number }[] }[] = [];
  items.forEach((suggestion, index) => {
    const last = groups[groups.length - 1];
    if (last && last.kind === suggestion.kind) last.options.push({ suggestion, index });
    else groups.push({ kind: suggestion.kind, options: [{ suggestion, index }] });
  });

  return (
    <form
      role="search"
      action={SEARCH_PATH}
      method="get"
      onSubmit={(event) => {
        event.preventDefault();
        setOpen(false);
        onSearch(text);
      }}
      className="relative"
    >
      <SearchFieldLabel htmlFor="busca-profissionais" />
      <input
        id="busca-profissionais"
        name="q"
        type="search"
        value={text}
        maxLength={SEARCH_MAX_QUERY_LENGTH}
        onChange={(event) => {
          setText(event.target.value);
          setOpen(true);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        ref={input}
        placeholder={SEARCH_PLACEHOLDERS[0]}
        {...{ [ROTATING_PLACEHOLDER]: '' }}
        autoComplete="off"
        {...combobox.inputProps}
        className="h-13 w-full rounded-xl border border-border bg-surface pr-12 pl-12 text-base shadow-card placeholder:text-muted-foreground focus-visible:border-brand-500 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-brand-500/40 [&::-webkit-search-cancel-button]:hidden"
      />
      {text ? (
        <button
          type="button"
          onClick={() => {
            setText('');
            onSearch('');
          }}
          className="absolute top-1/2 right-3 inline-flex size-8 -translate-y-1/2 cursor-pointer items-center justify-center rounded-full text-muted-foreground hover:bg-muted"
        >
          <X className="size-4" aria-hidden />
          <span className="sr-only">Limpar busca</span>
        </button>
      ) : null}
      <SuggestionList id={combobox.listboxId} hidden={!combobox.expanded}>
        {groups.map(({ kind, options }) => {
          const group = SUGGESTION_TEXTS.groups[kind];
          const Icon = ICONS[kind];
          const headingId = `${combobox.listboxId}-${kind}`;
          return (
            <div key={kind} role="group" aria-labelledby={headingId} className={SUGGESTION_LOOK.group}>
              <div id={headingId} role="presentation" className={SUGGESTION_LOOK.heading}>
                {group}
              </div>
              {options.map(({ suggestion, index }) => (
                <div
                  key={`${suggestion.kind}:${suggestion.label}`}
                  {...combobox.optionProps(index)}
                  // cn() lets the highlighted colour replace the idle one.
                  className={cn(SUGGESTION_LOOK.option(index === combobox.active))}
                >
                  <Icon
                    aria-hidden
                    className={cn(
                      'size-4 shrink-0',
                      index === combobox.active ? 'text-brand-700' : 'text-muted-foreground',
                    )}
                  />
                  <span className={SUGGESTION_LOOK.label}>{suggestion.label}</span>
                  {suggestion.search.q ? (
                    <span className={SUGGESTION_LOOK.words}>{SUGGESTION_TEXTS.words(suggestion.search.q)}</span>
                  ) : null}
                </div>
              ))}
            </div>
          );
        })}
      </SuggestionList>
      <p id={statusId} role="status" aria-live="polite" className="sr-only">
        {SUGGESTION_TEXTS.status(items.length, asking && suggestions.data !== undefined)}
      </p>
    </form>
  );
}
