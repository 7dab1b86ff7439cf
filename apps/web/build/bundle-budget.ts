import zlib from 'node:zlib';
import type { Plugin } from 'vite';

interface ChunkInfo {
  fileName: string;
  code: string;
  imports: string[];
}

/** Gzip bytes of the given chunks and every chunk they import statically. */
export function closureBytes(
  chunks: readonly ChunkInfo[],
  roots: readonly ChunkInfo[],
): { bytes: number; files: string[] } {
  const byName = new Map(chunks.map((c) => [c.fileName, c]));
  const seen = new Set<string>();
  const visit = (chunk: ChunkInfo | undefined) => {
    if (!chunk || seen.has(chunk.fileName)) return;
    seen.add(chunk.fileName);
    for (const name of chunk.imports) visit(byName.get(name));
  };
  roots.forEach(visit);
  const files = [...seen];
  const bytes = files.reduce((sum, name) => sum + zlib.gzipSync(byName.get(name)!.code, { level: 9 }).length, 0);
  return { bytes, files };
}

export interface BundleBudget {
  /** Kilobytes gzip allowed for the entry chunk and its static imports. */
  entryMaxKb: number;
  /** The source modules a page's routes load before it hydrates (layout, page). */
  pageModules: readonly string[];
  /** Kilobytes gzip allowed for the entry plus those modules' chunks: all a page runs before it responds. */
  pageMaxKb: number;
  /** The entry of the pages served without the app (the home page for visitors not signed in). */
  lightEntry: string;
  /** Kilobytes gzip allowed for that entry and its static imports. */
  lightMaxKb: number;
}

/**
 * Fails the browser build when the JavaScript that a phone downloads before the page responds
 * grows past its budget: on 4G each kilobyte is paid for in waiting.
 */
export function bundleBudget({ entryMaxKb, pageModules, pageMaxKb, lightEntry, lightMaxKb }: BundleBudget): Plugin {
  let ssr = false;
  return {
    name: 'palco:bundle-budget',
    apply: 'build',
    configResolved(config) {
      ssr = Boolean(config.build.ssr);
    },
    generateBundle(_options, bundle) {
      if (ssr) return;
      const chunks = Object.values(bundle).flatMap((item) => (item.type === 'chunk' ? [item] : []));
      const chunkOf = (module: string) => {
        const chunk = chunks.find((c) => c.facadeModuleId?.replaceAll('\\', '/').endsWith(module));
        if (!chunk) this.error(`O módulo ${module} não virou um pedaço próprio do pacote.`);
        return chunk!;
      };
      const light = chunkOf(lightEntry);
      const entry = chunks.find((c) => c.isEntry && c !== light);
      if (!entry) return this.error('Nenhum ponto de entrada no pacote.');
      const pages = pageModules.map(chunkOf);
      const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;
      const startup = closureBytes(chunks, [entry]);
      const page = closureBytes(chunks, [entry, ...pages]);
      const lightPage = closureBytes(chunks, [light]);
      const summary = [
        `JavaScript gzip: entrada ${kb(startup.bytes)} KB (limite ${entryMaxKb} KB)`,
        `página inicial com o app ${kb(page.bytes)} KB em ${page.files.length} arquivos (limite ${pageMaxKb} KB)`,
        `página inicial sem o app ${kb(lightPage.bytes)} KB em ${lightPage.files.length} arquivos (limite ${lightMaxKb} KB)`,
      ].join('; ');
      if (kb(startup.bytes) > entryMaxKb || kb(page.bytes) > pageMaxKb)
        this.error(`${summary}: ${page.files.join(', ')}`);
      if (kb(lightPage.bytes) > lightMaxKb) this.error(`${summary}: ${lightPage.files.join(', ')}`);
      // Printed whatever the build's log level: the start's quiet build keeps this line.
      console.log(`Orçamento do pacote: ${summary}`);
    },
  };
}
