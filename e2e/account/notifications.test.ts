import { expect, test } from '@playwright/test';
import { signInNewProfessional } from '../fixtures';
import { toast } from '../area/area-helpers';

const shot = (name: string) => test.info().outputPath(`${name}-${test.info().project.name}.png`);

/*
 * Headless Chromium has no push service to subscribe to (it would ask Google's, over the network), so
 * a real push is tested by the server's tests against a stand-in push service; here the professional
 * uses the card as it comes, with the browser's permission granted.
 */
test.describe('A professional chooses the notifications in Configurações', () => {
  test('turns the push of requests off and on, and asks for a test notification', async ({ page, context }) => {
    await context.grantPermissions(['notifications']);
    await signInNewProfessional(page.request, 'Nina Aviso', 'aviso');
    await page.goto('/profissionais-area/configuracoes');

    const card = page.getByRole('region', { name: 'Neste aparelho' });
    await expect(card.getByRole('button', { name: 'Ativar notificações neste aparelho' })).toBeVisible();
    // The area installs as an app: its manifest and its service worker, whose scope is the area only.
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
    expect(await page.evaluate(() => navigator.serviceWorker.ready.then((r) => new URL(r.scope).pathname))).toBe(
      '/profissionais-area',
    );

    const push = page.getByRole('switch', { name: 'Push: Pedidos de orçamento' });
    await expect(push).toBeEnabled();
    await expect(push).toBeChecked();
    const saved = page.waitForResponse(
      (r) => r.url().endsWith('/api/me/notifications') && r.request().method() === 'PUT',
    );
    await push.click();
    expect((await saved).request().postDataJSON()).toEqual({ push: { new_requests: false } });
    await expect(toast(page, 'Notificação desativada: Pedidos de orçamento')).toBeVisible();
    await page.screenshot({ path: shot('settings-notifications'), fullPage: true });

    await page.reload();
    await expect(push).toBeEnabled();
    await expect(push).not.toBeChecked();
    await push.click();
    await expect(toast(page, 'Notificação ativada: Pedidos de orçamento')).toBeVisible();
    await expect(push).toBeChecked();

    // No device of this account subscribed yet: the server says what to do first.
    await page.getByRole('button', { name: 'Enviar notificação de teste' }).click();
    await expect(toast(page, 'Ative as notificações neste aparelho antes de enviar um teste.')).toBeVisible();
  });

  test('public pages carry neither the manifest nor the service worker', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('link[rel="manifest"]')).toHaveCount(0);
    expect(await page.evaluate(() => navigator.serviceWorker.getRegistrations().then((r) => r.length))).toBe(0);
  });
});
