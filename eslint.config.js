import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { featureBoundaries } from './scripts/eslint/feature-boundaries.mjs';

/*
 * Import zones. Imports flow one way: the web app's app/ → features/ →
 * components/ and lib/; the server's app.ts → modules/ → adapters/, lib/ and db/; the web app and the
 * server meet only in packages/domain, which imports neither. Inside the server, only a module's
 * repository reads the database, and a module reaches another one through its service (or another
 * file it exports on purpose), never through its repository.
 *
 * typescript-eslint's version of ESLint's no-restricted-imports is used for its `allowTypeImports`:
 * a service may name a row type from db/schema.ts without touching the database. Whether a web
 * import reaches another feature depends on where the importing file sits ('../search/x' from a
 * feature's root file is a sibling feature), so that one is a rule of ours that resolves the path:
 * scripts/eslint/feature-boundaries.mjs.
 */

const escapeRegex = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const zone = {
  /** Anything of the server, seen from the web app or the domain. */
  server: {
    regex: String.raw`^@app/server(/|$)|(^|/)apps/server(/|$)|^(\.\./)+server/src(/|$)`,
    message: 'O app web e o servidor só se encontram em packages/domain.',
  },
  /** Anything of the web app, seen from the server or the domain. */
  web: {
    regex: String.raw`^@app/web(/|$)|(^|/)apps/web(/|$)|^(\.\./)+web/src(/|$)|^@/`,
    message: 'O app web e o servidor só se encontram em packages/domain.',
  },
  /** Packages that only one side may use, seen from the domain. */
  sideOnly: {
    regex: String.raw`^(react|react-dom|react-router|@tanstack/.+|fastify|@fastify/.+|drizzle-orm|pg|@electric-sql/.+)(/|$)`,
    message: 'packages/domain é compartilhado pelos dois lados: só zod e código puro.',
  },
  /** Test-only code (test/ and *.test.ts), seen from code that ships: the build leaves it out. */
  testCode: {
    regex: String.raw`(^|/)test/|\.test(\.ts)?$`,
    message: 'Código que vai para produção não importa o que só existe para os testes.',
  },
  /** The database layer; a type from it (a row, the Database handle) is fine anywhere in the server. */
  database: {
    regex: String.raw`^(drizzle-orm|pg|@electric-sql/.+)(/|$)|(^|/)db/(schema|client|listing)(\.ts)?$`,
    allowTypeImports: true,
    message: 'Só um repositório (*.repository.ts) acessa o banco; peça ao repositório do módulo.',
  },
  /** A server module, seen from the layers it builds on. */
  modules: {
    regex: String.raw`(^|/)modules/`,
    message: 'adapters/, lib/, plugins/ e db/ não importam módulos: os módulos é que os usam.',
  },
  /** Another module's repository (a repository in the same folder is imported as ./x.repository.ts). */
  otherRepository: (allowed = []) => ({
    regex:
      String.raw`^(\.\./)+` +
      (allowed.length ? `(?!(${allowed.map(escapeRegex).join('|')})(\\.ts)?$)` : '') +
      String.raw`([^/]+/)*[^/]+\.repository(\.ts)?$`,
    message:
      'Um módulo usa outro pelo service (ou por um arquivo que ele exporta de propósito), nunca pelo repositório.',
  }),
  /** The web app's shell, seen from features and shared code. */
  webShell: {
    regex: String.raw`^@/app(/|$)`,
    message: 'app/ monta as features; features e código compartilhado não importam app/.',
  },
  /** A relative import that climbs two folders or more: it reads better through @/. */
  climbing: {
    regex: String.raw`^\.\./\.\./`,
    message: 'Fora da pasta, importe por @/….',
  },
};

const restrict = (...patterns) => ({ '@typescript-eslint/no-restricted-imports': ['error', { patterns }] });

const SERVER_TESTS = ['apps/server/src/**/*.test.ts', 'apps/server/src/test/**'];

/*
 * Temporary allowances: imports of another module's repository that exist today, each named with its
 * target; they move to the service of the module they read (settings, auth, interactions). Delete an
 * entry with its import.
 */
const SERVER_ALLOWANCES = {
  'apps/server/src/modules/account/account.repository.ts': ['auth/auth.repository'],
  'apps/server/src/modules/admin/admin.service.ts': ['auth/sessions.repository'],
};

/**
 * Temporary allowances: a web file importing another feature, each named with its target as a path
 * under apps/web/src without extension, until the shared piece moves to lib/ or components/ (or the
 * route moves to app/). Delete an entry with its import.
 */
const WEB_ALLOWANCES = {};

const serverModuleFile = (allowed) => restrict(zone.database, zone.otherRepository(allowed), zone.web, zone.testCode);
const serverRepositoryFile = (allowed) => restrict(zone.otherRepository(allowed), zone.web, zone.testCode);
const isRepository = (file) => file.endsWith('.repository.ts');

