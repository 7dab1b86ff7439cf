import { occasionLabel } from '@app/domain/constants/occasions';
import { formatDayLong, isCalendarDay } from '@app/domain/rules/calendar-day';
import { BUDGET_LABEL } from '@app/domain/rules/request-message';
import type { RequestBrief } from '@app/domain/schemas/api/requests';
import { cn } from '@/lib/cn';

/** The brief's short facts, with the labels the e-mails and the WhatsApp message give them (rules/request-message). */
function briefFacts(brief: RequestBrief): [label: string, value: string][] {
  const facts: [string, string | null][] = [
    ['Ocasião', brief.occasion ? occasionLabel(brief.occasion) : null],
    ['Data', brief.event_date && isCalendarDay(brief.event_date) ? formatDayLong(brief.event_date) : null],
    ['Local', brief.online ? 'Online' : brief.city],
    ['Pacote', brief.package],
    [BUDGET_LABEL, brief.budget],
  ];
  return facts.filter((fact): fact is [string, string] => Boolean(fact[1]?.trim()));
}

/** A quote request's brief as both sides read it: the facts, then what the client wrote. */
export function RequestBriefDetails({ brief, className }: { brief: RequestBrief; className?: string }) {
  const facts = briefFacts(brief);
  return (
    <dl className={cn('grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1.5 text-sm', className)}>
      {facts.map(([label, value]) => (
        <div key={label} className="col-span-2 grid grid-cols-subgrid">
          <dt className="text-muted-foreground">{label}</dt>
          <dd className="font-medium [overflow-wrap:anywhere]">{value}</dd>
        </div>
      ))}
      <div className="col-span-2 mt-1.5">
        <dt className="text-muted-foreground">Sobre o pedido</dt>
        <dd className="mt-0.5 whitespace-pre-line text-ink [overflow-wrap:anywhere]">{brief.description}</dd>
      </div>
    </dl>
  );
}
