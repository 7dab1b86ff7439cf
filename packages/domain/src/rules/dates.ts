import { lazily } from './lazily.ts';

const dateFormat = lazily(() => new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo' }));
const monthYear = lazily(() => new Intl.DateTimeFormat('pt-BR', { month: 'long', year: 'numeric', timeZone: 'America/Sao_Paulo' }));

/** pt-BR date; 'N/A' if missing, 'Data inválida' if it cannot be read. */
export function formatDate(value: string | Date | null | undefined): string {
  if (value === null || value === undefined || value === '') return 'N/A';
  const d = new Date(value);
  if (Number.isNaN(d.getTime())) return 'Data inválida';
  return dateFormat().format(d);
}

/** 'novembro de 2026' for the profile's "since" line. */
export function formatMonthYear(value: string | Date): string {
  const d = new Date(value);
  if (Number.isNaN(d.getTime())) return 'Data inválida';
  return monthYear().format(d);
}
