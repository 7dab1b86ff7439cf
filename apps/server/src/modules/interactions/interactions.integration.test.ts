import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { buildTestApp, createProfessional, loginAs, type TestApp } from '../../test/helpers.ts';
import { REPEAT_WINDOW_MS } from './interactions.service.ts';
import * as t from '../../db/schema.ts';

let ctx: TestApp;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(() => ctx.close());

const track = (id: string, type: string, visitor = 'visitor-1234') =>
  ctx.request({
    method: 'POST',
    url: `/api/professionals/${id}/interactions`,
    payload: { interaction_type: type, visitor_id: visitor },
  });

describe('tracking interactions', () => {
  it('counts views and contact clicks and logs shares', async () => {
    const { professionalId } = await createProfessional(ctx.deps);
    expect((await track(professionalId, 'profile_view')).statusCode).toBe(204);
    await track(professionalId, 'profile_view', 'visitor-5678');
    await track(professionalId, 'contact_click');
    await track(professionalId, 'share_click');
    const [stats] = await ctx.deps.db
      .select()
      .from(t.profileViews)
      .where(eq(t.profileViews.professionalId, professionalId));
    expect(stats).toMatchObject({ viewCount: 2, contactClicks: 1 });
    const log = await ctx.deps.db
      .select()
      .from(t.professionalInteractions)
      .where(eq(t.professionalInteractions.professionalId, professionalId));
    expect(log.map((l) => l.interactionType).sort()).toEqual([
      'contact_click',
      'profile_view',
      'profile_view',
      'share_click',
    ]);
  });

  it('refuses unknown types and blocked professionals', async () => {
    const { professionalId } = await createProfessional(ctx.deps);
    expect((await track(professionalId, 'like')).statusCode).toBe(400);
    const blocked = await createProfessional(ctx.deps, { blocked: true });
    expect((await track(blocked.professionalId, 'profile_view')).statusCode).toBe(404);
  });

  it('counts a visitor’s repeated views and contact clicks of one profile within 30 minutes once, and the dashboard agrees with its chart', async () => {
    const pro = await createProfessional(ctx.deps);
    const visitor = 'visitor-repete-0001';
    for (let i = 0; i < 5; i++) {
      expect((await track(pro.professionalId, 'profile_view', visitor)).statusCode).toBe(204);
      expect((await track(pro.professionalId, 'contact_click', visitor)).statusCode).toBe(204);
      ctx.clock.advance(10_000);
    }
    // The same, sent at once, is still one.
    await Promise.all(Array.from({ length: 5 }, () => track(pro.professionalId, 'profile_view', visitor)));
    // Another visitor counts on its own.
    await track(pro.professionalId, 'profile_view', 'visitor-outro-0002');

    const stats = async () => {
      const res = await ctx.request({
        method: 'GET',
        url: '/api/me/stats',
        headers: await loginAs(ctx.deps, pro.userId),
      });
      const body = res.json<{ views: number; clicks: number; daily: { views: number; clicks: number }[] }>();
      const chart = body.daily.reduce((sum, d) => ({ views: sum.views + d.views, clicks: sum.clicks + d.clicks }), {
        views: 0,
        clicks: 0,
      });
      expect(chart).toEqual({ views: body.views, clicks: body.clicks });
      return { views: body.views, clicks: body.clicks };
    };
    expect(await stats()).toEqual({ views: 2, clicks: 1 });

    // Half an hour after the first, the visitor's next view counts again.
    ctx.clock.advance(REPEAT_WINDOW_MS);
    await track(pro.professionalId, 'profile_view', visitor);
    await track(pro.professionalId, 'contact_click', visitor);
    expect(await stats()).toEqual({ views: 3, clicks: 2 });
  });
});
