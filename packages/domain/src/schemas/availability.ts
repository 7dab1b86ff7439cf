import { z } from 'zod';
import { BOOKING_HORIZON_MAX_DAYS, BUSY_DAYS_MAX_PER_CHANGE } from '../constants/availability.ts';
import { isCalendarDay } from '../rules/calendar-day.ts';

export const AVAILABILITY_MESSAGES = {
  day: 'Use datas no formato AAAA-MM-DD.',
  pastDay: 'Escolha datas a partir de hoje.',
  tooManyDays: `Marque no máximo ${BUSY_DAYS_MAX_PER_CHANGE} dias de uma vez.`,
  noDays: 'Escolha pelo menos um dia.',
  horizon: `Escolha de 7 a ${BOOKING_HORIZON_MAX_DAYS} dias.`,
  calendarUrl: 'Informe o endereço privado do calendário (https:// ou webcal://).',
  window: 'Período inválido.',
  saved: 'Agenda atualizada',
  calendarSynced: 'Calendário importado',
} as const;

export const calendarDaySchema = z
  .string(AVAILABILITY_MESSAGES.day)
  .trim()
  .refine(isCalendarDay, AVAILABILITY_MESSAGES.day);

/** Marks days busy, or frees them (only days marked by hand; the imported calendar keeps its own). */
export const busyDaysChangeSchema = z.object({
  days: z
    .array(calendarDaySchema)
    .min(1, AVAILABILITY_MESSAGES.noDays)
    .max(BUSY_DAYS_MAX_PER_CHANGE, AVAILABILITY_MESSAGES.tooManyDays),
  busy: z.boolean(),
});
export type BusyDaysChange = z.infer<typeof busyDaysChangeSchema>;

export const availabilitySettingsSchema = z.object({
  booking_horizon_days: z.coerce
    .number(AVAILABILITY_MESSAGES.horizon)
    .int(AVAILABILITY_MESSAGES.horizon)
    .min(7, AVAILABILITY_MESSAGES.horizon)
    .max(BOOKING_HORIZON_MAX_DAYS, AVAILABILITY_MESSAGES.horizon)
    .optional(),
  /** The private .ics address; '' or null stops importing and clears the imported days. */
  calendar_url: z
    .string(AVAILABILITY_MESSAGES.calendarUrl)
    .trim()
    .max(2000, AVAILABILITY_MESSAGES.calendarUrl)
    .nullish(),
});
export type AvailabilitySettingsInput = z.input<typeof availabilitySettingsSchema>;

export const availabilityWindowSchema = z.object({
  from: calendarDaySchema.optional(),
  to: calendarDaySchema.optional(),
});

/** What the public profile and the brief know of a professional's calendar. */
export const publicAvailabilitySchema = z.object({
  today: z.string(),
  horizon_end: z.string(),
  /** Busy days from today on, within the window read. */
  busy: z.array(z.string()),
  /** The last day the answer covers: days after it are not known to be busy. */
  until: z.string(),
});
export type PublicAvailability = z.infer<typeof publicAvailabilitySchema>;

/** Where a busy day comes from. */
export const BUSY_SOURCES = ['manual', 'calendar', 'deal'] as const;
export type BusySource = (typeof BUSY_SOURCES)[number];

export const ownAvailabilitySchema = publicAvailabilitySchema.extend({
  from: z.string(),
  booking_horizon_days: z.number(),
  /**
   * Each busy day with where it comes from: marked by hand, from the imported calendar, or the day of
   * a deal both sides confirmed on the Palco (neither of the last two is freed by hand).
   */
  days: z.array(z.object({ day: z.string(), source: z.enum(BUSY_SOURCES) })),
  calendar: z.object({ url: z.string().nullable(), synced_at: z.string().nullable(), error: z.string().nullable() }),
});
export type OwnAvailability = z.infer<typeof ownAvailabilitySchema>;
