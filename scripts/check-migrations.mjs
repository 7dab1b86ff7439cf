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
  return spawnSync(process.execPath, [drizzleKit, ...args], { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], timeout: 60_000 });
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
  const changed = before.filter((f) => fs.readFileSync(path.join(copy, f), 'utf8') !== fs.readFileSync(path.join(migrations, f), 'utf8'));

  const problems = [];
  if (check.status !== 0 || /error/i.test(check.stdout + check.stderr)) problems.push(`drizzle-kit check:\n${check.stdout}${check.stderr}`);
  if (generate.status !== 0 || generate.error) problems.push(`drizzle-kit generate did not finish:\n${generate.stdout}${generate.stderr}${generate.error ?? ''}`);
  else if (!/No schema changes/.test(generate.stdout)) problems.push(`drizzle-kit generate did not confirm the schema is unchanged:\n${generate.stdout}${generate.stderr}`);
  if (added.length > 0 || changed.length > 0) {
    const sql = added.filter((f) => f.endsWith('.sql')).map((f) => `--- ${f}\n${fs.readFileSync(path.join(copy, f), 'utf8')}`);
    problems.push(`schema.ts differs from the migrations; a new migration would ${[...added.map((f) => `add ${f}`), ...changed.map((f) => `change ${f}`)].join(', ')}\n${sql.join('\n')}`);
  }
  if (problems.length > 0) {
    console.error(`${problems.join('\n\n')}\n\nRun \`npm run db:generate\` and commit the migration it writes.`);
    process.exitCode = 1;
  } else {
    console.log(`schema.ts and the ${before.filter((f) => f.endsWith('.sql')).length} migrations describe the same database.`);
  }
} finally {
  fs.rmSync(work, { recursive: true, force: true });
}
