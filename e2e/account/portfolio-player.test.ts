import { expect, test } from '@playwright/test';
import { CSRF_HEADERS } from '../fixtures';
import { newProfessional, toast } from '../area/area-helpers';

const shot = (name: string) => test.info().outputPath(`${name}-${test.info().project.name}.png`);

/** Two seconds of a 440 Hz tone as 8 kHz, 16-bit mono WAV. */
function toneWav(seconds = 2, rate = 8000): Buffer {
  const data = Buffer.alloc(seconds * rate * 2);
  for (let i = 0; i < seconds * rate; i++) data.writeInt16LE(Math.round(Math.sin((2 * Math.PI * 440 * i) / rate) * 8000), i * 2);
  const header = Buffer.alloc(44);
  header.write('RIFF', 0);
  header.writeUInt32LE(36 + data.length, 4);
  header.write('WAVEfmt ', 8);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(rate, 24);
  header.writeUInt32LE(rate * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36);
  header.writeUInt32LE(data.length, 40);
  return Buffer.concat([header, data]);
}

test.describe('A client listens to a professional on the profile', () => {
  test('uploads an audio file with progress; players load only after play', async ({ page }, testInfo) => {
    test.setTimeout(90_000);
    const pro = await newProfessional(page.request, `Lia Som ${testInfo.project.name} ${Date.now() % 100000}`, { subscribe: true });
    const link = await page.request.post('/api/me/portfolio', {
      headers: CSRF_HEADERS,
      data: { title: 'Clipe ao vivo', description: 'Show no Circo Voador', url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', content_type: 'link' },
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
    await dialog.getByLabel('Arquivo de áudio').setInputFiles({ name: 'ensaio.wav', mimeType: 'audio/wav', buffer: toneWav() });
    await expect(dialog.getByText('ensaio.wav')).toBeVisible();
    await page.screenshot({ path: shot('audio-upload-dialog') });
    // Keyboard, not a tap: the emulated phone's visual viewport keeps the textarea's scroll and
    // throws off the tap's coordinates (the layout itself does not overflow).
    await dialog.getByRole('button', { name: 'Salvar' }).press('Enter');
    await expect(toast(page, 'Portfólio adicionado')).toBeVisible();

    // A visitor opens the profile: nothing from a third party loads until play.
    const visitor = await page.context().browser()!.newContext({ baseURL: testInfo.project.use.baseURL, viewport: testInfo.project.use.viewport ?? null });
    const profile = await visitor.newPage();
    const foreign: string[] = [];
    profile.on('request', (req) => {
      const host = new URL(req.url()).hostname;
      if (host !== '127.0.0.1' && host !== 'localhost') foreign.push(req.url());
    });
    await profile.goto(`/professional/${pro.id}`);
    await profile.getByRole('tab', { name: 'Portfólio' }).click();
    const clip = profile.getByRole('listitem').filter({ has: profile.getByRole('heading', { name: 'Clipe ao vivo' }) });
    const recording = profile.getByRole('listitem').filter({ has: profile.getByRole('heading', { name: 'Ensaio acústico' }) });
    await expect(recording.getByText('Áudio · 0:02')).toBeVisible();
    await expect(clip.getByRole('button', { name: /Ouvir Clipe ao vivo/ })).toBeVisible();
    await expect(profile.locator('iframe')).toHaveCount(0);
    await profile.screenshot({ path: shot('portfolio-before-play'), fullPage: true });
    expect(foreign).toEqual([]);

    await clip.getByRole('button', { name: /Ouvir Clipe ao vivo/ }).click();
    const frame = clip.locator('iframe');
    await expect(frame).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&rel=0');
    await expect(frame).toHaveAttribute('title', 'Clipe ao vivo: player do YouTube');
    await expect.poll(() => foreign.some((u) => u.startsWith('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'))).toBe(true);

    // The uploaded file plays in the page.
    const audio = recording.getByLabel('Ouvir Ensaio acústico');
    await expect(audio).toHaveAttribute('preload', 'none');
    const src = await audio.getAttribute('src');
    expect(src).toMatch(/^\/media\/portfolio-audio\/.+\.wav$/);
    const played = await audio.evaluate(async (el: HTMLAudioElement) => {
      el.muted = true;
      await el.play();
      await new Promise((resolve) => setTimeout(resolve, 400));
      return { duration: Math.round(el.duration), time: el.currentTime };
    });
    expect(played.duration).toBe(2);
    expect(played.time).toBeGreaterThan(0);
    await profile.screenshot({ path: shot('portfolio-after-play'), fullPage: true });
    await visitor.close();
  });
});
