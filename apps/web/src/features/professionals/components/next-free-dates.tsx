import { nextFreeDays } from '@app/domain/rules/availability';
import { formatDayShort } from '@app/domain/rules/calendar-day';
import { CalendarCheck } from 'lucide-react';
import { useAvailability } from '../api/get-professional';

const SHOWN = 4;

/** 'Próximas datas livres': read after the page has drawn, from the professional's agenda. */
export function NextFreeDates({ professionalId }: { professionalId: string }) {
  const availability = useAvailability(professionalId);
  // The agenda arrives after the page has drawn: its place is kept so that nothing moves.
  if (!availability.data) return <div aria-hidden className="h-13" />;
  const days = nextFreeDays(availability.data, SHOWN);
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
