/**
 * Which of the app's own modules a function starts importing. In the server's build, every
 * `import()` of a module under src/ reports its source file here (build/module-imports.ts writes
 * the call), named as the browser build's manifest names it: the server learns a route's modules
 * from the route itself and preloads their chunks with the page.
 */
let collecting: string[] | null = null;

export function importing<T>(source: string, loading: T): T {
  collecting?.push(source);
  return loading;
}

/**
 * Calls `load` and names the modules it imported before returning; the imports a route's `lazy`
 * starts after an `await` are not seen, so it starts them all at once (as `Promise.all` does).
 */
export function importsOf<T>(load: () => T): { result: T; sources: string[] } {
  const sources: string[] = [];
  collecting = sources;
  try {
    return { result: load(), sources };
  } finally {
    collecting = null;
  }
}
