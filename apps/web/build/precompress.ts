import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';

/** Text formats worth compressing; images and woff2 fonts are compressed already. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;
/** Below this size the encoded file saves less than its headers cost. */
const MIN_BYTES = 1024;

function* walk(dir: string): Generator<string> {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    // `.vite/` holds the build's manifest, read at build time only.
    if (entry.isDirectory() && !entry.name.startsWith('.')) yield* walk(full);
    else if (entry.isFile()) yield full;
  }
}

/** Writes `file.br` and `file.gz` beside a text file, each only when it is smaller than the file. */
export function compressFile(file: string) {
  const source = fs.readFileSync(file);
  const brotli = zlib.brotliCompressSync(source, {
    params: {
      [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: source.length,
    },
  });
  const gzip = zlib.gzipSync(source, { level: zlib.constants.Z_BEST_COMPRESSION });
  if (brotli.length < source.length) fs.writeFileSync(`${file}.br`, brotli);
  if (gzip.length < source.length) fs.writeFileSync(`${file}.gz`, gzip);
}

/**
 * Compresses the browser build once, at build time, so that the server sends the smaller file
 * that the browser accepts without spending a request's time on it.
 */
export function precompress(): Plugin {
  let outDir = '';
  let skip = false;
  return {
    name: 'palco:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
      // The server's own bundle is read from disk by the server, never sent to a browser.
      skip = Boolean(config.build.ssr);
    },
    writeBundle() {
      if (skip) return;
      for (const file of walk(outDir)) {
        if (COMPRESSIBLE.test(file) && fs.statSync(file).size >= MIN_BYTES) compressFile(file);
      }
    },
  };
}
