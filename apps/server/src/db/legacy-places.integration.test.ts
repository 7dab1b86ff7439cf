import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createProfessional, type TestApp } from '../test/helpers.ts';
import { placeLegacyCities } from './legacy-places.ts';
import * as t from './schema.ts';

let ctx: TestApp;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(() => ctx.close());

const placeOf = async (id: string) => {
  const [row] = await ctx.deps.db
    .select({ city: t.professionals.city, state: t.professionals.state, code: t.professionals.cityCode })
    .from(t.professionals)
    .where(eq(t.professionals.id, id));
  return row;
};

describe('cities typed before the official list', () => {
  it('get their IBGE code and the list spelling when the name means one municipality, and stay as typed otherwise', async () => {
    const typed = async (city: string, state: string | null) => {
      const { professionalId } = await createProfessional(ctx.deps, { city: null, state: null });
      await ctx.deps.db.update(t.professionals).set({ city, state }).where(eq(t.professionals.id, professionalId));
      return professionalId;
    };
    const niteroi = await typed('niteroi', 'Rio de Janeiro');
    const saoJose = await typed('São José', 'Santa Catarina');
    const ambiguous = await typed('Bom Jesus', null);
    const unknown = await typed('Vila do Chaves', 'São Paulo');
    const wrongState = await typed('Niterói', 'Bahia');

    expect(await placeLegacyCities(ctx.deps.db)).toBe(2);
    expect(await placeOf(niteroi)).toEqual({ city: 'Niterói', state: 'Rio de Janeiro', code: 3303302 });
    expect(await placeOf(saoJose)).toMatchObject({ city: 'São José', state: 'Santa Catarina', code: 4216602 });
    for (const id of [ambiguous, unknown, wrongState]) expect((await placeOf(id))!.code).toBeNull();
    // Nothing left to place: a second start does nothing.
    expect(await placeLegacyCities(ctx.deps.db)).toBe(0);
  });
});
