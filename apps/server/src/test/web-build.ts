import { spawnSync } from 'node:child_process';
import path from 'node:path';

const webRoot = path.resolve(import.meta.dirname, '../../../web');

/** Builds the web app (browser and server entry) into `outDir`, as `npm run build` does into dist/. */
export function buildWebApp(outDir: string) {
  const vite = path.join(webRoot, 'node_modules', '.bin', 'vite');
  for (const args of [
    ['build', '--outDir', outDir],
    ['build', '--ssr', 'src/entry-server.tsx', '--outDir', path.join(outDir, 'server')],
  ]) {
    const result = spawnSync(vite, [...args, '--logLevel', 'error'], {
      cwd: webRoot,
      encoding: 'utf8',
      // The test runner's NODE_ENV=test would give a development JSX runtime to a production build.
      env: { ...process.env, NODE_ENV: 'production' },
    });
    if (result.status !== 0) throw new Error(`vite ${args.join(' ')} failed:\n${result.stdout}\n${result.stderr}`);
  }
}
