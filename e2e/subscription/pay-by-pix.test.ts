import { expect, test } from '@playwright/test';
import { parseBrCode } from '@app/domain/rules/pix-brcode';
import type { APIRequestContext } from '@playwright/test';
import { CSRF_HEADERS, expectNoSeriousA11yViolations, signInNewProfessional } from '../fixtures';

/**
 * A first subscription, stored with its trial and then ended, so that the next checkout charges a
 * month today (the trial is given once).
 */
async function trialGivenUp(request: APIRequestContext) {
  const { url } = (await (await request.post('/api/subscription/checkout', { headers: CSRF_HEADERS })).json()) as {
    url: string;
  };
  const session = new URL(url, 'http://x').searchParams.get('session');
  const confirm = { headers: CSRF_HEADERS, data: { session, method: 'card' } };
  expect((await request.post('/api/subscription/test-checkout/confirm', confirm)).status()).toBe(200);
  expect((await request.post('/api/subscription/test-portal/end-period', { headers: CSRF_HEADERS })).status()).toBe(
    200,
  );
}

test.describe('A professional without a credit card subscribes by Pix on the test checkout', () => {
  test('in the trial nothing is charged today: choosing Pix says so, and the confirmation follows', async ({
    page,
  }, testInfo) => {
    await signInNewProfessional(page.request, `Lia Teste ${testInfo.project.name}`, 'pixteste');
    await page.goto('/profissionais-area/assinatura');
    await page.getByRole('button', { name: 'Assinar agora' }).click();
    await expect(page).toHaveURL(/\/assinatura-teste\/checkout\?session=/);
    await expect(page.getByText('3 dias de teste grátis')).toBeVisible();
    await expect(page.getByText(/Hoje: R\$ 0,00/)).toBeVisible();
    await page.getByRole('tab', { name: 'Pix' }).click();
    await expect(
      page.getByText(/Hoje nada é cobrado\. O Pix de R\$ 47,00 chega por e-mail no fim do teste/),
    ).toBeVisible();
    await expect(page.getByRole('img', { name: 'QR code do Pix' })).toHaveCount(0);
    await page.screenshot({ path: testInfo.outputPath('pix-checkout-trial.png'), fullPage: true });
    await page.getByRole('button', { name: 'Assinar com Pix' }).click();
    await expect(page).toHaveURL(/\/checkout-success/);
  });

  test('after the trial, chooses Pix, copies a valid BR Code for R$ 47,00, simulates the payment and gets the receipt', async ({
    page,
  }, testInfo) => {
    const name = `Nina Pix ${testInfo.project.name} ${Date.now() % 100000}`;
    const { email } = await signInNewProfessional(page.request, name, 'pix');
    await trialGivenUp(page.request);

    await page.goto('/profissionais-area/assinatura');
    await page
      .getByRole('button', { name: /^Assinar/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/assinatura-teste\/checkout\?session=/);
    await expect(page.getByText('Cobrança mensal a partir de hoje')).toBeVisible();

    await page.getByRole('tab', { name: 'Pix' }).click();
    await expect(page.getByRole('img', { name: 'QR code do Pix' })).toBeVisible();
    await expect(page.getByText('R$ 47,00')).toBeVisible();

    const code = await page.getByRole('textbox', { name: 'Pix copia e cola' }).inputValue();
    // parseBrCode throws unless the CRC16 of the code matches its last four characters.
    const fields = parseBrCode(code);
    expect(fields.get('26.00')).toBe('br.gov.bcb.pix');
    expect(fields.get('54')).toBe('47.00');
    expect(fields.get('53')).toBe('986');
    await expect(page.getByText(`Chave Pix: ${fields.get('26.01')}`)).toBeVisible();

    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.getByRole('button', { name: 'Copiar código Pix' }).click();
    await expect(page.getByText('Código Pix copiado!')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code);

    // Nothing sticks out sideways on a phone, and the page stays accessible.
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth),
    ).toBe(true);
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({ path: testInfo.outputPath('pix-checkout.png'), fullPage: true });

    await page.getByRole('button', { name: 'Simular pagamento' }).click();
    await expect(page).toHaveURL(/\/checkout-success/);
    await expect(page.getByRole('heading', { name: 'Assinatura confirmada!' })).toBeVisible();
    // The payment's receipt: the amount, the method, the period and who received it.
    await expect
      .poll(async () => {
        const mails = (await (await page.request.get(`/api/dev/mailbox?to=${encodeURIComponent(email)}`)).json()) as {
          subject: string;
          text: string;
        }[];
        return mails.find((m) => m.subject === 'Recibo: pagamento da sua assinatura do Palco Brasil')?.text ?? '';
      })
      .toMatch(/Valor: R\$ 47,00 · Forma de pagamento: Pix · Período: .+ · Recebido por: .+, CNPJ /);
  });

  test('sees the boleto as an alternative, with its linha digitável', async ({ page }, testInfo) => {
    await signInNewProfessional(page.request, `Beto Boleto ${testInfo.project.name}`, 'boleto');
    await trialGivenUp(page.request);
    await page.goto('/profissionais-area/assinatura');
    await page
      .getByRole('button', { name: /^Assinar/ })
      .first()
      .click();
    await page.getByRole('tab', { name: 'Boleto' }).click();
    await expect(page.getByRole('textbox', { name: 'Linha digitável' })).toHaveValue(
      /^\d{5}\.\d{5} \d{5}\.\d{6} \d{5}\.\d{6} \d \d{10}4700$/,
    );
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth),
    ).toBe(true);
    await page.screenshot({ path: testInfo.outputPath('boleto-checkout.png'), fullPage: true });
  });
});
