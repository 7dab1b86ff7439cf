import { expect, test, type PublicProfessional } from '../fixtures';

const isLocal = (url: string) => new URL(url).hostname === '127.0.0.1';

test.describe('A visitor presses play on a demo portfolio', () => {
  test('hears a demo recording with no network beyond the site, on a page that fits the screen', async ({
    page,
    listedProfessionals,
  }) => {
    test.setTimeout(60_000);
    // Nothing outside the site answers: the demo's own recordings must play regardless.
    await page.route('**/*', (route) => (isLocal(route.request().url()) ? route.continue() : route.abort()));
    const lucas = listedProfessionals.find((p: PublicProfessional) => p.name === 'Lucas Andrade')!;
    await page.goto(`/professional/${lucas.id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Lucas Andrade' })).toBeVisible();

    const panel = page.getByRole('tabpanel');
    const quintal = panel.getByRole('listitem').filter({ hasText: 'Quintal (single)' });
    await expect(quintal).toContainText(/Áudio · 0:0\d/);
    await quintal.getByRole('button', { name: 'Ouvir Quintal (single)' }).click();
    await expect
      .poll(() => quintal.locator('audio').evaluate((a: HTMLAudioElement) => (a.error ? -1 : a.currentTime)), {
        timeout: 10_000,
      })
      .toBeGreaterThan(0.3);

    // A reference on a streaming service is a real page of it, loaded only when pressed.
    await expect(panel.getByRole('link', { name: /Abrir/ }).first()).toHaveAttribute(
      'href',
      /^https:\/\/open\.spotify\.com\/track\/0VjIjW4GlUZAMYd2vXMi3b$/,
    );
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      page.viewportSize()!.width,
    );
  });
});
