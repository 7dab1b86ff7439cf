import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/helpers.ts';

let h: TestApp;
beforeAll(async () => {
  h = await buildTestApp();
});
afterAll(async () => {
  await h.close();
});

const get = (url: string) => h.request({ method: 'GET', url });

describe('GET /api/places: municipalities for a city picker', () => {
  it('answers the municipalities whose name starts with what was typed, accents or not, as picker options', async () => {
    const res = await get('/api/places?q=niter');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      items: [{ code: 3303302, name: 'Niterói', uf: 'RJ', slug: 'niteroi-rj', label: 'Niterói (RJ)' }],
    });
    expect((await get(`/api/places?q=${encodeURIComponent('São José SC')}`)).json().items[0]).toMatchObject({
      slug: 'sao-jose-sc',
      label: 'São José (SC)',
    });
  });

  it('answers ten at most, capitals first, and may be kept by shared caches', async () => {
    const res = await get('/api/places?q=sao');
    const items = res.json().items as { label: string }[];
    expect(items).toHaveLength(10);
    expect(items.slice(0, 2).map((i) => i.label)).toEqual(['São Luís (MA)', 'São Paulo (SP)']);
    expect(res.headers['cache-control']).toMatch(/^public, max-age=\d+/);
  });

  it('answers an empty list for nothing or one letter', async () => {
    for (const url of ['/api/places', '/api/places?q=', '/api/places?q=s', '/api/places?q=%20%20']) {
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ items: [] });
    }
  });

  it('refuses a text that is too long or repeated with a message in Portuguese, never a 5xx', async () => {
    const long = await get(`/api/places?q=${'a'.repeat(101)}`);
    expect(long.statusCode).toBe(400);
    expect(long.json().error.message).toBe('A busca de cidade pode ter no máximo 100 caracteres.');
    const twice = await get('/api/places?q=rio&q=sao');
    expect(twice.statusCode).toBe(400);
    expect(twice.json().error.message).toBe('Texto de busca de cidade inválido: envie um único texto.');
  });
});

describe('GET /api/search/suggestions: what the search box suggests', () => {
  const suggest = async (q: string) => {
    const res = await get(`/api/search/suggestions?q=${encodeURIComponent(q)}`);
    expect(res.statusCode).toBe(200);
    return res.json().items as { kind: string; label: string; search: Record<string, string> }[];
  };

  it('reads roles, instruments, occasions and cities, each with the search it applies', async () => {
    expect((await suggest('cantora'))[0]).toEqual({
      kind: 'specialty',
      label: 'Vocal',
      search: { specialties: 'Vocal' },
    });
    expect((await suggest('violão'))[0]).toEqual({
      kind: 'instrument',
      label: 'Violão',
      search: { instruments: 'violao' },
    });
    expect((await suggest('casam'))[0]).toEqual({
      kind: 'occasion',
      label: 'Casamento',
      search: { occasions: 'casamento' },
    });
    expect((await suggest('trap'))[0]).toEqual({ kind: 'genre', label: 'Trap', search: { genres: 'Trap' } });
    expect((await suggest('niter'))[0]).toEqual({
      kind: 'city',
      label: 'Niterói (RJ)',
      search: { cities: 'niteroi-rj' },
    });
  });

  it('suggests on the last word and keeps the earlier ones as the text', async () => {
    expect(await suggest('cantora bel')).toContainEqual({
      kind: 'city',
      label: 'Belo Horizonte (MG)',
      search: { q: 'cantora', cities: 'belo-horizonte-mg' },
    });
  });

  it('answers eight at most, four cities at most', async () => {
    const items = await suggest('sa');
    expect(items.length).toBeGreaterThan(4);
    expect(items.length).toBeLessThanOrEqual(8);
    expect(items.filter((i) => i.kind === 'city').length).toBeLessThanOrEqual(4);
  });

  it('answers nothing for one letter and refuses a text longer than the search allows', async () => {
    expect(await suggest('c')).toEqual([]);
    const res = await get(`/api/search/suggestions?q=${'a'.repeat(101)}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('A busca pode ter no máximo 100 caracteres.');
  });
});
