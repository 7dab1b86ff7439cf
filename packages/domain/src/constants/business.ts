import { DAY_MS, HOUR_MS } from './time.ts';

export const SUBSCRIPTION_PRICE_CENTS = 4700;
/** 'R$47,00/mês', written from the price so that the two cannot drift apart. */
export const SUBSCRIPTION_PRICE_LABEL = `R$${(SUBSCRIPTION_PRICE_CENTS / 100).toFixed(2).replace('.', ',')}/mês`;
export const TRIAL_DAYS = 3;

export const SEARCH_DEFAULT_PAGE_SIZE = 24;
export const SEARCH_MAX_PAGE_SIZE = 100;
export const SEARCH_MAX_QUERY_LENGTH = 100;
export const SEARCH_MAX_LIST_ITEMS = 50;

export const TEXT_MIN_LENGTH = 2;
export const SIGNUP_PASSWORD_MIN = 8;
export const RESET_PASSWORD_MIN = 6;
/** OWASP ASVS: accept passwords of at least 64 characters. */
export const PASSWORD_MAX = 128;

export const RATING_MIN = 1;
export const RATING_MAX = 5;
/** A browser sends at most one review in this long. */
export const REVIEW_COOLDOWN_MS = 7 * DAY_MS;

export const REPORT_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const REPORT_IMAGE_TYPES = ['image/jpeg', 'image/jpg', 'image/png', 'image/webp'] as const;
export const PROFILE_PHOTO_MAX_BYTES = 10 * 1024 * 1024;
export const PROFILE_PHOTO_MAX_PX = 600;
/** The side of the photo a card shows (88 px on a phone, at up to 3× its pixels; the larger cards use the full photo). */
export const PROFILE_PHOTO_CARD_PX = 320;
/** Pixels a profile photo may have before it is decoded: a 48 MP phone photo at most. */
export const PROFILE_PHOTO_MAX_INPUT_PIXELS = 50_000_000;
/** Report evidence (mostly screenshots and phone photos) is decoded up to 25 MP and stored at most 1 600 px on its longest side. */
export const REPORT_IMAGE_MAX_INPUT_PIXELS = 25_000_000;
export const REPORT_IMAGE_MAX_PX = 1600;
export const PROFILE_PHOTO_QUALITY = 0.8;
export const UPLOAD_CACHE_SECONDS = 3600;
export const PORTFOLIO_AUDIO_MAX_BYTES = 20 * 1024 * 1024;
export const PORTFOLIO_AUDIO_ACCEPT =
  '.mp3,.m4a,.ogg,.oga,.opus,.wav,audio/mpeg,audio/mp4,audio/x-m4a,audio/ogg,audio/wav,audio/x-wav';

export const STATUS_POLL_CARD_MS = 120_000;
export const CHECKOUT_POLL_MS = 2_000;
export const CHECKOUT_POLL_MAX = 10;

export const HERO_TYPE_MS = 120;
export const HERO_HOLD_MS = 1_500;
export const HERO_ERASE_MS = 80;
export const SEARCH_PLACEHOLDER_ROTATE_MS = 3_000;
export const PROFILES_STALE_MS = 5_000;
/** The professional's and the admin's charts of views and contact clicks cover this many days. */
export const STATS_WINDOW_DAYS = 30;

export const EMAIL_CONFIRMATION_TTL_MS = 24 * HOUR_MS;
export const PASSWORD_RESET_TTL_MS = HOUR_MS;
export const SESSION_TTL_MS = 30 * DAY_MS;
