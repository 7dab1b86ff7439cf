import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../db/schema.ts';
import { AUDIO_MESSAGES } from '../../lib/audio.ts';
import { m4aFile, mp3File, oggOpusFile, wavFile } from '../../test/audio-fixtures.ts';
import { buildTestApp, createProfessional, loginAs, multipartForm, type TestApp } from '../../test/helpers.ts';

let h: TestApp;
beforeAll(async () => {
  h = await buildTestApp();
});
afterAll(async () => {
  await h.close();
});

async function signedIn(fixture: Parameters<typeof createProfessional>[1] = {}) {
  const pro = await createProfessional(h.deps, fixture);
  return { ...pro, headers: await loginAs(h.deps, pro.userId) };
}

const upload = (
  headers: Record<string, string>,
  data: Buffer,
  name = 'faixa.mp3',
  type = 'audio/mpeg',
  fields = { title: 'Demo', description: 'Faixa autoral' },
) => {
  const form = multipartForm(fields, { field: 'audio', name, type, data });
  return h.request({
    method: 'POST',
    url: '/api/me/portfolio/audio',
    payload: form.payload,
    headers: { ...headers, ...form.headers },
  });
};
const fileOf = (url: string) => path.join(h.deps.config.uploadsDir, url.replace(/^\/media\//, ''));

describe('uploading audio to the portfolio', () => {
  it('accepts MP3, M4A, OGG and WAV by their content, stores them and reads their length', async () => {
    const me = await signedIn();
    const cases = [
      { data: mp3File(4), ext: 'mp3', seconds: 4 },
      { data: m4aFile(6), ext: 'm4a', seconds: 6 },
      { data: oggOpusFile(5), ext: 'ogg', seconds: 5 },
      // The name says text: the content decides.
      { data: wavFile(3), ext: 'wav', seconds: 3, name: 'gravacao.txt', type: 'text/plain' },
    ];
    for (const c of cases) {
      const res = await upload(me.headers, c.data, c.name, c.type);
      expect(res.statusCode, c.ext).toBe(201);
      const item = res.json();
      expect(item).toMatchObject({ title: 'Demo', content_type: 'audio', duration_seconds: c.seconds });
      expect(item.url).toMatch(new RegExp(`^/media/portfolio-audio/${me.professionalId}-\\d+\\.${c.ext}$`));
      expect(fs.readFileSync(fileOf(item.url)).equals(c.data)).toBe(true);
      const served = await h.app.inject({ method: 'GET', url: item.url });
      expect(served.statusCode).toBe(200);
      h.clock.advance(1000);
    }
    const list = (await h.request({ method: 'GET', url: `/api/professionals/${me.professionalId}/portfolio` })).json();
    expect(list.items.map((i: { duration_seconds: number }) => i.duration_seconds).sort()).toEqual([3, 4, 5, 6]);
  });

  it('refuses a file that is not audio whatever its name, and an empty or oversized one', async () => {
    const me = await signedIn();
    const fake = await upload(me.headers, Buffer.from('%PDF-1.7\n'.repeat(100)), 'musica.mp3', 'audio/mpeg');
    expect([fake.statusCode, fake.json().error.message]).toEqual([415, AUDIO_MESSAGES.type]);
    const png = await upload(
      me.headers,
      Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'),
      'capa.wav',
      'audio/wav',
    );
    expect(png.statusCode).toBe(415);
    const cut = await upload(me.headers, Buffer.concat([mp3File(1).subarray(0, 4)]), 'corte.mp3');
    expect(cut.statusCode).toBe(400);
    const big = await upload(
      me.headers,
      Buffer.concat([wavFile(1), Buffer.alloc(20 * 1024 * 1024)]),
      'longa.wav',
      'audio/wav',
    );
    expect([big.statusCode, big.json().error.message]).toEqual([
      413,
      'Arquivo muito grande: o tamanho máximo permitido é 20MB.',
    ]);
    const noTitle = await upload(me.headers, mp3File(2), 'a.mp3', 'audio/mpeg', {
      title: '',
      description: 'x',
    } as never);
    expect([noTitle.statusCode, noTitle.json().error.message]).toEqual([400, 'Título é obrigatório']);
    expect(
      await h.deps.db.select().from(t.portfolioItems).where(eq(t.portfolioItems.professionalId, me.professionalId)),
    ).toHaveLength(0);
    expect(
      fs.existsSync(path.join(h.deps.config.uploadsDir, 'portfolio-audio'))
        ? fs
            .readdirSync(path.join(h.deps.config.uploadsDir, 'portfolio-audio'))
            .filter((f) => f.startsWith(me.professionalId))
        : [],
    ).toEqual([]);
  });

  it('takes files past the general upload limit up to 20MB', async () => {
    const me = await signedIn();
    const res = await upload(me.headers, wavFile(800), 'ensaio.wav', 'audio/wav');
    expect(res.statusCode).toBe(201);
    expect(res.json().duration_seconds).toBe(800);
  });

  it('needs a signed-in professional who is not blocked', async () => {
    expect((await upload({}, mp3File(1))).statusCode).toBe(401);
    const blocked = await signedIn({ blocked: true });
    expect((await upload(blocked.headers, mp3File(1))).statusCode).toBe(403);
  });

  it('keeps the file while the item is edited, and deletes it with the item or when a link replaces it', async () => {
    const me = await signedIn();
    const first = (await upload(me.headers, mp3File(2))).json();
    h.clock.advance(1000);
    const second = (await upload(me.headers, mp3File(3))).json();

    const edit = (id: string, body: object) =>
      h.request({ method: 'PUT', url: `/api/me/portfolio/${id}`, headers: me.headers, payload: body });
    const renamed = await edit(first.id, {
      title: 'Nova versão',
      description: 'Remix',
      url: first.url,
      content_type: 'audio',
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ title: 'Nova versão', url: first.url, duration_seconds: 2 });
    const elsewhere = await edit(first.id, {
      title: 'x y',
      description: 'x y',
      url: second.url,
      content_type: 'audio',
    });
    expect([elsewhere.statusCode, elsewhere.json().error.message]).toEqual([400, 'URL inválida']);

    const toLink = await edit(first.id, {
      title: 'No YouTube',
      description: 'Clipe',
      url: 'https://youtu.be/dQw4w9WgXcQ',
      content_type: 'link',
    });
    expect(toLink.json()).toMatchObject({ duration_seconds: null, content_type: 'link' });
    expect(fs.existsSync(fileOf(first.url))).toBe(false);

    expect(
      (await h.request({ method: 'DELETE', url: `/api/me/portfolio/${second.id}`, headers: me.headers })).statusCode,
    ).toBe(204);
    expect(fs.existsSync(fileOf(second.url))).toBe(false);
  });

  it("never deletes another professional's file through a copied address", async () => {
    const owner = await signedIn();
    const file = (await upload(owner.headers, mp3File(2))).json();
    const intruder = await signedIn();
    const created = await h.request({
      method: 'POST',
      url: '/api/me/portfolio',
      headers: intruder.headers,
      payload: { title: 'Cópia', description: 'Cópia', url: `http://localhost${file.url}`, content_type: 'audio' },
    });
    expect(created.statusCode).toBe(201);
    await h.request({ method: 'DELETE', url: `/api/me/portfolio/${created.json().id}`, headers: intruder.headers });
    expect(fs.existsSync(fileOf(file.url))).toBe(true);
  });
});

describe('the content security policy', () => {
  it('lets in exactly the five players as frames, and audio from this app or https links', async () => {
    const csp = String((await h.app.inject({ method: 'GET', url: '/healthz' })).headers['content-security-policy']);
    const directive = (name: string) =>
      csp
        .split(';')
        .map((d) => d.trim())
        .find((d) => d.startsWith(`${name} `));
    expect(directive('frame-src')).toBe(
      'frame-src https://www.youtube-nocookie.com https://w.soundcloud.com https://open.spotify.com https://player.vimeo.com https://bandcamp.com',
    );
    expect(directive('media-src')).toBe("media-src 'self' blob: https:");
    expect(directive('script-src')).toBe("script-src 'self'");
  });
});
