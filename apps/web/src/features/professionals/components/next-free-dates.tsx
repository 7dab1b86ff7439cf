import { isFreeOn, nextFreeDays } from '@app/domain/rules/availability';
import { formatDayShort, isCalendarDay } from '@app/domain/rules/calendar-day';
import { CalendarCheck, CalendarX } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { useAvailability } from '../api/get-professional';
import { ASKED_DAY_PARAM } from '../utils/asked-day';

const SHOWN = 4;

/**
 * 'Próximas datas livres': read after the page has drawn, from the professional's agenda. Opened
 * from a search for a date (`?livre=2027-01-09`), it answers that date first: 'Livre em sáb., 9 de jan.'.
 */
export function NextFreeDates({ professionalId }: { professionalId: string }) {
  const availability = useAvailability(professionalId);
  const [params] = useSearchParams();
  const asked = params.get(ASKED_DAY_PARAM);
  const askedDay = asked && isCalendarDay(asked) ? asked : null;
  // The agenda arrives after the page has drawn: its place is kept so that nothing moves.
  if (!availability.data) return <div aria-hidden className={askedDay ? 'h-21' : 'h-13'} />;
  const days = nextFreeDays(availability.data, SHOWN);
  const askedFree = askedDay ? isFreeOn(askedDay, availability.data) : null;
  return (
    <>
      {askedDay ? (
        <p
          role="status"
          className={
            askedFree
              ? 'mb-3 flex items-center gap-1.5 rounded-lg bg-success-soft px-3 py-2 text-sm font-semibold text-success'
              : 'mb-3 flex items-center gap-1.5 rounded-lg bg-warning-soft px-3 py-2 text-sm font-semibold text-ink'
          }
        >
          {askedFree ? <CalendarCheck className="size-4" aria-hidden /> : <CalendarX className="size-4" aria-hidden />}
          {askedFree ? `Livre em ${formatDayShort(askedDay)}` : `Ocupado em ${formatDayShort(askedDay)}`}
        </p>
      ) : null}
      <FreeDaysList days={days} />
    </>
  );
}

function FreeDaysList({ days }: { days: string[] }) {
  return (
    <section aria-labelledby="proximas-datas" className="flex h-13 flex-col gap-2 overflow-hidden">
      <h2 id="proximas-datas" className="flex items-center gap-1.5 text-sm font-semibold">
        <CalendarCheck className="size-4 text-brand-700" aria-hidden />
        Próximas datas livres
      </h2>
      {days.length ? (
        <ul className="flex flex-wrap gap-1.5">
          {days.map((day) => (
            <li key={day} className="rounded-full bg-success-soft px-2.5 py-1 text-xs font-medium text-success">
              {formatDayShort(day)}
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-muted-foreground">Agenda sem datas livres nos próximos meses.</p>
      )}
    </section>
  );
}
