import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServerForTest } from './build-for-test.ts';
import { spawnServer, type ServerProcess } from './spawn-server.ts';

let outDir: string;
let removeBuild = () => {};
const dataDirs: string[] = [];
const tmpDataDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'prod-build-'));
  dataDirs.push(dir);
  return dir;
};

/** The site's address as the server names it (PUBLIC_URL unset). */
const site = (server: ServerProcess) => `http://localhost:${server.port}`;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** The summary's first two lines, the same in every mode: the address, then the admin's set-up code. */
const summaryHead = (server: ServerProcess) => [
  expect.stringMatching(new RegExp(`^Palco Brasil no ar em ${escape(site(server))} \\(pronto em \\d+,\\d s\\)$`)),
  expect.stringMatching(
    new RegExp(`^  Administração: ${escape(site(server))}/admin/setup, com o código de configuração [A-Z2-9-]{19}$`),
  ),
];

/** A server's output split into the plain lines of its start summary and its JSON log entries. */
function startOutput(output: string) {
  const lines = output.split('\n').filter((l) => l.trim() !== '');
  return {
    summary: lines.filter((l) => !l.startsWith('{')),
    entries: lines
      .filter((l) => l.startsWith('{'))
      .map((l) => JSON.parse(l) as { msg?: string; level?: number; [field: string]: unknown }),
  };
}

/** Waits (a few seconds at most) until the server has written this text: the summary follows /readyz by a moment. */
async function untilWritten(server: ServerProcess, text: string) {
  const deadline = Date.now() + 10_000;
  while (!server.output().includes(text) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
}

beforeAll(() => {
  if (process.env.DATABASE_URL) return;
  const build = buildServerForTest();
  outDir = build.outDir;
  removeBuild = build.remove;
}, 120_000);

afterAll(() => {
  removeBuild();
  for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true });
});

describe.runIf(!process.env.DATABASE_URL)('the compiled server', () => {
  it('is plain JavaScript: no TypeScript file or import is left', () => {
    const files = fs.readdirSync(outDir, { recursive: true }).map(String);
    expect(files).toContain('server.js');
    expect(files.some((f) => f.endsWith('.ts'))).toBe(false);
    for (const file of files.filter((f) => f.endsWith('.js'))) {
      expect(fs.readFileSync(path.join(outDir, file), 'utf8'), file).not.toMatch(
        /from\s+["'][^"']+\.ts["']|@app\/domain/,
      );
    }
  });

  it('starts with plain node in production, answers the API and logs one JSON object per line, the start summary apart in plain lines', async () => {
    const server = await spawnServer(path.join(outDir, 'server.js'), {
      NODE_ENV: 'production',
      LOG_LEVEL: 'info',
      DATA_DIR: tmpDataDir(),
      SESSION_SECRET: randomBytes(32).toString('hex'),
      ALLOW_LOCAL_MAILBOX: 'true',
      ALLOW_TEST_PAYMENTS: 'true',
      ALLOW_OFFLINE_AI: 'true',
      ALLOW_DEMO_COMPANY: 'true',
    });
    try {
      await server.ready();
      const catalog = await fetch(`${server.url}/api/catalog`);
      expect(catalog.status).toBe(200);
      expect(((await catalog.json()) as { specialties: unknown[] }).specialties.length).toBeGreaterThan(0);
      expect((await fetch(`${server.url}/api/professionals`)).status).toBe(200);
      await untilWritten(server, 'Administração');
    } finally {
      await server.stop();
    }
    const { summary, entries } = startOutput(server.output());
    // For the operator, readable as it stands: the address and the admin's set-up code.
    expect(summary).toEqual([...summaryHead(server)]);
    // For the collector, the start's figures as fields.
    expect(entries.find((e) => e.msg === 'ready')).toMatchObject({
      level: 30,
      url: site(server),
      startupMs: expect.any(Number),
      startupCpuMs: expect.any(Number),
    });
    // One line per request, at info, with its route and figures.
    const requests = entries.filter((e) => e.msg?.startsWith('GET /api/catalog '));
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({
      level: 30,
      method: 'GET',
      route: '/api/catalog',
      statusCode: 200,
      ms: expect.any(Number),
    });
    // The set-up code is not copied into the collected entries.
    expect(entries.some((e) => /código de configuração/i.test(JSON.stringify(e)))).toBe(false);
  }, 120_000);

  it('writes the start summary as plain lines when its output goes to a file or a pipe, not a terminal', async () => {
    // As `npm start > arquivo.log` runs it: development, no LOG_FORMAT, output not a terminal.
    const server = await spawnServer(path.join(outDir, 'server.js'), {
      NODE_ENV: 'development',
      LOG_LEVEL: 'info',
      DATA_DIR: tmpDataDir(),
    });
    try {
      await server.ready();
      await untilWritten(server, 'Uma linha por requisição');
    } finally {
      await server.stop();
    }
    const { summary, entries } = startOutput(server.output());
    expect(summary).toEqual([
      ...summaryHead(server),
      `  E-mails enviados (caixa local): ${site(server)}/dev/mailbox`,
      '  Uma linha por requisição: LOG_LEVEL=debug',
    ]);
    // The rest stays one JSON object per line.
    expect(entries.find((e) => e.msg === 'ready')).toMatchObject({
      startupMs: expect.any(Number),
      startupCpuMs: expect.any(Number),
    });
  }, 120_000);

  it('refuses to start in production with a development stand-in, saying which variable to set', async () => {
    const server = await spawnServer(path.join(outDir, 'server.js'), {
      NODE_ENV: 'production',
      DATA_DIR: tmpDataDir(),
      PORT: '80a',
    });
    const { code, output } = await server.exited;
    expect(code).toBe(1);
    expect(output).toContain('Configuração inválida');
    expect(output).toContain('  - PORT: use um número inteiro de 0 a 65535.');
    expect(output).toContain('  - SMTP_URL: em produção');
    expect(output).not.toMatch(/\bat .*\.js:\d+/); // a message for a person, not a stack trace
  }, 60_000);

  it('writes readable lines, not JSON, for a person during development', async () => {
    const server = await spawnServer(path.join(outDir, 'server.js'), {
      NODE_ENV: 'development',
      LOG_LEVEL: 'info',
      LOG_FORMAT: 'pretty',
      DATA_DIR: tmpDataDir(),
    });
    try {
      await server.ready();
      await untilWritten(server, 'Uma linha por requisição');
      // The pretty printer runs in a worker thread: give it a moment to write.
      await untilWritten(server, 'Ouvindo em');
    } finally {
      await server.stop();
    }
    const output = server.output();
    const listening = output.split('\n').find((l) => l.includes('Ouvindo em'));
    expect(listening).toMatch(/INFO/);
    expect(listening!.trimStart().startsWith('{')).toBe(false);
    // The summary: where the product is, where the admin starts, with its code, and the mailbox; no request lines at info.
    expect(output).toMatch(/^Palco Brasil no ar em http:\/\/localhost:\d+ \(pronto em \d+,\d s\)$/m);
    expect(output).toMatch(
      /^ {2}Administração: http:\/\/localhost:\d+\/admin\/setup, com o código de configuração [A-Z2-9-]{19}$/m,
    );
    expect(output).toContain('/dev/mailbox');
    expect(output).not.toMatch(/GET \/readyz/);
  }, 120_000);
});
