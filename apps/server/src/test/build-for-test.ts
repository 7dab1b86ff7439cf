import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const repoRoot = path.resolve(import.meta.dirname, '../../../..');

/**
 * Compiles the server as `npm run build` does, into a folder of its own inside apps/server (where
 * the compiled files find the installed packages, as dist/ does); returns its entry and a cleanup.
 */
export function buildServerForTest(): { entry: string; outDir: string; remove(): void } {
  const outDir = path.join(repoRoot, 'apps/server', `.test-dist-${randomBytes(4).toString('hex')}`);
  const result = spawnSync(process.execPath, [path.join(repoRoot, 'scripts/build-server.mjs'), outDir], {
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`A compilação do servidor falhou:\n${result.stdout}${result.stderr}`);
  return {
    entry: path.join(outDir, 'server.js'),
    outDir,
    remove: () => fs.rmSync(outDir, { recursive: true, force: true }),
  };
}
