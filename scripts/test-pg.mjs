// Runs the server's test suite a second time on a real PostgreSQL server (each test file gets a
// database of its own). Fails, rather than skipping, when the server cannot be reached.
import { spawnSync } from 'node:child_process';
import pg from 'pg';

const url = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
try {
  await client.connect();
  await client.query('select 1');
} catch (err) {
  console.error(`PostgreSQL inacessível em ${url}: ${err.message}`);
  process.exit(1);
} finally {
  await client.end().catch(() => {});
}

const result = spawnSync('npx', ['vitest', 'run', '--project', 'server', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: { ...process.env, DATABASE_URL: url },
});
process.exit(result.status ?? 1);
