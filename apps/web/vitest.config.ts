import { fileURLToPath, URL } from 'node:url';
import { defineProject } from 'vitest/config';

export default defineProject({
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  test: {
    name: 'web',
    root: fileURLToPath(new URL('.', import.meta.url)),
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    // Form tests type into many fields; a busy two-core machine needs more than the default 5 s.
    testTimeout: 20_000,
    // One page and one module graph per worker, file after file, instead of a new one for each (a
    // third of the time): src/test/setup.ts clears the page after every test, and a test may not
    // vi.mock a module, which would reach the files after it; it spies on an object instead.
    isolate: false,
  },
});
