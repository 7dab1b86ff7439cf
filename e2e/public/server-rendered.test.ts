import type { Page, Request } from '@playwright/test';
import { chooseOrder, expect, signInNewProfessional, test, waitForHydration as hydrated } from '../fixtures';
import type { PublicProfessional } from '../fixtures';

/** A listed professional with a specialty, to search for and to open. */
function withSpecialty(list: PublicProfessional[]): PublicProfessional & { specialty: string } {
  const found = list.find((p) => p.specialties.length > 0);
  if (!found) throw new Error('demo data has no professional with a specialty');
  return { ...found, specialty: found.specialties[0]! };
}

test.describe('A visitor whose browser runs no JavaScript still reads the public pages', () => {
  test.use({ javaScriptEnabled: false });

  test('reads the home and the promotion pages', async ({ page }) => {
    const home = await page.goto('/');
    expect(home?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Encontre o profissional de música ideal');
    await expect(page.getByRole('link', { name: 'Buscar Profissionais', exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Da busca à música pronta em 4 passos' })).toBeVisible();

    // The questions and the small screens' menu are HTML: they work with no script.
    await page.locator('summary', { hasText: 'Quanto custa para encontrar um profissional?' }).click();
    await expect(page.getByText(/Buscar, ver perfis e conversar com os profissionais é gratuito/)).toBeVisible();
    await page.setViewportSize({ width: 375, height: 812 });
    await page.getByRole('button', { name: 'Abrir menu' }).click();
    await expect(page.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name: 'Entrar' })).toBeVisible();

    const promote = await page.goto('/divulgar-servicos');
    expect(promote?.status()).toBe(200);
    await expect(page).toHaveTitle('Divulgue seus serviços de música | Palco Brasil');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('reads the terms of use and the privacy policy, with the company that offers the service', async ({ page }) => {
    for (const [url, heading, section] of [
      ['/termos', 'Termos de Uso', 'Quem oferece o serviço'],
      ['/privacidade', 'Política de Privacidade', 'Quem cuida dos seus dados'],
    ] as const) {
      const response = await page.goto(url);
      expect(response?.status()).toBe(200);
      await expect(page).toHaveTitle(`${heading} | Palco Brasil`);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      const company = page.getByRole('region', { name: new RegExp(section) });
      await expect(company.getByText('CNPJ', { exact: true })).toBeVisible();
      await expect(company.getByText(/^\d{2}\.\d{3}\.\d{3}\/\d{4}-\d{2}$/)).toBeVisible();
    }
  });

  test('finds the results of the search in the address', async ({ page, listedProfessionals }) => {
    const pro = withSpecialty(listedProfessionals);
    const response = await page.goto(`/profissionais?specialties=${encodeURIComponent(pro.specialty)}`);
    expect(response?.status()).toBe(200);
    const results = page.getByRole('region', { name: /profissiona(l|is) encontrados?/ });
    await expect(results.getByRole('heading', { level: 2 })).toHaveText(/^\d+ profissiona(l|is) encontrados?$/);
    await expect(results.getByRole('article').first()).toBeVisible();
    for (const card of await results.getByRole('article').all()) await expect(card).toContainText(pro.specialty);
  });

  test('reads a profile with its reviews', async ({ page, listedProfessionals }) => {
    const pro = withSpecialty(listedProfessionals);
    const response = await page.goto(`/professional/${pro.id}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: pro.name })).toBeVisible();
    // The portfolio shows first; what the other tabs hold is in the page as it arrives.
    await expect(page.getByRole('tabpanel', { name: 'Portfólio' })).toBeVisible();
    const about = page.locator('[role="tabpanel"]', { hasText: 'Especialidades' });
    await expect(about).toBeAttached();
    await expect(about).toContainText(pro.specialty);
    await expect(page.getByRole('img', { name: `Foto de ${pro.name}` })).toBeVisible();
    await expect(page.getByRole('heading', { name: /Avaliações/ })).toBeVisible();
  });

  test('is told with a 404 that a page or a professional does not exist', async ({ page }) => {
    const unknownPage = await page.goto('/pagina-que-nao-existe');
    expect(unknownPage?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();

    const unknownProfessional = await page.goto('/professional/00000000-0000-4000-8000-000000000000');
    expect(unknownProfessional?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Perfil não encontrado' })).toBeVisible();
  });
});

/** Watches a page for console warnings and errors and for the reads of data a page arrives with. */
function watch(page: Page) {
  const problems: string[] = [];
  const reads: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'warning' && message.type() !== 'error') return;
    // A 404 page's own status is reported by the browser as a failed resource; nothing else may fail.
    if (message.text().startsWith('Failed to load resource: the server responded with a status of 404')) return;
    problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  page.on('request', (request: Request) => {
    const url = new URL(request.url());
    const pageData = url.pathname.startsWith('/api/professionals') || url.pathname === '/api/auth/session';
    if (request.method() === 'GET' && pageData) reads.push(`${url.pathname}${url.search}`);
  });
  return { problems, reads };
}

test.describe('Server-rendered pages come alive without a second look at their data', () => {
  test('the home page comes alive with its own small script, none of the app, and no read of data', async ({
    page,
  }) => {
    const { problems, reads } = watch(page);
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto('/');
    // The hero types, the presentation plays, a question opens.
    await expect(page.getByTestId('hero-typed-word')).toContainText('produtor');
    await page.getByRole('button', { name: 'Assistir apresentação' }).click();
    await expect(page.getByRole('button', { name: 'Pausar apresentação' })).toHaveAttribute('aria-pressed', 'true');
    await page.locator('summary', { hasText: 'Quanto custa para encontrar um profissional?' }).click();
    await expect(page.getByText(/Buscar, ver perfis e conversar com os profissionais é gratuito/)).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(scripts.some((path) => /\/assets\/light-[\w-]+\.js$/.test(path))).toBe(true);
    expect(scripts.filter((path) => /\/assets\/(index|web|react|root-layout|home-page)-/.test(path))).toEqual([]);
    expect(reads).toEqual([]);

    // The next page is the app's, rendered on the server and hydrated.
    await page.getByRole('link', { name: 'Sou profissional' }).click();
    await expect(page).toHaveURL(/\/divulgar-servicos$/);
    await hydrated(page);
    expect(problems).toEqual([]);
  });

  test('the terms of use and the privacy policy come with no script of the app and read no data', async ({ page }) => {
    const { problems, reads } = watch(page);
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto('/termos');
    // The table of contents leads to its sections, and the policy is a link away: HTML alone.
    await page.getByRole('navigation', { name: 'Nesta página' }).getByRole('link', { name: 'Assinatura' }).click();
    await expect(page).toHaveURL(/\/termos#assinatura$/);
    await expect(page.getByRole('heading', { name: /Assinatura/ })).toBeInViewport();
    await page.getByRole('main').getByRole('link', { name: 'Política de Privacidade' }).first().click();
    await expect(page).toHaveURL(/\/privacidade$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Política de Privacidade' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(scripts.some((path) => /\/assets\/light-[\w-]+\.js$/.test(path))).toBe(true);
    expect(scripts.filter((path) => /\/assets\/(index|react|root-layout|terms-page|privacy-page)-/.test(path))).toEqual(
      [],
    );
    expect(reads).toEqual([]);
    expect(problems).toEqual([]);
  });

  test('the search paints without the app and fetches it once the page has loaded, before any touch', async ({
    page,
  }) => {
    const { problems } = watch(page);
    await page.goto('/profissionais');
    // No touch: the app comes by itself once the page has loaded, and takes the page over.
    await expect(page.locator('section[aria-label^="Notifications"]')).toBeAttached();
    const timing = await page.evaluate(() => ({
      loaded: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventStart,
      light: performance
        .getEntriesByType('resource')
        .filter((e) => /\/assets\/light-[\w-]+\.js$/.test(e.name))
        .map((e) => e.startTime),
      app: performance
        .getEntriesByType('resource')
        .filter((e) => /\/assets\/(index|react|root-layout|search-page)-/.test(e.name))
        .map((e) => e.startTime),
    }));
    expect(timing.light).toHaveLength(1);
    expect(timing.app.length).toBeGreaterThan(0);
    // Nothing of the app competed with the page's own bytes.
    for (const start of timing.app) expect(start).toBeGreaterThanOrEqual(timing.loaded);

    const pagination = page.getByRole('navigation', { name: 'Paginação' });
    await pagination.getByRole('link', { name: 'Página 2' }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(pagination.getByRole('link', { name: 'Página 2' })).toHaveAttribute('aria-current', 'page');
    await expect(page.locator('html')).not.toHaveAttribute('data-app-waking');
    expect(problems).toEqual([]);
  });

  test('a profile served without the app counts its view once, and a reload of it counts nothing', async ({
    page,
    listedProfessionals,
  }) => {
    const pro = withSpecialty(listedProfessionals);
    const views: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith(`/api/professionals/${pro.id}/interactions`))
        views.push(request.postData() ?? '');
    });
    await page.goto(`/professional/${pro.id}`);
    await expect.poll(() => views.length).toBe(1);
    expect(JSON.parse(views[0]!)).toMatchObject({ interaction_type: 'profile_view' });
    // The app, woken, finds the view counted.
    await hydrated(page);
    await page.reload();
    await page.waitForLoadState('networkidle');
    await hydrated(page);
    await page.waitForLoadState('networkidle');
    expect(views).toHaveLength(1);
  });

  test('the promotion page hydrates without a warning', async ({ page }) => {
    const { problems } = watch(page);
    await page.goto('/divulgar-servicos');
    await hydrated(page);
    await page.getByRole('link', { name: 'Começar teste grátis' }).first().click();
    await expect(page).toHaveURL(/\/profissional-cadastro$/);
    expect(problems).toEqual([]);
  });

  test('the search hydrates with its results and fetches only when the search changes', async ({
    page,
    listedProfessionals,
  }) => {
    const pro = withSpecialty(listedProfessionals);
    const { problems, reads } = watch(page);
    await page.goto(`/profissionais?specialties=${encodeURIComponent(pro.specialty)}`);
    await hydrated(page);
    const results = page.getByRole('region', { name: /profissiona(l|is) encontrados?/ });
    await expect(results.getByRole('article').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(reads).toEqual([]);

    await chooseOrder(page, 'Mais recentes');
    await expect(page).toHaveURL(/sort=newest/);
    await expect.poll(() => reads.some((url) => url.includes('sort=newest'))).toBe(true);
    expect(problems).toEqual([]);
  });

  test('a profile hydrates with its services, portfolio and reviews already in place', async ({
    page,
    listedProfessionals,
  }) => {
    const pro = withSpecialty(listedProfessionals);
    const { problems, reads } = watch(page);
    await page.goto(`/professional/${pro.id}`);
    await hydrated(page);
    await expect(page.getByRole('heading', { level: 1, name: pro.name })).toBeVisible();
    await expect(page.getByRole('tabpanel', { name: 'Portfólio' })).toBeVisible();
    await page.getByRole('tab', { name: /Serviços|Preços/ }).click();
    await expect(page.getByRole('tabpanel')).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(reads).toEqual([]);
    expect(problems).toEqual([]);
  });

  test('the log-in and sign-up arrive drawn and come alive; the dashboard arrives with its numbers', async ({
    page,
  }) => {
    const { problems, reads } = watch(page);
    for (const [url, heading, first] of [
      ['/profissional-login', 'Entrar', 'E-mail'],
      ['/profissional-cadastro', 'Crie sua conta de profissional', 'Nome completo'],
    ] as const) {
      const res = await page.goto(url);
      expect(await res?.text()).toContain(heading);
      await hydrated(page);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.getByRole('textbox', { name: 'E-mail' })).toBeEditable();
      // The first field takes the focus once the form is live, as it would on a page the browser drew.
      await expect(page.getByRole('textbox', { name: first })).toBeFocused();
    }

    await signInNewProfessional(page.request, 'Painel Pronto', 'painel');
    const dashboard = await page.goto('/profissionais-area');
    const html = (await dashboard?.text()) ?? '';
    for (const label of ['Painel', 'visualizações totais', 'cliques totais', 'taxa de conversão'])
      expect(html).toContain(label);
    await hydrated(page);
    await expect(page.getByTestId('stat-visualizações totais')).toHaveText('0');
    await page.waitForLoadState('networkidle');
    // The session, the profile and the figures came with the page.
    expect(reads.filter((url) => url === '/api/auth/session')).toEqual([]);
    expect(problems).toEqual([]);
  });

  test('the 404 pages hydrate without a warning', async ({ page }) => {
    const { problems, reads } = watch(page);
    await page.goto('/pagina-que-nao-existe');
    await hydrated(page);
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await page.goto('/professional/00000000-0000-4000-8000-000000000000');
    await hydrated(page);
    await expect(page.getByRole('heading', { name: 'Perfil não encontrado' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(reads).toEqual([]);
    expect(problems).toEqual([]);
  });
});
