import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { buildTestApp, createProfessional, type TestApp } from '../../test/helpers.ts';
import * as t from '../../db/schema.ts';

let ctx: TestApp;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(() => ctx.close());

const track = (id: string, type: string, visitor = 'visitor-1234') =>
  ctx.request({ method: 'POST', url: `/api/professionals/${id}/interactions`, payload: { interaction_type: type, visitor_id: visitor } });

describe('tracking interactions', () => {
  it('counts views and contact clicks and logs shares', async () => {
    const { professionalId } = await createProfessional(ctx.deps);
    expect((await track(professionalId, 'profile_view')).statusCode).toBe(204);
    await track(professionalId, 'profile_view', 'visitor-5678');
    await track(professionalId, 'contact_click');
    await track(professionalId, 'share_click');
    const [stats] = await ctx.deps.db.select().from(t.profileViews).where(eq(t.profileViews.professionalId, professionalId));
    expect(stats).toMatchObject({ viewCount: 2, contactClicks: 1 });
    const log = await ctx.deps.db.select().from(t.professionalInteractions).where(eq(t.professionalInteractions.professionalId, professionalId));
    expect(log.map((l) => l.interactionType).sort()).toEqual(['contact_click', 'profile_view', 'profile_view', 'share_click']);
  });

  it('refuses unknown types and blocked professionals', async () => {
    const { professionalId } = await createProfessional(ctx.deps);
    expect((await track(professionalId, 'like')).statusCode).toBe(400);
    const blocked = await createProfessional(ctx.deps, { blocked: true });
    expect((await track(blocked.professionalId, 'profile_view')).statusCode).toBe(404);
  });
});
