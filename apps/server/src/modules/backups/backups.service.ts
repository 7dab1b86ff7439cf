import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { addDays, brazilDay } from '@app/domain/rules/calendar-day';
import type { AdminBackups, BackupKind } from '@app/domain/schemas/api/admin-backups';
import type { AppDeps } from '../../deps.ts';
import { DomainError } from '../../lib/errors.ts';
import type { Alone } from '../housekeeping/housekeeping.ts';

/**
 * The embedded database's daily backups: its data folder as the server holds it open, gzipped, in
 * `<DATA_DIR>/backups/`, one file a day named by the day in Brasília. The last 7 days' copies are
 * kept, and the newest copy of each of the last 4 ISO weeks. On PostgreSQL the server makes none: the
 * operator's base backups with WAL archiving do (docs/reliability.md).
 */

export const BACKUPS_KEPT = { daily: 7, weekly: 4 } as const;

const NAME = /^palco-(\d{4}-\d{2}-\d{2})\.pglite\.tar\.gz$/;
const backupName = (day: string) => `palco-${day}.pglite.tar.gz`;
// A copy being written; a name the list never shows, removed if a crash left it behind.
const PARTIAL = /^\.palco-.*\.partial$/;

const NOT_FOUND = 'Cópia de segurança não encontrada.';

const backupsDir = (deps: AppDeps) => path.join(deps.config.dataDir, 'backups');

/** The Monday of the day's ISO week: one key per week. */
function weekOf(day: string): string {
  const weekday = (new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7;
  return addDays(day, -weekday);
}

/**
 * Which days' copies stay, and as what: the newest 7 as daily; then the newest copy of each of the
 * newest 4 weeks that have one (the current week's is usually a daily one too, and counts as daily).
 */
export function keptBackups(days: string[]): Map<string, BackupKind> {
  const newest = [...new Set(days)].sort().reverse();
  const kept = new Map<string, BackupKind>(newest.slice(0, BACKUPS_KEPT.daily).map((d) => [d, 'daily']));
  const weeks = new Set<string>();
  for (const day of newest) {
    const week = weekOf(day);
    if (weeks.has(week)) continue;
    if (weeks.size === BACKUPS_KEPT.weekly) break;
    weeks.add(week);
    if (!kept.has(day)) kept.set(day, 'weekly');
  }
  return kept;
}

function backupDays(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir).flatMap((f) => NAME.exec(f)?.[1] ?? []);
}

/**
 * Writes `data` under `name` whole or not at all: a temporary name, flushed to disk, then renamed.
 * Written a chunk at a time, so that the archive is not copied once more in memory.
 */
async function writeAtomically(dir: string, name: string, data: Blob) {
  const partial = path.join(dir, `.${name}.${randomBytes(4).toString('hex')}.partial`);
  const out = await fs.promises.open(partial, 'w');
  try {
    const chunks = data.stream().getReader();
    for (let chunk = await chunks.read(); !chunk.done; chunk = await chunks.read()) await out.write(chunk.value);
    await out.sync();
  } finally {
    await out.close();
  }
  await fs.promises.rename(partial, path.join(dir, name));
}

/**
 * The day's copy, unless it exists already; then the copies past the retention go. Run by the
 * housekeeping's pass (hourly), after the compaction that deleted accounts owe, so that the copy
 * holds none of their bytes; so the day's copy is made within the hour after midnight in Brasília,
 * or an hour after the start of a server that has none for the day (not by the pass at the start). The dump holds the embedded database while
 * it is made (seconds; docs/reliability.md): `alone` runs it holding every turn of the database
 * gate, so that requests meanwhile are told 503 at once instead of waiting behind it.
 */
export async function runDailyBackup(
  deps: AppDeps,
  log: FastifyBaseLogger,
  alone: Alone = (work) => work(),
): Promise<BackupRun> {
  const dump = deps.handle.dumpDataDir;
  if (deps.handle.kind !== 'pglite' || !dump) return { written: null, removed: [] };
  const dir = backupsDir(deps);
  // The hourly pass and a pass asked for by hand (POST /api/dev/jobs) may meet: the second waits.
  const running = inFlight.get(dir);
  if (running) return running;
  const run = backUp(deps, dir, (compression) => alone(() => dump(compression)), log).finally(() =>
    inFlight.delete(dir),
  );
  inFlight.set(dir, run);
  return run;
}

interface BackupRun {
  written: string | null;
  removed: string[];
}

const inFlight = new Map<string, Promise<BackupRun>>();

async function backUp(
  deps: AppDeps,
  dir: string,
  dump: NonNullable<AppDeps['handle']['dumpDataDir']>,
  log: FastifyBaseLogger,
): Promise<BackupRun> {
  fs.mkdirSync(dir, { recursive: true });
  const today = brazilDay(deps.clock.now());
  const name = backupName(today);
  let written: string | null = null;
  if (!fs.existsSync(path.join(dir, name))) {
    for (const f of fs.readdirSync(dir)) if (PARTIAL.test(f)) fs.rmSync(path.join(dir, f), { force: true });
    const started = performance.now();
    const data = await dump('gzip');
    await writeAtomically(dir, name, data);
    written = name;
    log.info({ file: name, bytes: data.size, ms: Math.round(performance.now() - started) }, 'backup written');
  }
  const kept = keptBackups(backupDays(dir));
  const removed = backupDays(dir)
    .filter((day) => !kept.has(day))
    .map(backupName);
  for (const f of removed) fs.rmSync(path.join(dir, f), { force: true });
  if (removed.length) log.info({ removed }, 'backups past their retention removed');
  return { written, removed };
}

/** The copies, newest first, and when the next one comes. */
export function listBackups(deps: AppDeps): AdminBackups {
  if (deps.handle.kind !== 'pglite') return { operator_backups: true, items: [], next_after: null };
  const dir = backupsDir(deps);
  const days = backupDays(dir).sort().reverse();
  const kinds = keptBackups(days);
  const today = brazilDay(deps.clock.now());
  return {
    operator_backups: false,
    items: days.map((day) => {
      const stat = fs.statSync(path.join(dir, backupName(day)));
      return {
        name: backupName(day),
        size_bytes: stat.size,
        created_at: stat.mtime.toISOString(),
        kind: kinds.get(day) ?? 'daily',
      };
    }),
    // Brasília has kept UTC-3 all year since 2019: its midnight is 03:00 UTC.
    next_after: days.includes(today) ? `${addDays(today, 1)}T03:00:00.000Z` : null,
  };
}

/** The file of the copy named `name`; only a name the job writes is taken, never a path. */
export function backupFile(deps: AppDeps, name: string): { file: string; size: number } {
  if (deps.handle.kind !== 'pglite' || !NAME.test(name)) throw new DomainError('not_found', NOT_FOUND);
  const file = path.join(backupsDir(deps), name);
  const stat = fs.statSync(file, { throwIfNoEntry: false });
  if (!stat?.isFile()) throw new DomainError('not_found', NOT_FOUND);
  return { file, size: stat.size };
}
