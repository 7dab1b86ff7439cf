import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, isMobileProject, orderButton, orderList, test } from '../fixtures';
import { dayAhead } from '../first-touch';

const results = (page: Page) => page.getByRole('region', { name: /profissiona(l|is) encontrados?/ });
const cards = (page: Page) => results(page).getByRole('article');

test.describe('A client searches for music professionals', () => {
  test('browses the listing, with a rotating search hint and pagination', async ({ page }) => {
    await page.goto('/profissionais');
    await expect(results(page).getByRole('heading', { level: 2 })).toHaveText(/\d+ profissionais encontrados/);
    const search = page.getByRole('combobox', { name: 'Buscar profissionais' });
    await expect(search).toHaveAttribute('placeholder', 'Buscar por nome');
    await expect(search).toHaveAttribute('placeholder', 'Buscar por localização', { timeout: 5_000 });

    await expect(cards(page)).toHaveCount(24);
    const pagination = page.getByRole('navigation', { name: 'Paginação' });
    await pagination.getByRole('link', { name: 'Página 2' }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(pagination.getByRole('link', { name: 'Página 2' })).toHaveAttribute('aria-current', 'page');
    await expect(cards(page).first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('narrows the results with filters kept in the address', async ({ page }) => {
    // A phone's filters apply from their sheet's button: search-phone.test.ts.
    test.skip(isMobileProject(), 'desktop filter column');
    await page.goto('/profissionais');
    await expect(cards(page).first()).toBeVisible();

    // The page as it comes: a tap before the app is there is held, and made once it is.
    const dj = page.getByRole('checkbox', { name: 'DJ' });
    await dj.click();
    await expect(dj).toBeChecked();
    await expect(page).toHaveURL(/specialties=DJ/);
    await expect(cards(page).first()).toBeVisible();
    // Every card says DJ once the new results have replaced the old ones (which stay, dimmed, while they load).
    const tags = cards(page).getByRole('list', { name: 'Especialidades e gêneros' });
    await expect
      .poll(async () => {
        const texts = await tags.allTextContents();
        return texts.length > 0 && texts.every((text) => text.includes('DJ'));
      })
      .toBe(true);

    await page.getByRole('button', { name: 'Localização' }).click();
    await page.getByRole('checkbox', { name: 'Fora do Brasil' }).check();
    await expect(page).toHaveURL(/locations=Fora%20do%20Brasil/);

    await page.getByRole('checkbox', { name: 'Fora do Brasil' }).uncheck();
    const upTo300 = page.getByRole('button', { name: 'Até R$300', exact: true });
    await upTo300.click();
    await expect(upTo300).toHaveAttribute('aria-pressed', 'true');
    await expect(page).toHaveURL(/maxPrice=300/);
    await page.getByRole('button', { name: 'Até R$500', exact: true }).click();
    await expect(upTo300).toHaveAttribute('aria-pressed', 'false');
    await expect(page).toHaveURL(/maxPrice=500/);
    await page.getByRole('button', { name: 'Até R$500', exact: true }).click();
    await expect(page).not.toHaveURL(/maxPrice/);

    await page.goBack();
    await expect(page).toHaveURL(/maxPrice=500/);

    await page.getByRole('button', { name: 'Limpar filtros' }).click();
    await expect(page).not.toHaveURL(/specialties|maxPrice/);
    await expect(page.getByRole('checkbox', { name: 'DJ' })).not.toBeChecked();
  });

  test('changes the order of the results', async ({ page }) => {
    await page.goto('/profissionais');
    const sort = orderButton(page);
    await expect(sort).toHaveAccessibleName('Ordenar por: Melhor avaliados');
    // Tapped as soon as the page is there: the list is the browser's, its links work before the app.
    await sort.click();
    const orders = orderList(page);
    await expect(orders).toBeVisible();
    await expect(orders.getByRole('link')).toHaveText([
      'Melhor avaliados',
      'Mais recentes',
      'Mais antigos',
      'Menor preço',
    ]);
    await expect(orders.getByRole('link', { name: 'Melhor avaliados' })).toHaveAttribute('aria-current', 'true');
    const list = (await orders.boundingBox())!;
    const button = (await sort.boundingBox())!;
    if (isMobileProject()) {
      // A sheet along the bottom of the phone's screen.
      expect(Math.round(list.y + list.height)).toBe(page.viewportSize()!.height);
      expect(Math.round(list.width)).toBe(page.viewportSize()!.width);
    } else {
      // A list right under its button, ending where the button ends.
      expect(list.y).toBeGreaterThanOrEqual(button.y + button.height);
      expect(list.y).toBeLessThan(button.y + button.height + 16);
      expect(Math.round(list.x + list.width)).toBe(Math.round(button.x + button.width));
    }
    await expectNoSeriousA11yViolations(page);
    await orders.getByRole('link', { name: 'Menor preço' }).click();
    await expect(page).toHaveURL(/sort=lowest_price/);
    await expect(orders).toBeHidden();
    await expect(sort).toHaveAccessibleName('Ordenar por: Menor preço');
    await expect(cards(page).first()).toBeVisible();
  });

  test('changes the order from the keyboard, and Esc closes the list where it was opened', async ({ page }) => {
    await page.goto('/profissionais?sort=newest');
    const sort = orderButton(page);
    await sort.focus();
    await page.keyboard.press('Enter');
    const orders = orderList(page);
    await expect(orders).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(orders).toBeHidden();
    await expect(sort).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(orders).toBeVisible();
    // The list comes next in the order of the keys.
    await page.keyboard.press('Tab');
    await expect(orders.getByRole('link', { name: 'Melhor avaliados' })).toBeFocused();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(orders.getByRole('link', { name: 'Mais antigos' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/sort=oldest/);
    await expect(orders).toBeHidden();
    await expect(sort).toHaveAccessibleName('Ordenar por: Mais antigos');
  });

  test('searches for a date, sees each card free then, and the profile answers that date first', async ({ page }) => {
    const day = dayAhead(30);
    await page.goto(`/profissionais?freeFrom=${day}`);
    const first = cards(page).first();
    await expect(first).toContainText('Livre em');
    await first.getByRole('link', { name: /^Saber mais sobre / }).click();
    await expect(page).toHaveURL(new RegExp(`/profissional/[^?]+\\?livre=${day}$`));
    await expect(page.getByRole('status').filter({ hasText: /^Livre em / })).toBeVisible();
  });

  test('sees a helpful empty state when nothing matches', async ({ page }) => {
    await page.goto('/profissionais');
    await page.getByRole('combobox', { name: 'Buscar profissionais' }).fill('xylofonista quântico');
    await expect(page).toHaveURL(/q=xylofonista/);
    await expect(page.getByText('Nenhum profissional encontrado')).toBeVisible();
    await expect(page.getByText('Tente ajustar seus filtros ou busque com outros termos')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('opens a profile from a card and counts the view', async ({ page }) => {
    await page.goto('/profissionais');
    const first = cards(page).first();
    const name = (await first.getByRole('heading').textContent()) ?? '';
    const tracked = page.waitForRequest(
      (r) =>
        r.url().includes('/interactions') && r.method() === 'POST' && (r.postData() ?? '').includes('profile_view'),
    );
    await first.getByRole('link', { name, exact: true }).click();
    await tracked;
    await expect(page).toHaveURL(/\/profissional\/[a-z0-9-]+-[0-9a-f]{12}$/);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    // The tab says what the server says of the same page.
    const served = await (await page.request.get(page.url())).text();
    const title = await page.evaluate((html) => new DOMParser().parseFromString(html, 'text/html').title, served);
    expect(title.startsWith(name)).toBe(true);
    await expect(page).toHaveTitle(title);
  });

  test("'Saber mais' counts a contact click and opens the profile", async ({ page }) => {
    await page.goto('/profissionais');
    const tracked = page.waitForRequest(
      (r) => r.url().includes('/interactions') && (r.postData() ?? '').includes('contact_click'),
    );
    await cards(page)
      .first()
      .getByRole('link', { name: /Saber mais/ })
      .click();
    await tracked;
    await expect(page).toHaveURL(/\/profissional\//);
  });

  test('still reaches the profile when tracking fails', async ({ page }) => {
    await page.route('**/interactions', (route) => route.fulfill({ status: 500, body: '{}' }));
    await page.goto('/profissionais');
    await cards(page)
      .first()
      .getByRole('link', { name: /Saber mais/ })
      .click();
    await expect(page).toHaveURL(/\/profissional\//);
    await expect(page.getByRole('tab', { name: 'Sobre' })).toBeVisible();
  });
});

test.describe('A client on a phone', () => {
  test.skip(() => !isMobileProject(), 'mobile layout only');

  test('keeps the filters in a sheet until asked', async ({ page }) => {
    await page.goto('/profissionais');
    await expect(page.getByRole('checkbox', { name: 'Letra' })).toBeHidden();
    await page.getByRole('button', { name: /^Filtros/ }).click();
    await expect(page.getByRole('dialog', { name: 'Filtros' }).getByRole('checkbox', { name: 'Letra' })).toBeVisible();
  });
});
