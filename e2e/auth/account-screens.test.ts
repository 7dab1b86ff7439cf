import { expect, expectNoSeriousA11yViolations, test } from '../fixtures';

test.describe('Account screens are usable by everyone', () => {
  test('log-in, sign-up, recovery and confirmation screens have no serious accessibility problems', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await page.goto('/profissional-login');
    await expect(page.getByRole('heading', { name: 'Entrar' })).toBeVisible();
    await page.getByRole('button', { name: 'Entrar', exact: true }).click();
    await expect(page.getByText('Digite um email válido')).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('button', { name: 'Esqueceu sua senha?' }).click();
    await expect(page.getByRole('heading', { name: 'Recuperar senha' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.goto('/profissional-cadastro');
    await page.getByLabel('Senha', { exact: true }).fill('abc');
    await page.getByRole('button', { name: 'Criar conta' }).click();
    await expect(page.getByText('Você precisa aceitar os termos para continuar')).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // Without a link the server confirmed, the page says the confirmation failed.
    await page.goto('/email-confirmado');
    await expect(page.getByRole('heading', { name: 'Erro na confirmação' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('a visitor opening the area is asked to log in first, with a spinner while the session loads', async ({
    page,
  }) => {
    // The session's answer is held until the spinner has been seen, then let through.
    let answer!: () => void;
    const held = new Promise<void>((resolve) => (answer = resolve));
    await page.route('**/api/auth/session', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/profissionais-area/portfolio');
    await expect(page.getByRole('status')).toHaveText('Carregando...');
    answer();
    await expect(page).toHaveURL(/\/profissional-login$/);
    await expect(page.getByRole('heading', { name: 'Entrar' })).toBeVisible();
  });

  test('an invalid recovery link says so and goes to log-in after 3 s', async ({ page }) => {
    await page.goto(`/?type=recovery&token=${'x'.repeat(43)}`);
    await expect(page).toHaveURL(/\/redefinir-senha$/);
    await expect(page.getByRole('heading', { name: 'Link inválido ou expirado' })).toBeVisible();
    await expect(page).toHaveURL(/\/profissional-login$/, { timeout: 6_000 });
  });
});
