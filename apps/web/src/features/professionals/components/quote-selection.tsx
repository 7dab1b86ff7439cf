import { REQUEST_MAX_PROFESSIONALS } from '@app/domain/constants/requests';
import { parseFavoriteIds } from '@app/domain/rules/favorites';
import type { ProfessionalCard } from '@app/domain/schemas/api/professionals';
import { useCallback, useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { Checkbox } from '@/components/ui/checkbox';
import { cn } from '@/lib/cn';

/** The professionals chosen in the search for one quote request, in the order chosen; kept for this tab only. */
const KEY = 'quote_selection';

interface Selection {
  on: boolean;
  ids: string[];
}

const OFF: Selection = { on: false, ids: [] };

function read(): Selection {
  try {
    const raw = window.sessionStorage.getItem(KEY);
    return raw === null ? OFF : { on: true, ids: parseFavoriteIds(raw).slice(0, REQUEST_MAX_PROFESSIONALS) };
  } catch {
    return OFF;
  }
}

function write(selection: Selection) {
  try {
    if (selection.on) window.sessionStorage.setItem(KEY, selection.ids.join(','));
    else window.sessionStorage.removeItem(KEY);
  } catch {
    // Storage unavailable (private mode): the choice lasts as long as the page.
  }
}

/**
 * The search's selection mode: on, the cards can be ticked, up to REQUEST_MAX_PROFESSIONALS. Being
 * state of the page, it outlives changes of filters, order and page; a reload finds it in the tab's
 * storage.
 */
export function useQuoteSelection() {
  const [selection, setSelection] = useState<Selection>(OFF);
  // Read after hydration: the server renders the page without a choice.
  useEffect(() => setSelection(read()), []);

  const change = useCallback((next: (current: Selection) => Selection) => {
    setSelection((current) => {
      const updated = next(current);
      write(updated);
      return updated;
    });
  }, []);

  return {
    ...selection,
    full: selection.ids.length >= REQUEST_MAX_PROFESSIONALS,
    start: useCallback(() => change((s) => ({ on: true, ids: s.ids })), [change]),
    cancel: useCallback(() => change(() => OFF), [change]),
    toggle: useCallback(
      (id: string) =>
        change((s) => ({
          on: true,
          ids: s.ids.includes(id)
            ? s.ids.filter((i) => i !== id)
            : s.ids.length < REQUEST_MAX_PROFESSIONALS
              ? [...s.ids, id]
              : s.ids,
        })),
      [change],
    ),
  };
}

interface SelectableCardProps {
  professional: ProfessionalCard;
  chosen: boolean;
  /** The limit is reached: only the chosen ones can still be unticked. */
  full: boolean;
  onToggle: () => void;
  children: ReactNode;
}

/**
 * A result card with 'Incluir no pedido' under it, outside the card so that the card's link keeps
 * the whole card. Someone who paused new work cannot receive a request, so has no box.
 */
export function SelectableCard({ professional, chosen, full, onToggle, children }: SelectableCardProps) {
  const disabled = !chosen && full;
  return (
    <div
      className={cn(
        'grid h-full grid-rows-[1fr_auto] gap-1 rounded-[1.25rem] p-1 transition-colors',
        chosen ? 'bg-brand-100 ring-2 ring-brand-700' : 'bg-brand-50',
      )}
    >
      {children}
      {professional.services_suspended ? (
        <p className="flex min-h-11 items-center px-3 text-sm text-muted-foreground">
          Não está recebendo pedidos no momento
        </p>
      ) : (
        <label
          className={cn(
            'flex min-h-11 items-center gap-3 rounded-xl px-3 text-sm font-medium',
            disabled ? 'cursor-not-allowed text-muted-foreground' : 'cursor-pointer hover:bg-brand-100',
          )}
        >
          <Checkbox checked={chosen} disabled={disabled} onChange={onToggle} />
          <span>
            Incluir<span className="sr-only"> {professional.name}</span> no pedido
          </span>
        </label>
      )}
    </div>
  );
}
