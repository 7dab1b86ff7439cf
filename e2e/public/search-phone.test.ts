import type { APIRequestContext, Page } from '@playwright/test';
import { expect, isMobileProject, test } from '../fixtures';

const results = (page: Page) =>
  page.getByRole('region', { name: /profissiona(l|is) encontrados?|Nenhum profissional/ });
const cards = (page: Page) => results(page).getByRole('article');
const resultsHeading = (page: Page) => page.locator('#resultados-title');

interface Found {
  items: { name: string; specialties: string[] }[];
  total: number;
  pageSize: number;
  city_labels?: Record<string, string>;
}

/** What the API finds for a search, the number the page must agree with. */
async function found(request: APIRequestContext, query: string): Promise<Found> {
  const response = await request.get(`/api/professionals${query ? `?${query}` : ''}`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as Found;
}

const showLabel = (total: number) =>
  total === 0 ? 'Nenhum profissional' : total === 1 ? 'Ver 1 profissional' : `Ver ${total} profissionais`;
const foundLabel = (total: number) =>
  total === 1 ? '1 profissional encontrado' : `${total} profissionais encontrados`;

/** The top of the results' heading is on screen, below the fixed header, near the top. */
async function expectResultsAtTop(page: Page) {
  await expect
    .poll(async () => {
      const box = await resultsHeading(page).boundingBox();
      return box ? box.y >= 60 && box.y <= 160 : false;
    })
    .toBe(true);
}

/** Opens the phones' filter sheet on a page of the search, once the app has the page. */
async function openFilterSheet(page: Page, path: string) {
  await page.goto(path);
  await page.getByRole('button', { name: /^Filtros/ }).click();
  const sheet = page.getByRole('dialog', { name: 'Filtros' });
  return { sheet, show: sheet.getByRole('button', { name: /^(Ver \d+ profissiona(l|is)|Nenhum profissional)$/ }) };
}

test.describe('A client on a phone filters and compares', () => {
  test.skip(() => !isMobileProject(), 'phone layout (375 px)');

  test('ticks filters in a bottom sheet that counts what they find, and applies nothing until asked', async ({
    page,
    request,
  }) => {
    const all = await found(request, '');
    const djs = await found(request, 'specialties=DJ');
    const weddings = await found(request, 'specialties=DJ&occasions=casamento');
    expect(djs.total).toBeGreaterThan(0);
    expect(djs.total).toBeLessThan(all.total);

    await page.goto('/profissionais');
    await expect(resultsHeading(page)).toHaveText(foundLabel(all.total));
    // The panel is not on the page until asked for.
    await expect(page.getByRole('checkbox', { name: 'DJ' })).toBeHidden();

    await page.getByRole('button', { name: /^Filtros/ }).click();
    const sheet = page.getByRole('dialog', { name: 'Filtros' });
    await expect(sheet).toBeVisible();
    const show = sheet.getByRole('button', { name: /^(Ver \d+ profissiona(l|is)|Nenhum profissional)$/ });
    await expect(show).toHaveText(showLabel(all.total));
    await expect(show).toBeInViewport();
    // The page behind stays where it is.
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');

    await sheet.getByRole('checkbox', { name: 'DJ' }).check();
    await expect(show).toHaveText(showLabel(djs.total));
    await sheet.getByRole('button', { name: 'Ocasião' }).click();
    await sheet.getByRole('checkbox', { name: 'Casamento' }).check();
    await expect(show).toHaveText(showLabel(weddings.total));
    await expect(show).toBeInViewport();
    // Nothing is applied until the button says so.
    expect(new URL(page.url()).search).toBe('');

    // Closing the sheet any other way keeps the search as it was.
    await page.keyboard.press('Escape');
    await expect(sheet).toBeHidden();
    expect(new URL(page.url()).search).toBe('');
    await expect(resultsHeading(page)).toHaveText(foundLabel(all.total));
    await page.getByRole('button', { name: /^Filtros/ }).click();
    await expect(sheet.getByRole('checkbox', { name: 'DJ' })).not.toBeChecked();
  });

  test("applies the ticked filters with the sheet's button, and a chip takes one off", async ({ page, request }) => {
    const all = await found(request, '');
    const djs = await found(request, 'specialties=DJ');
    const { sheet, show } = await openFilterSheet(page, '/profissionais');
    await sheet.getByRole('checkbox', { name: 'DJ' }).check();
    await expect(show).toHaveText(showLabel(djs.total));
    await show.click();

    await expect(sheet).toBeHidden();
    await expect(page).toHaveURL(/specialties=DJ/);
    await expect(resultsHeading(page)).toHaveText(foundLabel(djs.total));
    await expect(resultsHeading(page)).toBeFocused();
    await expect(cards(page)).toHaveCount(Math.min(djs.total, djs.pageSize));
    await expect(page.getByRole('button', { name: 'Filtros, 1 ativo' })).toBeVisible();

    const chip = page.getByRole('button', { name: 'Remover filtro DJ' });
    await expect(chip).toBeVisible();
    await chip.click();
    await expect(page).not.toHaveURL(/specialties/);
    await expect(resultsHeading(page)).toHaveText(foundLabel(all.total));
    await expect(chip).toBeHidden();
  });

  test("empties the sheet with 'Limpar', and keeps focus inside it", async ({ page, request }) => {
    const all = await found(request, '');
    const djs = await found(request, 'specialties=DJ');
    const { sheet, show } = await openFilterSheet(page, '/profissionais?specialties=DJ');
    await expect(show).toHaveText(showLabel(djs.total));
    await sheet.getByRole('button', { name: 'Limpar' }).click();
    await expect(sheet.getByRole('checkbox', { name: 'DJ' })).not.toBeChecked();
    await expect(show).toHaveText(showLabel(all.total));

    for (let i = 0; i < 40; i++) await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.closest('[role="dialog"]') !== null)).toBe(true);

    // The page behind stays still, and what locks it stays on the body: nothing of the lock is passed
    // down to every element of the page, which would all be styled again as the sheet opens and closes.
    const lock = await page.evaluate(() => {
      const value = (el: Element) => getComputedStyle(el).getPropertyValue('--removed-body-scroll-bar-size');
      const locked = document.body.hasAttribute('data-scroll-locked');
      // Whatever width the lock gives it (here the scroll bar's, none on a phone), the cards keep the initial one.
      document.body.style.setProperty('--removed-body-scroll-bar-size', '7px');
      const seen = { body: value(document.body), card: value(document.querySelector('article')!) };
      document.body.style.removeProperty('--removed-body-scroll-bar-size');
      // A touch above the sheet lands on its overlay, while the page keeps its own pointer events
      // (turned off on the body, they would be passed down to every element of the page).
      const above = document.elementFromPoint(window.innerWidth / 2, 10);
      const pointer = {
        body: getComputedStyle(document.body).pointerEvents,
        page: getComputedStyle(document.querySelector('article')!).pointerEvents,
      };
      return {
        locked,
        overflow: getComputedStyle(document.body).overflow,
        ...seen,
        above: above?.getAttribute('data-slot'),
        pointer,
      };
    });
    expect(lock).toEqual({
      locked: true,
      overflow: 'hidden',
      body: '7px',
      card: '0px',
      above: 'dialog-overlay',
      pointer: { body: 'none', page: 'auto' },
    });

    await sheet.getByRole('button', { name: 'Fechar' }).click();
    await expect(sheet).toBeHidden();
    await expect(page).toHaveURL(/specialties=DJ/);
  });

  test('sees at least three professionals on the first screen of a 375 × 667 phone', async ({ page, request }) => {
    const top = (await found(request, '')).items[0];
    const mainSpecialty = top?.specialties[0];
    expect(mainSpecialty).toBeTruthy();
    await page.setViewportSize({ width: 375, height: 667 });
    await page.goto('/profissionais');
    await expect(cards(page).nth(2)).toBeVisible();
    // With the page at its top (header, title, search box, count and the filter bar above the list),
    // the third card ends inside the window.
    const third = await cards(page).nth(2).boundingBox();
    expect(third).not.toBeNull();
    expect((third?.y ?? 0) + (third?.height ?? 0)).toBeLessThanOrEqual(667);
    // The compact card keeps what comparing needs: the main specialty and the price.
    const first = cards(page).first();
    await expect(first.getByRole('heading', { name: top?.name })).toBeVisible();
    // Drawn on the card (the full list of specialties and genres is there for screen readers only).
    const widths = async () =>
      Promise.all(
        (await first.getByText(mainSpecialty ?? '', { exact: true }).all()).map(
          async (l) => (await l.boundingBox())?.width ?? 0,
        ),
      );
    expect(Math.max(0, ...(await widths()))).toBeGreaterThan(20);
    await expect(first.getByText(/^A partir de|^A combinar/).filter({ visible: true })).toHaveCount(1);
    await expect(first.getByRole('link', { name: /^Saber mais sobre / })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    // The photo a card draws at 88 px is the card's copy, not the profile's 600 px one.
    const photo = first.getByRole('img', { name: `Foto de ${top?.name}` });
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    expect(await photo.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/-card\.webp$/);
  });
});

