import { expect, test } from '@playwright/test';
import { CSRF_HEADERS, verifyProfessional } from '../fixtures';
import { newProfessional, toast } from '../area/area-helpers';
import { toneWav } from '../tone-wav';

const shot = (name: string) => test.info().outputPath(`${name}-${test.info().project.name}.png`);

test.describe('A client listens to a professional on the profile', () => {
  test('uploads an audio file with progress; players load only after play', async ({ page }, testInfo) => {
    test.setTimeout(90_000);
    const pro = await newProfessional(page.request, `Lia Som ${testInfo.project.name} ${Date.now() % 100000}`, {
      subscribe: true,
    });
    const link = await page.request.post('/api/me/portfolio', {
      headers: CSRF_HEADERS,
      data: {
        title: 'Clipe ao vivo',
        description: 'Show no Circo Voador',
        url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
        content_type: 'link',
      },
    });
    expect(link.status()).toBe(201);

    // The professional uploads a recording in the area.
    await page.goto('/profissionais-area/portfolio');
    await page.getByRole('button', { name: 'Adicionar item' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Adicionar ao portfólio' });
    await dialog.getByRole('radio', { name: 'Enviar áudio' }).click();
    await dialog.getByLabel('Título').fill('Ensaio acústico');
    await dialog.getByLabel('Descrição').fill('Voz e violão, gravado em casa.');
    await expect(dialog.getByText('Nenhum arquivo escolhido')).toBeVisible();
    await dialog
      .getByLabel('Arquivo de áudio')
      .setInputFiles({ name: 'ensaio.wav', mimeType: 'audio/wav', buffer: toneWav() });
    await expect(dialog.getByText('ensaio.wav')).toBeVisible();
    await page.screenshot({ path: shot('audio-upload-dialog') });
    // Keyboard, not a tap: the emulated phone's visual viewport keeps the textarea's scroll and
    // throws off the tap's coordinates (the layout itself does not overflow).
    await dialog.getByRole('button', { name: 'Salvar' }).press('Enter');
    await expect(toast(page, 'Portfólio adicionado')).toBeVisible();

    // A visitor opens the profile: nothing from a third party loads until play.
    const visitor = await page
      .context()
      .browser()!
      .newContext({ baseURL: testInfo.project.use.baseURL, viewport: testInfo.project.use.viewport ?? null });
    const profile = await visitor.newPage();
    const foreign: string[] = [];
    profile.on('request', (req) => {
      const host = new URL(req.url()).hostname;
      if (host !== '127.0.0.1' && host !== 'localhost') foreign.push(req.url());
    });
    await profile.goto(`/professional/${pro.id}`);
    await profile.getByRole('tab', { name: 'Portfólio' }).click();
    const clip = profile.getByRole('listitem').filter({ has: profile.getByRole('heading', { name: 'Clipe ao vivo' }) });
    const recording = profile
      .getByRole('listitem')
      .filter({ has: profile.getByRole('heading', { name: 'Ensaio acústico' }) });
    await expect(recording.getByText('Áudio · 0:02')).toBeVisible();
    await expect(clip.getByRole('button', { name: /Assistir Clipe ao vivo/ })).toBeVisible();
    await expect(profile.locator('iframe')).toHaveCount(0);
    await profile.screenshot({ path: shot('portfolio-before-play'), fullPage: true });
    expect(foreign).toEqual([]);

    await clip.getByRole('button', { name: /Assistir Clipe ao vivo/ }).click();
    const frame = clip.locator('iframe');
    await expect(frame).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&rel=0');
    await expect(frame).toHaveAttribute('title', 'Clipe ao vivo: player do YouTube');
    await expect
      .poll(() => foreign.some((u) => u.startsWith('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ')))
      .toBe(true);

    // The uploaded file plays in the page's own player, in the same frame as the previews.
    const audio = recording.locator('audio');
    await expect(audio).toHaveAttribute('preload', 'none');
    const src = await audio.getAttribute('src');
    expect(src).toMatch(/^\/media\/portfolio-audio\/.+\.wav$/);
    await expect(recording).toContainText('0:00 / 0:02');
    await recording.getByRole('button', { name: 'Ouvir Ensaio acústico' }).click();
    await expect(recording.getByRole('button', { name: 'Pausar Ensaio acústico' })).toBeVisible();
    await expect
      .poll(() =>
        audio.evaluate((el: HTMLAudioElement) => ({ duration: Math.round(el.duration), started: el.currentTime > 0 })),
      )
      .toEqual({ duration: 2, started: true });
    await profile.screenshot({ path: shot('portfolio-after-play'), fullPage: true });
    await visitor.close();
  });
});

test.describe('A client listens to a professional from the search results', () => {
  test("a card's play button plays there, loading the player only after the click", async ({
    page,
    baseURL,
  }, testInfo) => {
    test.setTimeout(90_000);
    const word = `Zq${testInfo.project.name.slice(0, 1)}${Date.now() % 10_000_000}`;

    const clipPro = await newProfessional(page.request, `Caio Clipe ${word}`, { subscribe: true });
    const link = await page.request.post('/api/me/portfolio', {
      headers: CSRF_HEADERS,
      data: {
        title: 'Clipe ao vivo',
        description: 'Show no Circo Voador',
        url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
        content_type: 'link',
      },
    });
    expect(link.status()).toBe(201);
    const audioPro = await newProfessional(page.request, `Rita Ensaio ${word}`, { subscribe: true });
    const upload = await page.request.post('/api/me/portfolio/audio', {
      headers: CSRF_HEADERS,
      multipart: {
        title: 'Ensaio acústico',
        description: 'Voz e violão, gravado em casa.',
        audio: { name: 'ensaio.wav', mimeType: 'audio/wav', buffer: toneWav() },
      },
    });
    expect(upload.status(), await upload.text()).toBe(201);
    const silent = await newProfessional(page.request, `Bia Sem Som ${word}`, { subscribe: true });
    for (const pro of [clipPro, audioPro, silent]) await verifyProfessional(baseURL, pro.id);

    const visitor = await page
      .context()
      .browser()!
      .newContext({
        baseURL: testInfo.project.use.baseURL,
        viewport: testInfo.project.use.viewport ?? null,
        isMobile: testInfo.project.use.isMobile,
        hasTouch: testInfo.project.use.hasTouch,
      });
    const search = await visitor.newPage();
    const foreign: string[] = [];
    const media: string[] = [];
    const tracked: string[] = [];
    search.on('request', (req) => {
      const url = new URL(req.url());
      if (url.hostname !== '127.0.0.1' && url.hostname !== 'localhost') foreign.push(req.url());
      if (url.pathname.startsWith('/media/portfolio-audio/')) media.push(req.url());
      if (url.pathname.endsWith('/interactions')) tracked.push(req.url());
    });
    await search.goto(`/profissionais?q=${word}`);
    const card = (name: string) => search.getByRole('article').filter({ has: search.getByRole('heading', { name }) });
    const clipCard = card(clipPro.name);
    const audioCard = card(audioPro.name);
    await expect(clipCard.getByRole('button', { name: 'Assistir Clipe ao vivo' })).toBeVisible();
    await expect(audioCard.getByRole('button', { name: 'Ouvir Ensaio acústico' })).toBeVisible();
    await expect(card(silent.name).getByRole('button', { name: /^(Ouvir|Assistir)/ })).toHaveCount(0);

    // The button sits on the photo, inside the card, whatever the width.
    for (const c of [clipCard, audioCard]) {
      const box = (await c.boundingBox())!;
      const button = (await c.getByRole('button', { name: /^(Ouvir|Assistir)/ }).boundingBox())!;
      expect(button.x).toBeGreaterThanOrEqual(box.x);
      expect(button.x + button.width).toBeLessThanOrEqual(box.x + box.width);
      expect(button.y + button.height).toBeLessThanOrEqual(box.y + box.height);
    }
    expect(await search.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await search.screenshot({ path: shot('search-card-play-before'), fullPage: true });
    await expect(search.locator('iframe')).toHaveCount(0);
    expect(foreign).toEqual([]);
    expect(media).toEqual([]);

    // A video link opens its player in a dialog, on the search page.
    await clipCard.getByRole('button', { name: 'Assistir Clipe ao vivo' }).click();
    const dialog = search.getByRole('dialog', { name: 'Clipe ao vivo' });
    await expect(dialog.locator('iframe')).toHaveAttribute(
      'src',
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&rel=0',
    );
    await expect
      .poll(() => foreign.some((u) => u.startsWith('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ')))
      .toBe(true);
    await search.screenshot({ path: shot('search-card-play-dialog') });
    await dialog.getByRole('button', { name: 'Fechar' }).click();
    await expect(search.locator('iframe')).toHaveCount(0);

    // An uploaded file plays on the card itself: fetched only now.
    expect(media).toEqual([]);
    await audioCard.getByRole('button', { name: 'Ouvir Ensaio acústico' }).click();
    await expect(audioCard.getByRole('button', { name: 'Pausar Ensaio acústico' })).toBeVisible();
    expect(media.some((u) => /\/media\/portfolio-audio\/.+\.wav$/.test(u))).toBe(true);
    await audioCard.getByRole('button', { name: 'Pausar Ensaio acústico' }).click();
    await expect(audioCard.getByRole('button', { name: 'Ouvir Ensaio acústico' })).toBeVisible();

    // Neither button opened the profile nor counted as a visit.
    await expect(search).toHaveURL(new RegExp(`/profissionais\\?q=${word}$`));
    expect(tracked).toEqual([]);
    await visitor.close();
  });
});
