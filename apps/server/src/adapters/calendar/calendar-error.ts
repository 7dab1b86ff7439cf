import { AVAILABILITY_MESSAGES } from '@app/domain/schemas/availability';
import { CALENDAR_MAX_BYTES, CALENDAR_MAX_EVENTS } from './calendar-limits.ts';

const count = new Intl.NumberFormat('pt-BR');

/** What the professional reads when the calendar address cannot be imported. */
export const CALENDAR_IMPORT_MESSAGES = {
  invalid: 'O endereço não trouxe um calendário válido (.ics).',
  tooLarge: `O calendário passa de ${CALENDAR_MAX_BYTES / 1024 / 1024} MB. Use um calendário só com os seus compromissos.`,
  tooManyEvents: `O calendário tem mais de ${count.format(CALENDAR_MAX_EVENTS)} eventos. Use um calendário só com os seus compromissos.`,
  tooComplex: 'O calendário tem eventos repetidos demais para importar. Use um calendário só com os seus compromissos.',
  address: AVAILABILITY_MESSAGES.calendarUrl,
  credentials: 'Use o endereço privado do calendário, sem usuário e senha.',
  privateAddress: 'O endereço do calendário precisa ser público na internet.',
  unreachable: 'Não foi possível acessar o endereço do calendário. Confira o endereço e tente novamente.',
  timeout: 'O calendário demorou demais para responder. Tente novamente mais tarde.',
  tooManyRedirects: 'O endereço do calendário redireciona vezes demais.',
  httpError: (status: number) => `O calendário respondeu com erro (HTTP ${status}).`,
} as const;

/** A calendar could not be imported; `message` is in pt-BR and is shown to the professional as it is. */
export class CalendarImportError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'CalendarImportError';
  }
}
