import { sql } from 'drizzle-orm';
import { rowsOf, type DbHandle } from './client.ts';

/** What decides whether PostgreSQL vacuums the professionals' table by itself. */
export interface AutovacuumSettings {
  /** The server's `autovacuum`. */
  server: boolean;
  /** The server's `track_counts`: without the counts of dead rows, autovacuum never starts. */
  trackCounts: boolean;
  /** The table's own `autovacuum_enabled` (migration 0014 keeps it on, with tighter thresholds). */
  table: boolean;
}

/**
 * The operator's warning when nothing vacuums the professionals' table, or null. Every edit of a
 * profile leaves its old row version behind, and in each index an entry pointing to it; a count
 * visits them all until a VACUUM removes them. On the 100 000 edited professionals of the
 * benchmark, never vacuumed, three quarters of the rows a search visits are such versions
 * (docs/performance.md).
 */
export function autovacuumWarning(s: AutovacuumSettings): string | null {
  const off = [
    ...(s.server ? [] : ['autovacuum = off']),
    ...(s.trackCounts ? [] : ['track_counts = off']),
    ...(s.table ? [] : ['autovacuum_enabled = false na tabela professionals']),
  ];
  if (off.length === 0) return null;
  return (
    `O PostgreSQL não limpa a tabela de profissionais sozinho (${off.join(', ')}): cada edição deixa ` +
    'versões antigas das linhas, que toda busca percorre, e a busca fica mais lenta a cada dia. ' +
    'Ligue o autovacuum (docs/deployment.md) ou rode VACUUM (ANALYZE) professionals com frequência.'
  );
}

/** The settings as this database has them; null on the embedded database, which has no autovacuum to turn on. */
export async function readAutovacuumSettings(handle: DbHandle): Promise<AutovacuumSettings | null> {
  if (handle.kind !== 'postgres') return null;
  const [row] = rowsOf<AutovacuumSettings>(
    await handle.db.execute(sql`
      select current_setting('autovacuum') = 'on' as server,
        current_setting('track_counts') = 'on' as "trackCounts",
        not exists (select 1 from unnest(c.reloptions) o where o ~* '^autovacuum_enabled=(false|off|no|0)$') as "table"
      from pg_class c where c.oid = 'professionals'::regclass`),
  );
  return row ?? null;
}
