import { profilePath } from '@app/domain/rules/profile-path';
import { expect, test } from '../fixtures';

test.describe("A profile's readable address", () => {
  test('opens the profile, is the canonical address of /professional/<id>, and moves an old name to the current one', async ({
    page,
    request,
    listedProfessionals,
  }) => {
    const pro = listedProfessionals[0]!;
    const path = profilePath(pro);
    expect(path).toMatch(/^\/profissional\/[a-z0-9-]+-[0-9a-f]{12}$/);

    const opened = await page.goto(path);
    expect(opened?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: pro.name })).toBeVisible();
    // Canonical addresses are written on the site's public address (PUBLIC_URL).
    const canonical = new URL((await page.locator('link[rel="canonical"]').getAttribute('href')) ?? '');
    expect(canonical.pathname).toBe(path);

    // The address of SPEC keeps working, and names the readable one as canonical.
    const byId = await request.get(`/professional/${pro.id}`);
    expect(byId.status()).toBe(200);
    expect(await byId.text()).toContain(`<link rel="canonical" href="${canonical.origin}${path}">`);

    // An address with an old name (or none) is moved, permanently, to the current one.
    const shortId = path.slice(-12);
    for (const old of [`/profissional/nome-antigo-${shortId}`, `/profissional/${shortId}`]) {
      const moved = await request.get(old, { maxRedirects: 0 });
      expect(moved.status(), old).toBe(301);
      expect(moved.headers().location).toBe(path);
    }
    await page.goto(`/profissional/nome-antigo-${shortId}`);
    await expect(page).toHaveURL(new RegExp(`${path}$`));

    // Nobody behind the digits: the profile's 404.
    const missing = await request.get('/profissional/ninguem-000000000000');
    expect(missing.status()).toBe(404);
  });
});
