import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { buildTestApp, createProfessional, loginAs, type TestApp } from '../../test/helpers.ts';
import * as t from '../../db/schema.ts';
import { runHousekeeping } from '../housekeeping/housekeeping.ts';

let h: TestApp;
let adminHeaders: Record<string, string>;
let seq = 0;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

beforeAll(async () => {
  h = await buildTestApp();
  const [admin] = await h.deps.db
    .insert(t.users)
    .values({
      name: 'Admin Teste',
      email: 'admin-avaliacoes@exemplo.com.br',
      passwordHash: 'x',
      role: 'admin',
      emailConfirmedAt: h.clock.now(),
    })
    .returning({ id: t.users.id });
  adminHeaders = await loginAs(h.deps, admin!.id);
});
afterAll(() => h.close());

// Each call from its own address, so that the hourly limit on reviews does not interfere.
const remoteAddress = () => `127.0.${Math.floor(++seq / 250)}.${seq % 250}`;
const newReview = (overrides: Record<string, unknown> = {}) => ({
  rating: 5,
  project_url: 'https://soundcloud.com/faixa',
  user_name: 'Paula Souza',
  user_email: `paula.${++seq}@exemplo.com`,
  comment: 'Excelente trabalho.',
  ...overrides,
});
const postReview = (proId: string, body: Record<string, unknown>) =>
  h.request({
    method: 'POST',
    url: `/api/professionals/${proId}/reviews`,
    payload: body,
    remoteAddress: remoteAddress(),
  });
const confirm = (token: string) =>
  h.request({ method: 'POST', url: '/api/reviews/confirm', payload: { token }, remoteAddress: remoteAddress() });
const track = (proId: string, visitorId: string) =>
  h.request({
    method: 'POST',
    url: `/api/professionals/${proId}/interactions`,
    payload: { interaction_type: 'contact_click', visitor_id: visitorId },
  });

async function confirmationToken(email: string): Promise<string> {
  const res = await h.request({ method: 'GET', url: `/api/dev/mailbox?to=${encodeURIComponent(email)}` });
  const mails = res.json<{ subject: string; links: string[] }[]>();
  const mail = mails.find((m) => m.subject === 'Confirme sua avaliação no Palco Brasil');
  expect(mail, 'confirmation e-mail').toBeTruthy();
  const link = mail!.links.find((l) => l.includes('/avaliacoes/confirmar#token='));
  return decodeURIComponent(link!.split('#token=')[1]!);
}

const mailsTo = async (email: string) =>
  (await h.request({ method: 'GET', url: `/api/dev/mailbox?to=${encodeURIComponent(email)}` })).json<
    { subject: string; text: string }[]
  >();
const subjectsTo = async (email: string) => (await mailsTo(email)).map((m) => m.subject);

const pendingQueue = async () =>
  (
    await h.request({ method: 'GET', url: '/api/admin/reviews?status=pending&pageSize=100', headers: adminHeaders })
  ).json<{
    items: { id: string; via_contact: boolean }[];
  }>().items;

describe('a review reaches the admin only after its author confirms the e-mail', () => {
  it('is e-mailed a link, stays out of the queue until the link is followed, then enters it', async () => {
    const { professionalId } = await createProfessional(h.deps);
    const body = newReview();
    const created = await postReview(professionalId, body);
    expect(created.statusCode).toBe(201);
    const id = created.json<{ id: string }>().id;
    expect((await pendingQueue()).map((r) => r.id)).not.toContain(id);

    const token = await confirmationToken(body.user_email);
    expect((await confirm(token)).statusCode).toBe(204);
    expect((await pendingQueue()).map((r) => r.id)).toContain(id);
    // The link works once.
    const again = await confirm(token);
    expect(again.statusCode).toBe(400);
    expect(again.json().error.message).toBe(
      'Este link de confirmação é inválido ou expirou. Se a avaliação tiver mais de 7 dias sem confirmação, envie-a novamente.',
    );
  });

  it('keeps the one-review-per-e-mail rule while the first review is unconfirmed', async () => {
    const { professionalId } = await createProfessional(h.deps);
    const body = newReview();
    expect((await postReview(professionalId, body)).statusCode).toBe(201);
    const second = await postReview(professionalId, { ...body, user_email: body.user_email.toUpperCase() });
    expect(second.statusCode).toBe(409);
    expect(second.json().error.message).toBe('Você já avaliou este profissional anteriormente.');
  });

  it('refuses a link followed after 7 days, and housekeeping deletes the unconfirmed review', async () => {
    const { professionalId } = await createProfessional(h.deps);
    const late = newReview();
    const kept = newReview();
    const lateId = (await postReview(professionalId, late)).json<{ id: string }>().id;
    const keptId = (await postReview(professionalId, kept)).json<{ id: string }>().id;
    await confirm(await confirmationToken(kept.user_email));
    const lateToken = await confirmationToken(late.user_email);

    h.clock.advance(7 * DAY + 1000);
    expect((await confirm(lateToken)).statusCode).toBe(400);

    // One pass of the housekeeping, as the server runs it after start-up and then every hour.
    await runHousekeeping(h.deps);
    const left = await h.deps.db
      .select({ id: t.reviews.id })
      .from(t.reviews)
      .where(eq(t.reviews.professionalId, professionalId));
    expect(left.map((r) => r.id)).toEqual([keptId]);
    expect(left.map((r) => r.id)).not.toContain(lateId);
  });

  it('refuses a malformed or unknown token with a pt-BR 400', async () => {
    const short = await confirm('abc');
    expect(short.statusCode).toBe(400);
    expect(short.json().error.message).toMatch(/link de confirmação/);
    expect((await confirm('x'.repeat(43))).statusCode).toBe(400);
  });
});

