import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it, vi } from 'vitest';
import * as t from '../../db/schema.ts';
import type { DbHandle } from '../../db/client.ts';
import { embeddedFromTemplate } from '../../test/test-db.ts';
import { buildTestApp, createProfessional, loginAs, type TestApp } from '../../test/helpers.ts';
import { hashPassword } from '../auth/passwords.ts';
import { runTimeJobs } from '../housekeeping/housekeeping.ts';

const PASSWORD = 'Palco@Apagar#2026';
const cleanups: (() => Promise<unknown> | unknown)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

async function accountOn(h: TestApp, email: string) {
  const pro = await createProfessional(h.deps, { email, name: `Pessoa ${email}` });
  await h.deps.db
    .update(t.users)
    .set({ passwordHash: await hashPassword(PASSWORD) })
    .where(eq(t.users.id, pro.userId));
  return { ...pro, headers: await loginAs(h.deps, pro.userId) };
}

const deleteAccount = (h: TestApp, headers: Record<string, string>) =>
  h.request({
    method: 'POST',
    url: '/api/me/account/delete',
    headers,
    payload: { password: PASSWORD, confirmation: 'EXCLUIR' },
  });

/** Every file under `dir` whose bytes contain `text`. */
function filesContaining(dir: string, text: string): string[] {
  const needle = Buffer.from(text);
  return fs
    .readdirSync(dir, { recursive: true })
    .map((f) => path.join(dir, String(f)))
    .filter((f) => fs.statSync(f).isFile() && fs.readFileSync(f).includes(needle))
    .map((f) => path.relative(dir, f));
}

describe('a deleted account leaves nothing behind', () => {
  it('in the local mailbox', async () => {
    const h = await buildTestApp();
    cleanups.push(() => h.close());
    const email = `caixa.${randomBytes(4).toString('hex')}@exemplo.com.br`;
    const me = await accountOn(h, email);
    await h.request({ method: 'POST', url: '/api/auth/forgot-password', payload: { email } });
    const mailbox = async () =>
      (await h.request({ method: 'GET', url: `/api/dev/mailbox?to=${encodeURIComponent(email)}` })).json<unknown[]>();
    await vi.waitFor(async () => expect(await mailbox()).toHaveLength(1), { timeout: 5_000, interval: 50 });

    expect((await deleteAccount(h, me.headers)).statusCode).toBe(204);
    expect(await mailbox()).toEqual([]);
    expect(fs.readFileSync(path.join(h.deps.config.dataDir, 'mailbox.json'), 'utf8')).not.toContain(email);
  });

  it.skipIf(Boolean(process.env.DATABASE_URL))(
    'in the embedded database’s files, its write-ahead log included',
    async () => {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'erasure-'));
      cleanups.push(() => fs.rmSync(dataDir, { recursive: true, force: true }));
      const handle: DbHandle = await embeddedFromTemplate(dataDir);
      cleanups.push(() => handle.close());
      const h = await buildTestApp({}, { handle });
      cleanups.push(() => h.close());

      const email = `apagada.${randomBytes(4).toString('hex')}@exemplo.com.br`;
      const me = await accountOn(h, email);
      await accountOn(h, `fica.${randomBytes(4).toString('hex')}@exemplo.com.br`);
      await h.deps.db.execute(sql`checkpoint`);
      const dbDir = path.join(dataDir, 'db');
      expect(filesContaining(dbDir, email).length).toBeGreaterThan(0);

      expect((await deleteAccount(h, me.headers)).statusCode).toBe(204);
      // The request leaves the compaction owed; the housekeeping's next pass does it.
      const jobs = await runTimeJobs(h.deps, h.app.log);
      expect(jobs.compacted_after_deletions).toBe(1);
      expect(filesContaining(dbDir, email)).toEqual([]);
      // Done once: the next pass has nothing owed.
      expect((await runTimeJobs(h.deps, h.app.log)).compacted_after_deletions).toBe(0);
    },
    60_000,
  );
});
