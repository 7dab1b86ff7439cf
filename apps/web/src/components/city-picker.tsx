import { useQuery } from '@tanstack/react-query';
import { TYPEAHEAD_MIN_CHARS } from '@app/domain/constants/search';
import type { PlaceListItem } from '@app/domain/schemas/api/places';
import { MapPin, X } from 'lucide-react';
import { useId, useState } from 'react';
import { fieldBase } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useCombobox, useDebouncedValue } from '@/components/ui/combobox';
import { SUGGESTION_TEXTS } from '@/lib/search-suggestions';
import { cn } from '@/lib/cn';
import { placesQueryOptions } from '@/lib/places';
import { FieldError } from '@/components/ui/form-field';

/** A chosen municipality: `slug` ('niteroi-rj') is what forms and addresses carry. */
export interface PlaceOption {
  slug: string;
  /** IBGE's code. */
  code: number;
  /** 'Niterói (RJ)'. */
  label: string;
}

export interface CityPickerProps {
  /** The chosen cities, in the order chosen. */
  value: readonly PlaceOption[];
  onChange: (value: PlaceOption[]) => void;
  /**
   * 1 (the default): one city, shown in the field itself (the professional's own city). More: up to
   * that many, shown as removable chips under the field (the cities where they play in person).
   */
  max?: number;
  /** The field's visible label. */
  label: string;
  placeholder?: string;
  /** The field's id (one is made up otherwise), for a form's own label or error links. */
  id?: string;
  /** A line of help under the field. */
  description?: string;
  /** The form's message for this field, printed as given (and the field marked invalid). */
  error?: string;
  /** Marks the field invalid without a message of its own (the form shows it elsewhere). */
  invalid?: boolean;
  /** The id of another element that explains the field or its error (aria-describedby). */
  describedBy?: string;
  disabled?: boolean;
}

/** Typing settles this long before the list is asked. */
const LOOKUP_DEBOUNCE_MS = 150;
const NO_PLACES: PlaceListItem[] = [];

const toOption = (p: PlaceListItem): PlaceOption => ({ slug: p.slug, code: p.code, label: p.label });

/**
 * Picks municipalities from IBGE's list (through GET /api/places), so that every city is spelled
 * one way. An accessible combobox: type two letters, move with the arrows, Enter or a click picks.
 * In single mode the field shows the chosen city; editing it and leaving without picking keeps
 * the city chosen before. In multiple mode each chosen city is a chip with its own remove button.
 */
