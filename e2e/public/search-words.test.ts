import type { Page } from '@playwright/test';
import { expect, isMobileProject, test } from '../fixtures';

const results = (page: Page) => page.getByRole('region', { name: /profissiona(l|is) encontrados?/ });
const cards = (page: Page) => results(page).getByRole('article');

async function searchFor(page: Page, words: string) {
  const box = page.getByRole('combobox', { name: 'Buscar profissionais' });
  await box.fill(words);
  await box.press('Enter');
}

test.describe('A client searches with the words they would say', () => {
  test("finds singers for a wedding by typing 'cantora casamento'", async ({ page }) => {
    await page.goto('/profissionais');
    await searchFor(page, 'cantora casamento');
    await expect(page).toHaveURL(/q=cantora(%20|\+)casamento/);
    // Every card of the new list: read again until the list the page shows is the new search's.
    await expect(async () => {
      const tags = await cards(page).getByRole('list', { name: 'Especialidades e gêneros' }).allTextContents();
      expect(tags.length).toBeGreaterThan(0);
      for (const text of tags) expect(text).toContain('Vocal');
    }).toPass();
  });

  test("is offered 'Você quis dizer …?' after a typo, and the suggestion finds people", async ({ page }) => {
    await page.goto('/profissionais');
    await searchFor(page, 'cantrora');
    await expect(page.getByText('Nenhum profissional encontrado')).toBeVisible();
    await page.getByRole('link', { name: 'cantora' }).click();
    await expect(page).toHaveURL(/q=cantora(&|$)/);
    await expect(cards(page).first()).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Buscar profissionais' })).toHaveValue('cantora');
  });

  test("finds a singer who speaks English by typing 'cantora que fala inglês', and filters by language", async ({
    page,
  }) => {
    await page.goto('/profissionais');
    await searchFor(page, 'cantora que fala inglês');
    await expect(page).toHaveURL(/q=cantora(%20|\+)que(%20|\+)fala(%20|\+)ingl/);
    // She says so on her profile, and comes first; a singer whose text only mentions English comes after.
    await expect(cards(page).first().getByRole('heading', { level: 3 })).toHaveText('Sofia Almeida');
    await expect(cards(page).first()).toContainText('Fala: Inglês, Espanhol');
    // The same language as a filter, from the panel.
    await page.goto('/profissionais');
    await expect(cards(page).first()).toBeVisible();
    if (isMobileProject()) await page.getByRole('button', { name: /^Filtros/ }).click();
    await page.getByRole('button', { name: 'Idiomas' }).click();
    await page.getByRole('checkbox', { name: 'Libras' }).check();
    if (isMobileProject()) await page.getByRole('button', { name: /^Ver \d+ profissiona(l|is)$/ }).click();
    await expect(page).toHaveURL(/languages=libras/);
    await expect(page.getByRole('button', { name: 'Remover filtro Libras' })).toBeVisible();
    await expect(cards(page)).toHaveCount(1);
    await expect(cards(page).getByRole('heading', { level: 3 })).toHaveText('Isabela Martins');
  });

  test('filters by occasion, kept in the address', async ({ page }) => {
    await page.goto('/profissionais');
    await expect(cards(page).first()).toBeVisible();
    if (isMobileProject()) await page.getByRole('button', { name: /^Filtros/ }).click();
    await page.getByRole('button', { name: 'Ocasião' }).click();
    await page.getByRole('checkbox', { name: 'Casamento' }).check();
    // A phone's filter sheet applies the ticks with its button.
    if (isMobileProject()) await page.getByRole('button', { name: /^Ver \d+ profissiona(l|is)$/ }).click();
    await expect(page).toHaveURL(/occasions=casamento/);
    await expect(results(page).getByRole('heading', { level: 2 })).toHaveText(/\d+ profissiona(l|is) encontrados?/);
    await expect(cards(page).first()).toBeVisible();
  });

  test('picks a city by name and sees who plays there in person first', async ({ page }) => {
    await page.goto('/profissionais');
    await expect(cards(page).first()).toBeVisible();
    if (isMobileProject()) await page.getByRole('button', { name: /^Filtros/ }).click();
    await page.getByRole('button', { name: /^Cidade/ }).click();
    await page.getByRole('combobox', { name: 'Cidade onde será o evento' }).fill('niter');
    await page.getByRole('option', { name: 'Niterói (RJ)' }).click();
    if (isMobileProject()) await page.getByRole('button', { name: /^Ver \d+ profissiona(l|is)$/ }).click();
    await expect(page).toHaveURL(/cities=niteroi-rj/);
    await expect(page.getByRole('button', { name: 'Remover filtro Niterói (RJ)' })).toBeVisible();
    // Both demo musicians who play in Niterói come before those who work at a distance.
    const firstTwo = cards(page).getByRole('heading', { level: 3 });
    await expect(firstTwo.nth(1)).toBeVisible();
    expect((await firstTwo.allInnerTexts()).slice(0, 2).sort()).toEqual(['Marina Costa', 'Pedro Henrique Lima']);
  });

  test('is offered to remove the filter that left nobody, and keeps the others', async ({ page }) => {
    await page.goto('/profissionais?specialties=DJ&locations=Acre');
    await expect(page.getByText('Nenhum profissional encontrado')).toBeVisible();
    await page.getByRole('link', { name: /^Sem o filtro Localização: \d+ profissiona(l|is)$/ }).click();
    await expect(page).toHaveURL(/specialties=DJ/);
    await expect(page).not.toHaveURL(/locations=/);
    await expect(cards(page).first()).toBeVisible();
  });
});
