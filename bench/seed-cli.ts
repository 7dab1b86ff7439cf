// npm run bench:seed -- --professionals 100000
// Fills the embedded database in DATA_DIR, or PostgreSQL when DATABASE_URL is set, with benchmark
// data (see seed.ts). The database must hold no professional yet.
import { parseArgs } from 'node:util';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { runMigrations } from '../apps/server/src/db/migrate.ts';
import { seedCatalog } from '../apps/server/src/db/seed/catalog.ts';
import { seedBench } from './seed.ts';

const { values } = parseArgs({ options: { professionals: { type: 'string', default: '100000' } } });
const count = Number(values.professionals);
if (!Number.isInteger(count) || count < 1 || count > 1_000_000) {
  console.error('Use --professionals com um número inteiro de 1 a 1000000.');
  process.exit(2);
}

const config = loadConfig();
const handle = await openDatabase(config);
try {
  await runMigrations(handle);
  await seedCatalog(handle.db);
  const where = config.databaseUrl ? 'PostgreSQL' : `PGlite em ${config.dataDir}`;
  console.log(`Gerando ${count} profissionais (${where})...`);
  const result = await seedBench(handle.db, count);
  for (const [table, n] of Object.entries(result.rows)) console.log(`  ${table}: ${n}`);
  console.log(`Pronto em ${result.seconds} s.`);
} catch (err) {
  console.error((err as Error).message);
  process.exitCode = 1;
} finally {
  await handle.close();
}
