import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import type { APIRequestContext } from '@playwright/test';
import { CSRF_HEADERS, DEMO_PASSWORD, expectNoSeriousA11yViolations, signInNewProfessional } from '../fixtures';
import { toast } from '../area/area-helpers';

const NEW_PASSWORD = 'Outra#Senha2027';
const shot = (name: string) => test.info().outputPath(`${name}-${test.info().project.name}.png`);

async function mailLinks(request: APIRequestContext, to: string) {
  const mails = (await (await request.get(`/api/dev/mailbox?to=${encodeURIComponent(to)}`)).json()) as {
    subject: string;
    links: string[];
  }[];
  return mails;
}

test.describe('A professional manages the account in Configurações', () => {
  test('changes the password: the current one is required and the new one signs in', async ({ page }) => {
    const pro = await signInNewProfessional(page.request, 'Tom Senha', 'senha');
    await page.goto('/profissionais-area/configuracoes');
    const form = page.getByRole('form', { name: 'Trocar senha' });
    await form.getByLabel('Senha atual').fill('Errada#123');
    await form.getByRole('textbox', { name: 'Nova senha', exact: true }).fill(NEW_PASSWORD);
    await form.getByLabel('Confirmar nova senha').fill(NEW_PASSWORD);
    await form.getByRole('button', { name: 'Trocar senha' }).click();
    await expect(form.getByText('Senha atual incorreta.')).toBeVisible();

    await form.getByLabel('Senha atual').fill(DEMO_PASSWORD);
    await form.getByRole('button', { name: 'Trocar senha' }).click();
    await expect(toast(page, 'Senha alterada')).toBeVisible();
    await expect(form.getByLabel('Senha atual')).toHaveValue('');
    await page.screenshot({ path: shot('settings-password'), fullPage: true });

    const fresh = await page.context().browser()!.newContext({ baseURL: test.info().project.use.baseURL });
    const old = await fresh.request.post('/api/auth/login', {
      headers: CSRF_HEADERS,
      data: { email: pro.email, password: DEMO_PASSWORD },
    });
    expect(old.status()).toBe(401);
    const ok = await fresh.request.post('/api/auth/login', {
      headers: CSRF_HEADERS,
      data: { email: pro.email, password: NEW_PASSWORD },
    });
    expect(ok.status()).toBe(200);
    await fresh.close();
  });

  test('changes the e-mail through the link sent to the new address; the old one is told', async ({ page }) => {
    const pro = await signInNewProfessional(page.request, 'Gal Email', 'email');
    const newEmail = `novo-${Date.now()}-${test.info().project.name}@exemplo.com.br`;
    await page.goto('/profissionais-area/configuracoes');
    await expect(page.getByText(pro.email)).toBeVisible();
    const form = page.getByRole('form', { name: 'Trocar e-mail' });
    await form.getByLabel('Novo e-mail').fill(newEmail);
    await form.getByLabel('Senha atual').fill(DEMO_PASSWORD);
    await form.getByRole('button', { name: 'Enviar link de confirmação' }).click();
    await expect(page.getByRole('status').filter({ hasText: newEmail })).toBeVisible();
    await page.screenshot({ path: shot('settings-email-pending'), fullPage: true });

    const link = (await mailLinks(page.request, newEmail))
      .flatMap((m) => m.links)
      .find((l) => l.includes('/confirmar-novo-email#token='))!;
    await page.goto(new URL(link).pathname + new URL(link).hash);
    await expect(page.getByRole('heading', { name: 'E-mail alterado!' })).toBeVisible();
    expect(page.url()).not.toContain('token=');
    await page.screenshot({ path: shot('email-changed') });
    await page.getByRole('link', { name: 'Ir para Configurações' }).click();
    await expect(page.getByText(newEmail)).toBeVisible();
    const notice = (await mailLinks(page.request, pro.email)).find((m) => m.subject.includes('foi alterado'));
    expect(notice).toBeTruthy();
  });

  test("downloads the account's data as a JSON file", async ({ page }) => {
    const pro = await signInNewProfessional(page.request, 'Nara Dados', 'dados');
    await page.goto('/profissionais-area/configuracoes');
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Baixar meus dados' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^meus-dados-palco-brasil-\d{4}-\d{2}-\d{2}\.json$/);
    const data = JSON.parse(fs.readFileSync((await download.path())!, 'utf8')) as {
      account: { email: string; name: string };
    };
    expect(data.account).toMatchObject({ email: pro.email, name: 'Nara Dados' });
  });

  test('deletes the account after the password and the typed confirmation; the e-mail can sign up again', async ({
    page,
  }) => {
    const pro = await signInNewProfessional(page.request, 'Raul Exclui', 'exclui');
    await page.goto('/profissionais-area/configuracoes');
    await page.getByRole('button', { name: 'Excluir conta' }).click();
    const dialog = page.getByRole('dialog', { name: 'Excluir conta' });
    const confirm = dialog.getByRole('button', { name: 'Excluir conta definitivamente' });
    await dialog.getByLabel('Senha atual').fill(DEMO_PASSWORD);
    await expect(confirm).toBeDisabled();
    await dialog.getByLabel('Digite EXCLUIR para confirmar').fill('EXCLUIR');
    await expect(confirm).toBeEnabled();
    await page.screenshot({ path: shot('delete-dialog') });
    await expectNoSeriousA11yViolations(page);
    await confirm.click();
    await expect(page).toHaveURL(/\/$/);
    await expect(toast(page, 'Conta excluída')).toBeVisible();

    const login = await page.request.post('/api/auth/login', {
      headers: CSRF_HEADERS,
      data: { email: pro.email, password: DEMO_PASSWORD },
    });
    expect(login.status()).toBe(401);
    const again = await page.request.post('/api/auth/signup', {
      headers: CSRF_HEADERS,
      data: { name: 'Raul Exclui', email: pro.email, password: DEMO_PASSWORD, accept_terms: true },
    });
    expect(again.status()).toBe(201);
  });
});

