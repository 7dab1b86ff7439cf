import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import * as t from '../../db/schema.ts';
import { buildTestApp, createProfessional, type TestApp } from '../../test/helpers.ts';

let ctx: TestApp;
let id: string;

beforeAll(async () => {
  ctx = await buildTestApp({ profileCacheMs: 2_000 });
  id = (await createProfessional(ctx.deps, { name: 'Primeiro Nome' })).professionalId;
});
afterAll(() => ctx.close());

const name = async () => (await ctx.request({ method: 'GET', url: `/api/professionals/${id}` })).json().name as string;
const rename = (to: string) => ctx.deps.db.update(t.professionals).set({ name: to }).where(eq(t.professionals.id, id));

describe('public profiles held in memory for a moment', () => {
  it('answers from memory until the copy is older than the TTL', async () => {
    expect(await name()).toBe('Primeiro Nome');
    // Changed by another server: this one still answers its copy for up to 2 s.
    await rename('Segundo Nome');
    expect(await name()).toBe('Primeiro Nome');
    ctx.clock.advance(2_000);
    expect(await name()).toBe('Segundo Nome');
  });

  it('forgets every copy as soon as this server handles a write', async () => {
    expect(await name()).toBe('Segundo Nome');
    await rename('Terceiro Nome');
    const write = await ctx.request({
      method: 'POST',
      url: `/api/professionals/${id}/interactions`,
      payload: { interaction_type: 'profile_view', visitor_id: 'visitante-cache-1' },
    });
    expect(write.statusCode).toBe(204);
    expect(await name()).toBe('Terceiro Nome');
  });
});
