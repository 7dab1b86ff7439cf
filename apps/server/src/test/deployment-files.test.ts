import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ENV_VARIABLES, loadConfig } from '../config.ts';

const root = path.resolve(import.meta.dirname, '../../../..');
const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');

/** No container engine runs here: these checks keep the files true to what the tests do run. */
describe('the Dockerfile', () => {
  const dockerfile = read('Dockerfile');
  const lines = dockerfile.split('\n').filter((l) => l.trim() && !l.trimStart().startsWith('#'));

  it('builds with the commands CI runs and starts the compiled server with plain node, as a non-root user', () => {
    const ci = read('.ci/run');
    for (const command of ['npm ci', 'npm run build']) {
      expect(ci).toContain(command);
      expect(dockerfile).toContain(`RUN ${command}`);
    }
    expect(lines.filter((l) => l.startsWith('FROM')).length).toBeGreaterThanOrEqual(2);
    expect(dockerfile).toContain('RUN npm ci --omit=dev');
    expect(dockerfile).toContain('CMD ["node", "--enable-source-maps", "apps/server/dist/server.js"]');
    // The same entry `npm start` runs once it has built.
    expect(read('scripts/start.mjs')).toContain("'apps/server/dist/server.js'");
    const lastFrom = lines.map((l) => l.startsWith('FROM')).lastIndexOf(true);
    const runtime = lines.slice(lastFrom);
    const user = runtime.findIndex((l) => l.startsWith('USER node'));
    expect(user).toBeGreaterThan(0);
    expect(runtime.slice(user).some((l) => /^(RUN|COPY) /.test(l) && !l.includes('--from'))).toBe(false);
  });

  it('copies only files that exist', () => {
    for (const line of lines.filter((l) => l.startsWith('COPY ') && !l.includes('--from'))) {
      const sources = line.split(/\s+/).slice(1, -1);
      for (const source of sources)
        if (source !== '.') expect(fs.existsSync(path.join(root, source)), source).toBe(true);
    }
  });
});

describe('compose.yaml', () => {
  const compose = read('compose.yaml');
  const block = compose.slice(compose.indexOf('  environment:\n'), compose.indexOf('  depends_on:'));
  const environment = Object.fromEntries(
    [...block.matchAll(/^ {4}([A-Z0-9_]+): (.+)$/gm)].map(([, name, value]) => [
      name!,
      value!.replace(/^"|"$/g, '').replace(/\$\{([A-Z_]+):\?[^}]*\}/, 'valor-de-exemplo-com-32-caracteres-ou-mais'),
    ]),
  );

  it('runs two servers behind one proxy, with PostgreSQL, Redis and an S3-compatible bucket', () => {
    expect(compose).toMatch(/^ {2}app-a: \*app$/m);
    expect(compose).toMatch(/^ {2}app-b: \*app$/m);
    expect(compose).toContain('--to app-a:3000 --to app-b:3000');
    expect(environment).toMatchObject({
      DATABASE_URL: expect.stringMatching(/^postgres:\/\/.*@postgres:5432\//),
      REDIS_URL: 'redis://redis:6379',
      S3_ENDPOINT: 'http://minio:9000',
    });
  });

  it('gives the servers a configuration that passes their own start-up checks in production', () => {
    for (const name of Object.keys(environment)) expect(ENV_VARIABLES, name).toContain(name);
    const config = loadConfig({ ...environment, NODE_ENV: 'production' });
    expect(config).toMatchObject({
      production: true,
      databaseUrl: environment.DATABASE_URL,
      redisUrl: 'redis://redis:6379',
    });
    expect(config.s3).toMatchObject({ bucket: 'palco-media', publicUrl: 'http://localhost:9000/palco-media' });
  });
});
