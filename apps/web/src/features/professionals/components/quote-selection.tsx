import { REQUEST_MAX_PROFESSIONALS } from '@app/domain/constants/requests';
import type { ProfessionalCard } from '@app/domain/schemas/api/professionals';
import { useCallback, useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { Checkbox } from '@/components/ui/checkbox';
import { cn } from '@/lib/cn';
import { clearRequestList, toggleInRequestList } from '@/lib/request-list';
import { useRequestList } from '@/lib/use-request-list';

/** Whether the search's selection mode is on in this tab, though nobody is ticked yet. */
const MODE_KEY = 'quote_selection';

function readMode(): boolean {
  try {
    return window.sessionStorage.getItem(MODE_KEY) !== null;
  } catch {
    return false;
  }
}

function writeMode(on: boolean) {
  try {
    if (on) window.sessionStorage.setItem(MODE_KEY, '1');
    else window.sessionStorage.removeItem(MODE_KEY);
  } catch {
    // Storage unavailable (private mode): the mode lasts as long as the page.
  }
}

/**
 * The search's selection mode: on, the cards can be ticked, up to REQUEST_MAX_PROFESSIONALS. The
 * ticks are the request's list (lib/request-list.ts), the one that profiles and favourites add to:
 * the mode is on whenever that list has someone, across changes of filters, order and page, and
 * visits. 'Cancelar' empties it.
 */
export function useQuoteSelection() {
  const ids = useRequestList();
  const [started, setStarted] = useState(false);
  // Read after hydration: the server renders the page without a choice.
  useEffect(() => setStarted(readMode()), []);

  return {
    on: started || ids.length > 0,
    ids,
    full: ids.length >= REQUEST_MAX_PROFESSIONALS,
    start: useCallback(() => {
      writeMode(true);
      setStarted(true);
    }, []),
    cancel: useCallback(() => {
      writeMode(false);
      setStarted(false);
      clearRequestList();
    }, []),
    toggle: useCallback((id: string) => void toggleInRequestList(id), []),
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
          {/* The name reads whole here, where the card beside the box may cut it. */}
          <span className="[overflow-wrap:anywhere]">
            Incluir <strong className="font-semibold">{professional.name}</strong> no pedido
          </span>
        </label>
      )}
    </div>
  );
}
