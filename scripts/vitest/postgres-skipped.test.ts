import { describe, expect, it } from 'vitest';
import { NEEDS_POSTGRES, NEEDS_REPLICA, postgresSkippedLine, replicaSkippedLine } from './postgres-skipped.ts';

describe('the line about the suites left to npm run test:pg', () => {
  it('counts suites and tests in plain Portuguese, and says nothing when none was left out', () => {
    expect(postgresSkippedLine({ suites: 0, tests: 0 })).toBeNull();
    expect(postgresSkippedLine({ suites: 1, tests: 0 })).toBe(
      '1 suíte que precisa do PostgreSQL ficou de fora: rode npm run test:pg.',
    );
    expect(postgresSkippedLine({ suites: 7, tests: 1 })).toBe(
      '7 suítes e 1 teste que precisam do PostgreSQL ficaram de fora: rode npm run test:pg.',
    );
  });

  it('recognises the declarations that run only on PostgreSQL, not those that run only without it', () => {
    expect(NEEDS_POSTGRES.test("describe.runIf(Boolean(process.env.DATABASE_URL))('two servers', () => {")).toBe(true);
    expect(NEEDS_POSTGRES.test('  it.runIf(Boolean(process.env.DATABASE_URL))(')).toBe(true);
    expect(NEEDS_POSTGRES.test("describe.runIf(!process.env.DATABASE_URL)('the embedded database', () => {")).toBe(
      false,
    );
    expect(NEEDS_POSTGRES.test('  it.skipIf(Boolean(process.env.DATABASE_URL))(')).toBe(false);
  });

  it('says when the suites that need a replica were left out of a run on PostgreSQL', () => {
    expect(replicaSkippedLine(0)).toBeNull();
    expect(replicaSkippedLine(1)).toBe(
      '1 suíte que precisa de uma réplica do PostgreSQL ficou de fora: rode scripts/pg-replica.sh start e npm run test:pg com TEST_REPLICA_URL=postgres://postgres@127.0.0.1:5433/test.',
    );
    expect(NEEDS_REPLICA.test("describe.runIf(Boolean(process.env.TEST_REPLICA_URL))('public reads', () => {")).toBe(
      true,
    );
    expect(NEEDS_REPLICA.test("describe.runIf(Boolean(process.env.DATABASE_URL))('two servers', () => {")).toBe(false);
  });
});
