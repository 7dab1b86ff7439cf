import { lazily } from './lazily.ts';

/**
 * Calendar days as 'YYYY-MM-DD' strings. Availability, the brief's date and the search's 'Livre em'
 * all speak of days in Brazil's time (America/Sao_Paulo), not instants: a day string is never turned
 * into a Date at local midnight, only at UTC midnight, where arithmetic and weekdays are exact.
 */
export const BRAZIL_TIME_ZONE = 'America/Sao_Paulo';

const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 24 * 60 * 60 * 1000;

/** A real day written as YYYY-MM-DD ('2026-02-30' is not). */
export function isCalendarDay(value: string): boolean {
  const m = DAY_PATTERN.exec(value);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.toISOString().slice(0, 10) === value;
}

const dayInZone = lazily(
  () =>
    new Intl.DateTimeFormat('en-CA', { timeZone: BRAZIL_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }),
);

/**
 * Brazil's clocks have kept UTC−3 (Brasília time) since daylight saving time ended on 17 February
 * 2019 (Decree 9.772 of 2019 abolished it). From then on the day is read by arithmetic; an earlier
 * instant asks Intl, which knows the old summers. Intl's first use costs a phone about 120 ms (the
 * locale's data is read), inside the app's start on the pages that show a day.
 */
const FIXED_OFFSET_SINCE = Date.UTC(2019, 1, 17, 2);
const BRASILIA_OFFSET_MS = -3 * 60 * 60 * 1000;

/** The day it is in Brazil at an instant, as YYYY-MM-DD. */
export function brazilDay(at: Date | number = Date.now()): string {
  const ms = typeof at === 'number' ? at : at.getTime();
  if (ms >= FIXED_OFFSET_SINCE) return new Date(ms + BRASILIA_OFFSET_MS).toISOString().slice(0, 10);
  // en-CA writes YYYY-MM-DD.
  return dayInZone().format(at);
}

const utc = (day: string) => Date.parse(`${day}T00:00:00Z`);

/** The instant of a day and 'HH:MM' on Brazil's clocks (Brasília time, UTC−3 since 2019). */
export function brazilInstant(day: string, time: string): Date {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return new Date(utc(day) + (hours * 60 + minutes) * 60_000 - BRASILIA_OFFSET_MS);
}

export function addDays(day: string, days: number): string {
  return new Date(utc(day) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Whole days from one day to another (negative when `to` comes first). */
export function daysBetween(from: string, to: string): number {
  return Math.round((utc(to) - utc(from)) / DAY_MS);
}

/** Every day from `from` to `to`, both included. */
export function dayRange(from: string, to: string): string[] {
  const [start, end] = from <= to ? [from, to] : [to, from];
  const days: string[] = [];
  for (let day = start; day <= end; day = addDays(day, 1)) days.push(day);
  return days;
}

// The names Intl gives in pt-BR (a test compares them), written here so that no Intl is needed.
const WEEKDAYS = [
  'domingo',
  'segunda-feira',
  'terça-feira',
  'quarta-feira',
  'quinta-feira',
  'sexta-feira',
  'sábado',
] as const;
const WEEKDAYS_SHORT = ['dom.', 'seg.', 'ter.', 'qua.', 'qui.', 'sex.', 'sáb.'] as const;
export const MONTHS = [
  'janeiro',
  'fevereiro',
  'março',
  'abril',
  'maio',
  'junho',
  'julho',
  'agosto',
  'setembro',
  'outubro',
  'novembro',
  'dezembro',
] as const;
const MONTHS_SHORT = [
  'jan.',
  'fev.',
  'mar.',
  'abr.',
  'mai.',
  'jun.',
  'jul.',
  'ago.',
  'set.',
  'out.',
  'nov.',
  'dez.',
] as const;

/** 'sábado, 12/12/2026', as the WhatsApp message writes the event's date. */
export function formatDayLong(day: string): string {
  return `${WEEKDAYS[new Date(utc(day)).getUTCDay()]}, ${formatDayNumeric(day)}`;
}

/** 'sáb., 12 de dez.', for lists of free dates. */
export function formatDayShort(day: string): string {
  const d = new Date(utc(day));
  return `${WEEKDAYS_SHORT[d.getUTCDay()]}, ${d.getUTCDate()} de ${MONTHS_SHORT[d.getUTCMonth()]}`;
}

/** '12/12/2026': a calendar day as people write it, whatever the reader's time zone. */
export function formatDayNumeric(day: string): string {
  return day.split('-').reverse().join('/');
}
