import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/helpers.ts';

interface Received {
  from: string;
  to: string[];
  raw: string;
}

/** Undoes quoted-printable soft line breaks and escapes, enough to read a message's body. */
const decodeQuotedPrintable = (s: string) =>
  Buffer.from(
    s.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');

let server: SMTPServer;
let port = 0;
const received: Received[] = [];
let ctx: TestApp;

beforeAll(async () => {
  server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.server.address() as AddressInfo).port;
  ctx = await buildTestApp({
    smtpUrl: `smtp://127.0.0.1:${port}`,
    mailFrom: 'Palco Brasil <nao-responda@palcobrasil.com.br>',
  });
});

afterAll(async () => {
  await ctx.close();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

describe('mail over SMTP', () => {
  it('delivers the sign-up confirmation to a real SMTP server, in pt-BR HTML and text', async () => {
    const res = await ctx.request({
      method: 'POST',
      url: '/api/auth/signup',
      payload: { name: 'João Pereira', email: 'joao.smtp@exemplo.com.br', password: 'Palco@2026!', accept_terms: true },
    });
    expect(res.statusCode).toBe(201);
    await vi.waitFor(() => expect(received).toHaveLength(1), { timeout: 5_000 });
    const mail = received[0]!;
    expect(mail.from).toBe('nao-responda@palcobrasil.com.br');
    expect(mail.to).toEqual(['joao.smtp@exemplo.com.br']);
    expect(mail.raw).toMatch(/^Subject: Confirme seu e-mail no Palco Brasil\r?$/m);
    expect(mail.raw).toMatch(/Content-Type: multipart\/alternative/);
    expect(mail.raw).toMatch(/Content-Type: text\/plain; charset=utf-8/);
    expect(mail.raw).toMatch(/Content-Type: text\/html; charset=utf-8/);
    const body = decodeQuotedPrintable(mail.raw);
    expect(body).toContain('Olá, João!');
    expect(body).toContain('<html lang="pt-BR">');
    expect(body).toMatch(/http:\/\/localhost:\d+\/#type=signup&(amp;)?token=[A-Za-z0-9_-]{43}/);
  });

  it('sends the reset link by SMTP too, and keeps no local mailbox', async () => {
    await ctx.request({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: 'joao.smtp@exemplo.com.br' },
    });
    await vi.waitFor(() => expect(received).toHaveLength(2), { timeout: 5_000 });
    expect(decodeQuotedPrintable(received[1]!.raw)).toMatch(/#type=recovery&(amp;)?token=/);
    expect((await ctx.request({ method: 'GET', url: '/api/dev/mailbox' })).statusCode).toBe(404);
  });
});
