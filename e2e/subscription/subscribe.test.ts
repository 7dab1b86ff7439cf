import { expect, test } from '@playwright/test';
import type { APIRequestContext } from '@playwright/test';
import { expectNoSeriousA11yViolations, signInNewProfessional, verifyProfessional } from '../fixtures';

const newSignedInProfessional = (request: APIRequestContext, name: string) =>
  signInNewProfessional(request, name, 'assinante');

test.describe('A new professional subscribes through the test checkout', () => {
  test('subscribes, waits for the verification before the trial starts, shows up in search on trial, cancels in the portal and leaves search when the period ends', async ({
    page,
    baseURL,
  }, testInfo) => {
    // The whole journey in one test: a dozen pages and three accessibility audits.
    test.slow();
    const name = `Rafa Assinante ${testInfo.project.name} ${Date.now() % 100000}`;
    await newSignedInProfessional(page.request, name);

    const searchFor = async () => {
      await page.goto(`/profissionais?q=${encodeURIComponent(name)}`);
      return page.getByRole('heading', { name });
    };

    // Not listed before subscribing.
    await page.goto(`/profissionais?q=${encodeURIComponent(name)}`);
    await expect(page.getByText('Nenhum profissional encontrado')).toBeVisible();

    await page.goto('/profissionais-area/assinatura');
    await expect(page.getByText('Assinatura inativa')).toBeVisible();
    await expect(page.getByTestId('subscription-status')).toHaveText('Inativa');
    await expect(page.getByRole('button', { name: 'Gerenciar assinatura' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Assinar agora' }).click();

    await expect(page).toHaveURL(/\/assinatura-teste\/checkout\?session=/);
    await expect(page.getByText('R$47,00/mês')).toBeVisible();
    await expect(page.getByText('3 dias de teste grátis')).toBeVisible();
    await expect(page.getByText(/^Hoje: R\$ 0,00\. O teste começa quando seu perfil entrar nas buscas/)).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Confirmar assinatura de teste' }).click();

    await expect(page).toHaveURL(/\/checkout-success/);
    await expect(page.getByRole('heading', { name: 'Assinatura confirmada!' })).toBeVisible();
    // Paid is not listed: the page says what search still waits for, never that the profile is visible.
    await expect(page.getByText(/^Complete seu perfil: falta /)).toBeVisible();
    await expect(page.getByText(/visível nas buscas/)).toHaveCount(0);
    await page.getByRole('link', { name: 'Ver assinatura' }).click();

    await expect(page).toHaveURL(/\/profissionais-area\/assinatura$/);
    // The trial waits for the profile to enter search: no days are counted yet.
    await expect(page.getByTestId('subscription-status')).toHaveText(
      'Em teste: começa quando seu perfil entrar nas buscas',
    );
    await expect(
      page.getByText('3 dias a partir da entrada nas buscas; a primeira cobrança vem no fim deles'),
    ).toBeVisible();
    await expect(page.getByText('Seu perfil ainda não aparece nas buscas')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Assinar agora' })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);

    // Subscribed, but listing waits for the team's verification.
    await page.goto(`/profissionais?q=${encodeURIComponent(name)}`);
    await expect(page.getByText('Nenhum profissional encontrado')).toBeVisible();
    const { id } = (await (await page.request.get('/api/me/profile')).json()) as { id: string };
    await verifyProfessional(baseURL, id);
    await expect(await searchFor()).toBeVisible();

    // Listed for the first time: the 3-day trial starts now.
    await page.goto('/profissionais-area/assinatura');
    await expect(page.getByTestId('subscription-status')).toHaveText('Em teste (3 dias restantes)');
    await expect(page.getByText('Teste grátis até')).toBeVisible();
    await page.getByRole('button', { name: 'Gerenciar assinatura' }).click();
    await expect(page).toHaveURL(/\/assinatura-teste\/portal$/);
    await page.getByRole('button', { name: 'Cancelar assinatura' }).click();
    await expect(page.getByText(/Cancelamento agendado: seu perfil continua visível nas buscas até/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Retomar assinatura' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // Cancelled at the end of the period: still 'Em teste' and still listed until the trial ends
    // (leaving search at the period's end is tested against the server's clock in the API tests).
    await page.getByRole('link', { name: 'Voltar para a assinatura' }).click();
    await expect(page.getByTestId('subscription-status')).toHaveText('Em teste (3 dias restantes)');
    await expect(page.getByText(/Cancelamento agendado/)).toBeVisible();
    await expect(await searchFor()).toBeVisible();

    // The test portal ends the period on request (as Stripe's test clocks do): gone from search.
    await page.goto('/profissionais-area/assinatura');
    await page.getByRole('button', { name: 'Gerenciar assinatura' }).click();
    await page.getByRole('button', { name: 'Encerrar período agora' }).click();
    await expect(page.getByText('Período encerrado. Seu perfil saiu das buscas.')).toBeVisible();
    await page.goto(`/profissionais?q=${encodeURIComponent(name)}`);
    await expect(page.getByText('Nenhum profissional encontrado')).toBeVisible();
  });

  test('checkout success asks to sign in when the session is gone', async ({ page }) => {
    await page.goto('/checkout-success');
    await expect(page).toHaveURL(/\/profissional-login/);
  });
});
