import { SEARCH_PLACEHOLDER_ROTATE_MS } from '@app/domain/constants/business';
import { Search, X } from 'lucide-react';
import { useEffect, useState } from 'react';

const PLACEHOLDERS = ['Buscar por nome', 'Buscar por localização', 'Buscar por especialidade', 'Buscar por gênero musical'] as const;

function useRotatingPlaceholder(): string {
  const [index, setIndex] = useState(0);
  useEffect(() => {
    const id = setInterval(() => setIndex((i) => (i + 1) % PLACEHOLDERS.length), SEARCH_PLACEHOLDER_ROTATE_MS);
    return () => clearInterval(id);
  }, []);
  return PLACEHOLDERS[index] ?? PLACEHOLDERS[0];
}

interface SearchBoxProps {
  value: string;
  onSearch: (value: string) => void;
}

/** Updates the search as the user types (debounced) and at once on Enter. */
export function SearchBox({ value, onSearch }: SearchBoxProps) {
  const placeholder = useRotatingPlaceholder();
  const [text, setText] = useState(value);
  const [lastValue, setLastValue] = useState(value);

  if (value !== lastValue) {
    setLastValue(value);
    setText(value);
  }

  useEffect(() => {
    if (text.trim() === value.trim()) return;
    const id = setTimeout(() => onSearch(text), 350);
    return () => clearTimeout(id);
  }, [text, value, onSearch]);

  return (
    <form
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(text);
      }}
      className="relative"
    >
      <label htmlFor="busca-profissionais" className="sr-only">
        Buscar profissionais
      </label>
      <Search aria-hidden className="pointer-events-none absolute top-1/2 left-4 size-5 -translate-y-1/2 text-muted-foreground" />
      <input
        id="busca-profissionais"
        type="search"
        value={text}
        maxLength={100}
        onChange={(event) => setText(event.target.value)}
        placeholder={placeholder}
        autoComplete="off"
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
    </form>
  );
}
