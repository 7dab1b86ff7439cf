import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { tempDir } from './temp-dirs.ts';

const serverEntry = path.resolve(import.meta.dirname, '../server.ts');
const children: ChildProcess[] = [];

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

/** Starts a real server process; `waitHealthy` resolves once it is ready (/readyz), or false if it exits. */
async function startServer(
  env: Record<string, string>,
): Promise<{ port: number; exited: Promise<{ code: number | null; output: string }> }> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', serverEntry], {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      PORT: String(port),
      SKIP_WEB_BUILD: '1',
      DEMO_DATA: 'false',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  const exited = new Promise<{ code: number | null; output: string }>((resolve) =>
    child.on('exit', (code) => resolve({ code, output })),
  );
  return { port, exited };
}

async function waitHealthy(port: number, exited: Promise<unknown>): Promise<boolean> {
  let gone = false;
  void exited.then(() => (gone = true));
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline && !gone) {
    try {
      // Ready, not only listening: the server answers /healthz before its database is prepared.
      const res = await fetch(`http://127.0.0.1:${port}/readyz`);
      if (res.ok) return true;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return false;
}

// Waits for each server to be gone, so that the data folders it used can be removed after it.
afterAll(async () => {
  await Promise.all(
    children
      .filter((c) => c.exitCode === null && c.signalCode === null)
      .map((c) => new Promise((r) => (c.once('exit', r), c.kill('SIGTERM')))),
  );
});

describe.runIf(!process.env.DATABASE_URL)('the embedded database', () => {
  it('refuses a second server on the same data folder with a clear message', async () => {
    const dataDir = tempDir('lock-test');
    const first = await startServer({ DATA_DIR: dataDir });
    expect(
      await waitHealthy(first.port, first.exited),
      await Promise.race([first.exited.then((e) => e.output), Promise.resolve('')]),
    ).toBe(true);
    const second = await startServer({ DATA_DIR: dataDir });
    const result = await second.exited;
    expect(result.code).not.toBe(0);
    expect(result.output).toContain('já está em uso');
  }, 120_000);
});

describe.runIf(Boolean(process.env.DATABASE_URL))('two servers on one PostgreSQL', () => {
  it('share every write, since no state lives in a server process', async () => {
    const base = new URL(process.env.DATABASE_URL!);
    const name = `app_two_servers_${Date.now()}`;
    const admin = new pg.Client({ connectionString: base.toString() });
    await admin.connect();
    await admin.query(`create database "${name}"`);
    const url = new URL(base);
    url.pathname = `/${name}`;
    try {
      const env = { DATABASE_URL: url.toString(), DEMO_DATA: 'true', DATA_DIR: tempDir('pg-two') };
      const a = await startServer(env);
      expect(await waitHealthy(a.port, a.exited)).toBe(true);
      const b = await startServer(env);
      expect(await waitHealthy(b.port, b.exited)).toBe(true);

      const list = (await (await fetch(`http://127.0.0.1:${b.port}/api/professionals?pageSize=1`)).json()) as {
        items: { id: string }[];
        total: number;
      };
      expect(list.total).toBeGreaterThanOrEqual(24);
      const id = list.items[0]!.id;
      const review = (port: number) =>
        fetch(`http://127.0.0.1:${port}/api/professionals/${id}/reviews`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-requested-with': 'fetch' },
          body: JSON.stringify({
            rating: 5,
            project_url: 'https://x.com/p',
            user_name: 'Cliente',
            user_email: 'cliente@exemplo.com',
            comment: 'Ótimo.',
          }),
        });
      expect((await review(a.port)).status).toBe(201);
      // The same e-mail through the other server is refused: it sees the first server's write.
      expect((await review(b.port)).status).toBe(409);
    } finally {
      for (const c of children.splice(0)) {
        c.kill('SIGTERM');
        await new Promise((r) => c.once('exit', r));
      }
      await admin.query(`drop database if exists "${name}" with (force)`);
      await admin.end();
    }
  }, 180_000);
});
