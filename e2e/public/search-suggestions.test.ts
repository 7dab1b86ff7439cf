import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test } from '../fixtures';

const box = (page: Page) => page.getByRole('combobox', { name: 'Buscar profissionais' });
const suggestions = (page: Page) => page.getByRole('listbox', { name: 'Sugestões de busca' });
const params = (page: Page) => new URL(page.url()).searchParams;

async function openSearch(page: Page, path = '/profissionais') {
  await page.goto(path);
}

/** Presses ArrowDown until the option named `name` is the active one. */
async function arrowTo(page: Page, name: RegExp) {
  const target = suggestions(page).getByRole('option', { name });
  await expect(target).toBeVisible();
  const id = await target.getAttribute('id');
  for (let i = 0; i < 8; i++) {
    await box(page).press('ArrowDown');
    if ((await box(page).getAttribute('aria-activedescendant')) === id) break;
  }
  await expect(box(page)).toHaveAttribute('aria-activedescendant', id!);
  await expect(target).toHaveAttribute('aria-selected', 'true');
}

test.describe('A client is offered suggestions as they type in the search box', () => {
  test('is a combobox with a listbox that it controls, and says how many suggestions there are', async ({ page }) => {
    await openSearch(page);
    const field = box(page);
    await expect(field).toHaveAttribute('aria-expanded', 'false');
    await expect(field).toHaveAttribute('aria-autocomplete', 'list');

    await field.pressSequentially('niter');
    await expect(suggestions(page)).toBeVisible();
    await expect(field).toHaveAttribute('aria-expanded', 'true');
    await expect(field).toHaveAttribute('aria-controls', (await suggestions(page).getAttribute('id'))!);
    await expect(
      suggestions(page).getByRole('group', { name: 'Cidade' }).getByRole('option', { name: 'Niterói (RJ)' }),
    ).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'sugestão disponível' })).toHaveText(
      /^1 sugestão disponível/,
    );
    // The results follow the typed text a moment later, dimmed while they load: the check waits for
    // that search, so that it does not read the cards half-way through it.
    await expect(page).toHaveURL(/q=niter/);
    await expectNoSeriousA11yViolations(page);

    await field.press('Escape');
    await expect(field).toHaveAttribute('aria-expanded', 'false');
    await expect(suggestions(page)).toBeHidden();
    await expect(field).toHaveValue('niter');
  });

  test("types 'cantora', then 'bel', and picks Belo Horizonte with the keyboard: the text stays, the city joins the search", async ({
    page,
  }) => {
    await openSearch(page, '/profissionais?genres=MPB&page=2');
    await box(page).pressSequentially('cantora');
    await expect(
      suggestions(page).getByRole('group', { name: 'Especialidade' }).getByRole('option', { name: 'Vocal' }),
    ).toBeVisible();

    await box(page).pressSequentially(' bel');
    await arrowTo(page, /^Belo Horizonte \(MG\)/);
    await box(page).press('Enter');

    await expect(page).toHaveURL(/cities=belo-horizonte-mg/);
    const address = params(page);
    expect(address.get('q')).toBe('cantora');
    expect(address.get('genres')).toBe('MPB');
    expect(address.get('page')).toBeNull();
    await expect(box(page)).toHaveValue('cantora');
    await expect(box(page)).toHaveAttribute('aria-expanded', 'false');
  });

  test("types 'violão' and picks the instrument", async ({ page }) => {
    await openSearch(page);
    await box(page).pressSequentially('violão');
    await expect(suggestions(page).getByRole('group', { name: 'Instrumento' })).toBeVisible();
    await arrowTo(page, /^Violão$/);
    await box(page).press('Enter');
    await expect(page).toHaveURL(/instruments=violao/);
    expect(params(page).get('q')).toBeNull();
    await expect(box(page)).toHaveValue('');
  });

  test("types 'casam' and picks the occasion with a tap or a click, which filters the results", async ({ page }) => {
    await openSearch(page);
    await box(page).pressSequentially('casam');
    await suggestions(page).getByRole('group', { name: 'Ocasião' }).getByRole('option', { name: 'Casamento' }).click();
    await expect(page).toHaveURL(/occasions=casamento/);
    await expect(page.getByRole('heading', { level: 2, name: /profissiona(l|is) encontrados?/ })).toBeVisible();
  });

  test("types 'niter' and picks Niterói with Enter", async ({ page }) => {
    await openSearch(page);
    await box(page).pressSequentially('niter');
    await arrowTo(page, /^Niterói \(RJ\)$/);
    await box(page).press('Enter');
    await expect(page).toHaveURL(/cities=niteroi-rj/);
  });

  test('still searches the typed text with Enter when no suggestion is chosen', async ({ page }) => {
    await openSearch(page);
    await box(page).pressSequentially('cantora');
    await expect(suggestions(page)).toBeVisible();
    await box(page).press('Enter');
    await expect(page).toHaveURL(/q=cantora/);
    expect(params(page).get('specialties')).toBeNull();
  });
});

test.describe('Without JavaScript, the search box', () => {
  test.use({ javaScriptEnabled: false });

  test('is still a plain form that opens the search for the typed text', async ({ page }) => {
    await page.goto('/profissionais');
    await box(page).fill('cantora');
    await box(page).press('Enter');
    await expect(page).toHaveURL(/\/profissionais\?q=cantora$/);
    await expect(box(page)).toHaveValue('cantora');
  });
});
