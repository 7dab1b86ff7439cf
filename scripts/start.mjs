// Starts the product: compiles the server and builds the web app when their sources are newer than
// the builds (preparing the database meanwhile), then serves app, API and media from one process
// running the compiled server.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { buildServer, serverBuildIsStale } from './build-server.mjs';

const root = path.resolve(import.meta.dirname, '..');
// Variables from .env (see .env.example); those already in the environment win.
if (fs.existsSync(path.join(root, '.env'))) process.loadEnvFile(path.join(root, '.env'));
const built = path.join(root, 'apps/web/dist/index.html');

function newestMtime(dir) {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : fs.statSync(full).mtimeMs);
  }
  return newest;
}

const sources = ['apps/web', 'packages/domain/src'].map((d) => newestMtime(path.join(root, d)));
const needsBuild = !fs.existsSync(built) || Math.max(...sources) > fs.statSync(built).mtimeMs;
const seconds = (since) => ((performance.now() - since) / 1000).toFixed(1).replace('.', ',');

if (serverBuildIsStale()) {
  const started = performance.now();
  await buildServer();
  console.log(`Servidor compilado em ${seconds(started)} s.`);
}

/** Runs a command to its end; resolves with its exit code (1 when it could not start or was killed). */
function run(command, args, options) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, ...options });
    child.on('error', () => resolve(1));
    child.on('exit', (code) => resolve(code ?? 1));
  });
}

/**
 * While the web app builds, the compiled server's seed command migrates the database and fills the
 * demo (the server's own start-up step, which then finds it done): on a first start the two took
 * 6,5 s and 5 s one after the other. Its output is not shown: when it cannot finish (a database
 * away), the server prepares the database itself and says so.
 */
async function prepareDatabaseMeanwhile() {
  const started = performance.now();
  const code = await run(process.execPath, [path.join(root, 'apps/server/dist/db/seed/seed-cli.js')], {
    stdio: 'ignore',
    env: process.env,
  });
  if (code === 0) console.log(`Banco de dados preparado em ${seconds(started)} s.`);
}

if (needsBuild && process.env.SKIP_WEB_BUILD !== '1') {
  console.log('Compilando o aplicativo web...');
  const preparing = prepareDatabaseMeanwhile();
  const started = performance.now();
  const status = await run('npm', ['run', 'build', '--workspace', 'apps/web', '--silent'], {
    stdio: 'inherit',
    env: { ...process.env, WEB_BUILD_LOG_LEVEL: 'warn' },
  });
  if (status === 0) console.log(`Aplicativo web compilado em ${seconds(started)} s.`);
  // Stopped halfway, the demo would stay half made: the database is left prepared either way.
  await preparing;
  if (status !== 0) process.exit(status);
}

const server = spawn(process.execPath, ['--enable-source-maps', path.join(root, 'apps/server/dist/server.js')], {
  cwd: root,
  stdio: 'inherit',
  env: process.env,
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
