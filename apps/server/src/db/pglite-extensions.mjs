// The Postgres extensions the embedded database loads (trigram search, accent-free matching, GIN
// indexes over plain columns): one list for the server's database thread (pglite-worker.mjs) and for
// PGlite opened anywhere else (db/client.ts). Plain JavaScript, so that the worker can import it as is.
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';

export const pgliteExtensions = { btree_gin, pg_trgm, unaccent };
