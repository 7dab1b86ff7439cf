import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../deps.ts';
import type { Alone } from './housekeeping.ts';
import * as repo from './housekeeping.repository.ts';

/**
 * The settings row by which an account's deletion on the embedded database says that the tables
 * holding it are to be compacted: written in the deletion's own transaction, so that it survives a
 * restart, and cleared by the pass that compacted them.
 */
export const COMPACTION_OWED = 'housekeeping.compaction_owed';

/**
 * Embedded database only: when accounts were deleted since the last time, rewrites the tables that
 * held them so that their bytes leave the data folder (`compactEmbeddedDatabase`). Once for however
 * many deletions; it holds the database for as long as it takes (1.1 s with 10 000 profiles, 9 s
 * with 110 000), which is why it runs here and not in the deleting request.
 */
export async function compactAfterDeletions(deps: AppDeps, log: FastifyBaseLogger, alone: Alone) {
  if (deps.handle.kind !== 'pglite') return { accounts: 0 };
  const owed = await repo.owedCompaction(deps.db, COMPACTION_OWED);
  if (!owed) return { accounts: 0 };
  const started = performance.now();
  await alone(() => repo.compactEmbeddedDatabase(deps.db));
  await repo.settleCompaction(deps.db, COMPACTION_OWED, owed);
  const ms = Math.round(performance.now() - started);
  log.info({ accounts: owed.accounts, ms }, 'embedded database compacted after account deletions');
  return { accounts: owed.accounts };
}
