// Compiles the server (and the shared domain package it imports) from TypeScript to JavaScript in
// apps/server/dist, one output file per source file, so that production runs on plain `node`.
// The layout of src/ is kept as it is: every path a module finds next to itself (migrations, data
// files, the web app's build two folders up) is found in the same place from dist/.
import fs from 'node:fs';
import path from 'node:path';
import * as esbuild from 'esbuild';

const root = path.resolve(import.meta.dirname, '..');
const serverSrc = path.join(root, 'apps/server/src');
const domainSrc = path.join(root, 'packages/domain/src');
const defaultDist = path.join(root, 'apps/server/dist');

const isSource = (file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && !file.endsWith('.d.ts');
/**
 * What exists only for the tests, in the server and in the domain: the test/ folder (helpers, stand-ins,
 * fixtures, the domain's reference models) and the *.test.ts files.
 */
const isTestOnly = (rel) => rel.split(path.sep)[0] === 'test' || rel.endsWith('.test.ts');

function walk(dir) {
  return fs
    .readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile())
    .map((e) => path.join(e.parentPath, e.name));
}

/** Where the compiled form of a source file goes. */
function outputOf(file, serverDist) {
  const domainDist = path.join(serverDist, '_domain');
  if (file.startsWith(serverSrc + path.sep))
    return path.join(serverDist, path.relative(serverSrc, file)).replace(/\.ts$/, '.js');
  if (file.startsWith(domainSrc + path.sep))
    return path.join(domainDist, path.relative(domainSrc, file)).replace(/\.ts$/, '.js');
  throw new Error(`Arquivo fora do servidor e do domínio: ${file}`);
}

const toImport = (from, to) => {
  const rel = path.relative(path.dirname(from), to).split(path.sep).join('/');
  return rel.startsWith('.') ? rel : `./${rel}`;
};

/** Every import stays an import: relative ones point at the compiled file, @app/domain at its copy. */
const keepImports = (serverDist) => ({
  name: 'keep-imports',
  setup(build) {
    build.onResolve({ filter: /.*/ }, (args) => {
      if (args.kind === 'entry-point') return undefined;
      if (args.path.startsWith('.')) {
        // Test-only files are not compiled: shipped code that imports one would fail at run time.
        const target = path.resolve(path.dirname(args.importer), args.path);
        const src = [serverSrc, domainSrc].find((dir) => target.startsWith(dir + path.sep));
        if (src && isTestOnly(path.relative(src, target))) {
          return {
            errors: [
              {
                text: `${path.relative(root, args.importer)} importa ${args.path}, que só existe para os testes (fica fora da compilação).`,
              },
            ],
          };
        }
        return { path: args.path.replace(/\.ts$/, '.js'), external: true };
      }
      if (args.path.startsWith('@app/domain/')) {
        if (isTestOnly(args.path.slice('@app/domain/'.length))) {
          return {
            errors: [
              {
                text: `${path.relative(root, args.importer)} importa ${args.path}, que só existe para os testes (fica fora da compilação).`,
              },
            ],
          };
        }
        const target = path.join(serverDist, '_domain', `${args.path.slice('@app/domain/'.length)}.js`);
        return { path: toImport(outputOf(args.importer, serverDist), target), external: true };
      }
      return { path: args.path, external: true };
    });
  },
});

/** Sources newer than the last build (or no build yet). */
export function serverBuildIsStale(serverDist = defaultDist) {
  const built = path.join(serverDist, 'server.js');
  if (!fs.existsSync(built)) return true;
  const builtAt = fs.statSync(built).mtimeMs;
  return [...walk(serverSrc), ...walk(domainSrc)].some((f) => fs.statSync(f).mtimeMs > builtAt);
}

export async function buildServer(serverDist = defaultDist) {
  const started = Date.now();
  fs.rmSync(serverDist, { recursive: true, force: true });
  const serverFiles = walk(serverSrc).filter((f) => !isTestOnly(path.relative(serverSrc, f)));
  const domainFiles = walk(domainSrc).filter((f) => !isTestOnly(path.relative(domainSrc, f)));
  const entryPoints = [...serverFiles.filter(isSource), ...domainFiles.filter(isSource)];
  const result = await esbuild.build({
    entryPoints: entryPoints.map((file) => ({
      in: file,
      out: path.relative(serverDist, outputOf(file, serverDist)).replace(/\.js$/, ''),
    })),
    outdir: serverDist,
    bundle: true,
    plugins: [keepImports(serverDist)],
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: 'linked',
    logLevel: 'warning',
  });
  if (result.errors.length > 0) throw new Error('A compilação do servidor falhou.');
  // Files that modules read next to themselves: migrations, data lists.
  for (const file of serverFiles.filter((f) => !f.endsWith('.ts'))) {
    const target = path.join(serverDist, path.relative(serverSrc, file));
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.copyFileSync(file, target);
  }
  return { files: entryPoints.length, ms: Math.round(Date.now() - started) };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { files, ms } = await buildServer(process.argv[2] ? path.resolve(process.argv[2]) : defaultDist);
  console.log(`Servidor compilado: ${files} arquivos em ${ms} ms.`);
}
