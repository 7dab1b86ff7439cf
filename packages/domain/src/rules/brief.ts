import type { Brief } from '../schemas/brief.ts';
import { formatDayLong, isCalendarDay } from './calendar-day.ts';
import { contactGreeting } from './contact.ts';

const oneLine = (value: string | undefined) => (value ?? '').replace(/\s+/g, ' ').trim();

/**
 * The WhatsApp message for a brief: the greeting, then one line per answered question. The
 * project's lines keep their own line breaks (blank runs squeezed); unanswered questions are left out.
 * Built only in the browser: the brief never goes to the server.
 */
export function briefMessage(professionalName: string, brief: Partial<Brief>): string {
  const lines: string[] = [];
  const add = (label: string, value: string | undefined) => {
    const text = oneLine(value);
    if (text) lines.push(`*${label}:* ${text}`);
  };
  add('Pacote', brief.package);
  add('Serviço', brief.service);
  if (brief.date && isCalendarDay(brief.date)) add('Data', formatDayLong(brief.date));
  add('Cidade', brief.city);
  add('Gênero', brief.genre);
  add('Prazo', brief.deadline);
  add('Orçamento', brief.budget);
  const details = (brief.details ?? '')
    .split(/\r?\n/)
    .map((line) => line.replace(/[ \t]+/g, ' ').trim())
    .join('\n')
    .replace(/\n{2,}/g, '\n')
    .trim();
  if (details) lines.push(`*Sobre o projeto:*\n${details}`);
  return lines.length
    ? `${contactGreeting(professionalName)}\n\n${lines.join('\n')}`
    : contactGreeting(professionalName);
}
