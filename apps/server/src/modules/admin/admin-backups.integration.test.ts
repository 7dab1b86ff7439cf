import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../db/schema.ts';
import { openEmbedded, rowsOf } from '../../db/client.ts';
import { restoreDatabase } from '../../db/backup.ts';
import { buildTestApp, createProfessional, signedInAdmin, type TestApp } from '../../test/helpers.ts';
import { tempDir } from '../../test/temp-dirs.ts';
import { runDailyBackup } from '../backups/backups.service.ts';
import { runTimeJobs } from '../housekeeping/housekeeping.ts';

let h: TestApp;
// Signed in again whenever a test moves the clock (a session ends with its time).
let admin: Record<string, string>;
beforeAll(async () => {
  h = await buildTestApp();
  admin = await signedInAdmin(h.deps);
});
afterAll(async () => {
  await h.close();
});

const list = () => h.request({ url: '/api/admin/backups', headers: admin });
const download = (name: string) => h.request({ url: `/api/admin/backups/${name}`, headers: admin });

describe.runIf(!process.env.DATABASE_URL)('the embedded database’s daily backups', () => {
  it('one a day from the housekeeping’s pass, listed for the admin, kept 7 days and 4 weeks', async () => {
    const dir = path.join(h.deps.config.dataDir, 'backups');
    await createProfessional(h.deps, { name: 'Ana Copiada' });
    // Sunday 29 November 2026 at 10:00 in Brasília.
    h.clock.set(new Date('2026-11-29T13:00:00Z'));
    admin = await signedInAdmin(h.deps);
    // Copies of earlier days, as the job left them; one written only in part by a crash.
    fs.mkdirSync(dir, { recursive: true });
    const earlier = ['2026-10-25', '2026-11-01', '2026-11-07', '2026-11-08', '2026-11-14', '2026-11-20'];
    for (const day of [...earlier, '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27', '2026-11-28'])
      fs.writeFileSync(path.join(dir, `palco-${day}.pglite.tar.gz`), 'cópia antiga');
    fs.writeFileSync(path.join(dir, '.palco-2026-11-28.pglite.tar.gz.1a2b3c4d.partial'), 'pela metade');

    const jobs = await runTimeJobs(h.deps, h.app.log);
    expect(jobs.backup_written).toBe('palco-2026-11-29.pglite.tar.gz');
    // The same day again: nothing written.
    expect((await runDailyBackup(h.deps, h.app.log)).written).toBeNull();
    // The seven newest; the newest of the weeks of 9 and 2 November; the partial copy and the older ones go.
    const kept = ['08', '14', '20', '24', '25', '26', '27', '28', '29'].map((d) => `palco-2026-11-${d}.pglite.tar.gz`);
    expect(fs.readdirSync(dir).sort()).toEqual(kept);

    const res = await list();
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.json();
    expect(body).toMatchObject({ operator_backups: false, next_after: '2026-11-30T03:00:00.000Z' });
    expect(body.items.map((i: { name: string; kind: string }) => [i.name, i.kind])).toEqual(
      kept.reverse().map((name, i) => [name, i < 7 ? 'daily' : 'weekly']),
    );
    expect(body.items[0].size_bytes).toBe(fs.statSync(path.join(dir, 'palco-2026-11-29.pglite.tar.gz')).size);
    expect(Date.parse(body.items[0].created_at)).not.toBeNaN();

    // The next day's pass writes the next one.
    h.clock.set(new Date('2026-11-30T03:30:00Z'));
    expect((await list()).json().next_after).toBeNull();
    expect((await runDailyBackup(h.deps, h.app.log)).written).toBe('palco-2026-11-30.pglite.tar.gz');
  }, 60_000);

  it('downloads a copy as an attachment, writes who took it to the audit log, and the copy restores', async () => {
    h.clock.set(new Date('2026-12-02T13:00:00Z'));
    admin = await signedInAdmin(h.deps);
    await createProfessional(h.deps, { name: 'Bia Restaurada' });
    const { written } = await runDailyBackup(h.deps, h.app.log);
    const res = await download(written!);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/gzip');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="${written}"`);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.rawPayload.equals(fs.readFileSync(path.join(h.deps.config.dataDir, 'backups', written!)))).toBe(true);

    const [entry] = await h.deps.db.select().from(t.auditLog).where(eq(t.auditLog.action, 'backup.download'));
    expect(entry).toMatchObject({ entityType: 'backup', entityId: written, after: { name: written } });
    expect(entry!.actorUserId).not.toBeNull();

    // What was downloaded is the database: restored into an empty folder, it holds the professionals.
    const copy = path.join(tempDir('backup-download'), 'copia.pglite.tar.gz');
    fs.writeFileSync(copy, res.rawPayload);
    const restored = tempDir('backup-restored');
    await restoreDatabase({ databaseUrl: null, dataDir: restored }, copy);
    const handle = await openEmbedded(restored);
    try {
      const names = rowsOf<{ name: string }>(await handle.db.execute('select name from professionals'));
      expect(names.map((r) => r.name)).toContain('Bia Restaurada');
    } finally {
      await handle.close();
    }
  }, 60_000);

  it('is not made by the pass at the start (clients come back then), but by the next one', async () => {
    const server = await buildTestApp({}, { housekeeping: { everyMs: 1_500 } });
    try {
      const dir = path.join(server.deps.config.dataDir, 'backups');
      const copies = () => (fs.existsSync(dir) ? fs.readdirSync(dir) : []);
      // The start's pass has run its time jobs (the compaction's check among them) without a copy.
      await new Promise((r) => setTimeout(r, 1_000));
      expect(copies()).toEqual([]);
      await expect.poll(copies, { timeout: 20_000, interval: 200 }).toEqual(['palco-2026-06-01.pglite.tar.gz']);
    } finally {
      await server.close();
    }
  }, 30_000);

  it('takes only a name the job writes: never a path, a partial copy or another file', async () => {
    const dataDir = h.deps.config.dataDir;
    admin = await signedInAdmin(h.deps);
    fs.writeFileSync(path.join(dataDir, 'segredo.txt'), 'não sai');
    for (const name of [
      'palco-2020-01-01.pglite.tar.gz',
      '.palco-2026-11-28.pglite.tar.gz.1a2b3c4d.partial',
      '..',
      'segredo.txt',
    ]) {
      const res = await download(name);
      expect([res.statusCode, res.json().error.code], name).toEqual([404, 'not_found']);
    }
    // An encoded slash or a NUL does not even reach the route.
    for (const name of ['..%2Fsegredo.txt', '..%2F..%2Fetc%2Fpasswd', 'palco-2026-12-02.pglite.tar.gz%00'])
      expect((await download(name)).statusCode, name).toBe(400);
  });
});

describe.runIf(Boolean(process.env.DATABASE_URL))('backups on PostgreSQL', () => {
  it('are the operator’s: the list is empty and says so, and the server writes none', async () => {
    expect((await list()).json()).toEqual({ operator_backups: true, items: [], next_after: null });
    expect((await runDailyBackup(h.deps, h.app.log)).written).toBeNull();
    expect(fs.existsSync(path.join(h.deps.config.dataDir, 'backups'))).toBe(false);
    expect((await download('palco-2026-11-29.pglite.tar.gz')).statusCode).toBe(404);
  });
});
