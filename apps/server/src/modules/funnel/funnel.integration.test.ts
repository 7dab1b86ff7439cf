import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { rowsOf } from '../../db/client.ts';
import * as t from '../../db/schema.ts';
import { buildTestApp, createProfessional, loginAs, type TestApp } from '../../test/helpers.ts';
import { APPEARANCE_TERMS_MAX } from './appearance-buffer.ts';
import { APPEARANCE_RETENTION_DAYS, flushAppearances, pruneAppearances, searchedWords } from './appearances.ts';
import { PEER_MEDIANS_TTL_MS } from './funnel.service.ts';

let h: TestApp;
beforeAll(async () => {
  h = await buildTestApp();
});
afterAll(async () => {
  await h.close();
});

const DAY = 86_400_000;

async function stored(ids: string[]) {
  const rows = rowsOf<{ professional_id: string; count: number }>(
    await h.deps.db.execute(sql`
      select professional_id, sum(count)::int as count from search_appearances
      where professional_id in (${sql.join(
        ids.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})
      group by professional_id`),
  );
  return Object.fromEntries(ids.map((id) => [id, rows.find((r) => r.professional_id === id)?.count ?? 0]));
}

const search = async (query: string, headers: Record<string, string> = {}) => {
  const res = await h.request({ method: 'GET', url: `/api/professionals${query}`, headers });
  expect(res.statusCode).toBe(200);
  return res.json() as { items: { id: string }[]; total: number };
};

