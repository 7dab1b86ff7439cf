import { describe, expect, it } from 'vitest';
import pg from 'pg';
import { isDatabaseUnavailable } from './errors.ts';

describe('a database that cannot take the query', () => {
  it('is told apart from a failed query, wrapped or not', () => {
    const waited = new Error('timeout exceeded when trying to connect');
    expect(isDatabaseUnavailable(waited)).toBe(true);
    // Wrapped as the query builder wraps it.
    expect(isDatabaseUnavailable(new Error('Failed query: select 1', { cause: waited }))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error('too many clients'), { code: '53300' }))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error('syntax error'), { code: '42601' }))).toBe(false);
  });

  it.runIf(Boolean(process.env.DATABASE_URL))(
    'includes a wait for a free connection longer than the pool allows: the database cannot keep up',
    async () => {
      const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 1, connectionTimeoutMillis: 50 });
      const busy = pool.query('select pg_sleep(0.5)');
      const waited = await pool.query('select 1').catch((err: unknown) => err);
      await busy;
      await pool.end();
      expect((waited as Error).message).toBe('timeout exceeded when trying to connect');
      expect(isDatabaseUnavailable(waited)).toBe(true);
    },
  );
});
