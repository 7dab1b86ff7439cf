import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../db/schema.ts';
import { buildTestApp, createProfessional, loginAs, type TestApp } from '../../test/helpers.ts';

let h: TestApp;
let headers: Record<string, string>;
const MINUTE = 60_000;

beforeAll(async () => {
  h = await buildTestApp();
  const [admin] = await h.deps.db
    .insert(t.users)
    .values({
      name: 'Admin Golpes',
      email: 'admin.golpes@exemplo.com.br',
      passwordHash: 'x',
      role: 'admin',
      emailConfirmedAt: h.clock.now(),
    })
    .returning({ id: t.users.id });
  headers = await loginAs(h.deps, admin!.id);
});
afterAll(() => h.close());

let minutesAgo = 100;
async function report(
  professionalId: string,
  visitorId: string,
  reason: string,
  status: 'pending' | 'dismissed' = 'pending',
) {
  minutesAgo -= 1;
  await h.deps.db.insert(t.professionalReports).values({
    professionalId,
    reporterName: 'Visitante',
    reporterEmail: `${visitorId}@exemplo.com`,
    reportReason: reason,
    details: 'Pediu pagamento adiantado para outra pessoa.',
    visitorId,
    status,
    createdAt: new Date(h.clock.now().getTime() - minutesAgo * MINUTE),
  });
}

describe('the admin reports list', () => {
  it('puts professionals reported for a scam by several different visitors first, most reported first, with the count', async () => {
    const early = await createProfessional(h.deps, { name: 'Denúncia Antiga' });
    const one = await createProfessional(h.deps, { name: 'Um Golpe' });
    const two = await createProfessional(h.deps, { name: 'Dois Golpes' });
    const three = await createProfessional(h.deps, { name: 'Três Golpes' });
    await report(early.professionalId, 'v-early', 'Perfil falso ou enganoso');
    await report(one.professionalId, 'v-one', 'Golpe ou cobrança suspeita');
    await report(two.professionalId, 'v-two-a', 'Golpe ou cobrança suspeita');
    // The reason new installations offered before counts too.
    await report(two.professionalId, 'v-two-b', 'Golpe ou tentativa de fraude');
    await report(three.professionalId, 'v-three-a', 'Golpe ou cobrança suspeita');
    await report(three.professionalId, 'v-three-b', 'Golpe ou cobrança suspeita');
    await report(three.professionalId, 'v-three-c', 'Golpe ou cobrança suspeita');
    // A dismissed report does not count.
    await report(one.professionalId, 'v-one-b', 'Golpe ou cobrança suspeita', 'dismissed');

    const res = await h.request({ method: 'GET', url: '/api/admin/reports?status=pending', headers });
    expect(res.statusCode).toBe(200);
    const items = res.json().items as { professional_name: string; scam_visitors: number }[];
    expect(items.map((i) => [i.professional_name, i.scam_visitors])).toEqual([
      ['Três Golpes', 3],
      ['Três Golpes', 3],
      ['Três Golpes', 3],
      ['Dois Golpes', 2],
      ['Dois Golpes', 2],
      ['Denúncia Antiga', 0],
      ['Um Golpe', 1],
    ]);
  });
});
