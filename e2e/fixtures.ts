import fs from 'node:fs';
import os from 'node:os';
import AxeBuilder from '@axe-core/playwright';
import { Secret, TOTP } from 'otpauth';
import { expect, request as playwrightRequest, test as base } from '@playwright/test';
import type { APIRequestContext, Browser, Page } from '@playwright/test';

export interface PublicProfessional {
  id: string;
  name: string;
  instagram: string | null;
  whatsapp_number: string | null;
  whatsapp_country_code: string;
  services_suspended: boolean;
  outside_brazil: boolean;
  country: string | null;
  city: string | null;
  state: string | null;
  work_details: string | null;
  specialties: string[];
  rating: number;
  review_count: number;
  /** The measured time to answer quote requests (demo professionals with a history have one). */
  response_minutes: number | null;
  created_at: string;
}

/** Fails on serious or critical accessibility violations only. */
export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  // A toast half-way through its fade has the contrast of its opacity: with reduced motion toasts
  // appear and leave at once (sonner drops its transitions), so the check sees them at rest.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  let results;
  try {
    await page.waitForFunction(() =>
      [...document.querySelectorAll('[data-sonner-toast]')].every(
        (el) => el.getAnimations({ subtree: true }).length === 0,
      ),
    );
    // Results kept on screen, dimmed, while the next ones load have the contrast of their opacity
    // too: the check waits for what is loading (aria-busy) to arrive.
    await page.waitForFunction(() => document.querySelector('[aria-busy="true"]') === null);
    results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  } finally {
    await page.emulateMedia({ reducedMotion: null });
  }
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    serious.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      targets: v.nodes.slice(0, 5).map((n) => n.target.join(' ')),
    })),
  ).toEqual([]);
}

/**
 * Waits until the app has taken over a server-rendered page (its toaster is mounted). Only for tests
 * about the woken app itself: a visitor does not wait for it, and a public page's controls work at
 * the first touch (lint allows this wait in a few named files only, eslint.config.js).
 */
export async function waitForHydration(page: Page): Promise<void> {
  await expect(page.locator('section[aria-label^="Notifications"]')).toBeAttached();
}

/** The search's order: its button names the order shown. */
export const orderButton = (page: Page) => page.getByRole('button', { name: /^Ordenar por:/ });

/** The list of orders the button opens. */
export const orderList = (page: Page) => page.getByRole('navigation', { name: 'Ordenar por' });

/** Opens the search's list of orders and chooses one. */
export async function chooseOrder(page: Page, label: string): Promise<void> {
  await orderButton(page).click();
  const orders = orderList(page);
  await expect(orders).toBeVisible();
  await orders.getByRole('link', { name: label }).click();
}

export function isMobileProject(): boolean {
  return test.info().project.name === 'mobile';
}

export const test = base.extend<{ listedProfessionals: PublicProfessional[] }>({
  listedProfessionals: async ({ request }, use) => {
    const list = (await (await request.get('/api/professionals?pageSize=100')).json()) as { items: { id: string }[] };
    // One after another, as a page reads them: a burst of parallel reads may be told to come back
    // later (503), and every profile here must be a real one.
    const profiles: PublicProfessional[] = [];
    for (const item of list.items) {
      let res = await request.get(`/api/professionals/${item.id}`);
      // Told to come back later, as a person's browser would.
      for (let attempt = 0; res.status() === 503 && attempt < 3; attempt++) {
        await new Promise((r) => setTimeout(r, Number(res.headers()['retry-after'] ?? 1) * 1000));
        res = await request.get(`/api/professionals/${item.id}`);
      }
      expect(res.status(), `profile ${item.id}`).toBe(200);
      profiles.push((await res.json()) as PublicProfessional);
    }
    await use(profiles);
  },
});

export { expect };

export const DEMO_PASSWORD = 'Palco@2026!';
export const CSRF_HEADERS = { 'X-Requested-With': 'fetch' };