const importZones = [
  { files: ['apps/server/**/*.ts'], rules: restrict(zone.web, zone.testCode) },
  {
    files: ['apps/server/src/{adapters,lib,plugins}/**/*.ts'],
    rules: restrict(zone.database, zone.modules, zone.web, zone.testCode),
  },
  // The database's LISTEN/NOTIFY channel is part of the database layer.
  { files: ['apps/server/src/lib/change-notices.ts'], rules: restrict(zone.modules, zone.web, zone.testCode) },
  { files: ['apps/server/src/db/**/*.ts'], rules: restrict(zone.web, zone.testCode) },
  { files: ['apps/server/src/modules/**/*.ts'], rules: serverModuleFile() },
  // Repositories read the database; command-line entry points open it, as app.ts does.
  {
    files: ['apps/server/src/modules/**/*.repository.ts', 'apps/server/src/modules/**/*-cli.ts'],
    rules: serverRepositoryFile(),
  },
  ...Object.entries(SERVER_ALLOWANCES).map(([file, allowed]) => ({
    files: [file],
    rules: isRepository(file) ? serverRepositoryFile(allowed) : serverModuleFile(allowed),
  })),
  { files: SERVER_TESTS, rules: restrict(zone.web) },

  { files: ['apps/web/**/*.{ts,tsx}'], rules: restrict(zone.server) },
  { files: ['apps/web/src/{components,lib}/**/*.{ts,tsx}'], rules: restrict(zone.server, zone.webShell) },
  { files: ['apps/web/src/features/**/*.{ts,tsx}'], rules: restrict(zone.server, zone.webShell, zone.climbing) },
  // Features apart from one another, and shared code apart from them, however the path is written.
  {
    files: ['apps/web/src/{features,components,lib}/**/*.{ts,tsx}'],
    plugins: { palco: { rules: { 'feature-boundaries': featureBoundaries } } },
    rules: { 'palco/feature-boundaries': 'error' },
  },
  ...Object.entries(WEB_ALLOWANCES).map(([file, allow]) => ({
    files: [file],
    rules: { 'palco/feature-boundaries': ['error', { allow }] },
  })),

  { files: ['packages/domain/**/*.ts'], rules: restrict(zone.server, zone.web, zone.sideOnly) },
  // The domain's test/ folder holds reference models for the tests; the build leaves it out.
  {
    files: ['packages/domain/src/**/*.ts'],
    ignores: ['packages/domain/src/**/*.test.ts', 'packages/domain/src/test/**'],
    rules: restrict(zone.server, zone.web, zone.sideOnly, zone.testCode),
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
      'bench/results/**',
      '**/.test-dist-*/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2023, sourceType: 'module' },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      // Prettier lays code out at 120 columns; this catches what it leaves alone (comments). A text
      // the user reads, a class list or a statement in a string stays whole, so it can be found by
      // what it says.
      'max-len': [
        'error',
        { code: 160, ignoreStrings: true, ignoreTemplateLiterals: true, ignoreRegExpLiterals: true, ignoreUrls: true },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  {
    // The professional area's service worker: a plain script the browser runs in its worker scope.
    files: ['apps/web/public/sw.js'],
    languageOptions: {
      sourceType: 'script',
      globals: {
        self: 'readonly',
        caches: 'readonly',
        fetch: 'readonly',
        Request: 'readonly',
        Response: 'readonly',
        URL: 'readonly',
      },
    },
  },
  {
    files: ['**/*.mjs', '**/*.cjs'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly', URL: 'readonly', Buffer: 'readonly' } },
  },
  ...importZones,
  {
    files: ['apps/server/src/**/*.ts'],
    ignores: SERVER_TESTS,
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "Property[key.name='rateLimit'] > ObjectExpression",
          message:
            'Nomeie o limite em ROUTE_LIMITS (modules/auth/rate-limits.ts), que a documentação repete e um teste confere.',
        },
      ],
    },
  },
  {
    // Browser tests use a page as a visitor does, who neither waits for the app nor presses a key
    // first. Waiting for the app is for tests about the woken app itself, named here.
    files: ['e2e/**/*.ts'],
    ignores: ['e2e/fixtures.ts', 'e2e/public/home.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.name='waitForHydration']",
          message:
            'Use a página como um visitante: sem esperar o app. Só os testes sobre o app já desperto (lista em eslint.config.js) esperam por ele.',
        },
      ],
    },
  },
  {
    // The server's and the app's tests share one module graph per worker (vitest.config.ts: isolate).
    files: ['apps/{server,web}/src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.object.name='vi'][callee.property.name=/^(mock|doMock|unmock)$/]",
          message:
            'Os testes de um worker compartilham os módulos: espie um objeto (vi.spyOn) em vez de substituir um módulo.',
        },
      ],
    },
  },
);
