import { Secret, TOTP } from 'otpauth';
import { expect, test } from '@playwright/test';
import type { APIRequestContext, Browser } from '@playwright/test';
import { CSRF_HEADERS, DEMO_PASSWORD, signInNewProfessional } from '../fixtures';
import { toast } from '../area/area-helpers';

const shot = (name: string) => test.info().outputPath(`${name}-${test.info().project.name}.png`);

/** A code of the app for a time step after `after` (the server takes each step once). */
const codeAfter = (totp: TOTP, after: number) => {
  const step = Math.max(Math.floor(Date.now() / 30_000), after + 1);
  return { step, code: totp.generate({ timestamp: step * 30_000 }) };
};

/** The 'Novo acesso' e-mails sent to the address, newest first. */
async function newDeviceMails(request: APIRequestContext, to: string) {
  const mails = (await (await request.get(`/api/dev/mailbox?to=${encodeURIComponent(to)}`)).json()) as {
    subject: string;
    links: string[];
  }[];
  return mails.filter((m) => m.subject.startsWith('Novo acesso'));
}

/** Another browser (another device cookie) signed in as the professional through the log-in screen. */
async function signInElsewhere(browser: Browser, email: string) {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const page = await context.newPage();
  await page.goto('/profissional-login');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Senha', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).toHaveURL(/\/profissionais-area$/);
  return { context, page };
}

test.describe('A professional controls how the account is entered', () => {
  test('turns on the two-step verification in Configurações; the next log-in asks for the code of the app', async ({
    page,
  }) => {
    const pro = await signInNewProfessional(page.request, 'Lia Fator', 'fator');
    await page.goto('/profissionais-area/configuracoes');
    await page.getByRole('button', { name: 'Ativar verificação em duas etapas' }).click();
    const secret = (await page.getByTestId('totp-secret').textContent())!.replace(/\s/g, '');
    const totp = new TOTP({ secret: Secret.fromBase32(secret) });
    const first = codeAfter(totp, 0);
    await page.getByLabel('Código do aplicativo').fill(first.code);
    await page.getByRole('button', { name: 'Confirmar' }).click();
    await expect(page.getByRole('list', { name: 'Códigos de recuperação' }).getByRole('listitem')).toHaveCount(10);
    await page.screenshot({ path: shot('second-factor-codes'), fullPage: true });
    await page.getByRole('button', { name: 'Já guardei' }).click();
    await expect(page.getByText('Restam 10 códigos de recuperação.')).toBeVisible();

    // Signed out, the password alone opens nothing: the code comes next, then the area.
    expect((await page.request.post('/api/auth/logout', { headers: CSRF_HEADERS })).status()).toBe(204);
    await page.goto('/profissional-login');
    await page.getByLabel('E-mail').fill(pro.email);
    await page.getByLabel('Senha', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect(page.getByRole('heading', { name: 'Confirme que é você' })).toBeVisible();
    await page.getByLabel('Código do aplicativo').fill('000000');
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect(page.getByText(/Código incorreto ou já usado/)).toBeVisible();
    await page.screenshot({ path: shot('second-factor-login'), fullPage: true });
    await page.getByLabel('Código do aplicativo').fill(codeAfter(totp, first.step).code);
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect(page).toHaveURL(/\/profissionais-area$/);
  });

  test('sees where the account is signed in, hears of a new device by e-mail, and ends the others', async ({
    page,
    browser,
  }) => {
    const pro = await signInNewProfessional(page.request, 'Caio Sessões', 'sessoes');
    const laptop = await signInElsewhere(browser, pro.email);
    // The new device is told at once, with a link that ends it.
    await expect.poll(async () => (await newDeviceMails(page.request, pro.email)).length).toBe(1);

    await page.goto('/profissionais-area/configuracoes');
    const list = page.getByRole('list', { name: 'Sessões ativas' });
    await expect(list.getByRole('listitem')).toHaveCount(2);
    await expect(list.getByRole('listitem').first().getByText('Este aparelho')).toBeVisible();
    await list.getByRole('listitem').nth(1).scrollIntoViewIfNeeded();
    await page.screenshot({ path: shot('active-sessions'), fullPage: true });
    await list.getByRole('button', { name: /^Encerrar a sessão de/ }).click();
    await expect(toast(page, 'Sessão encerrada')).toBeVisible();
    await expect(list.getByRole('listitem')).toHaveCount(1);
    // The ended browser is signed out at its next step.
    await laptop.page.goto('/profissionais-area/configuracoes');
    await expect(laptop.page).toHaveURL(/\/profissional-login$/);
    await laptop.context.close();

    // A third browser; its e-mail's 'Não fui eu', opened without signing in, ends it.
    const stranger = await signInElsewhere(browser, pro.email);
    await expect.poll(async () => (await newDeviceMails(page.request, pro.email)).length).toBe(2);
    const [latest] = await newDeviceMails(page.request, pro.email);
    const link = new URL(latest!.links.find((l) => l.includes('/sessao/encerrar#token='))!);
    const mailbox = await browser.newContext({ baseURL: test.info().project.use.baseURL });
    const reader = await mailbox.newPage();
    await reader.goto(link.pathname + link.hash);
    await expect(reader.getByRole('heading', { name: 'Acesso encerrado' })).toBeVisible();
    expect(reader.url()).not.toContain('token=');
    await reader.screenshot({ path: shot('session-ended-by-link') });
    await reader.getByRole('link', { name: 'Criar uma nova senha' }).click();
    await expect(reader.getByRole('heading', { name: 'Recuperar senha' })).toBeVisible();
    await stranger.page.goto('/profissionais-area');
    await expect(stranger.page).toHaveURL(/\/profissional-login$/);
    await Promise.all([stranger.context.close(), mailbox.close()]);
  });
});
