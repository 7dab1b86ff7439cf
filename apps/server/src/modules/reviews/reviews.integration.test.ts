import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { buildTestApp, createProfessional, type TestApp } from '../../test/helpers.ts';
import * as t from '../../db/schema.ts';
import { INVISIBLE_TEXT_MESSAGE } from '@app/domain/rules/text-safety';

let ctx: TestApp;
let proId: string;
const review = {
  rating: 5,
  project_url: 'https://soundcloud.com/faixa',
  user_name: 'Paula',
  user_email: 'Paula@Exemplo.com',
  comment: 'Excelente trabalho.',
};
const post = (id: string, body: unknown) =>
  ctx.request({ method: 'POST', url: `/api/professionals/${id}/reviews`, payload: body as object });

beforeAll(async () => {
  ctx = await buildTestApp();
  proId = (await createProfessional(ctx.deps)).professionalId;
});
afterAll(() => ctx.close());

describe('a client reviews a professional', () => {
  it('stores the review unapproved, so it is not public yet', async () => {
    const res = await post(proId, review);
    expect(res.statusCode).toBe(201);
    const [row] = await ctx.deps.db.select().from(t.reviews).where(eq(t.reviews.id, res.json().id));
    expect(row).toMatchObject({ isApproved: false, userEmail: 'paula@exemplo.com', rating: 5 });
    const list = await ctx.request({ method: 'GET', url: `/api/professionals/${proId}/reviews` });
    expect(list.json().items).toEqual([]);
  });

  it('refuses a second review from the same e-mail with 409 and the spec message', async () => {
    const res = await post(proId, { ...review, user_email: 'PAULA@exemplo.com' });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe('Você já avaliou este profissional anteriormente.');
  });

  it.each([
    [{ ...review, rating: 0 }, 'Por favor, selecione uma classificação em estrelas.'],
    [{ ...review, rating: 6 }, 'Por favor, selecione uma classificação em estrelas.'],
    [{ ...review, project_url: '' }, 'O link do projeto é obrigatório.'],
    [
      { ...review, project_url: 'javascript:alert(1)' },
      'Por favor, insira um link válido começando com http:// ou https://',
    ],
    [{ ...review, user_email: 'nao-e-email' }, 'Por favor, informe um e-mail válido.'],
    [{ ...review, comment: '   ' }, 'Por favor, escreva um comentário sobre o trabalho.'],
  ])('refuses %j with a pt-BR 400', async (body, message) => {
    const unique =
      body.user_email === review.user_email ? { ...body, user_email: `${randomUUID()}@exemplo.com` } : body;
    const res = await post(proId, unique);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(message);
  });

  it('is 404 for a blocked professional', async () => {
    const blocked = await createProfessional(ctx.deps, { blocked: true });
    expect((await post(blocked.professionalId, { ...review, user_email: 'z@exemplo.com' })).statusCode).toBe(404);
  });

  it('refuses requests without the CSRF header', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/professionals/${proId}/reviews`,
      payload: { ...review, user_email: 'c@exemplo.com' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('csrf');
  });

  it('refuses requests from another site', async () => {
    const res = await ctx.request({
      method: 'POST',
      url: `/api/professionals/${proId}/reviews`,
      headers: { origin: 'https://evil.example' },
      payload: { ...review, user_email: 'd@exemplo.com' },
    });
    expect(res.statusCode).toBe(403);
  });

  it('answers malformed JSON with a 400, not a 500', async () => {
    const res = await ctx.request({
      method: 'POST',
      url: `/api/professionals/${proId}/reviews`,
      headers: { 'content-type': 'application/json' },
      payload: '{"rating":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toMatch(/inválid/);
  });
});

describe('limits', () => {
  it('allows ten reviews an hour from one address, then answers 429 in pt-BR', async () => {
    const target = (await createProfessional(ctx.deps)).professionalId;
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const res = await ctx.request({
        method: 'POST',
        url: `/api/professionals/${target}/reviews`,
        remoteAddress: '10.9.9.9',
        payload: { ...review, user_email: `limite${i}@exemplo.com` },
      });
      statuses.push(res.statusCode);
      if (res.statusCode === 429) expect(res.json().error.message).toMatch(/^Muitas tentativas/);
    }
    expect(statuses.slice(0, 10).every((s) => s === 201)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});

describe('names and text that hide or reorder characters', () => {
  const from = { remoteAddress: '203.0.113.77' };
  it('refuses a reviewer name with a bidi control or a zero-width character, in pt-BR', async () => {
    for (const user_name of ['Ana\u202Eoãoj', 'A\u200Bna', '\u2066Ana\u2069']) {
      const res = await ctx.request({
        ...from,
        method: 'POST',
        url: `/api/professionals/${proId}/reviews`,
        payload: { ...review, user_name, user_email: `${randomUUID()}@exemplo.com` },
      });
      expect([res.statusCode, res.json().error.message], JSON.stringify(user_name)).toEqual([
        400,
        INVISIBLE_TEXT_MESSAGE,
      ]);
    }
  });

  it('stores the name composed (NFC) and the comment without its invisible characters', async () => {
    const res = await ctx.request({
      ...from,
      method: 'POST',
      url: `/api/professionals/${proId}/reviews`,
      payload: {
        ...review,
        user_name: 'Joa\u0303o',
        comment: 'Ótimo\u200B som\u202E ao vivo 👨‍👩‍👧',
        user_email: `${randomUUID()}@exemplo.com`,
      },
    });
    expect(res.statusCode).toBe(201);
    const [row] = await ctx.deps.db.select().from(t.reviews).where(eq(t.reviews.id, res.json().id));
    expect(row).toMatchObject({ userName: 'João', comment: 'Ótimo som ao vivo 👨‍👩‍👧' });
  });
});
