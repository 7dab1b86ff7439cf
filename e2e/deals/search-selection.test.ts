import type { Locator, Page } from '@playwright/test';
import { chooseOrder, expect, expectNoSeriousA11yViolations, test } from '../fixtures';

const results = (page: Page) => page.getByRole('region', { name: /profissiona(l|is) encontrados?/ });
/** The results that can be ticked: someone not taking new work has no box. */
const choosable = (page: Page, checked: boolean) =>
  results(page)
    .getByRole('listitem')
    .filter({ has: page.getByRole('checkbox', { name: /^Incluir .+ no pedido$/, checked }) });
const bar = (page: Page) => page.getByRole('region', { name: 'Pedido de orçamentos' });

/** Ticks a result's box and returns who it is, as its card's link says. */
async function choose(item: Locator): Promise<{ name: string }> {
  const name = (await item.getByRole('heading', { level: 3 }).getByRole('link').innerText()).trim();
  await item.getByRole('checkbox', { name: `Incluir ${name} no pedido` }).check();
  return { name };
}

test.describe('A client picks professionals in the search results and asks them all for a quote', () => {
  test('chooses three, across a change of order and a look at a profile, and the request form opens with the three ticked', async ({
    page,
  }) => {
    await page.goto('/profissionais');
    await expect(results(page).getByRole('article').first()).toBeVisible();

    await page.getByRole('button', { name: 'Pedir orçamentos' }).click();
    await expect(bar(page)).toContainText('Nenhum selecionado');
    const chosen = [await choose(choosable(page, false).first()), await choose(choosable(page, false).first())];
    await expect(bar(page)).toContainText('2 selecionados');
    await expectNoSeriousA11yViolations(page);

    // Another order: the choice stays.
    await chooseOrder(page, 'Menor preço');
    await expect(page).toHaveURL(/sort=lowest_price/);
    await expect(results(page).locator('[aria-busy="false"]')).toBeVisible();
    await expect(bar(page)).toContainText('2 selecionados');

    // The card still opens the profile; back in the results, the choice is still there.
    const next = choosable(page, false).first();
    await next.getByRole('heading', { level: 3 }).getByRole('link').click();
    await expect(page).toHaveURL(/\/profissional\//);
    await page.goBack();
    await expect(bar(page)).toContainText('2 selecionados');
    chosen.push(await choose(choosable(page, false).first()));
    await expect(bar(page)).toContainText('3 selecionados');

    await bar(page).getByRole('link', { name: 'Pedir orçamentos' }).click();
    await expect(page).toHaveURL(/\/pedir-orcamento/);
    for (const pro of chosen) await expect(page.getByRole('checkbox', { name: pro.name, exact: true })).toBeChecked();
    await expect(page.getByText('3 profissionais marcados')).toBeVisible();

    // The choice is the request's list, kept in the browser: the search shows it on the next visit.
    await page.goto('/profissionais');
    await expect(bar(page)).toContainText('3 selecionados');
    // The first two were chosen in this order, on its first page.
    for (const pro of chosen.slice(0, 2))
      await expect(results(page).getByRole('checkbox', { name: `Incluir ${pro.name} no pedido` })).toBeChecked();
  });
});
