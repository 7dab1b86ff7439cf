import type { APIRequestContext, Locator, Page, TestInfo } from '@playwright/test';
import { firstPlayable, playableOf } from '@app/domain/rules/media-embed';
import { minPriceDisplay } from '@app/domain/rules/price';
import { profilePath } from '@app/domain/rules/profile-path';
import { CSRF_HEADERS, expect, isMobileProject, test, verifyProfessional } from '../fixtures';
import type { PublicProfessional } from '../fixtures';
import { newProfessional } from '../area/area-helpers';
import { toneWav } from '../tone-wav';

const shot = (name: string) => test.info().outputPath(`${name}-${test.info().project.name}.png`);

interface Listed extends PublicProfessional {
  min_price: number | null;
  is_price_negotiable: boolean;
  contact_bar: string | null;
}

interface Sample {
  professional: Listed;
  title: string;
}

/** A contactable demo professional whose portfolio plays, with the item the profile offers first. */
async function contactableWithSample(request: APIRequestContext, list: PublicProfessional[]): Promise<Sample> {
  for (const p of list as Listed[]) {
    if (p.services_suspended || p.contact_bar || !p.whatsapp_number) continue;
    const { items } = (await (await request.get(`/api/professionals/${p.id}/portfolio`)).json()) as {
      items: { title: string; url: string; content_type: string }[];
    };
    const first = firstPlayable(items);
    if (first && playableOf(first)?.kind === 'embed') return { professional: p, title: first.title };
  }
  throw new Error('demo data has no contactable professional whose portfolio plays');
}

async function openProfile(page: Page, professional: { id: string; name: string }) {
  await page.goto(`/professional/${professional.id}`);
  await expect(page.getByRole('heading', { level: 1, name: professional.name })).toBeVisible();
}

/** Wholly inside the window as it opens, without scrolling. */
async function expectOnFirstScreen(page: Page, locator: Locator) {
  const box = await locator.boundingBox();
  const viewport = page.viewportSize()!;
  expect(box, 'on the page').not.toBeNull();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.y).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(viewport.width);
  expect(box!.y + box!.height).toBeLessThanOrEqual(viewport.height);
}

/** A visitor's own browser: not the professional who created the profile. */
async function visitorPage(page: Page, testInfo: TestInfo) {
  const use = testInfo.project.use;
  const context = await page
    .context()
    .browser()!
    .newContext({
      baseURL: use.baseURL,
      viewport: use.viewport ?? null,
      isMobile: use.isMobile,
      hasTouch: use.hasTouch,
      locale: 'pt-BR',
    });
  return { context, page: await context.newPage() };
}