test.describe('A client turns the pages of the results', () => {
  test("'Próxima' lands at the top of the next page's results", async ({ page, request }) => {
    const all = await found(request, '');
    expect(all.total).toBeGreaterThan(all.pageSize);
    await page.goto('/profissionais');
    const pagination = page.getByRole('navigation', { name: 'Paginação' });
    await pagination.scrollIntoViewIfNeeded();
    await pagination.getByRole('link', { name: /próxima/i }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(pagination.getByRole('link', { name: 'Página 2' })).toHaveAttribute('aria-current', 'page');
    await expect(resultsHeading(page)).toBeFocused();
    await expectResultsAtTop(page);
    await expect(cards(page).first()).toBeInViewport();

    await pagination.scrollIntoViewIfNeeded();
    await pagination.getByRole('link', { name: /anterior/i }).click();
    await expect(page).not.toHaveURL(/page=2/);
    await expectResultsAtTop(page);
  });
});

test.describe('A client on a computer filters the results', () => {
  test.skip(() => isMobileProject(), 'desktop layout (1280 px)');

  test('keeps the filter column in view while scrolling the results', async ({ page }) => {
    await page.goto('/profissionais');
    const column = page.getByRole('complementary', { name: 'Filtros de busca' });
    await expect(column.getByRole('heading', { name: 'Filtros' })).toBeInViewport();
    // Down the list, to its middle rows.
    await cards(page).nth(13).scrollIntoViewIfNeeded();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
    await expect(column.getByRole('heading', { name: 'Filtros' })).toBeInViewport();
    const dj = column.getByRole('checkbox', { name: 'DJ' });
    await expect(dj).toBeInViewport();

    await dj.check();
    await expect(page).toHaveURL(/specialties=DJ/);
    await expect(page.getByRole('button', { name: 'Remover filtro DJ' })).toBeVisible();
    await expectResultsAtTop(page);
  });

  test('reads the active filters as chips with their names, and removes them', async ({ page, request }) => {
    const slug = 'belo-horizonte-mg';
    const query = `specialties=DJ&occasions=casamento&cities=${slug}&maxPrice=500`;
    const cityLabel = (await found(request, query)).city_labels?.[slug] ?? slug;
    await page.goto(`/profissionais?${query}`);
    const chips = page.getByRole('list', { name: 'Filtros ativos' });
    await expect(chips.getByRole('button')).toHaveText(['DJ', 'Casamento', cityLabel, 'Até R$500']);
    await chips.getByRole('button', { name: 'Remover filtro Casamento' }).click();
    await expect(page).not.toHaveURL(/occasions/);
    await expect(page).toHaveURL(/specialties=DJ/);
    await expect(chips.getByRole('button')).toHaveText(['DJ', cityLabel, 'Até R$500']);
    await page.getByRole('button', { name: 'Limpar tudo' }).click();
    await expect(page).not.toHaveURL(/specialties|cities|maxPrice/);
    await expect(chips).toBeHidden();
  });
});
