import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  EMAIL_CONFIRMATION_TTL_MS,
  PASSWORD_RESET_TTL_MS,
  PROFILE_PHOTO_MAX_BYTES,
  PROFILE_PHOTO_MAX_INPUT_PIXELS,
  PROFILE_PHOTO_MAX_PX,
  REPORT_IMAGE_MAX_BYTES,
  REPORT_IMAGE_MAX_INPUT_PIXELS,
  REPORT_IMAGE_MAX_PX,
  SESSION_TTL_MS,
} from '@app/domain/constants/business';
import { REVIEW_CONFIRMATION_TTL_MS } from '@app/domain/constants/deals';
import { DAY_MS, HOUR_MS, MINUTE_MS } from '@app/domain/constants/time';
import { JSON_BODY_MAX_BYTES } from '../../app.ts';
import { RETRY_AFTER_SECONDS } from '../../lib/errors.ts';
import { DATABASE_GATE_LIMITS } from '../../plugins/database-gate.ts';
import { SLOW_REQUEST_LIMITS } from '../../plugins/slow-requests.ts';
import { REPEAT_WINDOW_MS } from '../interactions/interactions.service.ts';
import { LOGIN_FAILURE_LIMITS } from './login-limits.ts';
import { AUTH_LIMITS, ROUTE_LIMITS } from './rate-limits.ts';

/*
 * The docs' tables of limits state the constants the code runs with: each expected line below is
 * written from them, so changing a limit fails here until the docs say the same.
 */

const docsDir = path.resolve(import.meta.dirname, '../../../../../docs');
const read = (name: string) => fs.readFileSync(path.join(docsDir, name), 'utf8');
/** Prose wraps anywhere: it is compared with single spaces. */
function expectMentions(doc: string, sentence: string) {
  expect(read(doc).replace(/\s+/g, ' ').includes(sentence), `docs/${doc} should say: ${sentence}`).toBe(true);
}

/** A duration in a whole number of units; a limit that is not one would need new wording. */
function inUnits(ms: number, unitMs: number): number {
  if (ms % unitMs !== 0) throw new Error(`${ms} ms is not a whole number of ${unitMs} ms`);
  return ms / unitMs;
}

/** Thousands set apart by a space, as the docs write them: '2 000', '1 600', '200'. */
const spaced = (n: number) => String(n).replace(/\B(?=(\d{3})+$)/g, ' ');
const seconds = (ms: number) => inUnits(ms, 1000);
const megabytes = (bytes: number) => inUnits(bytes, 1024 * 1024);
const megapixels = (pixels: number) => inUnits(pixels, 1_000_000);

/** 'per hour', 'per minute', 'per 10 min', 'per 6 hours'. */
function perWindow(ms: number): string {
  if (ms === HOUR_MS) return 'per hour';
  if (ms === MINUTE_MS) return 'per minute';
  return ms % HOUR_MS === 0 ? `per ${inUnits(ms, HOUR_MS)} hours` : `per ${inUnits(ms, MINUTE_MS)} min`;
}

/** The requests each entry of ROUTE_LIMITS guards (each counts on its own), as docs/api.md names them. */
const ROUTE_OF: Record<keyof typeof ROUTE_LIMITS, string> = {
  review: 'POST /api/professionals/:id/reviews',
  reviewConfirmation: 'POST /api/reviews/confirm',
  quoteRequest: 'POST /api/requests',
  quoteRequestPage:
    'POST /api/requests/confirm; POST /api/requests/view; POST /api/requests/deal; POST /api/requests/review',
  quoteAnswer: 'POST /api/me/requests/:id/quote; POST /api/me/requests/:id/decline; POST /api/me/requests/:id/deal',
  report: 'POST /api/professionals/:id/reports',
  interaction: 'POST /api/professionals/:id/interactions',
  contactAnswer: 'POST /api/professionals/:id/contact-answers',
  profilePhoto: 'POST /api/me/photo',
  portfolioAudio: 'POST /api/me/portfolio/audio',
  checkout: 'POST /api/subscription/checkout',
  portal: 'POST /api/subscription/portal',
  aiImprove: 'POST /api/ai/improve',
  catalogueSuggestion: 'POST /api/me/catalogue-suggestions',
  safetyCheck: 'POST /api/safety/check',
  agreementWrite:
    'POST /api/requests/agreement; POST /api/requests/agreement/link; POST /api/me/requests/:id/agreement; POST /api/me/requests/:id/agreement/link; POST /api/agreements/change',
  agreementPage:
    'POST /api/agreements/view; POST /api/agreements/accept; POST /api/agreements/pdf; POST /api/agreements/deposit-received; POST /api/agreements/cancel',
  agreementVerify: 'GET /api/agreements/verify; POST /api/agreements/verify',
  passwordCheck: 'PUT /api/me/password; POST /api/me/email; POST /api/me/account/delete',
  emailChangeConfirmation: 'POST /api/auth/email-change/confirm',
  dataExport: 'GET /api/me/export',
  adminSetup: 'POST /api/admin/setup',
  adminLogin: 'POST /api/admin/login',
  stripeWebhook: 'POST /api/webhooks/stripe',
};

