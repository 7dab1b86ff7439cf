import { expect, test, type PublicProfessional } from '../fixtures';

// The smallest PNG there is: one transparent pixel.
const PIXEL = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082',
  'hex',
);

test.describe('A visitor attaches evidence to a report', () => {
  test("sees the chosen file's name, with the picker and its button inside the dialog", async ({
    page,
    listedProfessionals,
  }) => {
    const pro = listedProfessionals.find((p: PublicProfessional) => p.name === 'Lucas Andrade')!;
    await page.goto(`/professional/${pro.id}`);
    await page
      .getByRole('button', { name: /Reportar/ })
      .first()
      .click();
    const dialog = page.getByRole('dialog', { name: 'Reportar Profissional' });
    await dialog
      .getByLabel('Imagem de evidência (opcional)')
      .setInputFiles({ name: 'captura-da-conversa.png', mimeType: 'image/png', buffer: PIXEL });

    const name = dialog.getByText('captura-da-conversa.png');
    await name.scrollIntoViewIfNeeded();
    await expect(name).toBeVisible();
    const box = (await dialog.boundingBox())!;
    for (const part of [
      name,
      dialog.getByText('Escolher arquivo'),
      dialog.getByRole('button', { name: 'Remover imagem' }),
    ]) {
      const r = (await part.boundingBox())!;
      expect(r.width).toBeGreaterThan(20);
      expect(r.x).toBeGreaterThanOrEqual(box.x);
      expect(r.x + r.width).toBeLessThanOrEqual(box.x + box.width);
    }
    // The name is not squeezed to an ellipsis when there is room for it.
    expect(await name.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      page.viewportSize()!.width,
    );
  });
});
