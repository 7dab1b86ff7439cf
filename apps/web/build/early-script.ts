import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';
import type { Plugin } from 'vite';

/** Where the page's first script is written in the browser's build (read by the server, never fetched). */
const OUTPUT = 'early.js';

/**
 * Builds the first script of a server-drawn page (src/early.ts) as one small classic script, for the
 * server to write inside the page's head: it must run before anything else has come, so it can be
 * neither a module nor a file of its own. Bundled with esbuild, since the app's bundler makes modules.
 */
export function earlyScript(): Plugin {
  let skip = false;
  return {
    name: 'palco:early-script',
    apply: 'build',
    configResolved(config) {
      skip = Boolean(config.build.ssr);
    },
    async generateBundle() {
      if (skip) return;
      const result = await esbuild.build({
        entryPoints: [fileURLToPath(new URL('../src/early.ts', import.meta.url))],
        alias: { '@': fileURLToPath(new URL('../src', import.meta.url)) },
        bundle: true,
        format: 'iife',
        minify: true,
        target: 'es2020',
        write: false,
        legalComments: 'none',
      });
      const code = result.outputFiles[0]!.text.trim();
      this.emitFile({ type: 'asset', fileName: OUTPUT, source: code });
    },
  };
}
