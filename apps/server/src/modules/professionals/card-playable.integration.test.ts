import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../db/schema.ts';
import { buildTestApp, createProfessional, type TestApp } from '../../test/helpers.ts';

let ctx: TestApp;

interface Card {
  id: string;
  name: string;
  playable: { id: string; title: string; url: string; content_type: string } | null;
}

async function addItems(
  professionalId: string,
  items: { title: string; url: string; content_type?: 'audio' | 'link' }[],
) {
  return ctx.deps.db
    .insert(t.portfolioItems)
    .values(
      items.map((i) => ({
        professionalId,
        title: i.title,
        description: 'Descrição do item.',
        url: i.url,
        contentType: i.content_type ?? 'link',
      })),
    )
    .returning({ id: t.portfolioItems.id, title: t.portfolioItems.title });
}

const cardOf = async (name: string) => {
  const res = await ctx.request({ method: 'GET', url: `/api/professionals?q=${encodeURIComponent(name)}` });
  expect(res.statusCode).toBe(200);
  const items = res.json<{ items: Card[] }>().items.filter((c) => c.name === name);
  expect(items).toHaveLength(1);
  return items[0]!;
};

beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(() => ctx.close());

describe('what a search card plays', () => {
  it('is null when the professional has no portfolio, or nothing in it that plays', async () => {
    await createProfessional(ctx.deps, { name: 'Sem Portfolio' });
    const links = await createProfessional(ctx.deps, { name: 'So Links' });
    await addItems(links.professionalId, [
      { title: 'Canal', url: 'https://www.youtube.com/@socanal' },
      { title: 'Disco', url: 'https://artista.bandcamp.com/album/disco' },
      { title: 'Fotos', url: 'https://www.instagram.com/p/abc/' },
      { title: 'Partitura', url: '/media/portfolio-audio/partitura.pdf', content_type: 'audio' },
    ]);
    expect((await cardOf('Sem Portfolio')).playable).toBeNull();
    expect((await cardOf('So Links')).playable).toBeNull();
  });

  it("carries the first item, in the profile's order, that the profile plays", async () => {
    const pro = await createProfessional(ctx.deps, { name: 'Toca Tudo' });
    const [, , clip] = await addItems(pro.professionalId, [
      { title: 'A fotos do show', url: 'https://www.instagram.com/p/abc/' },
      { title: 'B canal', url: 'https://www.youtube.com/@tocatudo' },
      { title: 'C clipe ao vivo', url: 'https://youtu.be/dQw4w9WgXcQ' },
      { title: 'D demo', url: '/media/portfolio-audio/demo.mp3', content_type: 'audio' },
    ]);
    expect((await cardOf('Toca Tudo')).playable).toEqual({
      id: clip!.id,
      title: 'C clipe ao vivo',
      url: 'https://youtu.be/dQw4w9WgXcQ',
      content_type: 'link',
    });

    // The profile's portfolio lists the same item first among those that play.
    const portfolio = (
      await ctx.request({ method: 'GET', url: `/api/professionals/${pro.professionalId}/portfolio` })
    ).json<{ items: { title: string }[] }>();
    expect(portfolio.items.map((i) => i.title)).toEqual(['A fotos do show', 'B canal', 'C clipe ao vivo', 'D demo']);
  });

  it('plays an uploaded audio file, and a direct link to one', async () => {
    const upload = await createProfessional(ctx.deps, { name: 'Envia Audio' });
    await addItems(upload.professionalId, [
      { title: 'Ensaio', url: '/media/portfolio-audio/ensaio.m4a', content_type: 'audio' },
    ]);
    const direct = await createProfessional(ctx.deps, { name: 'Link Direto' });
    await addItems(direct.professionalId, [
      { title: 'Master final', url: 'https://cdn.exemplo.com.br/faixas/master.WAV?v=2' },
    ]);

    expect((await cardOf('Envia Audio')).playable).toMatchObject({
      title: 'Ensaio',
      url: '/media/portfolio-audio/ensaio.m4a',
      content_type: 'audio',
    });
    expect((await cardOf('Link Direto')).playable).toMatchObject({
      title: 'Master final',
      url: 'https://cdn.exemplo.com.br/faixas/master.WAV?v=2',
    });
  });

  it('is on the saved professionals’ cards too, each with its own', async () => {
    const a = await createProfessional(ctx.deps, { name: 'Salva Um' });
    const b = await createProfessional(ctx.deps, { name: 'Salva Dois' });
    await addItems(a.professionalId, [
      { title: 'Faixa no Spotify', url: 'https://open.spotify.com/track/4uLU6hMCjMI75M1A2tKUQC' },
    ]);
    const res = await ctx.request({
      method: 'GET',
      url: `/api/professionals/favorites?ids=${b.professionalId},${a.professionalId}`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<{ items: Card[] }>().items.map((c) => [c.name, c.playable?.title ?? null])).toEqual([
      ['Salva Dois', null],
      ['Salva Um', 'Faixa no Spotify'],
    ]);
  });
});
