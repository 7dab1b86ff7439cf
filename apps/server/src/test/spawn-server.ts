import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';

export async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

export interface ServerProcess {
  port: number;
  url: string;
  child: ChildProcess;
  /** Everything written to stdout and stderr so far. */
  output(): string;
  exited: Promise<{ code: number | null; output: string }>;
  /** Resolves once /healthz answers (the process listens); throws with the output if the process ends first. */
  healthy(timeoutMs?: number): Promise<void>;
  /** Resolves once /readyz answers 200 (the database is migrated and seeded). */
  ready(timeoutMs?: number): Promise<void>;
  stop(): Promise<void>;
}

/** Starts a real server process (`node [args] entry`) on a free loopback port. */
export async function spawnServer(
  entry: string,
  env: Record<string, string>,
  nodeArgs: string[] = [],
): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, [...nodeArgs, entry], {
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      PORT: String(port),
      DEMO_DATA: 'false',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  let gone = false;
  const exited = new Promise<{ code: number | null; output: string }>((resolve) =>
    child.on('exit', (code) => {
      gone = true;
      resolve({ code, output });
    }),
  );
  const url = `http://127.0.0.1:${port}`;
  const answers = async (check: string, timeoutMs: number) => {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      if (gone) throw new Error(`O servidor terminou antes de ficar pronto:\n${output}`);
      try {
        if ((await fetch(`${url}${check}`)).ok) return;
      } catch {
        // not listening yet
      }
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error(`O servidor não ficou pronto a tempo:\n${output}`);
  };
  return {
    port,
    url,
    child,
    output: () => output,
    exited,
    healthy: (timeoutMs = 90_000) => answers('/healthz', timeoutMs),
    ready: (timeoutMs = 90_000) => answers('/readyz', timeoutMs),
    async stop() {
      if (gone) return;
      child.kill('SIGTERM');
      await exited;
    },
  };
}
