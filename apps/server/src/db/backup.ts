import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { AppConfig } from '../config.ts';
import { openEmbedded, pgliteExtensions } from './client.ts';
import { lockDataDir } from './data-dir-lock.ts';

type DbConfig = Pick<AppConfig, 'databaseUrl' | 'dataDir'>;

/** A problem the operator can fix; the command prints the message alone. */
export class BackupError extends Error {}

const stamp = () => new Date().toISOString().slice(0, 19).replace(/[-:]/g, '').replace('T', '-');

/** The embedded database's file is its data folder, gzipped; PostgreSQL's is pg_dump's custom format. */
export function defaultBackupFile(config: DbConfig, dir = path.resolve('backups')): string {
  return path.join(dir, `palco-${stamp()}.${config.databaseUrl ? 'pgdump' : 'pglite.tar.gz'}`);
}

function run(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (d) => (stderr += d));
    child.on('error', (err) =>
      reject(
        new BackupError(
          (err as NodeJS.ErrnoException).code === 'ENOENT'
            ? `${command} não encontrado: instale o cliente do PostgreSQL (pacote postgresql-client), na mesma versão do servidor ou mais nova.`
            : err.message,
        ),
      ),
    );
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new BackupError(`${command} terminou com erro:\n${stderr.trim()}`)),
    );
  });
}

/** Writes a backup of the configured database to `file` (the server may keep running on PostgreSQL). */
export async function backupDatabase(config: DbConfig, file: string): Promise<void> {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  if (config.databaseUrl) {
    await run('pg_dump', [
      '--format=custom',
      '--no-owner',
      '--no-acl',
      `--file=${file}`,
      `--dbname=${config.databaseUrl}`,
    ]);
    return;
  }
  const handle = await openEmbedded(config.dataDir);
  try {
    const dump = await handle.dumpDataDir!('gzip');
    fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await handle.close();
  }
}

function kindOf(file: string): 'pglite' | 'postgres' {
  const head = Buffer.alloc(5);
  const fd = fs.openSync(file, 'r');
  try {
    fs.readSync(fd, head, 0, 5, 0);
  } finally {
    fs.closeSync(fd);
  }
  if (head[0] === 0x1f && head[1] === 0x8b) return 'pglite';
  if (head.toString('latin1') === 'PGDMP') return 'postgres';
  throw new BackupError(`${file} não é uma cópia de segurança do Palco Brasil.`);
}

/**
 * Restores `file` into the configured database, which must be empty unless `force` is given
 * (the embedded database's current folder is then kept aside, not deleted).
 * Returns a note for the operator.
 */
export async function restoreDatabase(config: DbConfig, file: string, { force = false } = {}): Promise<string> {
  if (!fs.existsSync(file)) throw new BackupError(`Arquivo não encontrado: ${file}`);
  const kind = kindOf(file);
  const target = config.databaseUrl ? 'postgres' : 'pglite';
  if (kind !== target) {
    throw new BackupError(
      kind === 'pglite'
        ? 'Esta cópia é do banco embutido (PGlite): restaure-a sem DATABASE_URL.'
        : 'Esta cópia é de um PostgreSQL: restaure-a com DATABASE_URL apontando para um banco vazio.',
    );
  }
  return config.databaseUrl
    ? restorePostgres(config.databaseUrl, file, force)
    : restoreEmbedded(config.dataDir, file, force);
}

async function restorePostgres(url: string, file: string, force: boolean): Promise<string> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  let tables: number;
  try {
    const result = await client.query<{ n: number }>(
      "select count(*)::int as n from information_schema.tables where table_schema in ('public', 'drizzle')",
    );
    tables = result.rows[0]!.n;
  } finally {
    await client.end();
  }
  if (tables > 0 && !force) {
    throw new BackupError(
      'O banco de DATABASE_URL não está vazio. Restaure num banco novo ou use --force para substituir o conteúdo dele.',
    );
  }
  await run('pg_restore', [
    '--no-owner',
    '--no-acl',
    '--exit-on-error',
    '--single-transaction',
    ...(tables > 0 ? ['--clean', '--if-exists'] : []),
    `--dbname=${url}`,
    file,
  ]);
  return 'Banco restaurado.';
}

async function restoreEmbedded(dataDir: string, file: string, force: boolean): Promise<string> {
  fs.mkdirSync(dataDir, { recursive: true });
  const release = await lockDataDir(dataDir);
  try {
    const dir = path.join(dataDir, 'db');
    let keptAside: string | null = null;
    if (fs.existsSync(dir) && fs.readdirSync(dir).length > 0) {
      if (!force)
        throw new BackupError(
          `Já existe um banco em ${dir}. Use --force para substituí-lo (o atual é guardado ao lado).`,
        );
      keptAside = `${dir}.antes-da-restauracao-${stamp()}`;
      fs.renameSync(dir, keptAside);
    }
    fs.mkdirSync(dir, { recursive: true });
    const client = await PGlite.create({
      dataDir: dir,
      loadDataDir: new Blob([fs.readFileSync(file)]),
      extensions: pgliteExtensions,
    });
    await client.query('select 1');
    await client.close();
    return keptAside ? `Banco restaurado; o anterior foi guardado em ${keptAside}.` : 'Banco restaurado.';
  } finally {
    release();
  }
}
