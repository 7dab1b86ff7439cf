import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, fakeWebDist, type TestApp } from '../../test/helpers.ts';
import { tempDir } from '../../test/temp-dirs.ts';

let h: TestApp;
let dist: string;

beforeAll(async () => {
  dist = fakeWebDist(tempDir('app-web'));
  fs.mkdirSync(path.join(dist, 'server'));
  // A stand-in for the server-rendering bundle, which the web build writes to dist/server.
  fs.writeFileSync(path.join(dist, 'server', 'entry-server.js'), 'export const secret = "código do servidor";\n');
  fs.writeFileSync(path.join(dist, 'server', 'manifest.json'), '{}');
  h = await buildTestApp({ webDist: dist });
});
afterAll(async () => {
  await h.close();
});

describe('static files', () => {
  it('serve the browser build', async () => {
    const res = await h.request({ method: 'GET', url: '/favicon.svg' });
    expect(res.statusCode).toBe(200);
  });

  it('never serve the server build beside it', async () => {
    for (const url of ['/server/entry-server.js', '/server/manifest.json', '/server/', '/server']) {
      const res = await h.request({ method: 'GET', url });
      expect(res.body, url).not.toContain('código do servidor');
      if (url.endsWith('.js') || url.endsWith('.json'))
        expect([res.statusCode, res.json().error.code], url).toEqual([404, 'not_found']);
    }
    expect((await h.request({ method: 'HEAD', url: '/server/entry-server.js' })).statusCode).toBe(404);
  });
});
