import {
  AVAILABILITY_PUBLIC_WINDOW_DAYS,
  AVAILABILITY_WINDOW_MAX_DAYS,
  CALENDAR_SYNC_INTERVAL_MS,
} from '@app/domain/constants/availability';
import { BRAND_NAME } from '@app/domain/constants/brand';
import { addDays, brazilDay, daysBetween } from '@app/domain/rules/calendar-day';
import { AVAILABILITY_MESSAGES, type BusyDaysChange } from '@app/domain/schemas/availability';
import type { OwnAvailability, PublicAvailability } from '@app/domain/schemas/availability';
import type { z } from 'zod';
import type { availabilitySettingsSchema } from '@app/domain/schemas/availability';
import { CalendarImportError } from '../../adapters/calendar/calendar-error.ts';
import { createCalendarFetcher, normaliseCalendarUrl } from '../../adapters/calendar/calendar-fetcher.ts';
import { busyDaysFromIcs } from '../../adapters/calendar/ics-import.ts';
import { busyDaysToIcs } from '../../adapters/calendar/ics-export.ts';
import type { AppDeps } from '../../deps.ts';
import { DomainError } from '../../lib/errors.ts';
import { assertPublic } from '../professionals/professionals.service.ts';
import * as repo from './availability.repository.ts';

export interface Owner {
  professionalId: string;
}

/** How far ahead an import reads a calendar: the longest booking horizon there is. */
const IMPORT_WINDOW_DAYS = 730;
/** Calendars imported per round of the schedule, so that one round stays short. */
const SYNC_BATCH = 20;

const today = (deps: AppDeps) => brazilDay(deps.clock.now());

async function settingsOf(deps: AppDeps, professionalId: string) {
  const settings = await repo.availabilitySettings(deps.db, professionalId);
  if (!settings) throw new DomainError('not_found', 'Perfil não encontrado');
  return settings;
}

/** The next months of a listed professional's calendar, for the profile and the brief. */
export async function publicAvailability(deps: AppDeps, id: string): Promise<PublicAvailability> {
  await assertPublic(deps, id);
  const settings = await settingsOf(deps, id);
  const from = today(deps);
  const horizonEnd = addDays(from, settings.bookingHorizonDays);
  const until = addDays(from, Math.min(settings.bookingHorizonDays, AVAILABILITY_PUBLIC_WINDOW_DAYS));
  const days = await repo.busyDaysBetween(deps.db, id, from, until);
  return { today: from, horizon_end: horizonEnd, until, busy: [...new Set(days.map((d) => d.day))] };
}

/** The professional's own calendar over a window (by default, from the first of this month for a year). */
export async function ownAvailability(
  deps: AppDeps,
  owner: Owner,
  window: { from?: string | undefined; to?: string | undefined } = {},
): Promise<OwnAvailability> {
  const settings = await settingsOf(deps, owner.professionalId);
  const now = today(deps);
  const from = window.from ?? `${now.slice(0, 8)}01`;
  const until = window.to ?? addDays(from, 365);
  if (until < from || daysBetween(from, until) > AVAILABILITY_WINDOW_MAX_DAYS)
    throw new DomainError('invalid_request', AVAILABILITY_MESSAGES.window);
  const days = await repo.busyDaysBetween(deps.db, owner.professionalId, from, until);
  return {
    today: now,
    from,
    until,
    horizon_end: addDays(now, settings.bookingHorizonDays),
    booking_horizon_days: settings.bookingHorizonDays,
    busy: [...new Set(days.map((d) => d.day))],
    days,
    calendar: {
      url: settings.calendarUrl,
      synced_at: settings.calendarSyncedAt ? settings.calendarSyncedAt.toISOString() : null,
      error: settings.calendarSyncError,
    },
  };
}

export async function changeBusyDays(deps: AppDeps, owner: Owner, change: BusyDaysChange) {
  const days = [...new Set(change.days)];
  if (change.busy && days.some((d) => d < today(deps)))
    throw new DomainError('invalid_request', AVAILABILITY_MESSAGES.pastDay);
  if (change.busy) await repo.markManualDays(deps.db, owner.professionalId, days);
  else await repo.clearManualDays(deps.db, owner.professionalId, days);
}

export async function updateSettings(deps: AppDeps, owner: Owner, input: z.output<typeof availabilitySettingsSchema>) {
  let calendarUrl: string | null | undefined;
  if (input.calendar_url !== undefined) {
    try {
      calendarUrl = input.calendar_url
        ? normaliseCalendarUrl(input.calendar_url, { allowHttp: deps.config.calendarAllowPrivateAddresses })
        : null;
    } catch (error) {
      if (error instanceof CalendarImportError) throw new DomainError('invalid_request', error.message);
      throw error;
    }
  }
  const before = await settingsOf(deps, owner.professionalId);
  await repo.updateSettings(deps.db, owner.professionalId, {
    bookingHorizonDays: input.booking_horizon_days,
    calendarUrl,
  });
  if (calendarUrl === null) await repo.clearCalendarDays(deps.db, owner.professionalId);
  else if (calendarUrl !== undefined && calendarUrl !== before.calendarUrl)
    await importCalendar(deps, owner.professionalId);
}

/** Imports one professional's calendar now; a failure is recorded for the area to show, never thrown. */
export async function importCalendar(deps: AppDeps, professionalId: string): Promise<void> {
  const settings = await settingsOf(deps, professionalId);
  if (!settings.calendarUrl) return;
  const at = deps.clock.now();
  const from = brazilDay(at);
  try {
    const fetchCalendar = createCalendarFetcher({ allowPrivateAddresses: deps.config.calendarAllowPrivateAddresses });
    const text = await fetchCalendar(settings.calendarUrl);
    const days = busyDaysFromIcs(text, { from, to: addDays(from, IMPORT_WINDOW_DAYS) });
    await repo.replaceCalendarDays(deps.db, professionalId, from, days, at);
    deps.metrics.calendarImport('imported');
  } catch (error) {
    deps.metrics.calendarImport('failed');
    if (!(error instanceof CalendarImportError)) throw error;
    await repo.recordSyncError(deps.db, professionalId, at, error.message);
  }
}

export async function syncNow(deps: AppDeps, owner: Owner) {
  const settings = await settingsOf(deps, owner.professionalId);
  if (!settings.calendarUrl) throw new DomainError('invalid_request', AVAILABILITY_MESSAGES.calendarUrl);
  await importCalendar(deps, owner.professionalId);
}

/** One round of the schedule: the calendars not imported for CALENDAR_SYNC_INTERVAL_MS, a batch at a time. */
export async function syncDueCalendars(deps: AppDeps): Promise<number> {
  const due = await repo.dueCalendars(
    deps.db,
    new Date(deps.clock.now().getTime() - CALENDAR_SYNC_INTERVAL_MS),
    SYNC_BATCH,
  );
  for (const { id } of due) await importCalendar(deps, id);
  return due.length;
}

/** The busy days from today on as an .ics file, for the professional's own calendar app. */
export async function exportIcs(deps: AppDeps, owner: Owner): Promise<string> {
  const from = today(deps);
  const days = await repo.busyDaysBetween(deps.db, owner.professionalId, from, addDays(from, IMPORT_WINDOW_DAYS));
  const host = new URL(deps.config.publicUrl).hostname;
  return busyDaysToIcs([...new Set(days.map((d) => d.day))], {
    calendarName: `${BRAND_NAME}: datas ocupadas`,
    uidDomain: host,
    now: deps.clock.now(),
  });
}
