import { createHash } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

/**
 * One process per embedded database folder. The lock is a Unix socket that this process listens
 * on: the kernel closes it when the process ends, however it ends, so a lock left by a killed
 * server is recognised (nobody answers on it) and a process id reused by another program does not
 * matter. The pid file beside it only names the holder in the message.
 */
export async function lockDataDir(dataDir: string): Promise<() => void> {
  const socketPath = lockSocketPath(dataDir);
  const pidFile = path.join(dataDir, 'db.lock');
  const server = net.createServer((connection) => connection.end());
  try {
    await listen(server, socketPath);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw err;
    if (await answers(socketPath)) throw inUse(dataDir, pidFile);
    // Left by a process that is gone: take it over.
    fs.rmSync(socketPath, { force: true });
    try {
      await listen(server, socketPath);
    } catch (again) {
      if ((again as NodeJS.ErrnoException).code === 'EADDRINUSE') throw inUse(dataDir, pidFile);
      throw again;
    }
  }
  server.unref();
  fs.writeFileSync(pidFile, String(process.pid));
  return () => {
    server.close();
    fs.rmSync(pidFile, { force: true });
  };
}

/** Inside the folder when the path fits a socket address (about 100 bytes); otherwise in the temp folder. */
function lockSocketPath(dataDir: string): string {
  const inside = path.join(path.resolve(dataDir), 'db.lock.sock');
  if (Buffer.byteLength(inside) < 100) return inside;
  const digest = createHash('sha256').update(path.resolve(dataDir)).digest('hex').slice(0, 16);
  return path.join(os.tmpdir(), `palco-brasil-db-${digest}.sock`);
}

function listen(server: net.Server, socketPath: string): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(socketPath, () => {
      server.off('error', reject);
      resolve();
    });
  });
}

function answers(socketPath: string): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(socketPath);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

function inUse(dataDir: string, pidFile: string): Error {
  let holder = '';
  try {
    holder = ` pelo processo ${Number(fs.readFileSync(pidFile, 'utf8'))}`;
  } catch {
    // The message is clear without the pid.
  }
  return new Error(
    `O banco de dados em ${dataDir} já está em uso${holder}. Pare o outro servidor ou use outra pasta com DATA_DIR.`,
  );
}
