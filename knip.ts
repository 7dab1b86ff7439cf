import type { KnipConfig } from 'knip';

/*
 * Nothing ships that nothing imports (`npm run knip`, part of `npm run lint`). Knip runs twice:
 * - with the tests as entries: unused files, exports, types and dependencies, unlisted ones;
 * - in production mode, from the shipped entries only (marked `!`; the npm scripts, Vite's index.html
 *   and the Playwright and Vitest configurations are found by knip's plugins): a shipped file that only
 *   tests reach is reported, since what runs only in tests lives with the tests (the test/ folders of
 *   the server, the web app and the domain).
 * The domain's package.json exports every file, which makes each one an entry: there knip reports the
 * exports nobody imports, but a domain file that only tests import passes the production run.
 */
const config: KnipConfig = {
  ignoreExportsUsedInFile: true,
  // A PostgreSQL cluster's own tool, run by the fault benchmark when asked by name.
  ignoreBinaries: ['pg_ctlcluster'],
  workspaces: {
    '.': {
      // The benchmarks' command-line tools, the scripts and their tests (run.ts and the rest: npm scripts).
      entry: [
        'bench/explain.ts',
        'bench/faults.ts',
        'bench/metrics-cost.ts',
        'bench/trace-cost.ts',
        'scripts/*.mjs',
        'scripts/**/*.test.ts',
      ],
      project: ['bench/**/*.ts', 'e2e/**/*.{ts,mjs}', 'scripts/**/*.{ts,mjs}'],
    },
    'apps/server': {
      // The server and its command-line tools (draw-demo-photos.ts: npm run demo:photos).
      entry: ['src/server.ts!', 'src/**/*-cli.ts!', 'src/db/seed/draw-demo-photos.ts!', 'src/**/*.test.ts'],
      project: ['src/**/*.{ts,mjs}!', '!src/**/*.test.ts!', '!src/test/**!'],
      ignoreDependencies: [
        // The development log's transport, named by a string (lib/logger.ts).
        'pino-pretty',
        // The tests start the server's source with `node --import tsx`: named by a string.
        'tsx',
      ],
    },
    'apps/web': {
      // src/early.ts: built apart by build/early-script.ts, named by its path.
      entry: ['src/entry-server.tsx!', 'src/early.ts!', 'src/**/*.test.{ts,tsx}'],
      project: ['src/**/*.{ts,tsx,css}!', 'build/**/*.ts', '!src/**/*.test.{ts,tsx}!', '!src/test/**!'],
      // scripts/subset-font.mjs cuts the shipped font from this package's file, read by its path.
      ignoreDependencies: ['@fontsource-variable/inter'],
    },
    'packages/domain': {
      includeEntryExports: true,
      entry: ['src/**/*.test.ts'],
      project: ['src/**/*.ts!', '!src/**/*.test.ts!', '!src/test/**!'],
    },
  },
};

export default config;
