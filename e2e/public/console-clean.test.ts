import { profilePath } from '@app/domain/rules/profile-path';
import type { Page } from '@playwright/test';
import { CSRF_HEADERS, DEMO_PASSWORD, expect, signInNewProfessional, test } from '../fixtures';

type Watched = Window & { policyViolations?: string[] };

/**
 * What went wrong on each page opened with `page`, as a developer would read it in the console:
 * errors written there (a resource that failed, a script the content policy refused, React's own),
 * errors no code caught, and every refusal of the content policy, heard in the page itself from
 * before its first script.
 */
function watch(page: Page) {
  let problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()} (${message.location().url})`);
  });
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
  void page.addInitScript(() => {
    const watched = window as Watched;
    watched.policyViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      watched.policyViolations!.push(
        `${event.violatedDirective} refused ${event.blockedURI || 'inline'} at ${event.sourceFile}:${event.lineNumber}`,
      );
    });
  });

  /** Opens the page as it comes, lets it settle, and gives what went wrong there. */
  return async (url: string): Promise<string[]> => {
    problems = [];
    const response = await page.goto(url, { waitUntil: 'load' });
    expect(response?.ok(), `${url} answered ${response?.status()}`).toBe(true);
    await page.waitForLoadState('networkidle');
    const refused = await page.evaluate(() => (window as Watched).policyViolations ?? []);
    return [...problems, ...refused.map((r) => `content policy: ${r}`)].map((p) => `${url} → ${p}`);
  };
}

const AREA_PAGES = [
  '',
  '/pedidos',
  '/perfil',
  '/servicos',
  '/agenda',
  '/portfolio',
  '/detalhes',
  '/assinatura',
  '/configuracoes',
].map((p) => `/profissionais-area${p}`);

test.describe('Every page opens without an error in the browser console', () => {
  test('a visitor opens the public pages, the log-in and the sign-up', async ({ page, request }) => {
    test.setTimeout(90_000);
    const { items } = (await (await request.get('/api/professionals?pageSize=1')).json()) as {
      items: { id: string; name: string }[];
    };
    const landing = (await (await request.get('/api/landing')).json()) as { items: { path: string }[] };
    expect(items[0], 'a listed professional').toBeTruthy();
    expect(landing.items[0], 'a landing page').toBeTruthy();
    const open = watch(page);
    const problems: string[] = [];
    for (const url of [
      '/',
      '/profissionais',
      '/profissionais?q=cantora',
      profilePath(items[0]!),
      landing.items[0]!.path,
      '/divulgar-servicos',
      '/termos',
      '/privacidade',
      '/profissional-login',
      '/profissional-cadastro',
    ]) {
      problems.push(...(await open(url)));
    }
    expect(problems).toEqual([]);
  });

  test('a signed-in professional opens every page of the area', async ({ page }) => {
    test.setTimeout(90_000);
    await signInNewProfessional(page.request, 'Console Limpo', 'console');
    const open = watch(page);
    const problems: string[] = [];
    for (const url of AREA_PAGES) problems.push(...(await open(url)));
    expect(problems).toEqual([]);
  });

  test('a demo professional, with a month of figures and perhaps the terms to accept, opens the dashboard', async ({
    page,
  }) => {
    // Neither account is one another test signs in with; the terms are left as they are.
    const email = `${test.info().project.name === 'mobile' ? 'carolina.mendes' : 'renata.oliveira'}@demo.palcobrasil.com.br`;
    const login = await page.request.post('/api/auth/login', {
      headers: CSRF_HEADERS,
      data: { email, password: DEMO_PASSWORD },
    });
    expect(login.status(), await login.text()).toBe(200);
    const open = watch(page);
    expect([...(await open('/profissionais-area')), ...(await open('/profissionais-area/pedidos'))]).toEqual([]);
  });
});