export function CityPicker({
  value,
  onChange,
  max = 1,
  label,
  placeholder = 'Digite o nome da cidade',
  id,
  description,
  error,
  invalid,
  describedBy,
  disabled,
}: CityPickerProps) {
  const single = max <= 1;
  const ownId = useId();
  const inputId = id ?? ownId;
  const statusId = `${inputId}-status`;
  const chosen = single ? value[0] : undefined;
  const [text, setText] = useState(chosen?.label ?? '');
  const [lastChosen, setLastChosen] = useState(chosen?.slug);
  const [open, setOpen] = useState(false);
  const full = !single && value.length >= max;

  // The form changed the city (a reset, a loaded profile): the field shows it.
  if (single && chosen?.slug !== lastChosen) {
    setLastChosen(chosen?.slug);
    setText(chosen?.label ?? '');
  }

  const typed = useDebouncedValue(text, LOOKUP_DEBOUNCE_MS);
  const editing = !(single && chosen && typed === chosen.label);
  const asking = editing && typed.trim().length >= TYPEAHEAD_MIN_CHARS;
  const places = useQuery({ ...placesQueryOptions(typed), enabled: asking });
  const data = asking ? places.data?.items : undefined;
  const taken = new Set(value.map((v) => v.slug));
  const [items, setItems] = useState<PlaceListItem[]>(NO_PLACES);
  // Stable between renders: the combobox starts a new list (nothing active) only when this changes.
  const fresh = data ? (single ? data : data.filter((p) => !taken.has(p.slug))) : NO_PLACES;
  if (fresh.length !== items.length || fresh.some((p, i) => p.slug !== items[i]?.slug)) setItems(fresh);

  const pick = (place: PlaceListItem) => {
    if (single) {
      setText(place.label);
      setLastChosen(place.slug);
      onChange([toOption(place)]);
    } else if (!taken.has(place.slug) && value.length < max) {
      setText('');
      onChange([...value, toOption(place)]);
    }
  };

  const combobox = useCombobox({ items, open: open && asking && !full, onOpenChange: setOpen, onPick: pick });

  const hint = full ? `Você já escolheu ${max} cidades, o máximo. Remova uma para escolher outra.` : null;
  const describedByIds = [
    describedBy,
    description ? `${inputId}-description` : undefined,
    hint ? `${inputId}-hint` : undefined,
    error ? `${inputId}-error` : undefined,
  ];

  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={inputId}>{label}</Label>
      <div className="relative">
        <MapPin
          aria-hidden
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
        />
        <input
          id={inputId}
          type="text"
          value={text}
          disabled={disabled}
          readOnly={full}
          placeholder={full ? `Máximo de ${max} cidades` : placeholder}
          autoComplete="off"
          spellCheck={false}
          aria-invalid={invalid || Boolean(error) || undefined}
          aria-describedby={describedByIds.filter(Boolean).join(' ') || undefined}
          onChange={(event) => {
            setText(event.target.value);
            setOpen(true);
          }}
          onFocus={() => setOpen(true)}
          onBlur={() => {
            setOpen(false);
            // A city is chosen from the list, never typed: leaving an edit puts the chosen one back.
            if (single) setText(chosen?.label ?? '');
          }}
          {...combobox.inputProps}
          className={cn(fieldBase, 'h-11 pl-9', single && chosen ? 'pr-11' : '')}
        />
        {single && chosen && !disabled ? (
          <button
            type="button"
            onClick={() => {
              setText('');
              onChange([]);
            }}
            className="absolute top-1/2 right-1.5 inline-flex size-8 -translate-y-1/2 cursor-pointer items-center justify-center rounded-full text-muted-foreground hover:bg-muted"
          >
            <X aria-hidden className="size-4" />
            <span className="sr-only">Limpar cidade</span>
          </button>
        ) : null}
        <ul
          id={combobox.listboxId}
          role="listbox"
          aria-label={label}
          hidden={!combobox.expanded}
          className="absolute inset-x-0 top-full z-40 mt-1.5 max-h-72 overflow-y-auto overscroll-contain rounded-lg border border-border bg-surface p-1 shadow-lift"
        >
          {items.map((place, index) => (
            <li
              key={place.slug}
              {...combobox.optionProps(index)}
              className={cn(
                'flex min-h-11 cursor-pointer items-center rounded-md px-3 py-2 text-base sm:text-sm',
                index === combobox.active ? 'bg-brand-50 text-brand-900' : 'text-ink hover:bg-muted',
              )}
            >
              {place.label}
            </li>
          ))}
        </ul>
      </div>
      {!single && value.length > 0 ? (
        <ul aria-label={`${label}: escolhidas`} className="flex flex-wrap gap-1.5">
          {value.map((place) => (
            <li key={place.slug}>
              <span className="inline-flex h-8 items-center gap-1 rounded-full border border-brand-200 bg-brand-50 pr-1 pl-3 text-sm font-medium text-brand-800">
                {place.label}
                <button
                  type="button"
                  disabled={disabled}
                  onClick={() => onChange(value.filter((v) => v.slug !== place.slug))}
                  aria-label={`Remover ${place.label}`}
                  className="inline-flex size-6 cursor-pointer items-center justify-center rounded-full text-brand-700 hover:bg-brand-100"
                >
                  <X aria-hidden className="size-3.5" />
                </button>
              </span>
            </li>
          ))}
        </ul>
      ) : null}
      {description ? (
        <p id={`${inputId}-description`} className="text-xs text-muted-foreground">
          {description}
        </p>
      ) : null}
      {hint ? (
        <p id={`${inputId}-hint`} className="text-sm text-muted-foreground">
          {hint}
        </p>
      ) : null}
      <FieldError id={`${inputId}-error`}>{error}</FieldError>
      <p id={statusId} role="status" aria-live="polite" className="sr-only">
        {SUGGESTION_TEXTS.status(items.length, open && asking && !full && places.data !== undefined)}
      </p>
    </div>
  );
}
