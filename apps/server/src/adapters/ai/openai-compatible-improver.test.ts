import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChatCompletionsImprover } from './openai-compatible-improver.ts';
import { ImproverUnavailableError } from './text-improver.ts';

interface Seen {
  url: string | undefined;
  auth: string | undefined;
  body: { model: string; messages: { role: string; content: string }[] };
}

/** A local server speaking the chat-completions API; its behaviour is chosen per test. */
let mode: 'ok' | 'slow' | 'error' | 'empty' = 'ok';
const seen: Seen[] = [];
let server: http.Server;
let base = '';

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c: Buffer) => (raw += c.toString()));
    req.on('end', () => {
      seen.push({ url: req.url, auth: req.headers.authorization, body: JSON.parse(raw) as Seen['body'] });
      const send = (status: number, body: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(body));
      };
      if (mode === 'slow')
        return void setTimeout(
          () => send(200, { choices: [{ message: { role: 'assistant', content: 'tarde' } }] }),
          500,
        );
      if (mode === 'error') return send(500, { error: { message: 'boom' } });
      if (mode === 'empty') return send(200, { choices: [] });
      send(200, {
        id: 'x',
        object: 'chat.completion',
        choices: [{ index: 0, message: { role: 'assistant', content: '  Texto revisado.  ' }, finish_reason: 'stop' }],
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('chat-completions improver', () => {
  it('posts model, system and user messages with the bearer key and returns the trimmed answer', async () => {
    mode = 'ok';
    const improver = createChatCompletionsImprover({
      url: base,
      key: 'chave-secreta',
      model: 'modelo-teste',
      timeoutMs: 2000,
    });
    const out = await improver.improve({ type: 'biography', text: 'sou produtor' });
    expect(out).toBe('Texto revisado.');
    const last = seen.at(-1)!;
    expect(last.url).toBe('/v1/chat/completions');
    expect(last.auth).toBe('Bearer chave-secreta');
    expect(last.body.model).toBe('modelo-teste');
    expect(last.body.messages[0]!.role).toBe('system');
    expect(last.body.messages[1]).toEqual({ role: 'user', content: 'Texto:\nsou produtor' });
  });

  it('accepts the full endpoint URL as well', async () => {
    mode = 'ok';
    const improver = createChatCompletionsImprover({
      url: `${base}/chat/completions`,
      key: '',
      model: 'm',
      timeoutMs: 2000,
    });
    await improver.improve({ type: 'equipment', text: 'sm58' });
    expect(seen.at(-1)!.url).toBe('/v1/chat/completions');
    expect(seen.at(-1)!.auth).toBeUndefined();
  });

  it('gives up after the timeout with a clear message', async () => {
    mode = 'slow';
    const improver = createChatCompletionsImprover({ url: base, key: 'k', model: 'm', timeoutMs: 100 });
    await expect(improver.improve({ type: 'biography', text: 'oi' })).rejects.toThrow(
      new ImproverUnavailableError('O serviço de IA demorou demais para responder. Tente novamente.'),
    );
  });

  it('turns provider errors and empty answers into an unavailable error', async () => {
    const improver = createChatCompletionsImprover({ url: base, key: 'k', model: 'm', timeoutMs: 2000 });
    mode = 'error';
    await expect(improver.improve({ type: 'biography', text: 'oi' })).rejects.toBeInstanceOf(ImproverUnavailableError);
    mode = 'empty';
    await expect(improver.improve({ type: 'biography', text: 'oi' })).rejects.toBeInstanceOf(ImproverUnavailableError);
  });
});
