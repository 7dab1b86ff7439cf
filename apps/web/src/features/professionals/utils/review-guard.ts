import { REVIEW_COOLDOWN_MS } from '@app/domain/constants/business';
import { REVIEW_MESSAGES } from '@app/domain/schemas/review-messages';

const REVIEWED_KEY = 'reviewed_professionals';
const LAST_REVIEW_KEY = 'last_review_at';

type ReviewedMap = Record<string, string[]>;

function readReviewed(): ReviewedMap {
  try {
    const raw = window.localStorage.getItem(REVIEWED_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : {};
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
    const map: ReviewedMap = {};
    for (const [id, emails] of Object.entries(parsed)) {
      if (Array.isArray(emails)) map[id] = emails.filter((e): e is string => typeof e === 'string');
    }
    return map;
  } catch {
    return {};
  }
}

function readLastReviewAt(): number | null {
  try {
    const value = Number(window.localStorage.getItem(LAST_REVIEW_KEY));
    return Number.isFinite(value) && value > 0 ? value : null;
  } catch {
    return null;
  }
}

/** When this browser may review again, or null when the 7-day cooldown is not running. */
export function reviewCooldownEndsAt(now: number = Date.now()): Date | null {
  const last = readLastReviewAt();
  if (last === null || now - last >= REVIEW_COOLDOWN_MS) return null;
  return new Date(last + REVIEW_COOLDOWN_MS);
}

/** Browser-side guard for reviews; the server enforces the duplicate rule as well. */
export function reviewBlockReason(professionalId: string, email: string, now: number = Date.now()): string | null {
  const normalized = email.trim().toLowerCase();
  if (readReviewed()[professionalId]?.includes(normalized)) return REVIEW_MESSAGES.duplicate;
  const last = readLastReviewAt();
  if (last !== null && now - last < REVIEW_COOLDOWN_MS) return REVIEW_MESSAGES.cooldown;
  return null;
}

export function rememberReview(professionalId: string, email: string, now: number = Date.now()): void {
  try {
    const map = readReviewed();
    const normalized = email.trim().toLowerCase();
    map[professionalId] = [...new Set([...(map[professionalId] ?? []), normalized])];
    window.localStorage.setItem(REVIEWED_KEY, JSON.stringify(map));
    window.localStorage.setItem(LAST_REVIEW_KEY, String(now));
  } catch {
    // Storage can be unavailable (private mode); the server still refuses duplicates.
  }
}
