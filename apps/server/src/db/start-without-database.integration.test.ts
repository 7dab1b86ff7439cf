import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createFreshDatabase, type FreshDatabase } from '../test/fresh-postgres.ts';
import { spawnServer, type ServerProcess } from '../test/spawn-server.ts';
import { startTcpProxy, type TcpProxy } from '../test/tcp-proxy.ts';
import { tempDir } from '../test/temp-dirs.ts';

const serverEntry = path.resolve(import.meta.dirname, '../server.ts');

/** A server started while its PostgreSQL is away (a restart, a failover, the network). */
describe.runIf(Boolean(process.env.DATABASE_URL))('a server started while the database is away', () => {
  let database: FreshDatabase | undefined;
  let proxy: TcpProxy | undefined;
  let server: ServerProcess | undefined;
  afterAll(async () => {
    await server?.stop();
    await proxy?.close();
    await database?.drop();
  });

  it('answers /healthz, 503 elsewhere, and becomes ready by itself when the database returns', async () => {
    database = await createFreshDatabase('app_away');
    const target = new URL(database.url);
    proxy = await startTcpProxy(Number(target.port || 5432), target.hostname);
    await proxy.cut();
    target.host = `127.0.0.1:${proxy.port}`;
    server = await spawnServer(serverEntry, { DATABASE_URL: target.toString(), DATA_DIR: tempDir('pg-away') }, [
      '--import',
      'tsx',
    ]);
    await server.healthy();

    expect((await fetch(`${server.url}/readyz`)).status).toBe(503);
    const api = await fetch(`${server.url}/api/catalog`);
    expect(api.status).toBe(503);
    expect(api.headers.get('retry-after')).toBe('2');
    // Several attempts have failed by now; it says so once.
    await new Promise((r) => setTimeout(r, 1500));
    expect(server.output().match(/Banco de dados inacessível/g)).toHaveLength(1);

    await proxy.restore();
    await expect
      .poll(async () => (await fetch(`${server!.url}/readyz`)).status, { timeout: 30_000, interval: 100 })
      .toBe(200);
    // Migrated and seeded by itself: the catalogue is there.
    const catalog = await fetch(`${server.url}/api/catalog`);
    expect(catalog.status).toBe(200);
    expect(server.child.exitCode).toBeNull();
  }, 120_000);
});
