import os from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Vitest leaves one core to itself by default, which on a 2-core machine runs the files one at a
    // time; most of them wait on a database or a child process, so two at once finish sooner.
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
    // The last line of `npm test` counts the suites that only run on PostgreSQL (npm run test:pg); the
    // reporter finds them by where they are declared.
    reporters: ['default', './scripts/vitest/postgres-skipped.ts'],
    includeTaskLocation: true,
    projects: [
      {
        test: {
          name: 'domain',
          include: ['packages/domain/src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // A worker runs file after file in one module graph instead of importing the server anew for
          // each (that import was two fifths of the run). Each file builds its own app and database,
          // so nothing is shared but modules: a test may not vi.mock one or leave global state behind.
          isolate: false,
        },
      },
      'apps/web/vitest.config.ts',
      {
        test: {
          // The repository's own tooling: lint rules and scripts.
          name: 'tooling',
          include: ['scripts/**/*.test.ts'],
          environment: 'node',
        },
      },
    ],
  },
});
