import { sql } from 'drizzle-orm';
import { rowsOf, type DbHandle } from './client.ts';

/** What PostgreSQL keeps in its own memory, against what a search reads. */
export interface BufferSizes {
  /** The server's `shared_buffers`, in bytes. */
  sharedBuffers: number;
  /** The professionals' table with its indexes and its TOAST, in bytes. */
  professionals: number;
}

const MB = 1048576;
const GB = 1024 * MB;

/** A size as an operator reads it: '3,7 GB', '128 MB', '0,8 MB' (a tenth below 10 MB, so that two small sizes still differ). */
function readableSize(bytes: number): string {
  if (bytes >= GB) return `${(bytes / GB).toLocaleString('pt-BR', { maximumFractionDigits: 1 })} GB`;
  const digits = bytes < 10 * MB ? 1 : 0;
  return `${(bytes / MB).toLocaleString('pt-BR', { maximumFractionDigits: digits })} MB`;
}

/**
 * The operator's warning when the professionals' table and its indexes do not fit in PostgreSQL's
 * shared buffers, or null. A search then reads part of its pages from the system's cache, each
 * read a system call and a copy: at a million professionals with the default 128 MB, ten of the
 * 123 queries of the bench's matrix took over 25 ms at their p95; with 6 GB and huge pages, none
 * to four (docs/performance.md).
 */
export function buffersWarning(s: BufferSizes): string | null {
  if (s.professionals <= s.sharedBuffers) return null;
  return (
    `A tabela de profissionais e seus índices ocupam ${readableSize(s.professionals)}, mais que o shared_buffers ` +
    `do PostgreSQL (${readableSize(s.sharedBuffers)}): parte do que cada busca lê vem do cache do sistema, mais devagar. ` +
    'Dê ao shared_buffers cerca de um quarto da memória do servidor, com huge_pages (docs/deployment.md).'
  );
}

/** The sizes as this database has them; null on the embedded database, whose memory is the process's own. */
export async function readBufferSizes(handle: DbHandle): Promise<BufferSizes | null> {
  if (handle.kind !== 'postgres') return null;
  const [row] = rowsOf<{ sharedBuffers: string; professionals: string }>(
    await handle.db.execute(sql`
      select pg_size_bytes(current_setting('shared_buffers')) as "sharedBuffers",
        pg_total_relation_size('professionals') as professionals`),
  );
  return row ? { sharedBuffers: Number(row.sharedBuffers), professionals: Number(row.professionals) } : null;
}
