import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServerForTest } from './build-for-test.ts';
import { spawnServer } from './spawn-server.ts';

let outDir: string;
let removeBuild = () => {};
const dataDirs: string[] = [];
const tmpDataDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'prod-build-'));
  dataDirs.push(dir);
  return dir;
};

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
      expect(fs.readFileSync(path.join(outDir, file), 'utf8'), file).not.toMatch(/from\s+["'][^"']+\.ts["']|@app\/domain/);
    }
  });

  it('starts with plain node in production, answers the API and logs one JSON object per line', async () => {
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
    } finally {
      await server.stop();
    }
    const lines = server.output().split('\n').filter((l) => l.trim() !== '');
    const entries = lines.map((line) => JSON.parse(line) as { msg?: string; startupMs?: number; startupCpuMs?: number; level?: number });
    const ready = entries.find((e) => e.msg?.startsWith('Palco Brasil no ar em'));
    expect(ready).toMatchObject({ startupMs: expect.any(Number), startupCpuMs: expect.any(Number) });
    // One line per request, at info, with its route and figures.
    const requests = entries.filter((e) => e.msg?.startsWith('GET /api/catalog '));
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({ level: 30, method: 'GET', route: '/api/catalog', statusCode: 200, ms: expect.any(Number) });
    // The admin's set-up code, for the operator.
    expect(entries.some((e) => e.level === 40 && /^Nenhum administrador cadastrado\. Código de configuração: [A-Z2-9-]{19} /.test(e.msg ?? ''))).toBe(true);
  }, 120_000);

  it('refuses to start in production with a development stand-in, saying which variable to set', async () => {
    const server = await spawnServer(path.join(outDir, 'server.js'), { NODE_ENV: 'production', DATA_DIR: tmpDataDir(), PORT: '80a' });
    const { code, output } = await server.exited;
    expect(code).toBe(1);
    expect(output).toContain('Configuração inválida');
    expect(output).toContain('  - PORT: use um número inteiro de 0 a 65535.');
    expect(output).toContain('  - SMTP_URL: em produção');
    expect(output).not.toMatch(/\bat .*\.js:\d+/); // a message for a person, not a stack trace
  }, 60_000);

  it('writes readable lines, not JSON, for a person during development', async () => {
    const server = await spawnServer(path.join(outDir, 'server.js'), { NODE_ENV: 'development', LOG_LEVEL: 'info', LOG_FORMAT: 'pretty', DATA_DIR: tmpDataDir() });
    try {
      await server.ready();
      // The pretty printer runs in a worker thread: give it a moment to write.
      const deadline = Date.now() + 10_000;
      while (!server.output().includes('Palco Brasil no ar em') && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    } finally {
      await server.stop();
    }
    const output = server.output();
    const line = output.split('\n').find((l) => l.includes('Palco Brasil no ar em'));
    expect(line).toMatch(/INFO/);
    expect(line!.trimStart().startsWith('{')).toBe(false);
    // The summary under it: where the admin starts, with its code, and the mailbox; no request lines at info.
    expect(output).toMatch(/Administração: http:\/\/localhost:\d+\/admin\/setup, com o código de configuração [A-Z2-9-]{19}/);
    expect(output).toContain('/dev/mailbox');
    expect(output).not.toMatch(/GET \/readyz/);
  }, 120_000);
});
