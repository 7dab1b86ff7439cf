import { z } from 'zod';
import { isCalendarDay } from '../rules/calendar-day.ts';
import { BRIEF_BUDGETS, BRIEF_DEADLINES, BRIEF_DETAILS_MAX, BRIEF_FIELD_MAX } from '../constants/deals.ts';

export const BRIEF_MESSAGES = {
  field: `Use no máximo ${BRIEF_FIELD_MAX} caracteres.`,
  details: `Escreva no máximo ${BRIEF_DETAILS_MAX} caracteres.`,
  option: 'Escolha uma das opções.',
  date: 'Escolha uma data válida.',
} as const;

const optionalText = (max: number, message: string) => z.string().trim().max(max, message).optional();
const optionalChoice = (options: readonly string[]) => z.enum(['', ...options], BRIEF_MESSAGES.option).optional();

/** A calendar day as the date input gives it (YYYY-MM-DD), blank allowed. */
const optionalDay = z
  .string()
  .trim()
  .refine((v) => v === '' || isCalendarDay(v), BRIEF_MESSAGES.date)
  .optional();

/** The optional questions asked before opening WhatsApp; every answer may be left blank. */
export const briefSchema = z.object({
  /** A package the professional offers, as 'Title (price)'; `service` is free text when none is listed. */
  package: optionalText(BRIEF_FIELD_MAX * 2, BRIEF_MESSAGES.field),
  service: optionalText(BRIEF_FIELD_MAX, BRIEF_MESSAGES.field),
  date: optionalDay,
  city: optionalText(BRIEF_FIELD_MAX, BRIEF_MESSAGES.field),
  genre: optionalText(BRIEF_FIELD_MAX, BRIEF_MESSAGES.field),
  deadline: optionalChoice(BRIEF_DEADLINES),
  budget: optionalChoice(BRIEF_BUDGETS),
  details: optionalText(BRIEF_DETAILS_MAX, BRIEF_MESSAGES.details),
});
export type Brief = z.output<typeof briefSchema>;
