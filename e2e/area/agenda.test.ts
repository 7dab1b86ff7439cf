import { addDays, brazilDay } from '@app/domain/rules/calendar-day';
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { CSRF_HEADERS, verifyProfessional } from '../fixtures';
import { newProfessional, toast } from './area-helpers';

const dayLabel = new Intl.DateTimeFormat('pt-BR', { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' });
const labelOf = (day: string) => dayLabel.format(Date.parse(`${day}T00:00:00Z`));
const dayButton = (page: Page, day: string) => page.getByRole('button', { name: new RegExp(`^${labelOf(day)}:`) });

/**
 * Shows the month of a day in the Agenda, moving forward from the month shown. Each look waits for
 * the calendar (after a reload it comes with the page's data) and each move for the next month: a
 * look while the page still loads found no day, and moved past a day of the current month.
 */
async function showMonthOf(page: Page, day: string) {
  const grid = page.getByRole('grid', { name: /^Agenda de / });
  for (let i = 0; i < 3; i++) {
    await expect(grid).toBeVisible();
    if (await dayButton(page, day).isVisible()) break;
    const shown = (await grid.getAttribute('aria-label')) ?? '';
    await page.getByRole('button', { name: 'Próximo mês' }).click();
    await expect(grid).not.toHaveAttribute('aria-label', shown);
  }
  await expect(dayButton(page, day)).toBeVisible();
}

test.describe('A professional keeps an agenda and clients find who is free on their date', () => {
  test('marks a day and a period busy, and the search and the brief follow the agenda', async ({
    page,
    browser,
    baseURL,
  }, testInfo) => {
    test.setTimeout(120_000);
    const name = `Lia Agenda ${testInfo.project.name} ${Date.now() % 100000}`;
    const pro = await newProfessional(page.request, name, { subscribe: true });
    await page.request.put('/api/me/profile', {
      headers: CSRF_HEADERS,
      data: {
        name,
        whatsapp_number: '(31) 98888-7777',
        specialties: ['Vocal'],
        genres: ['MPB'],
        service_types: ['Presencial'],
        city: 'Belo Horizonte',
        state: 'Minas Gerais',
      },
    });
    await verifyProfessional(baseURL, pro.id);

    const today = brazilDay();
    const wedding = addDays(today, 20);
    const tourStart = addDays(today, 24);
    const tourEnd = addDays(today, 26);

    await page.goto('/profissionais-area/agenda');
    await expect(page.getByRole('heading', { level: 1, name: 'Agenda' })).toBeVisible();
    await showMonthOf(page, wedding);
    await dayButton(page, wedding).click();
    await expect(dayButton(page, wedding)).toHaveAttribute('aria-pressed', 'true');

    // A period with two taps.
    await page.getByRole('button', { name: 'Marcar período' }).click();
    await showMonthOf(page, tourStart);
    await dayButton(page, tourStart).click();
    await expect(page.getByRole('status').filter({ hasText: 'toque no último dia' })).toBeVisible();
    await showMonthOf(page, tourEnd);
    await dayButton(page, tourEnd).click();
    for (const day of [tourStart, addDays(tourStart, 1), tourEnd])
      await expect(dayButton(page, day)).toHaveAttribute('aria-pressed', 'true');
    await page.screenshot({ path: testInfo.outputPath(`agenda-${testInfo.project.name}.png`), fullPage: true });

    // Kept by the server.
    await page.reload();
    await showMonthOf(page, wedding);
    await expect(dayButton(page, wedding)).toHaveAttribute('aria-pressed', 'true');
    await page.getByLabel('Aceito reservas com até').selectOption('180');
    await expect(toast(page, 'Agenda atualizada')).toBeVisible();

    // A client searches by date, as a visitor in another browser.
    const client = await browser.newPage({ viewport: page.viewportSize() ?? undefined });
    const searchFor = async (query: string) => {
      await client.goto(`/profissionais?q=${encodeURIComponent(name)}${query}`);
    };
    await searchFor(`&freeFrom=${wedding}`);
    await expect(client.getByText('Nenhum profissional encontrado')).toBeVisible();
    await searchFor(`&freeFrom=${addDays(today, 21)}`);
    await expect(client.getByRole('heading', { level: 3, name })).toBeVisible();

    // The date picker in the filters.
    await searchFor('');
    // On a phone the filters are in a sheet, applied by its button.
    const onPhone = testInfo.project.name === 'mobile';
    const openFilters = async () => {
      if (onPhone) await client.getByRole('button', { name: /^Filtros/ }).click();
    };
    const filters = onPhone
      ? client.getByRole('dialog', { name: 'Filtros' })
      : client.getByRole('complementary', { name: 'Filtros de busca' });
    const applyFilters = async () => {
      if (onPhone)
        await filters.getByRole('button', { name: /^(Ver \d+ profissiona(l|is)|Nenhum profissional)$/ }).click();
    };
    await openFilters();
    await filters.getByLabel('Livre em').fill(wedding);
    await applyFilters();
    await expect(client.getByText('Nenhum profissional encontrado')).toBeVisible();
    await expect.poll(() => new URL(client.url()).searchParams.get('freeFrom')).toBe(wedding);
    await openFilters();
    await filters.getByLabel('Até (opcional)').fill(addDays(wedding, 1));
    await applyFilters();
    await expect(client.getByRole('heading', { level: 3, name })).toBeVisible();

    // The brief checks the date the client gives.
    await client.goto(`/professional/${pro.id}`);
    await client.getByRole('button', { name: 'Entrar em contato' }).first().click();
    const dialog = client.getByRole('dialog', { name: 'Conte sobre o seu projeto' });
    await dialog.getByLabel('Data do evento').fill(wedding);
    const busy = dialog.getByRole('status').filter({ hasText: 'Ocupado nesta data' });
    await expect(busy).toBeVisible();
    await busy.getByRole('button').first().click();
    await expect(busy).toBeHidden();
    expect([addDays(wedding, -1), addDays(wedding, 1)]).toContain(
      await dialog.getByLabel('Data do evento').inputValue(),
    );
    await client.close();
  });
});
