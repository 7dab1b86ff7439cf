// What a newcomer waits for: `npm start` on a fresh copy of the project (its dependencies installed,
// nothing built, no data), until the product answers; then a restart on the data that start made.
// The copy is the working tree as it is (tracked and new files, not what .gitignore leaves out) with
// node_modules hard-linked from this checkout, so that nothing is downloaded and nothing is shared.
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';

const root = path.resolve(import.meta.dirname, '..');

/** Targets of issue 26: a first start within 20 s, build included; a restart within 3 s. */
export const FIRST_START_TARGET_MS = 20_000;
export const RESTART_TARGET_MS = 3_000;

export interface StartTiming {
  /** From `npm start` to the first answer of /readyz 200. */
  ready_ms: number;
  /** Its parts, as `npm start` and the server print them: compiling the server and building the web app (none on a restart), */
  web_build_ms: number | null;
  server_build_ms: number | null;
  /** preparing the database (migrations, catalogue, demo) while the web app builds (a first start only), */
  database_prepare_ms?: number | null;
  /** then the server from its process start to ready (migrating, seeding the demo on a first start), and the CPU that took. */
  server_ready_ms: number | null;
  server_cpu_ms: number | null;
}

export interface FirstStartResult {
  first_start: StartTiming;
  restart: StartTiming;
  targets: { first_start_ms: number; restart_ms: number };
  first_start_met: boolean;
  restart_met: boolean;
}

/** The working tree, without what git ignores, with node_modules hard-linked. */
function freshCopy(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'palco-first-start-'));
  const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
  })
    .split('\0')
    .filter(Boolean);
  for (const file of files) {
    const from = path.join(root, file);
    if (!fs.existsSync(from)) continue; // deleted in the working tree
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.copyFileSync(from, path.join(dir, file));
  }
  for (const modules of [
    'node_modules',
    'apps/server/node_modules',
    'apps/web/node_modules',
    'packages/domain/node_modules',
  ]) {
    if (fs.existsSync(path.join(root, modules)))
      execFileSync('cp', ['-al', path.join(root, modules), path.join(dir, modules)]);
  }
  return dir;
}

async function timeStart(dir: string, dataDir: string, port: number): Promise<StartTiming> {
  // As a newcomer's shell has it: no NODE_ENV, no database URL, the default log level.
  const { NODE_ENV: _mode, DATABASE_URL: _url, LOG_LEVEL: _level, ...env } = process.env;
  const started = performance.now();
  const child = spawn('npm', ['start'], {
    cwd: dir,
    env: { ...env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  const read = (chunk: Buffer) => (output += chunk.toString());
  child.stdout!.on('data', read);
  child.stderr!.on('data', read);
  try {
    const deadline = started + 180_000;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`npm start terminou:\n${output}`);
      if (performance.now() > deadline) throw new Error(`npm start não ficou pronto em 180 s:\n${output}`);
      const ok = await fetch(`http://127.0.0.1:${port}/readyz`).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) break;
      await new Promise((r) => setTimeout(r, 50));
    }
    const readyMs = performance.now() - started;
    // The summary with the server's own time is written just after it becomes ready: wait for it a moment.
    for (const waitUntil = performance.now() + 5_000; !/pronto em/.test(output) && performance.now() < waitUntil;)
      await new Promise((r) => setTimeout(r, 20));
    const secondsIn = (pattern: RegExp) => {
      const found = pattern.exec(output);
      return found ? Math.round(Number(found[1]!.replace(',', '.')) * 1000) : null;
    };
    const cpu = /startupCpuMs\W+(\d+)/.exec(output);
    return {
      ready_ms: Math.round(readyMs),
      web_build_ms: secondsIn(/Aplicativo web compilado em ([\d,]+) s/),
      server_build_ms: secondsIn(/Servidor compilado em ([\d,]+) s/),
      database_prepare_ms: secondsIn(/Banco de dados preparado em ([\d,]+) s/),
      server_ready_ms: secondsIn(/pronto em ([\d,]+) s/),
      server_cpu_ms: cpu ? Number(cpu[1]) : null,
    };
  } finally {
    try {
      process.kill(-child.pid!, 'SIGTERM');
    } catch {
      // already gone
    }
    await new Promise<void>((resolve) => (child.exitCode !== null ? resolve() : child.once('exit', () => resolve())));
  }
}

export async function benchFirstStart(options: { port?: number } = {}): Promise<FirstStartResult> {
  const port = options.port ?? 3230;
  const dir = freshCopy();
  const dataDir = path.join(dir, 'data');
  try {
    const first = await timeStart(dir, dataDir, port);
    const restart = await timeStart(dir, dataDir, port);
    return {
      first_start: first,
      restart,
      targets: { first_start_ms: FIRST_START_TARGET_MS, restart_ms: RESTART_TARGET_MS },
      first_start_met: first.ready_ms <= FIRST_START_TARGET_MS,
      restart_met: restart.ready_ms <= RESTART_TARGET_MS,
    };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
