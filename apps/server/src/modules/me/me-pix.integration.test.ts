import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PIX_KEY_MESSAGES } from '@app/domain/schemas/pix-key';
import { buildTestApp, createProfessional, loginAs, type TestApp } from '../../test/helpers.ts';

let h: TestApp;
beforeAll(async () => {
  h = await buildTestApp();
});
afterAll(() => h.close());

describe("the professional's Pix key for deposits", () => {
  it('is kept as the BR Code reads it, shown masked, changed and removed', async () => {
    const pro = await createProfessional(h.deps, { name: 'Lia Pix' });
    const headers = await loginAs(h.deps, pro.userId);
    const call = (method: 'GET' | 'PUT' | 'DELETE', payload?: object) =>
      h.request({ method, url: '/api/me/pix-key', headers, ...(payload ? { payload } : {}) });

    expect((await call('GET')).json()).toEqual({ pix_key: null });
    const set = await call('PUT', { kind: 'cpf', key: '529.982.247-25', holder_name: '  Lia Souza Pix ' });
    expect(set.statusCode).toBe(200);
    expect(set.json()).toEqual({
      pix_key: { kind: 'cpf', key: '52998224725', masked: '***.982.247-**', holder_name: 'Lia Souza Pix' },
    });
    expect((await call('GET')).json().pix_key.key).toBe('52998224725');

    const wrong = await call('PUT', { kind: 'cpf', key: '529.982.247-26', holder_name: 'Lia Souza Pix' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.message).toBe(PIX_KEY_MESSAGES.cpf);
    // A refused change keeps the key there was.
    expect((await call('GET')).json().pix_key.key).toBe('52998224725');

    const phone = await call('PUT', { kind: 'phone', key: '(11) 98765-4321', holder_name: 'Lia Souza Pix' });
    expect(phone.json().pix_key).toMatchObject({ key: '+5511987654321', masked: '(11) 98765-4321' });

    expect((await call('DELETE')).json()).toEqual({ pix_key: null });
    expect((await call('GET')).json()).toEqual({ pix_key: null });
  });

  it('cannot be changed by a blocked account', async () => {
    const pro = await createProfessional(h.deps, { name: 'Rui Bloqueado Pix', blocked: true });
    const res = await h.request({
      method: 'PUT',
      url: '/api/me/pix-key',
      headers: await loginAs(h.deps, pro.userId),
      payload: { kind: 'email', key: 'rui@exemplo.com.br', holder_name: 'Rui' },
    });
    expect(res.statusCode).toBe(403);
  });
});
