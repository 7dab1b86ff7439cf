// Runs one server of the browser tests and removes its data folder when it stops, so that no run
// leaves a database behind. `start` goes through `npm start` (building what is stale); `compiled`
// runs the build that a server started before this one has just made.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const args =
  process.argv[2] === 'compiled'
    ? ['--enable-source-maps', path.join(root, 'apps/server/dist/server.js')]
    : [path.join(root, 'scripts/start.mjs')];
const dataDir = process.env.DATA_DIR;

const server = spawn(process.execPath, args, { cwd: root, stdio: 'inherit', env: process.env });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => {
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true, maxRetries: 3 });
  process.exit(code ?? (signal ? 0 : 1));
});