describe('appearances in search', () => {
  it('are counted in memory and written in a batch: after a flush, each card counts once per page shown', async () => {
    const pros = await Promise.all([1, 2, 3].map((i) => createProfessional(h.deps, { name: `Quirino Batch ${i}` })));
    const ids = pros.map((p) => p.professionalId);
    const first = await search('?q=quirino');
    expect(first.items.map((c) => c.id).sort()).toEqual([...ids].sort());
    await search('?q=quirino');
    // Nothing is written while visitors search.
    expect(await stored(ids)).toEqual(Object.fromEntries(ids.map((id) => [id, 0])));
    const nobody = await search('?q=quirinozzz');
    expect(nobody.total).toBe(0);
    await flushAppearances(h.deps);
    expect(await stored(ids)).toEqual(Object.fromEntries(ids.map((id) => [id, 2])));
    // A second flush with nothing new adds nothing.
    await flushAppearances(h.deps);
    expect(await stored(ids)).toEqual(Object.fromEntries(ids.map((id) => [id, 2])));
  });

  it('counts only the cards of the page returned: page 2 its own, never the total', async () => {
    const pros = await Promise.all([1, 2, 3].map((i) => createProfessional(h.deps, { name: `Rosalvo Pagina ${i}` })));
    const ids = pros.map((p) => p.professionalId);
    const page1 = await search('?q=rosalvo&pageSize=2&sort=newest');
    const page2 = await search('?q=rosalvo&pageSize=2&sort=newest&page=2');
    expect(page1.total).toBe(3);
    expect(page1.items).toHaveLength(2);
    expect(page2.items).toHaveLength(1);
    await search('?q=rosalvo&pageSize=2&sort=newest&page=2');
    await flushAppearances(h.deps);
    const counts = await stored(ids);
    for (const card of page1.items) expect(counts[card.id]).toBe(1);
    expect(counts[page2.items[0]!.id]).toBe(2);
  });

  it("leaves out the professional's own card, admins and crawlers", async () => {
    const own = await createProfessional(h.deps, { name: 'Severino Proprio' });
    const other = await createProfessional(h.deps, { name: 'Severino Outro' });
    const admin = await createProfessional(h.deps, { name: 'Admin Severino', role: 'admin' });
    await search('?q=severino', await loginAs(h.deps, own.userId));
    await search('?q=severino', await loginAs(h.deps, admin.userId));
    await search('?q=severino', {
      'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    });
    await flushAppearances(h.deps);
    expect(await stored([own.professionalId, other.professionalId])).toEqual({
      [own.professionalId]: 0,
      [other.professionalId]: 1,
    });
  });

  it('keeps the words typed, normalised, and the cities filtered, and nothing that looks personal', async () => {
    const pro = await createProfessional(h.deps, { name: 'Tertuliano Termos', city: 'Campinas' });
    const headers = await loginAs(h.deps, pro.userId);
    await search('?q=Tertuliano%20%20TERMOS');
    await search('?q=tertuliano%20termos&cities=campinas-sp');
    await search('?q=tertuliano');
    await flushAppearances(h.deps);
    const funnel = (await h.request({ method: 'GET', url: '/api/me/funnel', headers })).json();
    expect(funnel.words).toEqual([
      { value: 'tertuliano termos', count: 2 },
      { value: 'tertuliano', count: 1 },
    ]);
    expect(funnel.cities).toEqual([{ value: 'Campinas (SP)', count: 1 }]);
    expect(searchedWords('Cantora  Sertaneja ')).toBe('cantora sertaneja');
    expect(searchedWords('Violão e Voz')).toBe('violão e voz');
    expect(searchedWords('maria@exemplo.com.br')).toBeNull();
    expect(searchedWords('11 98888-7777')).toBeNull();
    expect(searchedWords('123.456.789-09')).toBeNull();
  });

  it(`keeps at most ${APPEARANCE_TERMS_MAX} words a day per professional, however varied the searches`, async () => {
    const words = Array.from({ length: APPEARANCE_TERMS_MAX + 8 }, (_, i) => `palavra${i}`);
    const pro = await createProfessional(h.deps, { name: 'Valdomiro Variado', description: words.join(' ') });
    for (const word of words.slice(0, -3)) await search(`?q=valdomiro%20${word}`);
    await search('?q=valdomiro');
    await flushAppearances(h.deps);
    for (const word of words.slice(-3)) await search(`?q=valdomiro%20${word}`);
    await flushAppearances(h.deps);
    const kept = await h.deps.db
      .select({ value: t.searchAppearanceTerms.value })
      .from(t.searchAppearanceTerms)
      .where(eq(t.searchAppearanceTerms.professionalId, pro.professionalId));
    // The buffer keeps the first 20 a day; the database adds none past them.
    expect(kept).toHaveLength(APPEARANCE_TERMS_MAX);
    expect(await stored([pro.professionalId])).toEqual({ [pro.professionalId]: APPEARANCE_TERMS_MAX + 9 });
  });

  it(`keeps the days of the last ${APPEARANCE_RETENTION_DAYS} days only`, async () => {
    h.clock.set(new Date('2026-09-30T15:00:00Z'));
    const pro = await createProfessional(h.deps);
    await appearances(pro.professionalId, '2026-07-01', 5);
    await appearances(pro.professionalId, '2026-07-02', 7);
    await pruneAppearances(h.deps);
    expect(await stored([pro.professionalId])).toEqual({ [pro.professionalId]: 7 });
  });
});

async function request(
  professionalId: string,
  at: Date,
  answer: { status?: string; answeredAt?: Date; dealAt?: Date },
) {
  const [q] = await h.deps.db
    .insert(t.quoteRequests)
    .values({
      token: `tok-${Math.random().toString(36).slice(2)}`,
      clientName: 'Cliente',
      clientEmail: 'cliente@exemplo.com.br',
      description: 'Casamento',
      confirmedAt: at,
      createdAt: at,
    })
    .returning({ id: t.quoteRequests.id });
  const [r] = await h.deps.db
    .insert(t.quoteRequestRecipients)
    .values({
      requestId: q!.id,
      professionalId,
      status: answer.status ?? 'pending',
      answeredAt: answer.answeredAt ?? null,
      dealConfirmedAt: answer.dealAt ?? null,
    })
    .returning({ id: t.quoteRequestRecipients.id });
  return r!.id;
}

async function interactions(professionalId: string, type: 'profile_view' | 'contact_click', n: number, at: Date) {
  await h.deps.db.insert(t.professionalInteractions).values(
    Array.from({ length: n }, (_, i) => ({
      professionalId,
      visitorId: `v-${type}-${i}-${Math.random()}`,
      interactionType: type,
      createdAt: at,
    })),
  );
}

async function appearances(professionalId: string, day: string, count: number) {
  await h.deps.db.insert(t.searchAppearances).values({ professionalId, day, count });
}

describe("the Painel's funnel", () => {
  it('counts each step in the week and in the month, with the conversion from the step before', async () => {
    h.clock.set(new Date('2026-06-20T15:00:00Z'));
    const pro = await createProfessional(h.deps, { name: 'Ubirajara Funil', specialties: ['Mixagem'], state: 'Acre' });
    const id = pro.professionalId;
    const headers = await loginAs(h.deps, pro.userId);
    const now = h.clock.now();
    const daysAgo = (n: number) => new Date(now.getTime() - n * DAY);
    // This week: 200 appearances, 40 views, 10 clicks, 4 requests (2 quoted, 1 of them a deal), 1 agreement.
    await appearances(id, '2026-06-20', 120);
    await appearances(id, '2026-06-15', 80);
    await interactions(id, 'profile_view', 40, daysAgo(1));
    await interactions(id, 'contact_click', 10, daysAgo(1));
    const quoted = await request(id, daysAgo(2), { status: 'quoted', answeredAt: daysAgo(2), dealAt: daysAgo(1) });
    await request(id, daysAgo(2), { status: 'quoted', answeredAt: daysAgo(1) });
    await request(id, daysAgo(3), { status: 'declined', answeredAt: daysAgo(3) });
    await request(id, daysAgo(3), {});
    await h.deps.db.insert(t.agreements).values({
      code: `AC-${Math.random().toString(36).slice(2, 8)}`,
      recipientId: quoted,
      professionalId: id,
      clientName: 'Cliente',
      clientEmail: 'cliente@exemplo.com.br',
      acceptedAt: daysAgo(1),
    });
    // Earlier in the month (and one day before it began, which neither counts).
    await appearances(id, '2026-06-01', 300);
    await appearances(id, '2026-05-21', 999);
    await interactions(id, 'profile_view', 60, daysAgo(10));
    await request(id, daysAgo(12), { status: 'quoted', answeredAt: daysAgo(12) });
    await interactions(id, 'profile_view', 500, daysAgo(31));

    const funnel = async (period: string) =>
      (await h.request({ method: 'GET', url: `/api/me/funnel?period=${period}`, headers })).json();
    const week = await funnel('week');
    expect(week).toMatchObject({ period: 'week', from: '2026-06-14', to: '2026-06-20' });
    expect(week.steps).toEqual([
      { key: 'appearances', count: 200, conversion_percent: null, median: null },
      { key: 'views', count: 40, conversion_percent: 20, median: null },
      { key: 'clicks', count: 10, conversion_percent: 25, median: null },
      { key: 'requests', count: 4, conversion_percent: 40, median: null },
      { key: 'quotes', count: 2, conversion_percent: 50, median: null },
      { key: 'deals', count: 1, conversion_percent: 50, median: null },
      { key: 'agreements', count: 1, conversion_percent: 100, median: null },
    ]);
    expect(week.peers).toEqual({ specialty: 'Mixagem', state: 'AC', missing: 'too_few' });

    const month = await funnel('month');
    expect(month).toMatchObject({ period: 'month', from: '2026-05-22', to: '2026-06-20' });
    expect(month.steps.map((s: { count: number }) => s.count)).toEqual([500, 100, 10, 5, 3, 1, 1]);
    expect(month.steps[1].conversion_percent).toBe(20);
    expect(month.steps[3].conversion_percent).toBe(50);

    // A week later, this week's figures have left the week but not the month.
    h.clock.set(new Date(now.getTime() + 7 * DAY));
    expect((await funnel('week')).steps.map((s: { count: number }) => s.count)).toEqual([0, 0, 0, 0, 0, 0, 0]);
    expect((await funnel('month')).steps[0].count).toBe(500);
    h.clock.set(now);
  });

  it('refuses a period other than week or month', async () => {
    const pro = await createProfessional(h.deps);
    const res = await h.request({
      method: 'GET',
      url: '/api/me/funnel?period=year',
      headers: await loginAs(h.deps, pro.userId),
    });
    expect(res.statusCode).toBe(400);
  });

  it('shows the median of peers (same main specialty, same state, listed) only when at least 5 make it', async () => {
    h.clock.set(new Date('2026-07-10T15:00:00Z'));
    const peer = (views: number, extra: Parameters<typeof createProfessional>[1] = {}) =>
      createProfessional(h.deps, { specialties: ['Vocal'], state: 'Roraima', city: 'Boa Vista', ...extra }).then(
        async (p) => {
          await interactions(p.professionalId, 'profile_view', views, h.clock.now());
          return p;
        },
      );
    const me = await peer(10);
    await peer(2);
    await peer(4);
    await peer(30);
    // None of these counts: another main specialty (DJ comes first of theirs), one out of search, another specialty.
    await peer(1000, { specialties: ['Vocal', 'DJ'] });
    await peer(1000, { subscription: null });
    await peer(1000, { specialties: ['DJ'] });
    const headers = await loginAs(h.deps, me.userId);
    const funnel = async () => (await h.request({ method: 'GET', url: '/api/me/funnel?period=week', headers })).json();
    const four = await funnel();
    expect(four.peers).toEqual({ specialty: 'Vocal', state: 'RR', missing: 'too_few' });
    expect(four.steps.every((s: { median: number | null }) => s.median === null)).toBe(true);

    await peer(20);
    h.clock.advance(PEER_MEDIANS_TTL_MS);
    const five = await funnel();
    expect(five.peers).toEqual({ specialty: 'Vocal', state: 'RR', missing: null });
    // Views of the five: 2, 4, 10, 20, 30.
    expect(five.steps.find((s: { key: string }) => s.key === 'views').median).toBe(10);
    expect(five.steps.find((s: { key: string }) => s.key === 'requests').median).toBe(0);
  });

  it('says why there is no comparison for a profile without a specialty', async () => {
    const pro = await createProfessional(h.deps);
    const res = await h.request({ method: 'GET', url: '/api/me/funnel', headers: await loginAs(h.deps, pro.userId) });
    expect(res.json().peers).toEqual({ specialty: null, state: 'SP', missing: 'specialty' });
  });
});