/**
 * A new professional with a confirmed e-mail, signed in within the request context (a page's
 * request context shares the browser's cookies). The server writes the account, the profile and the
 * session at once (a route that exists only outside production), so no test pays for a sign-up,
 * a confirmation e-mail and a log-in it does not test; the accounts tests go through those screens.
 */
export async function signInNewProfessional(request: APIRequestContext, name: string, emailPrefix: string) {
  const email = `${emailPrefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@exemplo.com.br`;
  const res = await request.post('/api/dev/sessions', {
    headers: CSRF_HEADERS,
    data: { name, email, password: DEMO_PASSWORD },
  });
  expect(res.status(), await res.text()).toBe(201);
  const { professional_id: id } = (await res.json()) as { professional_id: string };
  return { name, email, id };
}

/** The token of the latest 'Confirme sua avaliação' e-mail sent to this address, from the local mailbox. */
export async function reviewConfirmationLink(request: APIRequestContext, email: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const mails = (await (await request.get(`/api/dev/mailbox?to=${encodeURIComponent(email)}`)).json()) as {
          subject: string;
          links: string[];
        }[];
        link = mails
          .filter((m) => m.subject.startsWith('Confirme sua avaliação'))
          .flatMap((m) => m.links)
          .find((l) => l.includes('#token='));
        return link;
      },
      { message: 'review confirmation e-mail' },
    )
    .toBeTruthy();
  return link!;
}

/** Follows the review's confirmation link as its author would, so that it reaches the admin queue. */
export async function confirmReviewByMail(request: APIRequestContext, email: string) {
  const link = await reviewConfirmationLink(request, email);
  const token = decodeURIComponent(link.split('#token=')[1] ?? '');
  expect((await request.post('/api/reviews/confirm', { headers: CSRF_HEADERS, data: { token } })).status()).toBe(204);
}

/** The administrator the admin tests set up through the browser; other tests reuse the account. */
export const ADMIN_ACCOUNT = {
  name: 'Equipe Palco',
  email: 'admin.e2e@palcobrasil.com.br',
  password: 'Admin@E2e2026!',
};
export const ADMIN_SETUP_CODE = process.env.ADMIN_SETUP_CODE ?? 'e2e-admin-setup-code';

/**
 * The e2e administrator's authenticator app: its secret and the last time step used, kept in a file
 * per server for the run (test files run in other workers), since a code is accepted once.
 */
const totpFile = (baseURL: string | undefined) =>
  `${process.env.E2E_DATA_DIR ?? os.tmpdir()}-admin-totp-${new URL(baseURL ?? 'http://127.0.0.1:3100').port}.json`;
const STEP_MS = 30_000;

/** The secret the admin enrolled with, as the app would keep it. */
export function saveAdminTotp(baseURL: string | undefined, secret: string): void {
  fs.writeFileSync(totpFile(baseURL), JSON.stringify({ secret: secret.replace(/\s/g, ''), lastStep: 0 }));
}

/**
 * A code of the admin's app for a time step not used yet: the server takes the steps around now, each
 * once, so a fourth log-in within the same half minute waits for the clock.
 */
export async function adminTotpCode(baseURL: string | undefined): Promise<string> {
  const file = totpFile(baseURL);
  const state = JSON.parse(fs.readFileSync(file, 'utf8')) as { secret: string; lastStep: number };
  const current = Math.floor(Date.now() / STEP_MS);
  const step = Math.max(state.lastStep + 1, current - 1);
  const wait = (step - 1) * STEP_MS - Date.now();
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait + 500));
  fs.writeFileSync(file, JSON.stringify({ ...state, lastStep: step }));
  return new TOTP({ secret: Secret.fromBase32(state.secret) }).generate({ timestamp: step * STEP_MS });
}

/** The administrator's session cookies, per worker: one log-in serves every test that needs the admin. */
let adminCookies: Awaited<ReturnType<APIRequestContext['storageState']>>['cookies'] | null = null;

/**
 * A request context signed in as the administrator, creating the account first if no test has yet.
 * Listing requires the team's verification, so tests that need a new professional listed use it.
 */
