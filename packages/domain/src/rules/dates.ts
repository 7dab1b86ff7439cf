import { BRAZIL_TIME_ZONE, brazilDay, formatDayNumeric, MONTHS } from './calendar-day.ts';

/** pt-BR date; 'N/A' if missing, 'Data inválida' if it cannot be read. */
export function formatDate(value: string | Date | null | undefined): string {
  if (value === null || value === undefined || value === '') return 'N/A';
  const d = new Date(value);
  if (Number.isNaN(d.getTime())) return 'Data inválida';
  return formatDayNumeric(brazilDay(d));
}

/** 'novembro de 2026' for the profile's "since" line. */
export function formatMonthYear(value: string | Date): string {
  const d = new Date(value);
  if (Number.isNaN(d.getTime())) return 'Data inválida';
  const [year = '', month = ''] = brazilDay(d).split('-');
  return `${MONTHS[Number(month) - 1]} de ${year}`;
}

/** '9 de janeiro de 2027': the day of an instant in Brazil, in words. */
export function formatDayInWords(value: string | Date): string {
  const d = new Date(value);
  if (Number.isNaN(d.getTime())) return 'Data inválida';
  const [year = '', month = '', day = ''] = brazilDay(d).split('-');
  return `${Number(day)} de ${MONTHS[Number(month) - 1]} de ${year}`;
}

const brazilClock = new Intl.DateTimeFormat('pt-BR', {
  timeZone: BRAZIL_TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** '29/11/2026 às 14:05 (horário de Brasília)': an instant as a record states it. */
export function formatDateTime(value: Date): string {
  return `${formatDayNumeric(brazilDay(value))} às ${brazilClock.format(value)} (horário de Brasília)`;
}
