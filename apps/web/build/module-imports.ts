import path from 'node:path';
import type { Plugin } from 'vite';

/** `import('…')` with a literal specifier: how the routes load their screens. */
const DYNAMIC_IMPORT = /\bimport\(\s*(['"])([^'"\n]+)\1\s*\)/g;

/**
 * Server build only: each `import('…')` of a module under src/ goes through `importing`
 * (src/lib/module-imports.ts) with the module's path as the browser build's manifest writes it,
 * so that the server learns a route's modules by calling the route's `lazy`, and no list of route
 * files is kept by hand.
 */
export function moduleImports(): Plugin {
  let root = '';
  let tracker = '';
  return {
    name: 'module-imports',
    apply: (_config, env) => Boolean(env.isSsrBuild),
    configResolved(config) {
      root = config.root;
      tracker = path.join(root, 'src', 'lib', 'module-imports.ts');
    },
    async transform(code, id) {
      const file = id.split('?')[0] ?? id;
      if (!file.startsWith(path.join(root, 'src') + path.sep) || file === tracker || !code.includes('import('))
        return null;
      const edits: { start: number; end: number; text: string }[] = [];
      for (const match of code.matchAll(DYNAMIC_IMPORT)) {
        const resolved = await this.resolve(match[2]!, id);
        const target = resolved && !resolved.external ? (resolved.id.split('?')[0] ?? resolved.id) : null;
        if (!target?.startsWith(path.join(root, 'src') + path.sep)) continue;
        const source = path.relative(root, target).split(path.sep).join('/');
        edits.push({
          start: match.index,
          end: match.index + match[0].length,
          text: `__importing(${JSON.stringify(source)}, ${match[0]})`,
        });
      }
      if (!edits.length) return null;
      let out = code;
      for (const edit of edits.reverse()) out = out.slice(0, edit.start) + edit.text + out.slice(edit.end);
      return { code: `import { importing as __importing } from ${JSON.stringify(tracker)};\n${out}`, map: null };
    },
  };
}
