import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createProfessional, loginAs, type TestApp } from '../../test/helpers.ts';

let h: TestApp;
beforeAll(async () => {
  h = await buildTestApp();
});
afterAll(async () => {
  await h.close();
});

const improve = async (headers: Record<string, string>, payload: Record<string, unknown>) =>
  h.request({ method: 'POST', url: '/api/ai/improve', headers, payload });

async function signedIn(fixture: Parameters<typeof createProfessional>[1] = {}) {
  const pro = await createProfessional(h.deps, fixture);
  return { ...pro, headers: await loginAs(h.deps, pro.userId) };
}

describe('POST /api/ai/improve', () => {
  it('asks for a session', async () => {
    expect((await improve({}, { text: 'oi', type: 'biography' })).statusCode).toBe(401);
  });

  it('is for subscribers only: no subscription, canceled, past due or an ended period get 403 subscription_required', async () => {
    const cases = [
      await signedIn({ subscription: null }),
      await signedIn({ subscription: 'canceled' }),
      await signedIn({ subscription: 'past_due' }),
      await signedIn({ subscription: 'active', periodEndsAt: new Date('2026-05-01T00:00:00Z') }),
      await signedIn({ subscription: 'trialing', trialEndsAt: new Date('2026-05-31T00:00:00Z') }),
    ];
    for (const pro of cases) {
      const res = await improve(pro.headers, { text: 'sou produtor', type: 'biography' });
      expect(res.statusCode).toBe(403);
      expect(res.json().error.code).toBe('subscription_required');
    }
  });

  it('a subscriber (active or in trial) gets the improved text', async () => {
    for (const pro of [
      await signedIn({ subscription: 'active' }),
      await signedIn({ subscription: 'trialing', trialEndsAt: new Date('2026-06-03T00:00:00Z') }),
    ]) {
      const res = await improve(pro.headers, { text: 'sou produtor de funk', type: 'biography' });
      expect(res.statusCode).toBe(200);
      expect(res.json().improvedText).toMatch(/^Sou produtor de funk\./);
    }
  });

  it('the subscription ending takes the feature away at once', async () => {
    const pro = await signedIn({ subscription: 'active', periodEndsAt: new Date('2026-06-02T00:00:00Z') });
    expect((await improve(pro.headers, { text: 'oi', type: 'biography' })).statusCode).toBe(200);
    h.clock.set(new Date('2026-06-02T00:00:01Z'));
    try {
      expect((await improve(pro.headers, { text: 'oi', type: 'biography' })).statusCode).toBe(403);
    } finally {
      h.clock.set(new Date('2026-06-01T12:00:00Z'));
    }
  });

  it('empty text gives the spec message for each type', async () => {
    const pro = await signedIn({ specialties: [], genres: [] });
    const bio = await improve(pro.headers, { text: '   ', type: 'biography' });
    expect(bio.statusCode).toBe(400);
    expect(bio.json().error.message).toBe('Por favor, escreva algo na biografia para que a IA possa melhorá-la.');
    const eq = await improve(pro.headers, { text: '', type: 'equipment' });
    expect(eq.json().error.message).toBe('Por favor, liste alguns equipamentos para que a IA possa organizá-los.');
  });

  it('writes work details from the profile when the field is empty', async () => {
    const pro = await signedIn({ specialties: ['Beats'], genres: ['Trap'] });
    const res = await improve(pro.headers, { text: '', type: 'work_details' });
    expect(res.statusCode).toBe(200);
    expect(res.json().improvedText).toContain('Trabalho com Beats.');
  });
});

describe('with a chat-completions endpoint configured', () => {
  let server: http.Server;
  let app: TestApp;
  let lastBody: { model: string; messages: { content: string }[] } | null = null;
  let failing = false;

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      let raw = '';
      req.on('data', (c: Buffer) => (raw += c.toString()));
      req.on('end', () => {
        lastBody = JSON.parse(raw);
        res.writeHead(failing ? 503 : 200, { 'content-type': 'application/json' });
        res.end(
          JSON.stringify(
            failing
              ? { error: { message: 'overloaded' } }
              : { choices: [{ message: { role: 'assistant', content: 'Biografia escrita pelo modelo.' } }] },
          ),
        );
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
    app = await buildTestApp({ ai: { url, key: 'k', model: 'modelo-local', timeoutMs: 2000 } });
  });
  afterAll(async () => {
    await app.close();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('answers with the model text; a provider failure is a 502 with a pt-BR message', async () => {
    const pro = await createProfessional(app.deps, { subscription: 'active' });
    const headers = await loginAs(app.deps, pro.userId);
    const ok = await app.request({
      method: 'POST',
      url: '/api/ai/improve',
      headers,
      payload: { text: 'sou cantor', type: 'biography' },
    });
    expect(ok.json()).toEqual({ improvedText: 'Biografia escrita pelo modelo.' });
    expect(lastBody?.model).toBe('modelo-local');
    expect(lastBody?.messages[1]?.content).toContain('sou cantor');

    failing = true;
    const bad = await app.request({
      method: 'POST',
      url: '/api/ai/improve',
      headers,
      payload: { text: 'sou cantor', type: 'biography' },
    });
    expect(bad.statusCode).toBe(502);
    expect(bad.json().error).toEqual({
      code: 'upstream_error',
      message: 'O serviço de IA não está disponível no momento. Tente novamente em instantes.',
    });
  });
});
