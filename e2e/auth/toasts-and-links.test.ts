import { expect, test } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';
import { DEMO_PASSWORD } from '../fixtures';

async function confirmationLink(page: Page, to: string): Promise<string> {
  let links: string[] = [];
  await expect
    .poll(async () => {
      const messages = (await (await page.request.get(`/api/dev/mailbox?to=${encodeURIComponent(to)}`)).json()) as {
        links: string[];
      }[];
      links = messages[0]?.links ?? [];
      return links.length;
    })
    .toBeGreaterThan(0);
  // The link names the server's PUBLIC_URL; the tests reach the same server by another host name.
  const url = new URL(links[0]!);
  return `${url.pathname}${url.search}${url.hash}`;
}

/** Whether two elements on screen overlap; one that has gone (a toast that timed out) covers nothing. */
async function overlap(a: Locator, b: Locator): Promise<boolean> {
  const box = (l: Locator) => l.boundingBox({ timeout: 1_000 }).catch(() => null);
  const [x, y] = [await box(a), await box(b)];
  if (!x || !y) return false;
  return x.x < y.x + y.width && y.x < x.x + x.width && x.y < y.y + y.height && y.y < x.y + x.height;
}

test.describe('Messages that say only what is true, where the person is', () => {
  test('a confirmation link with made-up tokens reads as the invalid link, with no success', async ({ page }) => {
    await page.goto('/#type=signup&access_token=x&refresh_token=y');
    await expect(page).toHaveURL(/\/email-confirmado$/);
    await expect(page.getByRole('heading', { name: 'Erro na confirmação' })).toBeVisible({ timeout: 5_000 });
    await expect(page.getByText('E-mail confirmado!')).toHaveCount(0);
    await expect(page.getByText('Sua conta foi verificada. Agora você pode fazer login.')).toHaveCount(0);
  });

  test('sign up → confirm → log in with the e-mail filled in, a wrong password first: the dashboard opens clean', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const email = `avisos-${test.info().project.name}-${Date.now()}@exemplo.com.br`;

    await page.goto('/profissional-cadastro');
    await expect(page).toHaveTitle('Criar conta | Palco Brasil');
    await page.getByLabel('Nome completo').fill('Otávio Reis');
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Senha', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByLabel('Confirmar senha').fill(DEMO_PASSWORD);
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Criar conta' }).click();
    // The notice starts at the top of the screen, whatever the form's length was.
    await expect(page.getByRole('heading', { name: 'Verifique seu e-mail' })).toBeInViewport();

    await page.goto(await confirmationLink(page, email));
    await expect(page.getByRole('heading', { name: 'E-mail confirmado!' })).toBeVisible();
    await expect(page).toHaveURL(/\/profissional-login$/, { timeout: 6_000 });
    await expect(page).toHaveTitle('Entrar | Palco Brasil');
    await expect(page.getByLabel('E-mail')).toHaveValue(email);

    await page.getByLabel('Senha', { exact: true }).fill('Errada@2026!');
    await page.getByRole('button', { name: 'Entrar', exact: true }).click();
    await expect(page.getByText('Credenciais inválidas. Verifique seu email e senha.')).toBeVisible();
    await page.getByLabel('Senha', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Entrar', exact: true }).click();
    await expect(page).toHaveURL(/\/profissionais-area$/);

    // The log-in's error stayed on the log-in screen.
    await expect(page.getByText('Credenciais inválidas. Verifique seu email e senha.')).toHaveCount(0);
    // A success that followed the person never covers what the dashboard asks of them first: the
    // steps to search, starting with the profile (no paywall before the profile exists).
    const steps = page.getByRole('status', { name: 'Perfil oculto' });
    await expect(steps.getByRole('link', { name: 'Descrição' })).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Seu perfil está invisível!' })).toHaveCount(0);
    const toasts = page.locator('[data-sonner-toast]');
    for (const button of await steps.getByRole('link').all()) {
      for (const toast of await toasts.all()) expect(await overlap(toast, button)).toBe(false);
    }
  });
});
