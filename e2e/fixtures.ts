import AxeBuilder from '@axe-core/playwright';
import { expect, test as base } from '@playwright/test';
import type { APIRequestContext, Page } from '@playwright/test';

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
}

/** Fails on serious or critical accessibility violations only. */
export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  // A toast half-way through its fade has the contrast of its opacity: check toasts at rest.
  await page.waitForFunction(() =>
    [...document.querySelectorAll('[data-sonner-toast]')].every((el) => el.getAnimations({ subtree: true }).length === 0 && getComputedStyle(el).opacity === '1'),
  );
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    serious.map((v) => ({ id: v.id, impact: v.impact, help: v.help, targets: v.nodes.slice(0, 5).map((n) => n.target.join(' ')) })),
  ).toEqual([]);
}

export function isMobileProject(): boolean {
  return test.info().project.name === 'mobile';
}

export const test = base.extend<{ listedProfessionals: PublicProfessional[] }>({
  listedProfessionals: async ({ request }, use) => {
    const list = (await (await request.get('/api/professionals?pageSize=100')).json()) as { items: { id: string }[] };
    const profiles = await Promise.all(
      list.items.map(async (item) => (await (await request.get(`/api/professionals/${item.id}`)).json()) as PublicProfessional),
    );
    await use(profiles);
  },
});

export { expect };

export const DEMO_PASSWORD = 'Palco@2026!';
export const CSRF_HEADERS = { 'X-Requested-With': 'fetch' };

/**
 * A professional who has just signed up and confirmed the e-mail, signed in within the request
 * context (a page's request context shares the browser's cookies). The sign-up screens themselves
 * are covered by the accounts tests.
 */
export async function signUpConfirmedProfessional(request: APIRequestContext, name: string, emailPrefix: string) {
  const email = `${emailPrefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@exemplo.com.br`;
  const signup = await request.post('/api/auth/signup', { headers: CSRF_HEADERS, data: { name, email, password: DEMO_PASSWORD } });
  expect(signup.status(), await signup.text()).toBe(201);
  const mailbox = (await (await request.get(`/api/dev/mailbox?to=${encodeURIComponent(email)}`)).json()) as { links: string[] }[];
  const token = mailbox
    .flatMap((m) => m.links)
    .map((link) => new URL(link).searchParams.get('token') ?? /token=([^&#]+)/.exec(link)?.[1])
    .find((t): t is string => Boolean(t));
  expect(token, 'confirmation link in the local mailbox').toBeTruthy();
  expect((await request.post('/api/auth/confirm', { headers: CSRF_HEADERS, data: { token } })).status()).toBe(204);
  expect((await request.post('/api/auth/login', { headers: CSRF_HEADERS, data: { email, password: DEMO_PASSWORD } })).status()).toBe(200);
  return { name, email };
}
