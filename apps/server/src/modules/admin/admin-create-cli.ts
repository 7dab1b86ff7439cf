/**
 * `npm run admin:create [-- --name "Nome" --email admin@exemplo.com --password "Senha@Forte1"]`
 * Creates the first administrator from the command line; asks for what the flags leave out.
 * Refuses when an administrator already exists (the same rule as /admin/setup).
 */
import { createInterface, type Interface } from 'node:readline/promises';
import { parseArgs } from 'node:util';
import { adminCreateSchema } from '@app/domain/schemas/admin';
import { loadConfig } from '../../config.ts';
import { openDatabase } from '../../db/client.ts';
import { runMigrations } from '../../db/migrate.ts';
import type { AppDeps } from '../../deps.ts';
import { systemClock } from '../../lib/clock.ts';
import { DomainError } from '../../lib/errors.ts';
import { createLocalStorage } from '../../adapters/storage/local-storage.ts';
import { createAdminFromCli, setupStatus } from './admin.service.ts';

const { values } = parseArgs({
  options: { name: { type: 'string' }, email: { type: 'string' }, password: { type: 'string' } },
  strict: true,
});

let rl: Interface | null = null;
let muted = false;
const pending: string[] = [];
const waiting: ((line: string | null) => void)[] = [];
let ended = false;

/** Piped input may deliver every answer at once: lines are queued until a question takes them. */
function reader(): Interface {
  if (rl) return rl;
  rl = createInterface({ input: process.stdin, output: process.stdout, terminal: Boolean(process.stdin.isTTY) });
  const writer = rl as unknown as { _writeToOutput?: (s: string) => void };
  writer._writeToOutput = (s: string) => {
    // Echo nothing while the password is typed.
    if (!muted) process.stdout.write(s);
  };
  rl.on('line', (line) => {
    const next = waiting.shift();
    if (next) next(line);
    else pending.push(line);
  });
  rl.on('close', () => {
    ended = true;
    for (const next of waiting.splice(0)) next(null);
  });
  return rl;
}

function closeReader() {
  rl?.close();
}

async function ask(question: string, hidden = false): Promise<string> {
  if (hidden && !process.stdin.isTTY) throw new Error('Informe a senha com --password quando a entrada não for um terminal.');
  reader();
  process.stdout.write(question);
  muted = hidden;
  try {
    const queued = pending.shift();
    const line = queued ?? (ended ? null : await new Promise<string | null>((resolve) => waiting.push(resolve)));
    if (line === null) throw new Error('Entrada encerrada antes de todas as respostas.');
    return line;
  } finally {
    muted = false;
    if (hidden || !process.stdin.isTTY) process.stdout.write('\n');
  }
}

const config = loadConfig();
const handle = await openDatabase(config);
let exitCode = 0;
try {
  await runMigrations(handle);
  const deps: AppDeps = { config, handle, db: handle.db, clock: systemClock, storage: createLocalStorage(config.uploadsDir) };
  if ((await setupStatus(deps)).admin_exists) {
    console.error('Já existe um administrador. Nada foi alterado; entre em /admin/login.');
    exitCode = 1;
  } else {
    const parsed = adminCreateSchema.safeParse({
      name: values.name ?? (await ask('Nome: ')),
      email: values.email ?? (await ask('E-mail: ')),
      password: values.password ?? (await ask('Senha: ', true)),
    });
    if (!parsed.success) {
      for (const issue of parsed.error.issues) console.error(`${issue.path.join('.')}: ${issue.message}`);
      exitCode = 1;
    } else {
      const admin = await createAdminFromCli(deps, parsed.data);
      console.log(`Administrador criado: ${admin.name} <${admin.email}>. Entre em /admin/login.`);
    }
  }
} catch (err) {
  console.error(err instanceof DomainError || err instanceof Error ? err.message : String(err));
  exitCode = 1;
} finally {
  closeReader();
  await handle.close();
}
process.exit(exitCode);