export async function adminRequest(baseURL: string | undefined): Promise<APIRequestContext> {
  if (adminCookies) {
    const reused = await playwrightRequest.newContext({
      baseURL,
      storageState: { cookies: adminCookies, origins: [] },
    });
    if ((await reused.get('/api/admin/second-factor')).ok()) {
      const status = (await (await reused.get('/api/admin/second-factor')).json()) as { verified: boolean };
      if (status.verified) return reused;
    }
    await reused.dispose();
  }
  const admin = await playwrightRequest.newContext({ baseURL });
  const { admin_exists: exists } = (await (await admin.get('/api/admin/setup')).json()) as { admin_exists: boolean };
  if (!exists) {
    const created = await admin.post('/api/admin/setup', {
      headers: CSRF_HEADERS,
      data: { ...ADMIN_ACCOUNT, setup_code: ADMIN_SETUP_CODE },
    });
    expect([201, 409], await created.text()).toContain(created.status());
  }
  const login = await admin.post('/api/admin/login', {
    headers: CSRF_HEADERS,
    data: { email: ADMIN_ACCOUNT.email, password: ADMIN_ACCOUNT.password },
  });
  expect(login.status(), await login.text()).toBe(200);
  // Then the second factor: set up the first time, the app's code afterwards.
  const { second_factor: secondFactor } = (await login.json()) as { second_factor: 'verify' | 'enrol' };
  if (secondFactor === 'enrol') {
    const started = await admin.post('/api/admin/second-factor/enrolment', { headers: CSRF_HEADERS });
    expect(started.status(), await started.text()).toBe(200);
    saveAdminTotp(baseURL, ((await started.json()) as { secret: string }).secret);
    const confirmed = await admin.post('/api/admin/second-factor/enrolment/confirm', {
      headers: CSRF_HEADERS,
      data: { code: await adminTotpCode(baseURL) },
    });
    expect(confirmed.status(), await confirmed.text()).toBe(200);
  } else {
    const passed = await admin.post('/api/admin/second-factor/verify', {
      headers: CSRF_HEADERS,
      data: { code: await adminTotpCode(baseURL) },
    });
    expect(passed.status(), await passed.text()).toBe(200);
  }
  adminCookies = (await admin.storageState()).cookies;
  return admin;
}

/** The admin verifies a professional, as from the 'Aguardando verificação' queue. */
export async function verifyProfessional(baseURL: string | undefined, professionalId: string): Promise<void> {
  const admin = await adminRequest(baseURL);
  try {
    const res = await admin.post(`/api/admin/professionals/${professionalId}/verify`, { headers: CSRF_HEADERS });
    expect(res.status(), await res.text()).toBe(200);
  } finally {
    await admin.dispose();
  }
}

/** A demo professional's e-mail, as the demo data writes it. */
export const demoEmail = (name: string) =>
  `${name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '.')
    .replace(/^\.|\.$/g, '')}@demo.palcobrasil.com.br`;

/** The professional, signed in in a browser of their own, on 'Pedidos' with the client's request in sight. */
export async function openRequests(
  browser: Browser,
  baseURL: string | undefined,
  pro: PublicProfessional,
  clientName: string,
): Promise<{ page: Page; close: () => Promise<void> }> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  const login = await page.request.post('/api/auth/login', {
    headers: CSRF_HEADERS,
    data: { email: demoEmail(pro.name), password: DEMO_PASSWORD },
  });
  expect(login.status(), await login.text()).toBe(200);
  await page.goto('/profissionais-area/pedidos');
  // Demo accounts have not accepted the current terms yet: the area asks first.
  const terms = page.getByRole('dialog', { name: 'Atualizamos nossos termos' });
  await expect(terms.or(page.getByRole('article').filter({ hasText: clientName }))).toBeVisible();
  if (await terms.isVisible()) await terms.getByRole('button', { name: 'Li e aceito' }).click();
  await expect(page.getByRole('article').filter({ hasText: clientName })).toBeVisible();
  return { page, close: () => context.close() };
}
