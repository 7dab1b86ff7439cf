import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createProfessional, type TestApp } from '../test/helpers.ts';
import { placeTypedCities } from './legacy-places.ts';
import { prepareDatabase } from './prepare.ts';
import { runHousekeeping } from '../modules/housekeeping/housekeeping.ts';
import * as t from './schema.ts';

let ctx: TestApp;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(() => ctx.close());

/** A profile saved before the official list: the city and state as typed, no code. */
const typed = async (city: string, state: string | null) => {
  const { professionalId } = await createProfessional(ctx.deps, { city: null, state: null });
  await ctx.deps.db.update(t.professionals).set({ city, state }).where(eq(t.professionals.id, professionalId));
  return professionalId;
};
const restartSweep = () => ctx.deps.db.delete(t.settings).where(eq(t.settings.key, 'places.typed_cities_sweep'));

const placeOf = async (id: string) => {
  const [row] = await ctx.deps.db
    .select({ city: t.professionals.city, state: t.professionals.state, code: t.professionals.cityCode })
    .from(t.professionals)
    .where(eq(t.professionals.id, id));
  return row;
};

describe('cities typed before the official list', () => {
  it('get their IBGE code and the list spelling when the name means one municipality, and stay as typed otherwise', async () => {
    await restartSweep();
    const niteroi = await typed('niteroi', 'Rio de Janeiro');
    const saoJose = await typed('São José', 'Santa Catarina');
    const ambiguous = await typed('Bom Jesus', null);
    const unknown = await typed('Vila do Chaves', 'São Paulo');
    const wrongState = await typed('Niterói', 'Bahia');

    // Profiles typed by the other tests may be placed in the same sweep.
    expect((await placeTypedCities(ctx.deps.db, 1000)).placed).toBeGreaterThanOrEqual(2);
    expect(await placeOf(niteroi)).toEqual({ city: 'Niterói', state: 'Rio de Janeiro', code: 3303302 });
    expect(await placeOf(saoJose)).toMatchObject({ city: 'São José', state: 'Santa Catarina', code: 4216602 });
    for (const id of [ambiguous, unknown, wrongState]) expect((await placeOf(id))!.code).toBeNull();
    // The sweep went over the table once: the next pass reads nothing.
    expect(await placeTypedCities(ctx.deps.db, 1000)).toEqual({ read: 0, placed: 0 });
  });

  it('are placed a batch at a time, going on where the last batch stopped, not at start-up', async () => {
    await restartSweep();
    const ids = [];
    for (let i = 0; i < 5; i++) ids.push(await typed('niteroi', 'Rio de Janeiro'));
    const unknown = await typed('Vila do Chaves', 'São Paulo');

    // A server's start-up step leaves them as typed, whatever their number.
    await prepareDatabase(ctx.deps);
    for (const id of ids) expect((await placeOf(id))!.code).toBeNull();

    const batches = [];
    for (;;) {
      const batch = await placeTypedCities(ctx.deps.db, 2);
      batches.push(batch);
      if (batch.read < 2) break;
    }
    // Two a batch (the other tests' unknown names are read too): every batch but the last read a new
    // pair, and the sweep ended after them.
    expect(batches.slice(0, -1).every((b) => b.read === 2)).toBe(true);
    expect(batches.reduce((n, b) => n + b.read, 0)).toBeGreaterThanOrEqual(6);
    expect(batches.reduce((n, b) => n + b.placed, 0)).toBeGreaterThanOrEqual(5);
    for (const id of ids) expect(await placeOf(id)).toMatchObject({ city: 'Niterói', code: 3303302 });
    expect((await placeOf(unknown))!.code).toBeNull();
  });

  it('are placed by the housekeeping within its time budget, over as many passes as it takes', async () => {
    await restartSweep();
    const ids = [];
    for (let i = 0; i < 4; i++) ids.push(await typed('Sao Jose', 'Santa Catarina'));
    const limits = { batchSize: 1, budgetMs: 60_000, restMs: 0, everyMs: 0 };
    const pass = await runHousekeeping(ctx.deps, limits);
    expect(pass.finished).toBe(true);
    expect(pass.placed).toBeGreaterThanOrEqual(4);
    for (const id of ids) expect((await placeOf(id))!.code).toBe(4216602);

    // With no time left, a pass stops between batches and says it did not finish.
    await restartSweep();
    const later = await typed('niteroi', 'Rio de Janeiro');
    expect(await runHousekeeping(ctx.deps, { ...limits, budgetMs: 0 })).toMatchObject({ placed: 0, finished: false });
    expect((await placeOf(later))!.code).toBeNull();
    expect(await runHousekeeping(ctx.deps, limits)).toMatchObject({ finished: true });
    expect((await placeOf(later))!.code).toBe(3303302);
  });
});
