// npm run bench:seed -- --professionals 100000 [--mode live|wild] [--connections 4] [--resume]
// Fills the embedded database in DATA_DIR, or PostgreSQL when DATABASE_URL is set, with benchmark
// data. The database must hold no professional yet. Two modes:
//   fast (default)  set-based SQL with the row triggers paused, then VACUUM ANALYZE (seed.ts)
//   wild            as fast, with cities typed as people typed them, half working online, then
//                   the edits of live traffic, then ANALYZE only (seed.ts' 'wild' shape)
//   live            the product's own statements, one professional after another on several
//                   connections, every trigger firing, then ANALYZE (seed-live.ts; PostgreSQL only);
//                   with --resume it continues a database filled in part, up to --professionals in
//                   all, so that a long load can run in parts
import { parseArgs } from 'node:util';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { runMigrations } from '../apps/server/src/db/migrate.ts';
import { seedCatalog } from '../apps/server/src/db/seed/catalog.ts';
import { seedBench } from './seed.ts';
import { seedBenchLive } from './seed-live.ts';

const { values } = parseArgs({
  options: {
    professionals: { type: 'string', default: '100000' },
    mode: { type: 'string', default: 'fast' },
    connections: { type: 'string', default: '4' },
    resume: { type: 'boolean', default: false },
  },
});
const count = Number(values.professionals);
const connections = Number(values.connections);
if (!Number.isInteger(count) || count < 1 || count > 1_000_000) {
  console.error('Use --professionals com um número inteiro de 1 a 1000000.');
  process.exit(2);
}
if (values.mode !== 'fast' && values.mode !== 'live' && values.mode !== 'wild') {
  console.error('Use --mode fast (padrão), --mode live ou --mode wild.');
  process.exit(2);
}
if (!Number.isInteger(connections) || connections < 1 || connections > 32) {
  console.error('Use --connections com um número inteiro de 1 a 32.');
  process.exit(2);
}

const config = loadConfig();
if (values.mode === 'live' && !config.databaseUrl) {
  console.error('O modo live grava pelo PostgreSQL: defina DATABASE_URL.');
  process.exit(2);
}
const handle = await openDatabase(config);
try {
  await runMigrations(handle);
  await seedCatalog(handle.db);
  const where = config.databaseUrl ? 'PostgreSQL' : `PGlite em ${config.dataDir}`;
  console.log(`Gerando ${count} profissionais (${where}, modo ${values.mode})...`);
  const result =
    values.mode === 'live'
      ? await seedBenchLive(config.databaseUrl!, count, {
          connections,
          resume: values.resume,
          onProgress: (done, seconds) => console.log(`  ${done} profissionais em ${seconds.toFixed(0)} s`),
        })
      : await seedBench(handle.db, count, values.mode === 'wild' ? 'wild' : 'bulk');
  for (const [table, n] of Object.entries(result.rows)) console.log(`  ${table}: ${n}`);
  for (const [step, s] of Object.entries(result.steps)) console.log(`  [${step}] ${s}`);
  console.log(`Pronto em ${result.seconds} s.`);
} catch (err) {
  console.error((err as Error).message);
  process.exitCode = 1;
} finally {
  await handle.close();
}