test.describe('A client hears a professional on the first screen', () => {
  test('sees the photo, name, rating, city and price with a sample to play, and plays it', async ({
    page,
    request,
    listedProfessionals,
  }) => {
    const { professional: pro, title } = await contactableWithSample(request, listedProfessionals);
    // The page arrives with the sample in place: nothing moves when the app takes over.
    const html = await (await request.get(`/professional/${pro.id}`)).text();
    expect(html).toContain('Ouça uma amostra');
    await page.addInitScript(() => {
      const shifts: number[] = [];
      Object.assign(window, { layoutShifts: shifts });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
          if (!entry.hadRecentInput) shifts.push(entry.value);
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await openProfile(page, pro);
    await page.waitForLoadState('networkidle');
    const shifted = await page.evaluate(() =>
      (window as unknown as { layoutShifts: number[] }).layoutShifts.reduce((a, b) => a + b, 0),
    );
    expect(shifted).toBeLessThan(0.01);

    const name = page.getByRole('heading', { level: 1, name: pro.name });
    const price = minPriceDisplay(pro.min_price, pro.is_price_negotiable);
    // A video reads 'Assistir', music 'Ouvir'.
    const play = page
      .getByRole('button', { name: new RegExp(`^(Ouvir|Assistir) ${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) })
      .first();
    await expect(page.getByRole('img', { name: `Foto de ${pro.name}` })).toBeVisible();
    await expect(page.getByText(`${pro.city}, ${pro.state}`).first()).toBeVisible();
    await expect(page.getByText(/avaliaç|ainda sem avaliações/).first()).toBeVisible();
    await expectOnFirstScreen(page, name);
    await expectOnFirstScreen(page, page.getByText(price.amount, { exact: true }).first());
    await expectOnFirstScreen(page, play);
    // The portfolio is what opens first among the tabs.
    await expect(page.getByRole('tab', { name: 'Portfólio' })).toHaveAttribute('aria-selected', 'true');
    await page.screenshot({ path: shot('profile-first-screen') });
    await page.screenshot({ path: shot('profile-full'), fullPage: true });

    // Pressing play loads the provider's player there, playing.
    await expect(page.locator('iframe')).toHaveCount(0);
    await play.click();
    await expect(page.getByTitle(new RegExp(`^${title}: player do `)).first()).toBeVisible();
  });

  test("plays an uploaded recording in the page's own player, with its duration and progress", async ({
    page,
    baseURL,
  }, testInfo) => {
    test.setTimeout(90_000);
    const pro = await newProfessional(page.request, `Lia Amostra ${testInfo.project.name} ${Date.now() % 100000}`, {
      subscribe: true,
    });
    const upload = await page.request.post('/api/me/portfolio/audio', {
      headers: CSRF_HEADERS,
      multipart: {
        title: 'Ensaio acústico',
        description: 'Voz e violão, gravado em casa.',
        audio: { name: 'ensaio.wav', mimeType: 'audio/wav', buffer: toneWav() },
      },
    });
    expect(upload.status(), await upload.text()).toBe(201);
    await verifyProfessional(baseURL, pro.id);

    const visitor = await visitorPage(page, testInfo);
    const profile = visitor.page;
    const media: string[] = [];
    profile.on('request', (req) => {
      if (new URL(req.url()).pathname.startsWith('/media/portfolio-audio/')) media.push(req.url());
    });
    await openProfile(profile, pro);

    const player = profile.getByRole('group', { name: 'Ensaio acústico' }).first();
    const play = player.getByRole('button', { name: 'Ouvir Ensaio acústico' });
    await expectOnFirstScreen(profile, play);
    await expect(player).toContainText('0:00 / 0:02');
    expect(media, 'nothing fetched before play').toEqual([]);

    await play.click();
    await expect(player.getByRole('button', { name: 'Pausar Ensaio acústico' })).toBeVisible();
    await expect
      .poll(() => player.locator('audio').evaluate((el: HTMLAudioElement) => el.currentTime))
      .toBeGreaterThan(0);
    await expect(player.getByRole('slider', { name: 'Posição em Ensaio acústico' })).toBeEnabled();
    await profile.screenshot({ path: shot('profile-audio-playing') });
    await player.getByRole('button', { name: 'Pausar Ensaio acústico' }).click();
    await expect(player.getByRole('button', { name: 'Ouvir Ensaio acústico' })).toBeVisible();
    await visitor.context.close();
  });
});

test.describe('A client who scrolls still has the contact at hand', () => {
  test("a bar with the price and 'Entrar em contato' appears on the phone once the main button has scrolled away", async ({
    page,
    request,
    listedProfessionals,
  }) => {
    const { professional: pro } = await contactableWithSample(request, listedProfessionals);
    await openProfile(page, pro);
    const bar = page.getByRole('region', { name: 'Contato rápido' });
    await expect(bar).toBeHidden();

    await page.getByRole('heading', { name: 'Avaliações' }).first().scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, 400);
    if (!isMobileProject()) {
      // A wide screen keeps the contact in its first column.
      await expect(bar).toBeHidden();
      return;
    }
    await expect(bar).toBeVisible();
    await expect(bar).toContainText(minPriceDisplay(pro.min_price, pro.is_price_negotiable).amount);
    await page.screenshot({ path: shot('profile-sticky-bar') });

    // The end of the page still scrolls clear of the bar.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const footer = await page.getByRole('contentinfo').boundingBox();
    const barBox = await bar.boundingBox();
    expect(footer!.y + footer!.height).toBeLessThanOrEqual(barBox!.y + 1);

    await bar.getByRole('button', { name: 'Entrar em contato' }).click();
    await expect(page.getByRole('dialog', { name: 'Conte sobre o seu projeto' })).toBeVisible();
    await page.keyboard.press('Escape');

    // Back at the top, the card's own button is there again, and the bar goes.
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(bar).toBeHidden();
  });

  test('a profile that cannot be contacted has no bar', async ({ page, listedProfessionals }) => {
    const paused = listedProfessionals.find((p) => p.services_suspended);
    test.skip(!paused, 'no paused professional in the demo data');
    await openProfile(page, paused!);
    await page.mouse.wheel(0, 1500);
    await expect(page.getByRole('region', { name: 'Contato rápido' })).toHaveCount(0);
  });
});

test.describe('A client shares a profile', () => {
  test("opens the device's share sheet where there is one", async ({ page, request, listedProfessionals }) => {
    const { professional: pro } = await contactableWithSample(request, listedProfessionals);
    await page.addInitScript(() => {
      const calls: ShareData[] = [];
      Object.assign(window, { sharedWith: calls });
      Object.defineProperty(navigator, 'share', {
        configurable: true,
        value: (data: ShareData) => (calls.push(data), Promise.resolve()),
      });
    });
    await openProfile(page, pro);
    const tracked = page.waitForRequest(
      (r) => r.url().endsWith(`/professionals/${pro.id}/interactions`) && (r.postData() ?? '').includes('share_click'),
    );
    await page.getByRole('button', { name: 'Compartilhar' }).click();
    await tracked;
    const calls = await page.evaluate(() => (window as unknown as { sharedWith: ShareData[] }).sharedWith);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.url).toBe(`${new URL(page.url()).origin}${profilePath(pro)}`);
    expect(calls[0]?.text).toContain(pro.name);
    await expect(page.getByRole('dialog', { name: 'Compartilhar perfil' })).toHaveCount(0);
  });

  test('gets the menu of ways to share where there is none', async ({ page, request, listedProfessionals }) => {
    const { professional: pro } = await contactableWithSample(request, listedProfessionals);
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'share', { configurable: true, value: undefined });
    });
    await openProfile(page, pro);
    await page.getByRole('button', { name: 'Compartilhar' }).click();
    const menu = page.getByRole('dialog', { name: 'Compartilhar perfil' });
    await expect(menu.getByRole('button', { name: 'Copiar link' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'WhatsApp' })).toHaveAttribute(
      'href',
      new RegExp(encodeURIComponent(profilePath(pro))),
    );
  });
});
