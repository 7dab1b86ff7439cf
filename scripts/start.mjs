// Starts the product: builds the web app and compiles the server when their sources are newer than
// the builds, then serves app, API and media from one process running the compiled server.
import { spawn, spawnSync } from 'node:child_process';
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
if (needsBuild && process.env.SKIP_WEB_BUILD !== '1') {
  console.log('Compilando o aplicativo web...');
  const started = performance.now();
  const result = spawnSync('npm', ['run', 'build', '--workspace', 'apps/web', '--silent'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, WEB_BUILD_LOG_LEVEL: 'warn' },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
  console.log(`Aplicativo web compilado em ${seconds(started)} s.`);
}

if (serverBuildIsStale()) {
  const started = performance.now();
  await buildServer();
  console.log(`Servidor compilado em ${seconds(started)} s.`);
}

const server = spawn(process.execPath, ['--enable-source-maps', path.join(root, 'apps/server/dist/server.js')], {
  cwd: root,
  stdio: 'inherit',
  env: process.env,
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