function routeLimitsTable(): string {
  const rows = Object.entries(ROUTE_LIMITS).map(([key, limit]) => {
    const requests = ROUTE_OF[key as keyof typeof ROUTE_LIMITS].split('; ').map((r) => `\`${r}\``);
    return `| ${requests.join(', ')} | ${limit.max} ${perWindow(limit.timeWindow)} |`;
  });
  return ['| Request | Limit per address (each request on its own) |', '|---|---|', ...rows].join('\n');
}

const START = '<!-- route-limits:start -->';
const END = '<!-- route-limits:end -->';

describe('the limits the docs state', () => {
  it("docs/security.md's table of single-route limits lists ROUTE_LIMITS", () => {
    const file = path.join(docsDir, 'security.md');
    const text = fs.readFileSync(file, 'utf8');
    const start = text.indexOf(START);
    const end = text.indexOf(END);
    expect(start, `${START} … ${END} in docs/security.md`).toBeGreaterThan(-1);
    expect(end).toBeGreaterThan(start);
    const expected = `${START}\n${routeLimitsTable()}\n${END}`;
    if (process.env.UPDATE_DOCS) fs.writeFileSync(file, text.slice(0, start) + expected + text.slice(end + END.length));
    else expect(text.slice(start, end + END.length)).toBe(expected);
  });

  it("docs/security.md's table of limits states the log-in, session, link and tracking constants", () => {
    const L = LOGIN_FAILURE_LIMITS;
    expect(L.perAddress.windowMs).toBe(L.perEmailAndAddress.windowMs);
    const lines = read('security.md').split('\n');
    expect(lines).toContain(
      `| Failed log-ins | ${L.perEmailAndAddress.max} per (e-mail, address) and ${L.perAddress.max} per address in ${inUnits(L.perAddress.windowMs, MINUTE_MS)} min; ${L.perAccount.max} per account ${perWindow(L.perAccount.windowMs)}, not applied from an address where the account logged in within ${inUnits(L.knownAddressMs, DAY_MS)} days | \`modules/auth/login-limits.ts\` |`,
    );
    expect(lines).toContain(
      `| Sessions | ${inUnits(SESSION_TTL_MS, DAY_MS)} days; the log-in (professional or admin) ends the browser's previous session; a password reset ends them all | \`modules/auth\` |`,
    );
    expect(lines).toContain(
      `| Reset and confirmation links | ${inUnits(PASSWORD_RESET_TTL_MS, HOUR_MS)} hour and ${inUnits(EMAIL_CONFIRMATION_TTL_MS, HOUR_MS)} hours, single use, 256-bit; every unused one ends when the password or the e-mail changes, or the account is deleted | \`modules/auth\`, \`modules/account\` |`,
    );
    expect(lines).toContain(
      `| Tracking | a visitor's repeated view or contact click of one profile within ${inUnits(REPEAT_WINDOW_MS, MINUTE_MS)} minutes counts once | \`interactions\` module |`,
    );
    expectMentions(
      'security.md',
      `is deleted with the other unconfirmed reviews after ${inUnits(REVIEW_CONFIRMATION_TTL_MS, DAY_MS)} days`,
    );
  });

  it("docs/security.md's table of limits states the request, upload and database queue limits", () => {
    const S = SLOW_REQUEST_LIMITS;
    const { pglite, postgres } = DATABASE_GATE_LIMITS;
    const lines = read('security.md').split('\n');
    expect(lines).toContain(
      `| Request headers | must all arrive within ${seconds(S.headersTimeoutMs)} s (checked every ${S.checkIntervalMs === 1000 ? 'second' : `${seconds(S.checkIntervalMs)} s`}): 408 or the connection closed within ${seconds(S.headersTimeoutMs + S.checkIntervalMs)} s | \`plugins/slow-requests.ts\` |`,
    );
    expect(
      lines.some((l) =>
        l.startsWith(
          `| Request body | at least ${inUnits(S.bodyMinBytes, 1024)} KB in every ${seconds(S.bodyWindowMs)} s (`,
        ),
      ),
    ).toBe(true);
    expect(lines).toContain(`| Whole request | ${seconds(S.requestTimeoutMs)} s | same |`);
    expect(lines).toContain(`| JSON body | ${megabytes(JSON_BODY_MAX_BYTES)} MB | \`app.ts\` |`);
    expect(lines).toContain(
      `| Profile photo | ${megabytes(PROFILE_PHOTO_MAX_BYTES)} MB, ${megapixels(PROFILE_PHOTO_MAX_INPUT_PIXELS)} megapixels, stored as ${spaced(PROFILE_PHOTO_MAX_PX)} px webp | \`me\` module |`,
    );
    expect(lines).toContain(
      `| Report evidence | ${megabytes(REPORT_IMAGE_MAX_BYTES)} MB, ${megapixels(REPORT_IMAGE_MAX_INPUT_PIXELS)} megapixels, stored at most ${spaced(REPORT_IMAGE_MAX_PX)} px webp | \`reports\` module |`,
    );
    expect(lines).toContain(
      `| Database queue | embedded database: ${pglite.concurrency} requests at once, ${spaced(pglite.maxWaiting)} waiting, ${spaced(pglite.maxWaitMs)} ms at most from arrival; PostgreSQL: ${postgres.concurrency}, ${spaced(postgres.maxWaiting)}, ${seconds(postgres.maxWaitMs)} s; past the bound 503 with \`Retry-After: ${RETRY_AFTER_SECONDS}\` at once | \`plugins/database-gate.ts\` |`,
    );
  });

  it("docs/auth.md's table and text state AUTH_LIMITS and LOGIN_FAILURE_LIMITS", () => {
    const perHour = (limit: { max: number; window: number }) =>
      `${limit.max} / ${limit.window === HOUR_MS ? 'h' : `${inUnits(limit.window, MINUTE_MS)} min`}`;
    const lines = read('auth.md').split('\n');
    expect(lines).toContain(
      `| sign-up | ${perHour(AUTH_LIMITS.signup.perIp)} | ${perHour(AUTH_LIMITS.signup.perEmail)} |`,
    );
    expect(lines).toContain(
      `| resend confirmation | ${perHour(AUTH_LIMITS.resend.perIp)} | ${perHour(AUTH_LIMITS.resend.perEmail)} |`,
    );
    expect(lines).toContain(
      `| forgot password | ${perHour(AUTH_LIMITS.forgot.perIp)} | ${perHour(AUTH_LIMITS.forgot.perEmail)} |`,
    );
    expect(lines).toContain(`| confirm, verify reset link, reset | ${perHour(AUTH_LIMITS.link.perIp)} each | – |`);
    const L = LOGIN_FAILURE_LIMITS;
    expectMentions(
      'auth.md',
      `${L.perEmailAndAddress.max} failures per (e-mail, address) and ${L.perAddress.max} per address in ${inUnits(L.perAddress.windowMs, MINUTE_MS)} minutes, and ${L.perAccount.max} per account in an hour, a ceiling that does not apply from an address where the account has logged in during the last ${inUnits(L.knownAddressMs, DAY_MS)} days.`,
    );
    expect(L.perAccount.windowMs).toBe(HOUR_MS);
  });

  it("docs/api.md states how long a review's confirmation link lasts", () => {
    expectMentions('api.md', `older than ${inUnits(REVIEW_CONFIRMATION_TTL_MS, DAY_MS)} days`);
  });
});
