import { addDays, dayRange } from '@app/domain/rules/calendar-day';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useRef, useState, type MouseEvent } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';

/** 'calendar' and 'deal' come from elsewhere (the imported calendar, a confirmed deal) and are not freed by hand. */
export type DayState = 'free' | 'busy' | 'calendar' | 'deal';

const locked = (state: DayState) => state === 'calendar' || state === 'deal';

interface MonthCalendarProps {
  /** 'YYYY-MM': the month shown. */
  month: string;
  onMonthChange: (month: string) => void;
  today: string;
  /** The last day bookings are taken; later days are shown out of reach. */
  horizonEnd: string;
  stateOf: (day: string) => DayState;
  /** Marks (busy = true) or frees the days. */
  onChange: (days: string[], busy: boolean) => void;
  /** The next tap ends a period that began with the previous one. */
  rangeMode: boolean;
  disabled?: boolean;
}

const WEEKDAYS = ['dom', 'seg', 'ter', 'qua', 'qui', 'sex', 'sáb'];
const monthTitle = new Intl.DateTimeFormat('pt-BR', { month: 'long', year: 'numeric', timeZone: 'UTC' });
const dayLabel = new Intl.DateTimeFormat('pt-BR', { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' });
const utc = (day: string) => Date.parse(`${day}T00:00:00Z`);

export function shiftMonth(month: string, by: number): string {
  const [y = 0, m = 1] = month.split('-').map(Number);
  const d = new Date(Date.UTC(y, m - 1 + by, 1));
  return d.toISOString().slice(0, 7);
}

function monthDays(month: string): string[] {
  const first = `${month}-01`;
  return dayRange(first, addDays(`${shiftMonth(month, 1)}-01`, -1));
}

const STATE_TEXT: Record<DayState, string> = {
  free: 'livre',
  busy: 'ocupado',
  calendar: 'ocupado (do seu calendário)',
  deal: 'ocupado (negócio fechado pelo Palco)',
};

/**
 * A month of days to mark busy with a tap; a period with shift-click, or with two taps while
 * 'Marcar período' is on. Days before today and past the booking horizon cannot be changed.
 */
export function MonthCalendar({
  month,
  onMonthChange,
  today,
  horizonEnd,
  stateOf,
  onChange,
  rangeMode,
  disabled,
}: MonthCalendarProps) {
  const days = monthDays(month);
  const lead = new Date(utc(days[0] ?? `${month}-01`)).getUTCDay();
  const anchor = useRef<{ day: string; busy: boolean } | null>(null);
  const [rangeStart, setRangeStart] = useState<string | null>(null);

  const press = (day: string, event: MouseEvent<HTMLButtonElement>) => {
    const state = stateOf(day);
    if (locked(state)) return;
    if (rangeMode && !rangeStart) {
      setRangeStart(day);
      return;
    }
    if ((rangeMode && rangeStart) || (event.shiftKey && anchor.current)) {
      const start = rangeStart ?? anchor.current!.day;
      const busy = rangeStart ? stateOf(rangeStart) === 'free' : anchor.current!.busy;
      const span = dayRange(start, day).filter((d) => d >= today && d <= horizonEnd && !locked(stateOf(d)));
      setRangeStart(null);
      anchor.current = { day, busy };
      onChange(span, busy);
      return;
    }
    const busy = state === 'free';
    anchor.current = { day, busy };
    onChange([day], busy);
  };

  const formatted = monthTitle.format(utc(`${month}-01`));
  const title = formatted.charAt(0).toLocaleUpperCase('pt-BR') + formatted.slice(1);
  const thisMonth = today.slice(0, 7);

  return (
    <div className="mx-auto flex w-full max-w-lg flex-col gap-3">
      <div className="flex items-center justify-between gap-2">
        <Button
          variant="outline"
          size="icon"
          aria-label="Mês anterior"
          disabled={month <= thisMonth}
          onClick={() => onMonthChange(shiftMonth(month, -1))}
        >
          <ChevronLeft />
        </Button>
        <h2 className="text-lg font-semibold" aria-live="polite">
          {title}
        </h2>
        <Button
          variant="outline"
          size="icon"
          aria-label="Próximo mês"
          disabled={`${month}-01` > horizonEnd}
          onClick={() => onMonthChange(shiftMonth(month, 1))}
        >
          <ChevronRight />
        </Button>
      </div>
      {rangeStart ? (
        <p role="status" className="rounded-lg bg-brand-50 px-3 py-2 text-sm text-brand-800">
          Período a partir de {dayLabel.format(utc(rangeStart))}: toque no último dia.
        </p>
      ) : null}
      <div role="grid" aria-label={`Agenda de ${title}`} className="grid grid-cols-7 gap-1 text-center">
        <div role="row" className="contents">
          {WEEKDAYS.map((w) => (
            <div role="columnheader" key={w} className="pb-1 text-xs font-medium text-muted-foreground uppercase">
              {w}
            </div>
          ))}
        </div>
        <div role="row" className="contents">
          {Array.from({ length: lead }, (_, i) => (
            <div role="gridcell" key={`lead-${i}`} aria-hidden />
          ))}
          {days.map((day) => {
            const state = stateOf(day);
            const outOfReach = day < today || day > horizonEnd;
            const busy = state !== 'free';
            return (
              <div role="gridcell" key={day}>
                <button
                  type="button"
                  aria-pressed={busy}
                  aria-label={`${dayLabel.format(utc(day))}: ${outOfReach && !busy ? (day < today ? 'passou' : 'fora do prazo de reservas') : STATE_TEXT[state]}`}
                  disabled={disabled || outOfReach || locked(state)}
                  onClick={(e) => press(day, e)}
                  className={cn(
                    'flex aspect-square w-full min-h-10 cursor-pointer items-center justify-center rounded-lg text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring disabled:cursor-default',
                    state === 'busy' && 'bg-danger text-white hover:bg-danger/90',
                    state === 'calendar' && 'bg-danger-soft text-danger ring-1 ring-danger/40 ring-inset',
                    state === 'deal' && 'bg-accent-soft text-accent-strong ring-1 ring-accent-strong/40 ring-inset',
                    state === 'free' && !outOfReach && 'bg-brand-50 text-ink hover:bg-brand-100',
                    state === 'free' && outOfReach && 'text-muted-foreground/60',
                    day === today && 'ring-2 ring-brand-700 ring-inset',
                    rangeStart === day && 'bg-brand-700 text-white',
                  )}
                >
                  {Number(day.slice(8))}
                </button>
              </div>
            );
          })}
        </div>
      </div>
      <ul className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted-foreground" aria-label="Legenda">
        <li className="flex items-center gap-1.5">
          <span aria-hidden className="size-3 rounded bg-brand-50 ring-1 ring-border" /> Livre
        </li>
        <li className="flex items-center gap-1.5">
          <span aria-hidden className="size-3 rounded bg-danger" /> Ocupado
        </li>
        <li className="flex items-center gap-1.5">
          <span aria-hidden className="size-3 rounded bg-danger-soft ring-1 ring-danger/40" /> Do seu calendário
        </li>
        <li className="flex items-center gap-1.5">
          <span aria-hidden className="size-3 rounded bg-accent-soft ring-1 ring-accent-strong/40" /> Negócio fechado
        </li>
      </ul>
    </div>
  );
}
