import { CSRF_HEADERS, DEMO_PASSWORD, demoEmail, expect, test } from '../fixtures';

interface Funnel {
  steps: { key: string; count: number }[];
  words: { value: string; count: number }[];
}

const stepCount = (funnel: Funnel, key: string) => funnel.steps.find((s) => s.key === key)?.count ?? 0;

test.describe("The Painel's 'Da busca ao acordo'", () => {
  test('a visitor finds the professional by the words of a search and opens the profile: the Painel counts both, with the words', async ({
    page,
    browser,
    listedProfessionals,
  }, testInfo) => {
    const pro = listedProfessionals.find((p) => !p.services_suspended && !p.outside_brazil && p.city)!;
    const login = await page.request.post('/api/auth/login', {
      headers: CSRF_HEADERS,
      data: { email: demoEmail(pro.name), password: DEMO_PASSWORD },
    });
    expect(login.status(), await login.text()).toBe(200);
    const read = async () => (await (await page.request.get('/api/me/funnel?period=week')).json()) as Funnel;
    const before = await read();

    // A visitor, in a browser of their own, searches as people type and opens the card.
    const visitor = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
    const search = await visitor.newPage();
    const words = pro.name.toLowerCase();
    await search.goto(`/profissionais?q=${encodeURIComponent(words)}`);
    await search
      .getByRole('link', { name: new RegExp(pro.name) })
      .first()
      .click();
    await expect(search).toHaveURL(/\/profissional\//);
    await expect(search.getByRole('heading', { level: 1, name: pro.name })).toBeVisible();
    await visitor.close();

    // What each server counted in memory is written (every minute on its own; at once here).
    expect((await page.request.post('/api/dev/jobs', { headers: CSRF_HEADERS, data: {} })).status()).toBe(200);
    await expect
      .poll(async () => stepCount(await read(), 'appearances'))
      .toBeGreaterThan(stepCount(before, 'appearances'));
    await expect.poll(async () => stepCount(await read(), 'views')).toBeGreaterThan(stepCount(before, 'views'));
    const after = await read();
    expect(after.words.map((w) => w.value)).toContain(words);

    await page.goto('/profissionais-area');
    const card = page.getByRole('region', { name: 'Da busca ao acordo' });
    // Demo accounts have not accepted the current terms yet: the area asks first.
    const terms = page.getByRole('dialog', { name: 'Atualizamos nossos termos' });
    await expect(terms.or(card)).toBeVisible();
    if (await terms.isVisible()) await terms.getByRole('button', { name: 'Li e aceito' }).click();
    await expect(card.getByTestId('funnel-appearances')).toContainText(
      new Intl.NumberFormat('pt-BR').format(stepCount(after, 'appearances')),
    );
    await expect(card.getByText(words)).toBeVisible();
    await card.scrollIntoViewIfNeeded();
    await page.screenshot({ path: testInfo.outputPath('funnel.png') });
  });
});
