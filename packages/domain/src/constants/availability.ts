/** How far ahead a professional takes bookings, in days, as the area offers it. */
export const BOOKING_HORIZON_OPTIONS = [
  { days: 30, label: '1 mês' },
  { days: 90, label: '3 meses' },
  { days: 180, label: '6 meses' },
  { days: 365, label: '1 ano' },
  { days: 730, label: '2 anos' },
] as const;
export const BOOKING_HORIZON_DEFAULT_DAYS = 365;
export const BOOKING_HORIZON_MAX_DAYS = 730;

/** Days one request may mark or clear at once (a year and a day, for a leap year's range). */
export const BUSY_DAYS_MAX_PER_CHANGE = 366;
/** The widest window of busy days one read returns. */
export const AVAILABILITY_WINDOW_MAX_DAYS = 400;
/** The window the public profile reads: the next free dates and the brief's date check. */
export const AVAILABILITY_PUBLIC_WINDOW_DAYS = 180;
/** The widest 'Livre em' period the search accepts. */
export const FREE_RANGE_MAX_DAYS = 31;
/** A private calendar address is imported again after this long. */
export const CALENDAR_SYNC_INTERVAL_MS = 3 * 60 * 60 * 1000;
