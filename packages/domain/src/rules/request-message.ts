import { occasionLabel } from '../constants/occasions.ts';
import type { QuoteAnswer, RequestBrief } from '../schemas/api/requests.ts';
import { BRAND_NAME } from '../constants/brand.ts';
import { addDays, formatDayLong, formatDayNumeric, isCalendarDay } from './calendar-day.ts';
import { greetingName } from './contact.ts';
import { formatServicePrice } from './price.ts';

/** The client's budget range, as every text after the request names it. */
export const BUDGET_LABEL = 'Orçamento do cliente';
/** The quote's price once the client chose it, as the message and the agreement name it. */
export const AGREED_PRICE_LABEL = 'Valor combinado';

const oneLine = (value: string | null | undefined) => (value ?? '').replace(/\s+/g, ' ').trim();
const block = (value: string) =>
  value
    .split(/\r?\n/)
    .map((line) => line.replace(/[ \t]+/g, ' ').trim())
    .join('\n')
    .replace(/\n{2,}/g, '\n')
    .trim();

/**
 * The brief in lines, as both the WhatsApp message and the e-mails give it. The client's budget is
 * 'Orçamento do cliente', never mistaken for the quote's 'Valor combinado' beside it.
 */
export function briefLines(brief: RequestBrief): string[] {
  const lines: string[] = [];
  const add = (label: string, value: string | null) => {
    const text = oneLine(value);
    if (text) lines.push(`*${label}:* ${text}`);
  };
  add('Ocasião', brief.occasion ? occasionLabel(brief.occasion) : null);
  add('Data', brief.event_date && isCalendarDay(brief.event_date) ? formatDayLong(brief.event_date) : null);
  add('Local', brief.online ? 'Online' : brief.city);
  add('Pacote', brief.package);
  add(BUDGET_LABEL, brief.budget);
  return lines;
}

/**
 * The WhatsApp message a client sends the professional they chose: the request as it was sent and the
 * quote as it was given, so that neither side has to repeat or look anything up.
 */
export function quoteChosenMessage(
  professionalName: string,
  clientName: string,
  brief: RequestBrief,
  quote: QuoteAnswer,
): string {
  const request = [...briefLines(brief), `*Sobre o pedido:*\n${block(brief.description)}`];
  const answer = [
    `*${AGREED_PRICE_LABEL}:* ${formatServicePrice(quote.price_cents / 100, false)}`,
    `*Incluído:* ${block(quote.included)}`,
    ...(quote.conditions ? [`*Condições:* ${block(quote.conditions)}`] : []),
    `*Válido até:* ${formatDayNumeric(quote.valid_until)}`,
  ];
  return [
    `Olá, ${greetingName(professionalName)}! Aqui é ${oneLine(clientName)}. Recebi seu orçamento pelo ${BRAND_NAME} e gostaria de seguir com você.`,
    `*Meu pedido*\n${request.join('\n')}`,
    `*Seu orçamento*\n${answer.join('\n')}`,
  ].join('\n\n');
}

/**
 * The first day a deal's client may review it: the day after the event (a work reviewed before it
 * happened says nothing), or at once when the request named no date.
 */
export function reviewOpensOn(eventDate: string | null): string | null {
  return eventDate && isCalendarDay(eventDate) ? addDays(eventDate, 1) : null;
}

/** The largest share of the price a deposit should be, as the safety tips say it. */
export const DEPOSIT_MAX_SHARE = 0.3;

/**
 * A simple agreement written from the quote, for the client to send on WhatsApp and both to keep:
 * who, what, when and where, the price and the conditions, and the rules that keep money safe (a
 * deposit of at most DEPOSIT_MAX_SHARE, paid only to the professional, changes agreed in writing).
 */
export function agreementText(
  clientName: string,
  professionalName: string,
  brief: RequestBrief,
  quote: QuoteAnswer,
  today: string,
): string {
  const brl = (cents: number) => formatServicePrice(cents / 100, false);
  const lines = [
    '*Acordo de prestação de serviço*',
    `*Contratante:* ${oneLine(clientName)}`,
    `*Profissional:* ${oneLine(professionalName)}`,
    ...briefLines(brief),
    `*Serviço:* ${block(quote.included)}`,
    `*${AGREED_PRICE_LABEL}:* ${brl(quote.price_cents)}`,
    ...(quote.conditions ? [`*Condições:* ${block(quote.conditions)}`] : []),
    `*Sinal:* até ${brl(Math.floor(quote.price_cents * DEPOSIT_MAX_SHARE))} (${Math.round(DEPOSIT_MAX_SHARE * 100)}% do valor), pago somente ao profissional, nunca a terceiros; o restante no dia do evento ou na entrega.`,
    '*Mudanças:* mudança de data, de horário ou cancelamento são combinados por escrito, nesta conversa.',
    `De acordo, ${oneLine(clientName)} e ${oneLine(professionalName)}, em ${formatDayNumeric(today)}.`,
  ];
  return lines.join('\n');
}
