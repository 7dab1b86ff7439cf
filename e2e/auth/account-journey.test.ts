import { expect, test } from '@playwright/test';
import type { APIRequestContext, Page } from '@playwright/test';

const PASSWORD = 'Palco@2026!';
const NEW_PASSWORD = 'Violao#Novo2026';

interface MailboxEntry {
  to: string;
  subject: string;
  text: string;
  links: string[];
  sentAt: string;
}

/** Waits for the n-th message to the address and returns the newest one's link. */
async function newestLink(request: APIRequestContext, to: string, count: number): Promise<string> {
  let messages: MailboxEntry[] = [];
  await expect
    .poll(async () => {
      messages = (await (await request.get(`/api/dev/mailbox?to=${encodeURIComponent(to)}`)).json()) as MailboxEntry[];
      return messages.length;
    })
    .toBeGreaterThanOrEqual(count);
  const link = messages[0]?.links[0];
  expect(link, 'a link in the newest message').toBeTruthy();
  // The link names the server's PUBLIC_URL; the tests reach the same server by another host name.
  const url = new URL(link!);
  return `${url.pathname}${url.search}${url.hash}`;
}

const isMobile = () => test.info().project.name === 'mobile';

/** The header's account entries: in the header on desktop, in the menu on phones. */
async function headerEntry(page: Page, name: 'Entrar' | 'Sair' | 'Minha conta') {
  const role = name === 'Sair' ? 'button' : 'link';
  if (isMobile()) {
    await page.getByRole('button', { name: 'Abrir menu' }).click();
    return page.getByRole('navigation', { name: 'Menu' }).getByRole(role, { name });
  }
  return page.getByRole('navigation', { name: 'Principal' }).getByRole(role, { name });
}

async function logIn(page: Page, email: string, password: string) {
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Senha', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
}

test.describe('A professional creates, confirms, uses and recovers an account', () => {
  test('sign up → confirm from the e-mail → log in → log out → forgot password → reset → log in again', async ({
    page,
  }) => {
    test.setTimeout(150_000);
    const email = `conta-${test.info().project.name}-${Date.now()}@exemplo.com.br`;

    // Sign up, with the strength meter following the password.
    await page.goto('/profissional-cadastro');
    await page.getByLabel('Nome completo').fill('Helena Duarte');
    await page.getByLabel('E-mail').fill(email);
    const password = page.getByLabel('Senha', { exact: true });
    await password.fill('helena');
    await expect(page.getByTestId('password-strength-label')).toHaveText('Muito fraca');
    await password.fill(PASSWORD);
    await expect(page.getByTestId('password-strength-label')).toHaveText('Excelente');
    await page.getByLabel('Confirmar senha').fill(PASSWORD);
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Criar conta' }).click();
    await expect(page.getByRole('heading', { name: 'Verifique seu e-mail' })).toBeVisible();
    await expect(page.getByText(email)).toBeVisible();

    // Resend once, then it is spent.
    await page.getByRole('button', { name: 'Reenviar e-mail de verificação' }).click();
    await expect(page.getByRole('button', { name: 'Email reenviado' })).toBeDisabled();

    // Logging in before confirming leads to the resend-verification screen.
    await page.getByRole('link', { name: 'Ir para o login' }).click();
    await logIn(page, email, PASSWORD);
    await expect(
      page.getByText('Você precisa confirmar seu e-mail antes de fazer login. Verifique sua caixa de entrada.'),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Confirme seu e-mail' })).toBeVisible();

    // Confirm from the link in the mailbox: it lands on the root and is sent on.
    const confirmation = await newestLink(page.request, email, 2);
    expect(confirmation).toMatch(/\/#type=signup&token=/);
    await page.goto(confirmation);
    await expect(page).toHaveURL(/\/email-confirmado$/);
    await expect(page.getByRole('heading', { name: 'E-mail confirmado!' })).toBeVisible();
    await expect(page).toHaveURL(/\/profissional-login$/, { timeout: 6_000 });

    // Log in: the area opens; elsewhere the header offers the account entries.
    await logIn(page, email, PASSWORD);
    await expect(page).toHaveURL(/\/profissionais-area$/);
    await page.goto('/profissionais');
    await expect(await headerEntry(page, 'Minha conta')).toBeVisible();
    if (isMobile()) await page.keyboard.press('Escape');

    // Log out from the header: back home, signed out, and the area is closed again.
    await (await headerEntry(page, 'Sair')).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(await headerEntry(page, 'Entrar')).toBeVisible();
    if (isMobile()) await page.keyboard.press('Escape');
    await page.goto('/profissionais-area/servicos');
    await expect(page).toHaveURL(/\/profissional-login$/);

    // Forgot password: request, then the sent confirmation.
    await page.getByRole('button', { name: 'Esqueceu sua senha?' }).click();
    await page.getByLabel('E-mail').fill(email);
    await page.getByRole('button', { name: 'Enviar link de recuperação' }).click();
    await expect(page.getByRole('heading', { name: 'E-mail enviado' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Tentar novamente' })).toBeVisible();

    // Reset from the link: the new password, then log-in 2 s later.
    const reset = await newestLink(page.request, email, 3);
    expect(reset).toMatch(/\/#type=recovery&token=/);
    await page.goto(reset);
    await expect(page).toHaveURL(/\/redefinir-senha$/);
    await page.getByLabel('Nova senha', { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel('Confirmar nova senha').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Redefinir senha' }).click();
    await expect(page.getByRole('heading', { name: 'Senha redefinida' })).toBeVisible();
    await expect(page).toHaveURL(/\/profissional-login$/, { timeout: 5_000 });

    // The link works once.
    await page.goto(reset);
    await expect(page.getByRole('heading', { name: 'Link inválido ou expirado' })).toBeVisible();
    await expect(page).toHaveURL(/\/profissional-login$/, { timeout: 6_000 });

    // The old password no longer works; the new one does, and log-in returns to the origin.
    await logIn(page, email, PASSWORD);
    await expect(page.getByText('Credenciais inválidas. Verifique seu email e senha.')).toBeVisible();
    await page.goto('/profissionais-area/servicos');
    await expect(page).toHaveURL(/\/profissional-login$/);
    await logIn(page, email, NEW_PASSWORD);
    await expect(page).toHaveURL(/\/profissionais-area\/servicos$/);
  });

  test('a signed-in professional is sent from sign-up to the area', async ({ page }) => {
    await page.goto('/profissional-login');
    await logIn(page, 'lucas.andrade@demo.palcobrasil.com.br', PASSWORD);
    await expect(page).toHaveURL(/\/profissionais-area$/);
    await page.goto('/profissional-cadastro');
    await expect(page).toHaveURL(/\/profissionais-area$/);
  });
});
