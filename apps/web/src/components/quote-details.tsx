import { brazilDay } from '@app/domain/rules/calendar-day';
import { formatServicePrice } from '@app/domain/rules/price';
import type { QuoteAnswer } from '@app/domain/schemas/api/requests';
import { cn } from '@/lib/cn';
import { formatDayNumeric } from '@app/domain/rules/calendar-day';

/** A quote's price in reais, as the WhatsApp message of the chosen quote writes it. */
export const formatQuotePrice = (cents: number) => formatServicePrice(cents / 100, false);

/** A quote as both sides read it: the price, what it includes, its conditions and until when it holds. */
export function QuoteDetails({ quote, className }: { quote: QuoteAnswer; className?: string }) {
  const expired = quote.valid_until < brazilDay();
  return (
    <div className={cn('flex flex-col gap-3 text-sm', className)}>
      <p className="text-2xl font-bold tracking-tight text-ink">{formatQuotePrice(quote.price_cents)}</p>
      <dl className="flex flex-col gap-2.5">
        <div>
          <dt className="font-semibold">Incluído</dt>
          <dd className="mt-0.5 whitespace-pre-line text-muted-foreground [overflow-wrap:anywhere]">
            {quote.included}
          </dd>
        </div>
        {quote.conditions ? (
          <div>
            <dt className="font-semibold">Condições</dt>
            <dd className="mt-0.5 whitespace-pre-line text-muted-foreground [overflow-wrap:anywhere]">
              {quote.conditions}
            </dd>
          </div>
        ) : null}
        <div>
          <dt className="sr-only">Validade</dt>
          <dd className={cn('font-medium', expired ? 'text-danger' : 'text-ink')}>
            Válido até {formatDayNumeric(quote.valid_until)}
            {expired ? ' (prazo vencido)' : null}
          </dd>
        </div>
      </dl>
    </div>
  );
}
