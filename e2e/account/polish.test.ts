import { expect, test } from '@playwright/test';
import { newProfessional, toast } from '../area/area-helpers';

const shot = (name: string) => test.info().outputPath(`${name}-${test.info().project.name}.png`);

test.describe('Small things a user notices', () => {
  test('the upsell offers the free trial; toasts sit at the bottom, clear of a dialog title and close button; daily counts are bars', async ({
    page,
  }, testInfo) => {
    await newProfessional(page.request, `Ivo Polimento ${testInfo.project.name} ${Date.now() % 100000}`);
    await page.goto('/profissionais-area/perfil');
    await page.getByLabel('Biografia').fill('sou cantor');
    await page.getByRole('button', { name: 'Melhorar com IA' }).click();
    const upsell = page.getByRole('dialog', { name: 'Exclusivo para Assinantes' });
    await expect(upsell.getByText('Teste grátis por 3 dias')).toBeVisible({ timeout: 15_000 });
    await page.screenshot({ path: shot('upsell-trial') });
    await upsell.getByRole('button', { name: 'Continuar sem ativar' }).click();
    await page.goto('/profissionais-area');
    await expect(page.locator('.recharts-bar')).toHaveCount(2, { timeout: 10_000 });
    await expect(page.locator('.recharts-line')).toHaveCount(0);

    // A toast raised while a dialog is open.
    await page.goto('/profissionais-area/servicos');
    await page.getByRole('button', { name: 'Adicionar serviço' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Adicionar serviço' });
    await dialog.getByLabel('Título').fill('Gravação de voz');
    await dialog.getByLabel('Descrição').fill('Uma hora de estúdio.');
    await dialog.getByLabel('Valor (R$)').fill('200');
    await page.route('**/api/me/services', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: '{"error":{"code":"internal_error","message":"x"}}',
      }),
    );
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    const failure = toast(page, 'Não foi possível salvar o serviço. Tente novamente.');
    await expect(failure).toBeVisible();
    const viewport = page.viewportSize()!;
    const toastBox = (await failure.boundingBox())!;
    // A centred dialog leaves the bottom to toasts; a phone's dialog is a sheet along the bottom,
    // whose buttons the toast must not cover, so there the toast goes to the top.
    const phone = viewport.width < 640;
    if (phone) expect(toastBox.y).toBeLessThan(viewport.height * 0.25);
    else expect(toastBox.y + toastBox.height).toBeGreaterThan(viewport.height * 0.75);
    const clear = phone
      ? [dialog.getByRole('button', { name: 'Salvar' }), dialog.getByRole('button', { name: 'Cancelar' })]
      : [dialog.getByRole('heading', { name: 'Adicionar serviço' }), dialog.getByRole('button', { name: 'Fechar' })];
    for (const target of clear) {
      const box = (await target.boundingBox())!;
      const overlaps =
        box.x < toastBox.x + toastBox.width &&
        toastBox.x < box.x + box.width &&
        box.y < toastBox.y + toastBox.height &&
        toastBox.y < box.y + box.height;
      expect(overlaps).toBe(false);
    }
    await page.screenshot({ path: shot('toast-over-dialog') });
  });

  test('a clicked tab shows no focus ring, a keyboard-focused one does; sharing closes the menu after copying', async ({
    page,
    context,
    request,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const list = (await (await request.get('/api/professionals?pageSize=1')).json()) as { items: { id: string }[] };
    await page.goto(`/professional/${list.items[0]!.id}`);
    const tab = page.getByRole('tab', { name: 'Sobre' });
    await tab.click();
    await expect(tab).toHaveAttribute('aria-selected', 'true');
    await expect(tab).toBeFocused();
    expect(await tab.evaluate((el) => getComputedStyle(el).outlineStyle)).toBe('none');
    await page.keyboard.press('ArrowLeft');
    // The tab before it, by name: 'the selected tab' could still be 'Sobre' when first read.
    const previous = page.getByRole('tab', { name: 'Portfólio' });
    await expect(previous).toBeFocused();
    await expect(previous).toHaveCSS('outline-style', 'solid');
    await page.screenshot({ path: shot('keyboard-focus') });

    await page.getByRole('button', { name: 'Compartilhar' }).click();
    const menu = page.getByRole('dialog', { name: 'Compartilhar perfil' });
    await menu.getByRole('button', { name: 'Copiar link' }).click();
    await expect(toast(page, 'Link copiado para a área de transferência!')).toBeVisible();
    await expect(menu).toBeHidden();
  });

  test("forms say 'E-mail'", async ({ page }) => {
    await page.goto('/profissional-login');
    await expect(page.getByRole('textbox', { name: 'E-mail' })).toBeVisible();
    await page.goto('/profissional-cadastro');
    await expect(page.getByRole('textbox', { name: 'E-mail' })).toBeVisible();
  });
});
