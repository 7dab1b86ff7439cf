import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createProfessional, loginAs, type TestApp } from '../../test/helpers.ts';

let h: TestApp;
beforeAll(async () => {
  h = await buildTestApp();
});
afterAll(() => h.close());

const HOUR = 3_600_000;
const click = (proId: string, visitor: string) =>
  h.request({
    method: 'POST',
    url: `/api/professionals/${proId}/interactions`,
    payload: { interaction_type: 'contact_click', visitor_id: visitor },
  });
const answer = (proId: string, visitor: string, value: string) =>
  h.request({
    method: 'POST',
    url: `/api/professionals/${proId}/contact-answers`,
    payload: { visitor_id: visitor, answer: value },
  });
const card = async (proId: string) => {
  const found = (await h.request({ method: 'GET', url: `/api/professionals/favorites?ids=${proId}` })).json<{
    items: { responds_fast: boolean }[];
  }>();
  const profile = (await h.request({ method: 'GET', url: `/api/professionals/${proId}` })).json<{
    responds_fast: boolean;
  }>();
  return { card: found.items[0]?.responds_fast, profile: profile.responds_fast };
};

describe('O profissional respondeu seu contato?', () => {
  it('takes one answer per visitor and professional', async () => {
    const { professionalId } = await createProfessional(h.deps);
    await click(professionalId, 'visitante-unico');
    h.clock.advance(24 * HOUR);
    expect((await answer(professionalId, 'visitante-unico', 'yes')).statusCode).toBe(204);
    const second = await answer(professionalId, 'visitante-unico', 'no');
    expect(second.statusCode).toBe(409);
    expect(second.json().error.message).toBe('Você já respondeu sobre o contato com este profissional.');
  });

  it('is refused without a contact click from the same browser a day before', async () => {
    const { professionalId } = await createProfessional(h.deps);
    const none = await answer(professionalId, 'visitante-sem-clique', 'yes');
    expect(none.statusCode).toBe(403);
    expect(none.json().error.message).toBe(
      'Você poderá responder 24 horas depois de entrar em contato com este profissional por aqui.',
    );
    await click(professionalId, 'visitante-apressado');
    h.clock.advance(23 * HOUR);
    expect((await answer(professionalId, 'visitante-apressado', 'yes')).statusCode).toBe(403);
    h.clock.advance(HOUR);
    expect((await answer(professionalId, 'visitante-apressado', 'yes')).statusCode).toBe(204);
  });

  it('refuses answers other than Sim or Não with a pt-BR 400', async () => {
    const { professionalId } = await createProfessional(h.deps);
    const res = await answer(professionalId, 'visitante-qualquer', 'talvez');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('Responda Sim ou Não.');
  });

  it('shows Responde rápido from 5 answers with 80 % Sim, and the professional sees rate and count', async () => {
    const pro = await createProfessional(h.deps);
    const visitors = ['v-resp-1', 'v-resp-2', 'v-resp-3', 'v-resp-4', 'v-resp-5', 'v-resp-6'];
    for (const v of visitors) await click(pro.professionalId, v);
    h.clock.advance(25 * HOUR);
    for (const v of visitors.slice(0, 4)) await answer(pro.professionalId, v, 'yes');
    expect(await card(pro.professionalId)).toEqual({ card: false, profile: false });
    await answer(pro.professionalId, 'v-resp-5', 'no');
    expect(await card(pro.professionalId)).toEqual({ card: true, profile: true });
    const search = (await h.request({ method: 'GET', url: '/api/professionals?pageSize=100' })).json<{
      items: { id: string; responds_fast: boolean }[];
    }>();
    expect(search.items.find((i) => i.id === pro.professionalId)?.responds_fast).toBe(true);

    await answer(pro.professionalId, 'v-resp-6', 'no');
    expect(await card(pro.professionalId)).toEqual({ card: false, profile: false });

    const stats = (
      await h.request({ method: 'GET', url: '/api/me/stats', headers: await loginAs(h.deps, pro.userId) })
    ).json<{ responses: unknown }>();
    expect(stats.responses).toEqual({ answers: 6, yes: 4, rate_percent: 67, responds_fast: false });
  });
});

describe('favourites', () => {
  it('returns the listed professionals in the order asked and counts the others', async () => {
    const a = await createProfessional(h.deps);
    const b = await createProfessional(h.deps);
    const gone = await createProfessional(h.deps, { blocked: true });
    const res = await h.request({
      method: 'GET',
      url: `/api/professionals/favorites?ids=${b.professionalId},${gone.professionalId},${a.professionalId},nao-e-id`,
    });
    expect(res.statusCode).toBe(200);
    const body = res.json<{ items: { id: string }[]; unavailable: number }>();
    expect(body.items.map((i) => i.id)).toEqual([b.professionalId, a.professionalId]);
    expect(body.unavailable).toBe(1);
  });

  it('answers a missing list with a pt-BR 400', async () => {
    const res = await h.request({ method: 'GET', url: '/api/professionals/favorites' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('Informe os profissionais da lista.');
  });
});
