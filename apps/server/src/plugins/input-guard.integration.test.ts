import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import * as t from '../db/schema.ts';
import { NUL_MESSAGE } from '../lib/text-input.ts';
import { buildTestApp, createProfessional, loginAs, type TestApp } from '../test/helpers.ts';

let h: TestApp;
let proId: string;
beforeAll(async () => {
  h = await buildTestApp();
  proId = (await createProfessional(h.deps)).professionalId;
});
afterAll(async () => {
  await h.close();
});

const UNREADABLE = 'Não foi possível ler o formulário enviado. Tente novamente.';

function form(fields: Record<string, string>, boundary = `----guard${Date.now()}`) {
  const body = Object.entries(fields)
    .map(([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`)
    .join('');
  return {
    payload: Buffer.from(`${body}--${boundary}--\r\n`),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

describe('input the database cannot store', () => {
  it('a NUL character in the search gets a 400 in pt-BR', async () => {
    const res = await h.request({ method: 'GET', url: '/api/professionals?q=s%00o' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(NUL_MESSAGE);
  });

  it('a NUL character in a JSON field is refused and nothing is stored', async () => {
    const res = await h.request({
      method: 'POST',
      url: `/api/professionals/${proId}/reviews`,
      payload: {
        rating: 5,
        project_url: 'https://exemplo.com/faixa',
        user_name: 'Ana',
        user_email: 'ana.nul@exemplo.com',
        comment: 'Ótimo\u0000 trabalho.',
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(NUL_MESSAGE);
    expect(await h.deps.db.select().from(t.reviews).where(eq(t.reviews.userEmail, 'ana.nul@exemplo.com'))).toHaveLength(
      0,
    );
  });

  it('a NUL character in a form field of a report is refused', async () => {
    const reason = (await h.deps.db.select().from(t.reportReasons))[0]!.reason;
    const body = form({
      reporter_name: 'Carlos',
      reporter_email: 'carlos@exemplo.com',
      report_reason: reason,
      details: 'Fotos\u0000 copiadas.',
      visitor_id: 'visitor-nul-000001',
    });
    const res = await h.request({ method: 'POST', url: `/api/professionals/${proId}/reports`, ...body });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(NUL_MESSAGE);
  });
});

describe('a form that cannot be read', () => {
  it('a report without its boundary or cut short gets a 400, not a 500', async () => {
    const noBoundary = await h.request({
      method: 'POST',
      url: `/api/professionals/${proId}/reports`,
      payload: 'qualquer coisa',
      headers: { 'content-type': 'multipart/form-data' },
    });
    expect(noBoundary.statusCode).toBe(400);
    expect(noBoundary.json().error.message).toBe(UNREADABLE);

    const cut = await h.request({
      method: 'POST',
      url: `/api/professionals/${proId}/reports`,
      payload: '--x\r\nContent-Disposition: form-data; name="details"\r\n\r\nmeio',
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
    });
    expect(cut.statusCode).toBe(400);
    expect(cut.json().error.message).toBe(UNREADABLE);
  });

  it('a photo upload cut short gets a 400, not a 500', async () => {
    const pro = await createProfessional(h.deps);
    const res = await h.request({
      method: 'POST',
      url: '/api/me/photo',
      payload:
        '--x\r\nContent-Disposition: form-data; name="photo"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n\x89PNG',
      headers: { ...(await loginAs(h.deps, pro.userId)), 'content-type': 'multipart/form-data; boundary=x' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(UNREADABLE);
  });
});