describe('the Contato pelo Palco Brasil badge', () => {
  it('marks a review whose browser clicked contact at least an hour before', async () => {
    const { professionalId } = await createProfessional(h.deps);
    await track(professionalId, 'visitante-contato-1');
    h.clock.advance(HOUR);
    const body = newReview({ visitor_id: 'visitante-contato-1' });
    const id = (await postReview(professionalId, body)).json<{ id: string }>().id;
    await confirm(await confirmationToken(body.user_email));
    expect((await pendingQueue()).find((r) => r.id === id)?.via_contact).toBe(true);

    const approve = await h.request({
      method: 'POST',
      url: `/api/admin/reviews/${id}/approve`,
      headers: { ...adminHeaders, 'x-requested-with': 'fetch' },
    });
    expect(approve.statusCode).toBe(200);
    const publicList = (await h.request({ method: 'GET', url: `/api/professionals/${professionalId}/reviews` })).json<{
      items: { id: string; via_contact: boolean }[];
    }>();
    expect(publicList.items).toEqual([expect.objectContaining({ id, via_contact: true })]);
  });

  it('is not given for a contact from another browser, a click under an hour old, or no visitor id', async () => {
    const { professionalId } = await createProfessional(h.deps);
    await track(professionalId, 'visitante-outro-navegador');
    h.clock.advance(2 * HOUR);
    await track(professionalId, 'visitante-recente');
    h.clock.advance(59 * 60_000);
    const cases = [
      newReview({ visitor_id: 'visitante-sem-contato' }),
      newReview({ visitor_id: 'visitante-recente' }),
      newReview(),
    ];
    for (const body of cases) {
      const id = (await postReview(professionalId, body)).json<{ id: string }>().id;
      const [row] = await h.deps.db
        .select({ viaContact: t.reviews.viaContact })
        .from(t.reviews)
        .where(eq(t.reviews.id, id));
      expect(row?.viaContact).toBe(false);
    }
  });

  it('counts only clicks on this professional', async () => {
    const a = await createProfessional(h.deps);
    const b = await createProfessional(h.deps);
    await track(a.professionalId, 'visitante-cruzado');
    h.clock.advance(2 * HOUR);
    const id = (await postReview(b.professionalId, newReview({ visitor_id: 'visitante-cruzado' }))).json<{
      id: string;
    }>().id;
    const [row] = await h.deps.db
      .select({ viaContact: t.reviews.viaContact })
      .from(t.reviews)
      .where(eq(t.reviews.id, id));
    expect(row?.viaContact).toBe(false);
  });
});

describe("a review with the professional's own account e-mail", () => {
  it('is answered like any other, mailed to that address, and never reaches the queue or the profile', async () => {
    const { professionalId } = await createProfessional(h.deps, { email: `dona.${++seq}@exemplo.com.br` });
    const [owner] = await h.deps.db
      .select({ email: t.users.email })
      .from(t.users)
      .innerJoin(t.professionals, eq(t.professionals.userId, t.users.id))
      .where(eq(t.professionals.id, professionalId));
    const own = await postReview(professionalId, newReview({ user_email: owner!.email.toUpperCase() }));
    const other = await postReview(professionalId, newReview());
    // The same answer as anyone's: nothing tells that the address owns the profile.
    expect([own.statusCode, Object.keys(own.json())]).toEqual([other.statusCode, Object.keys(other.json())]);
    expect(own.statusCode).toBe(201);
    const id = own.json<{ id: string }>().id;

    const confirmed = await confirm(await confirmationToken(owner!.email));
    expect([confirmed.statusCode, confirmed.body]).toEqual([204, '']);
    expect((await pendingQueue()).map((r) => r.id)).not.toContain(id);
    // An admin cannot publish it by hand either: it is not confirmed.
    const approve = await h.request({ method: 'POST', url: `/api/admin/reviews/${id}/approve`, headers: adminHeaders });
    expect(approve.statusCode).toBe(409);
    const shown = await h.request({ method: 'GET', url: `/api/professionals/${professionalId}/reviews` });
    expect(shown.json<{ items: { id: string }[] }>().items.map((r) => r.id)).not.toContain(id);
    // Nor is the professional told of a review that never counts.
    expect(
      (await subjectsTo(owner!.email)).filter((s) => s === 'Você recebeu uma nova avaliação no Palco Brasil'),
    ).toHaveLength(0);
  });
});

describe('the professional hears of a review', () => {
  it('when its author confirms it (waiting for the team) and once when it is published', async () => {
    const pro = await createProfessional(h.deps, { name: 'Davi Baixo', email: `davi.${++seq}@exemplo.com.br` });
    const body = newReview({ user_name: 'Carla Noiva', rating: 4 });
    const id = (await postReview(pro.professionalId, body)).json<{ id: string }>().id;
    expect(await subjectsTo(pro.email)).toEqual([]);
    await confirm(await confirmationToken(body.user_email));
    const [awaiting] = await mailsTo(pro.email);
    expect(awaiting?.subject).toBe('Você recebeu uma nova avaliação no Palco Brasil');
    expect(awaiting?.text).toContain('Carla Noiva deixou uma avaliação de 4 estrelas');
    expect(awaiting?.text).toContain('aparece no seu perfil assim que for aprovada');

    const approve = () => h.request({ method: 'POST', url: `/api/admin/reviews/${id}/approve`, headers: adminHeaders });
    expect((await approve()).statusCode).toBe(200);
    await approve();
    expect(
      (await subjectsTo(pro.email)).filter((s) => s === 'Sua nova avaliação foi publicada no Palco Brasil'),
    ).toHaveLength(1);
  });
});
