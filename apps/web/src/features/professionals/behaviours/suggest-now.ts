import { TYPEAHEAD_MIN_CHARS } from '@app/domain/constants/search';
import type { SearchSuggestion, SearchSuggestionList } from '@app/domain/schemas/api/places';
import { SUGGESTION_LOOK, SUGGESTION_TEXTS, SUGGEST_DEBOUNCE_MS } from '@/lib/search-suggestions';

/** The search page's address for a suggestion: its values, the words it left included. */
export function suggestionAddress(search: Readonly<Record<string, string>>): string {
  const params = new URLSearchParams(Object.entries(search).filter(([, value]) => value.trim() !== ''));
  const query = params.toString();
  return query ? `/profissionais?${query}` : '/profissionais';
}

/**
 * The suggestions of the home page's search box, drawn by the page's own script (the home page
 * has no app): the same list, keys and words as the app's search box (components/search-box.tsx),
 * over the markup the server drew. Picking one opens the search with it; Enter without one sends
 * the form, which opens the search with the words.
 */
export function suggestSearches(
  form: HTMLFormElement,
  go: (address: string) => void = (address) => window.location.assign(address),
): () => void {
  const input = form.querySelector<HTMLInputElement>('input[role="combobox"]');
  const listbox = form.querySelector<HTMLElement>('[role="listbox"]');
  const status = form.querySelector<HTMLElement>('[role="status"]');
  if (!input || !listbox) return () => {};
  let items: SearchSuggestion[] = [];
  let active = -1;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let asking: AbortController | null = null;

  const optionId = (index: number) => `${listbox.id}-${index}`;
  const setActive = (index: number) => {
    active = index;
    listbox.querySelectorAll<HTMLElement>('[role="option"]').forEach((option, i) => {
      const on = i === index;
      option.setAttribute('aria-selected', String(on));
      option.className = SUGGESTION_LOOK.option(on);
      if (on && 'scrollIntoView' in option) option.scrollIntoView({ block: 'nearest' });
    });
    if (index >= 0) input.setAttribute('aria-activedescendant', optionId(index));
    else input.removeAttribute('aria-activedescendant');
  };
  const close = () => {
    listbox.hidden = true;
    input.setAttribute('aria-expanded', 'false');
    setActive(-1);
  };
  const pick = (suggestion: SearchSuggestion) => {
    close();
    go(suggestionAddress(suggestion.search));
  };

  const draw = (list: SearchSuggestion[]) => {
    items = list;
    listbox.replaceChildren();
    let group: HTMLElement | null = null;
    let kind: string | null = null;
    list.forEach((suggestion, index) => {
      if (suggestion.kind !== kind) {
        kind = suggestion.kind;
        group = document.createElement('div');
        group.setAttribute('role', 'group');
        group.className = SUGGESTION_LOOK.group;
        const heading = document.createElement('div');
        heading.id = `${listbox.id}-${kind}`;
        heading.setAttribute('role', 'presentation');
        heading.className = SUGGESTION_LOOK.heading;
        heading.textContent = SUGGESTION_TEXTS.groups[suggestion.kind];
        group.setAttribute('aria-labelledby', heading.id);
        group.append(heading);
        listbox.append(group);
      }
      const option = document.createElement('div');
      option.id = optionId(index);
      option.setAttribute('role', 'option');
      const label = document.createElement('span');
      label.className = SUGGESTION_LOOK.label;
      label.textContent = suggestion.label;
      option.append(label);
      if (suggestion.search.q) {
        const words = document.createElement('span');
        words.className = SUGGESTION_LOOK.words;
        words.textContent = SUGGESTION_TEXTS.words(suggestion.search.q);
        option.append(words);
      }
      // The field keeps the focus while an option is clicked.
      option.addEventListener('mousedown', (event) => event.preventDefault());
      option.addEventListener('mousemove', () => active !== index && setActive(index));
      option.addEventListener('click', () => pick(suggestion));
      group?.append(option);
    });
    const open = list.length > 0 && document.activeElement === input;
    listbox.hidden = !open;
    input.setAttribute('aria-expanded', String(open));
    setActive(-1);
    if (status) status.textContent = SUGGESTION_TEXTS.status(list.length, true);
  };

  const ask = () => {
    const q = input.value.trim();
    asking?.abort();
    if (q.length < TYPEAHEAD_MIN_CHARS) return draw([]);
    const controller = new AbortController();
    asking = controller;
    fetch(`/api/search/suggestions?q=${encodeURIComponent(q)}`, { signal: controller.signal })
      .then((res) => (res.ok ? (res.json() as Promise<SearchSuggestionList>) : { items: [] }))
      .then((body) => {
        if (asking === controller) draw(body.items);
      })
      .catch(() => {
        // Aborted by the next keystroke, or offline: the form still searches the words.
      });
  };

  const onInput = () => {
    clearTimeout(timer);
    timer = setTimeout(ask, SUGGEST_DEBOUNCE_MS);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const open = !listbox.hidden && items.length > 0;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (!items.length) return;
      event.preventDefault();
      if (!open) {
        listbox.hidden = false;
        input.setAttribute('aria-expanded', 'true');
      }
      const down = event.key === 'ArrowDown';
      setActive(down ? (active + 1) % items.length : active <= 0 ? items.length - 1 : active - 1);
    } else if (event.key === 'Enter' && open && active >= 0) {
      event.preventDefault();
      pick(items[active]!);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      close();
    } else if (event.key === 'Tab') close();
  };
  const onFocus = () => {
    if (items.length) {
      listbox.hidden = false;
      input.setAttribute('aria-expanded', 'true');
    }
  };

  input.addEventListener('input', onInput);
  input.addEventListener('keydown', onKeyDown);
  input.addEventListener('focus', onFocus);
  input.addEventListener('blur', close);
  // A text typed before this script came is answered now.
  if (document.activeElement === input && input.value.trim()) ask();
  return () => {
    clearTimeout(timer);
    asking?.abort();
    input.removeEventListener('input', onInput);
    input.removeEventListener('keydown', onKeyDown);
    input.removeEventListener('focus', onFocus);
    input.removeEventListener('blur', close);
    close();
    listbox.replaceChildren();
  };
}
