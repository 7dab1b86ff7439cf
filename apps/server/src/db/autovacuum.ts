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
 * The operator's warning when PostgreSQL does not vacuum the professionals' table by itself, or
 * null. Every edit of a profile leaves its old row version behind, and in each index an entry
 * pointing to it; a count visits them all until a VACUUM removes them. On the 100 000 edited
 * professionals of the benchmark, never vacuumed, three quarters of the rows a search visits are
 * such versions (docs/performance.md). With the counts of dead rows the server does autovacuum's
 * work itself (modules/housekeeping/vacuum.ts); without them nobody knows when to.
 */
export function autovacuumWarning(s: AutovacuumSettings): string | null {
  const off = [
    ...(s.server ? [] : ['autovacuum = off']),
    ...(s.trackCounts ? [] : ['track_counts = off']),
    ...(s.table ? [] : ['autovacuum_enabled = false na tabela professionals']),
  ];
  if (off.length === 0) return null;
  const doesNot = `O PostgreSQL não limpa a tabela de profissionais sozinho (${off.join(', ')})`;
  if (s.trackCounts)
    return (
      `${doesNot}: o servidor faz esse trabalho, a cada minuto, pelos limites que o autovacuum usaria. ` +
      'Ligue o autovacuum (docs/deployment.md): ele limpa também quando nenhum servidor está no ar.'
    );
  return (
    `${doesNot}: cada edição deixa versões antigas das linhas, que toda busca percorre, e a busca fica ` +
    'mais lenta a cada dia. Ligue o track_counts e o autovacuum (docs/deployment.md) ou rode ' +
    'VACUUM (ANALYZE) professionals com frequência.'
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

/** What autovacuum would do to one table now: VACUUM (with ANALYZE), or ANALYZE alone. */
export interface OwedCare {
  table: string;
  vacuum: boolean;
  analyze: boolean;
}

/** A threshold as autovacuum reads it for one table: the table's own setting, else the server's. */
const threshold = (name: string) =>
  sql.raw(
    `coalesce((select split_part(o, '=', 2) from unnest(c.reloptions) o where split_part(o, '=', 1) = '${name}'), current_setting('${name}'))::float8`,
  );

/**
 * The tables of this schema that autovacuum would vacuum or analyse now, were it on for them, by the
 * rules and thresholds it uses (each table's own settings first, as migration 0014 gives the
 * professionals'): dead rows over threshold + scale factor × rows, rows inserted since the last
 * vacuum likewise (they make a page all-visible, so that an index-only scan skips it), rows changed
 * since the last analysis likewise. Only the tables autovacuum leaves alone: every one when the
 * server's `autovacuum` is off, else those whose own `autovacuum_enabled` is. Reads PostgreSQL's
 * counts of each table: with `track_counts` off there are none, and nothing is found owing.
 */
export async function tablesOwingCare(db: DbHandle['db']): Promise<OwedCare[]> {
  return rowsOf<OwedCare>(
    await db.execute(sql`
      with t as (
        select c.relname as "table",
          s.n_dead_tup > ${threshold('autovacuum_vacuum_threshold')}
            + ${threshold('autovacuum_vacuum_scale_factor')} * greatest(c.reltuples, 0)
          or (${threshold('autovacuum_vacuum_insert_threshold')} >= 0 and s.n_ins_since_vacuum >
            ${threshold('autovacuum_vacuum_insert_threshold')}
            + ${threshold('autovacuum_vacuum_insert_scale_factor')} * greatest(c.reltuples, 0)) as "vacuum",
          s.n_mod_since_analyze > ${threshold('autovacuum_analyze_threshold')}
            + ${threshold('autovacuum_analyze_scale_factor')} * greatest(c.reltuples, 0) as "analyze"
        from pg_stat_user_tables s join pg_class c on c.oid = s.relid
        where s.schemaname = current_schema() and c.relkind = 'r'
          and (current_setting('autovacuum') = 'off'
            or exists (select 1 from unnest(c.reloptions) o where o ~* '^autovacuum_enabled=(false|off|no|0)$'))
      )
      select * from t where "vacuum" or "analyze" order by "table"`),
  );
}
