import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/helpers.ts';
import { seedDemo } from './demo.ts';

/** A new installation answers the words people type with the demo professionals a Brazilian would expect. */
let ctx: TestApp;
beforeAll(async () => {
  ctx = await buildTestApp();
  await seedDemo(ctx.deps.db, ctx.deps.storage);
}, 120_000);
afterAll(() => ctx.close());

interface Found {
  name: string;
  city: string | null;
  specialties: string[];
  genres: string[];
  service_types: string[];
  instruments: string[];
}

async function search(q: string): Promise<Found[]> {
  const res = await ctx.request({ method: 'GET', url: `/api/professionals?q=${encodeURIComponent(q)}&pageSize=50` });
  expect(res.statusCode).toBe(200);
  return res.json().items;
}

const first = async (q: string, count = 3) => (await search(q)).slice(0, count);
const hasAny = (p: Found, specialties: string[]) => specialties.some((s) => p.specialties.includes(s));

describe('the demo marketplace answers how Brazilians ask', () => {
  it.each([
    ['produtor', ['Beats', 'Mixagem', 'Masterização']],
    ['produtora', ['Beats', 'Mixagem', 'Masterização']],
    ['produção', ['Beats', 'Mixagem', 'Masterização']],
    ['beatmaker', ['Beats']],
    ['cantor', ['Vocal']],
    ['cantora', ['Vocal']],
    ['voz', ['Vocal']],
    ['compositor', ['Letra']],
  ])("'%s' puts professionals of %j first", async (q, specialties) => {
    const top = await first(q);
    expect(top.length, q).toBeGreaterThan(0);
    for (const p of top) expect(hasAny(p, specialties), `${q}: ${p.name}`).toBe(true);
  });

  it.each([
    ['violão', 'violao'],
    ['guitarra', 'guitarra'],
    ['baterista', 'bateria'],
    ['sanfoneiro', 'sanfona'],
    ['pianista', 'piano'],
  ])("'%s' puts those who play %s first", async (q, instrument) => {
    const top = await first(q, 1);
    expect(top.length, q).toBeGreaterThan(0);
    for (const p of top) expect(p.instruments, `${q}: ${p.name}`).toContain(instrument);
  });

  it("understands 'cantora casamento', 'violão igreja' and 'cantora niterói'", async () => {
    expect((await search('cantora casamento')).map((p) => p.name)).toContain('Marina Costa');
    expect((await search('violão igreja')).map((p) => p.name)).toContain('Isabela Martins');
    expect((await first('cantora niterói', 1)).map((p) => p.name)).toEqual(['Marina Costa']);
  });

  it("finds studios and those who record remotely for 'gravação'", async () => {
    const found = await search('gravação');
    expect(found.filter((p) => hasAny(p, ['Mixagem', 'Masterização'])).length).toBeGreaterThanOrEqual(5);
  });

  it('finds wedding, jingle and brega funk professionals by their packages and genres', async () => {
    expect((await search('casamento')).length).toBeGreaterThanOrEqual(3);
    expect((await search('jingle')).length).toBeGreaterThanOrEqual(2);
    for (const p of await search('brega funk'))
      expect(p.genres.includes('Funk') || /funk/i.test(p.name), p.name).toBe(true);
  });

  it("reads 'trap sp' and 'BH' as a genre in a state and a city", async () => {
    const trap = await search('trap sp');
    expect(trap.length).toBeGreaterThan(0);
    for (const p of trap) expect(p.genres).toContain('Trap');
    // In person first (DJ Kaio Ramos lives there, Isabela Martins plays there too), then those who work online.
    const bh = await search('BH');
    expect(
      bh
        .slice(0, 2)
        .map((p) => p.name)
        .sort(),
    ).toEqual(['DJ Kaio Ramos', 'Isabela Martins']);
    for (const p of bh.slice(2)) expect(p.service_types, p.name).toContain('À distância');
  });
});
