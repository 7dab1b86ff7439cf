import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, URL } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { bundleBudget } from './build/bundle-budget.ts';
import { earlyScript } from './build/early-script.ts';
import { moduleImports } from './build/module-imports.ts';
import { precompress } from './build/precompress.ts';

const reactRouterDir = path.dirname(createRequire(import.meta.url).resolve('react-router/package.json'));
const apiTarget = process.env.API_URL ?? 'http://localhost:3000';

/** The libraries every page of the app runs, and the helper that loads a page's chunks. */
const FRAMEWORK_MODULES =
  /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack[\\/](react-query|query-core))[\\/]|vite[\\/]preload-helper/;

/**
 * Two builds: the browser's (`dist/`, compressed at build time) and the server's entry
 * (`dist/server/entry-server.js`, one self-contained file the API server imports by path to
 * render the public pages).
 */
export default defineConfig(({ isSsrBuild }) => ({
  root: fileURLToPath(new URL('.', import.meta.url)),
  // `npm start` builds quietly (WEB_BUILD_LOG_LEVEL=warn): no table of files, the budget's line stays.
  logLevel: process.env.WEB_BUILD_LOG_LEVEL === 'warn' ? 'warn' : 'info',
  plugins: [
    react(),
    tailwindcss(),
    earlyScript(),
    precompress(),
    moduleImports(),
    bundleBudget({
      entryMaxKb: 120,
      pageModules: [
        'src/app/layouts/root-layout.tsx',
        'src/app/routes/route-error.tsx',
        'src/features/marketing/routes/home-page.tsx',
      ],
      pageMaxKb: 150,
      // The home page as most visitors get it: its own few kilobytes, none of the app (its search's
      // suggestions included, about 1,5 KB).
      lightEntry: 'src/light.ts',
      lightMaxKb: 10,
    }),
  ],
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      // React Router's package points bundlers at its development build; browsers get the production one.
      ...(isSsrBuild
        ? []
        : [
            { find: /^react-router$/, replacement: path.join(reactRouterDir, 'dist/production/index.mjs') },
            { find: /^react-router\/dom$/, replacement: path.join(reactRouterDir, 'dist/production/dom-export.mjs') },
          ]),
    ],
  },
  build: isSsrBuild
    ? // One file: re-imported after a rebuild, it must not share chunks with its previous copy.
      {
        outDir: 'dist/server',
        emptyOutDir: true,
        copyPublicDir: false,
        rolldownOptions: { output: { codeSplitting: false } },
      }
    : {
        outDir: 'dist',
        emptyOutDir: true,
        manifest: true,
        modulePreload: { polyfill: false },
        // One stylesheet for the whole app, which every page has from its first byte (linked, or
        // inside the HTML of a page served without the app): no route's chunk waits on a stylesheet
        // of its own, or asks for that one again.
        cssCodeSplit: false,
        // The app, and the small script of the pages served without it (src/light.ts).
        rolldownOptions: {
          input: {
            index: fileURLToPath(new URL('./index.html', import.meta.url)),
            light: fileURLToPath(new URL('./src/light.ts', import.meta.url)),
          },
          // The entry's exports are nobody's: the bundler may move code in and out of it.
          preserveEntrySignatures: false,
          // Left to itself the bundler cuts a shared chunk for every set of pages that share a
          // module: one per icon, per small helper. A page then named 40 to 100 files of a few hundred
          // bytes, each a request a phone waits on. Common chunks under 8 KB (before minifying) are
          // copied into the chunks that use them instead: about 20 files a page, the same bytes.
          //
          // The libraries every page of the app runs (React, React DOM, the router, TanStack Query) and
          // Vite's preload helper are one file. Left to the bundler, they and the entry's own code came
          // as seven files, the entry itself a line long, and every page of the app named all seven.
          output: {
            codeSplitting: {
              experimentalInlineCommonChunks: { maxSize: 8000 },
              groups: [{ name: 'framework', test: FRAMEWORK_MODULES }],
            },
          },
        },
      },
  // The server's render runs React's production build whatever NODE_ENV the server has.
  define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {},
  // Bundled whole: the server runs it wherever it is deployed, with no web dependencies beside it.
  ssr: { noExternal: true },
  server: {
    proxy: {
      '/api': { target: apiTarget, changeOrigin: false },
      '/media': { target: apiTarget, changeOrigin: false },
    },
  },
}));
