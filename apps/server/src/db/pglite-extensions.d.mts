import type { Extension } from '@electric-sql/pglite';

export declare const pgliteExtensions: { btree_gin: Extension; pg_trgm: Extension; unaccent: Extension };
