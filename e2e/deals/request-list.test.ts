import type { APIRequestContext } from '@playwright/test';
import { addDays, brazilDay } from '@app/domain/rules/calendar-day';
import { profilePath } from '@app/domain/rules/profile-path';
import { expect, test } from '../fixtures';

const SEARCH = 'q=rio%20de%20janeiro&occasions=casamento';

/** A day, five weeks ahead or later, on which the demo data has someone for a wedding in Rio. */
async function dayWithSomeone(request: APIRequestContext): Promise<string> {
  for (let n = 35; n < 70; n++) {
    const day = addDays(brazilDay(), n);
    const found = (await (await request.get(`/api/professionals?${SEARCH}&freeFrom=${day}`)).json()) as {
      presence?: { place: string | null };
    };
    if (found.presence?.place) return day;
  }
  throw new Error('Nenhum dia com profissionais para casamento no Rio de Janeiro nos dados de demonstração.');
}

test.describe('A client gathers one request across profiles, searches and visits', () => {
  test("two profiles' 'Incluir no pedido' make one request, which starts with the search's occasion, day and place", async ({
    page,
    request,
    listedProfessionals,
  }) => {
    const [first, second] = listedProfessionals.filter((p) => !p.services_suspended && p.whatsapp_number);
    const day = await dayWithSomeone(request);

    // The search, used as it comes: nothing waits for the app.
    await page.goto(`/profissionais?${SEARCH}&freeFrom=${day}`);
    await expect(page.getByRole('heading', { level: 2, name: /encontrad/ })).toBeVisible();

    await page.goto(profilePath(first!));
    await page.getByRole('link', { name: 'Incluir no pedido' }).click();
    await expect(page).toHaveURL(/\/pedir-orcamento$/);
    await expect(page.getByRole('checkbox', { name: first!.name, exact: true })).toBeChecked();
    await expect(page.getByLabel('Ocasião')).toHaveValue('casamento');
    await expect(page.getByLabel('Data do evento')).toHaveValue(day);
    await expect(page.getByLabel('Cidade do evento')).toHaveValue('Rio de Janeiro (RJ)');

    await page.goto(profilePath(second!));
    await page.getByRole('link', { name: 'Incluir no pedido' }).click();
    await expect(page.getByRole('checkbox', { name: second!.name, exact: true })).toBeChecked();
    await expect(page.getByRole('checkbox', { name: first!.name, exact: true })).toBeChecked();
    await expect(page.getByText('2 profissionais marcados')).toBeVisible();

    // Another visit: the profile says it is in the request, and opens it.
    await page.goto(profilePath(first!));
    await page.getByRole('link', { name: /^No seu pedido \(2 de 5\)/ }).click();
    await expect(page).toHaveURL(/\/pedir-orcamento$/);
    await expect(page.getByText('2 profissionais marcados')).toBeVisible();

    // Taken out in the form, out for the next visit too.
    await page.getByRole('checkbox', { name: second!.name, exact: true }).uncheck();
    await page.reload();
    await expect(page.getByText('1 profissional marcado')).toBeVisible();
    await expect(page.getByRole('checkbox', { name: second!.name, exact: true })).toHaveCount(0);
  });
});
