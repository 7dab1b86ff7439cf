import fs from 'node:fs';
import type { Reporter, TestModule } from 'vitest/node';

/*
 * Some suites need a real PostgreSQL server and are declared with `describe.runIf(Boolean(process.env.DATABASE_URL))`
 * (or `it.runIf`): `npm test`, on the embedded database, skips them. This reporter says so in one line
 * at the end of the run, with the count, so that a skipped suite is never mistaken for a passed one.
 */

/** The condition that runs a suite or a test only on PostgreSQL. */
export const NEEDS_POSTGRES =
  /\.(runIf\(\s*Boolean\(process\.env\.DATABASE_URL\)\s*\)|skipIf\(\s*!process\.env\.DATABASE_URL\s*\))/;

/** The condition that runs a suite only beside a streaming replica (db/read-replica.integration.test.ts). */
export const NEEDS_REPLICA = /\.runIf\(\s*Boolean\(process\.env\.TEST_REPLICA_URL\)\s*\)/;

type Declared = { location?: { line: number } };

/** How many skipped suites and tests (outside a skipped suite) are declared with the condition. */
export function countPostgresOnly(modules: ReadonlyArray<TestModule>, condition = NEEDS_POSTGRES) {
  let suites = 0;
  let tests = 0;
  for (const module of modules) {
    const lines = fs.existsSync(module.moduleId) ? fs.readFileSync(module.moduleId, 'utf8').split('\n') : [];
    const needsPostgres = (entity: Declared) =>
      entity.location !== undefined && condition.test(lines[entity.location.line - 1] ?? '');
    for (const suite of module.children.allSuites()) {
      if (suite.state() === 'skipped' && needsPostgres(suite)) suites++;
    }
    for (const test of module.children.allTests('skipped')) {
      if (needsPostgres(test)) tests++;
    }
  }
  return { suites, tests };
}

export function postgresSkippedLine({ suites, tests }: { suites: number; tests: number }): string | null {
  if (suites === 0 && tests === 0) return null;
  const parts = [
    suites > 0 ? `${suites} ${suites === 1 ? 'suíte' : 'suítes'}` : '',
    tests > 0 ? `${tests} ${tests === 1 ? 'teste' : 'testes'}` : '',
  ].filter(Boolean);
  const need = suites + tests === 1 ? 'precisa' : 'precisam';
  const left = suites + tests === 1 ? 'ficou' : 'ficaram';
  return `${parts.join(' e ')} que ${need} do PostgreSQL ${left} de fora: rode npm run test:pg.`;
}

/** The suites that need a replica, left out of a run on PostgreSQL without TEST_REPLICA_URL. */
export function replicaSkippedLine(suites: number): string | null {
  if (suites === 0) return null;
  return `${suites} ${suites === 1 ? 'suíte que precisa' : 'suítes que precisam'} de uma réplica do PostgreSQL ${suites === 1 ? 'ficou' : 'ficaram'} de fora: rode scripts/pg-replica.sh start e npm run test:pg com TEST_REPLICA_URL=postgres://postgres@127.0.0.1:5433/test.`;
}

export default class PostgresSkipped implements Reporter {
  onTestRunEnd(modules: ReadonlyArray<TestModule>) {
    const replicaSuites = process.env.TEST_REPLICA_URL ? 0 : countPostgresOnly(modules, NEEDS_REPLICA).suites;
    // Without PostgreSQL, the replica's suites are among those that need it.
    const postgres = countPostgresOnly(modules);
    const line = process.env.DATABASE_URL
      ? replicaSkippedLine(replicaSuites)
      : postgresSkippedLine({ ...postgres, suites: postgres.suites + replicaSuites });
    if (line) console.log(`\n${line}\n`);
  }
}
