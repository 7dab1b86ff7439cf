import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { lockDataDir } from './data-dir-lock.ts';
import { tempDir } from '../test/temp-dirs.ts';

const lockModule = path.resolve(import.meta.dirname, 'data-dir-lock.ts');
const releases: (() => void)[] = [];
afterEach(() => {
  for (const release of releases.splice(0)) release();
});

const newDataDir = () => tempDir('lock');

/** Another process takes the lock and says so; resolves with that process. */
function holdInAnotherProcess(dataDir: string) {
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      '-e',
      `import(${JSON.stringify(lockModule)}).then(async (m) => { await m.lockDataDir(${JSON.stringify(dataDir)}); console.log('locked'); setInterval(() => {}, 1000); })`,
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  return new Promise<typeof child>((resolve, reject) => {
    child.stdout!.on('data', (d) => String(d).includes('locked') && resolve(child));
    child.on('exit', (code) => reject(new Error(`lock holder exited with ${code}`)));
  });
}

describe('the embedded database folder lock', () => {
  it('refuses a second holder with a clear message naming the holder', async () => {
    const dir = newDataDir();
    const holder = await holdInAnotherProcess(dir);
    try {
      await expect(lockDataDir(dir)).rejects.toThrow(
        `O banco de dados em ${dir} já está em uso pelo processo ${holder.pid}. Pare o outro servidor ou use outra pasta com DATA_DIR.`,
      );
    } finally {
      holder.kill('SIGKILL');
    }
  });

  it('never stops the next start after the holder was killed', async () => {
    const dir = newDataDir();
    const holder = await holdInAnotherProcess(dir);
    const gone = new Promise((resolve) => holder.on('exit', resolve));
    holder.kill('SIGKILL');
    await gone;
    expect(fs.existsSync(path.join(dir, 'db.lock'))).toBe(true);
    releases.push(await lockDataDir(dir));
  });

  it('ignores a lock file naming a process id that now belongs to another program', async () => {
    const dir = newDataDir();
    const other = spawn('sleep', ['30']);
    try {
      fs.writeFileSync(path.join(dir, 'db.lock'), String(other.pid));
      releases.push(await lockDataDir(dir));
      expect(fs.readFileSync(path.join(dir, 'db.lock'), 'utf8')).toBe(String(process.pid));
    } finally {
      other.kill('SIGKILL');
    }
  });

  it('is free again once released, and refused while held in this process', async () => {
    const dir = newDataDir();
    const release = await lockDataDir(dir);
    await expect(lockDataDir(dir)).rejects.toThrow('já está em uso');
    release();
    releases.push(await lockDataDir(dir));
  });

  it('works for a folder whose path is too long for a socket address', async () => {
    const dir = path.join(newDataDir(), 'pasta-com-um-nome-bem-comprido'.repeat(4));
    fs.mkdirSync(dir, { recursive: true });
    const release = await lockDataDir(dir);
    await expect(lockDataDir(dir)).rejects.toThrow('já está em uso');
    release();
  });
});
