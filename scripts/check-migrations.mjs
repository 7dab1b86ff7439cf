// Fails when apps/server/src/db/schema.ts and the committed migrations describe different databases:
// drizzle-kit generates into a copy of the migrations folder, and any file it would add (or any
// question it would ask about a rename) means a migration is missing. Needs no database and no network.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const migrations = path.join(root, 'apps/server/src/db/migrations');
// A schema file given as an argument is checked instead (to see the check fail on a changed copy).
const schema = path.resolve(root, process.argv[2] ?? 'apps/server/src/db/schema.ts');
const drizzleKit = path.join(root, 'node_modules/drizzle-kit/bin.cjs');

function listFiles(dir) {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)))
    .sort();
}

function run(args, cwd) {
  // drizzle-kit reads --out relative to its working directory; stdin is closed so that a rename
  // question ends the run instead of waiting for an answer.
  return spawnSync(process.execPath, [drizzleKit, ...args], {
    cwd,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
    timeout: 60_000,
  });
}

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'palco-migrations-'));
try {
  const copy = path.join(work, 'migrations');
  fs.cpSync(migrations, copy, { recursive: true });
  const before = listFiles(copy);

  const check = run(['check', '--dialect', 'postgresql', '--out', 'migrations'], work);
  const generate = run(['generate', '--dialect', 'postgresql', '--schema', schema, '--out', 'migrations'], work);
  const after = listFiles(copy);
  const added = after.filter((f) => !before.includes(f));
  const changed = before.filter(
    (f) => fs.readFileSync(path.join(copy, f), 'utf8') !== fs.readFileSync(path.join(migrations, f), 'utf8'),
  );

  const problems = [];
  if (check.status !== 0 || /error/i.test(check.stdout + check.stderr))
    problems.push(`drizzle-kit check:\n${check.stdout}${check.stderr}`);
  if (generate.status !== 0 || generate.error)
    problems.push(`o drizzle-kit generate não terminou:\n${generate.stdout}${generate.stderr}${generate.error ?? ''}`);
  else if (!/No schema changes/.test(generate.stdout))
    problems.push(
      `o drizzle-kit generate não confirmou que o esquema está igual:\n${generate.stdout}${generate.stderr}`,
    );
  if (added.length > 0 || changed.length > 0) {
    const sql = added
      .filter((f) => f.endsWith('.sql'))
      .map((f) => `--- ${f}\n${fs.readFileSync(path.join(copy, f), 'utf8')}`);
    problems.push(
      `schema.ts difere das migrações; uma nova migração ${[...added.map((f) => `criaria ${f}`), ...changed.map((f) => `mudaria ${f}`)].join(', ')}\n${sql.join('\n')}`,
    );
  }
  if (problems.length > 0) {
    console.error(
      `${problems.join('\n\n')}\n\nRode \`npm run db:generate -- --name <nome>\` e faça o commit da migração que ele escrever.`,
    );
    process.exitCode = 1;
  } else {
    console.log(`schema.ts e as ${before.filter((f) => f.endsWith('.sql')).length} migrações descrevem o mesmo banco.`);
  }
} finally {
  fs.rmSync(work, { recursive: true, force: true });
}
