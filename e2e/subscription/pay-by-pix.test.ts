import { expect, test } from '@playwright/test';
import { parseBrCode } from '@app/domain/rules/pix-brcode';
import { expectNoSeriousA11yViolations, signInNewProfessional } from '../fixtures';

test.describe('A professional without a credit card subscribes by Pix on the test checkout', () => {
  test('chooses Pix, copies a valid BR Code for R$ 47,00, simulates the payment and lands on the confirmation', async ({
    page,
  }, testInfo) => {
    const name = `Nina Pix ${testInfo.project.name} ${Date.now() % 100000}`;
    await signInNewProfessional(page.request, name, 'pix');

    await page.goto('/profissionais-area/assinatura');
    await page.getByRole('button', { name: 'Assinar agora' }).click();
    await expect(page).toHaveURL(/\/assinatura-teste\/checkout\?session=/);

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
  });

  test('sees the boleto as an alternative, with its linha digitável', async ({ page }, testInfo) => {
    await signInNewProfessional(page.request, `Beto Boleto ${testInfo.project.name}`, 'boleto');
    await page.goto('/profissionais-area/assinatura');
    await page.getByRole('button', { name: 'Assinar agora' }).click();
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