test.describe('Terms of use and privacy policy', () => {
  test('are readable pages linked from the footer and the sign-up checkbox', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Termos de Uso' }).click();
    await expect(page).toHaveURL(/\/termos$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Termos de Uso' })).toBeVisible();
    await expect(page.getByRole('heading', { name: /Assinatura/ })).toBeVisible();
    await page.screenshot({ path: shot('terms') });
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('contentinfo').getByRole('link', { name: 'Política de Privacidade' }).click();
    await expect(page).toHaveURL(/\/privacidade$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Política de Privacidade' })).toBeVisible();
    for (const heading of [
      'Quais dados coletamos',
      'Por quanto tempo guardamos',
      'Com quem compartilhamos',
      'Seus direitos e como exercê-los',
      'Contato',
    ]) {
      await expect(page.getByRole('heading', { name: new RegExp(heading) })).toBeVisible();
    }
    await expect(page.getByRole('link', { name: 'suporte@palcobrasil.com.br' }).first()).toBeVisible();
    await page.screenshot({ path: shot('privacy') });
    await expectNoSeriousA11yViolations(page);

    await page.goto('/profissional-cadastro');
    const terms = page.getByRole('link', { name: 'termos de uso', exact: true });
    await expect(terms).toHaveAttribute('href', '/termos');
    await expect(terms).toHaveAttribute('target', '_blank');
    await expect(page.getByRole('link', { name: 'política de privacidade', exact: true })).toHaveAttribute(
      'href',
      '/privacidade',
    );
    await page.screenshot({ path: shot('signup-terms') });
  });

  test('are linked from the review and report dialogs', async ({ page, request }) => {
    const list = (await (await request.get('/api/professionals?pageSize=1')).json()) as { items: { id: string }[] };
    await page.goto(`/professional/${list.items[0]!.id}`);
    await page
      .getByRole('button', { name: /Avaliar/ })
      .first()
      .click();
    const review = page.getByRole('dialog', { name: 'Avaliar Profissional' });
    await expect(review.getByRole('link', { name: 'Termos de Uso' })).toHaveAttribute('href', '/termos');
    await expect(review.getByRole('link', { name: 'Política de Privacidade' })).toHaveAttribute('href', '/privacidade');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Reportar perfil' }).first().click();
    const report = page.getByRole('dialog', { name: 'Reportar Profissional' });
    await expect(report.getByRole('link', { name: 'Política de Privacidade' })).toHaveAttribute('href', '/privacidade');
    await expect(report.getByText('Nenhum arquivo escolhido')).toBeVisible();
    await page.screenshot({ path: shot('report-dialog') });
  });

  test('an account that never accepted the current version is asked once', async ({ page }) => {
    // Demo accounts never accepted any version; each project (and a retry) takes one of its own.
    const accounts =
      test.info().project.name === 'mobile'
        ? ['marina.costa', 'ana.clara.menezes']
        : ['beatriz.nogueira', 'juliana.freitas'];
    const email = `${accounts[Math.min(test.info().retry, accounts.length - 1)]}@demo.palcobrasil.com.br`;
    expect(
      (
        await page.request.post('/api/auth/login', { headers: CSRF_HEADERS, data: { email, password: DEMO_PASSWORD } })
      ).status(),
    ).toBe(200);
    await page.goto('/profissionais-area');
    const dialog = page.getByRole('dialog', { name: 'Atualizamos nossos termos' });
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeVisible();
    await page.screenshot({ path: shot('terms-update') });
    await dialog.getByRole('button', { name: 'Li e aceito' }).click();
    await expect(dialog).toBeHidden();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Atualizamos nossos termos' })).toHaveCount(0);
  });
});
