import { Secret, TOTP } from 'otpauth';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { Redis } from 'ioredis';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres, type DbHandle } from '../db/client.ts';
import * as t from '../db/schema.ts';
import type { AppDeps } from '../deps.ts';
import { systemClock } from '../lib/clock.ts';
import { hashPassword } from '../modules/auth/passwords.ts';
import { buildServerForTest } from './build-for-test.ts';
import { createFreshDatabase, type FreshDatabase } from './fresh-postgres.ts';
import { createProfessional } from './helpers.ts';
import { startLocalS3, type LocalS3 } from './s3-server.ts';
import { spawnServer, type ServerProcess } from './spawn-server.ts';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const PASSWORD = 'Violão-de-7-cordas!';
const SETUP_CODE = 'codigo-de-teste-escala';

/**
 * Two compiled server processes behind no balancer, sharing one PostgreSQL database, one bucket on
 * a local S3-compatible server and one Redis: whatever one does, the other sees.
 */
describe.runIf(Boolean(process.env.DATABASE_URL))('two servers sharing PostgreSQL, a bucket and Redis', () => {
  let build: ReturnType<typeof buildServerForTest>;
  let db: FreshDatabase;
  let s3: LocalS3;
  let handle: DbHandle;
  let a: ServerProcess;
  let b: ServerProcess;
  const prefix = `palco-test:${randomBytes(6).toString('hex')}:`;
  const dataDirs: string[] = [];

  beforeAll(async () => {
    build = buildServerForTest();
    [db, s3] = await Promise.all([createFreshDatabase('app_scale_out'), startLocalS3()]);
    const env = () => {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'scale-out-'));
      dataDirs.push(dataDir);
      return {
        DATABASE_URL: db.url,
        REDIS_URL,
        REDIS_PREFIX: prefix,
        ADMIN_SETUP_CODE: SETUP_CODE,
        DATA_DIR: dataDir,
        ...s3.env,
      };
    };
    // Both at the same moment, on an empty database.
    [a, b] = await Promise.all([spawnServer(build.entry, env()), spawnServer(build.entry, env())]);
    await Promise.all([a.ready(), b.ready()]);
    handle = openPostgres(db.url, 2);
  }, 120_000);

  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await handle?.close();
    await s3?.close();
    await db?.drop();
    const redis = new Redis(REDIS_URL);
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length) await redis.del(...keys);
    redis.disconnect();
    build?.remove();
    for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true });
  }, 60_000);

  const call = (server: ServerProcess, url: string, init: RequestInit & { cookie?: string } = {}) => {
    const headers = new Headers(init.headers);
    if (init.cookie) headers.set('cookie', init.cookie);
    if (init.method && init.method !== 'GET') headers.set('x-requested-with', 'fetch');
    if (typeof init.body === 'string') headers.set('content-type', 'application/json');
    return fetch(`${server.url}${url}`, { ...init, headers });
  };
  const sessionCookie = (res: Response) =>
    res.headers
      .getSetCookie()
      .find((c) => c.startsWith('sid='))!
      .split(';')[0]!;

  it('a session made on one works on the other, and a photo uploaded on one is served to the other', async () => {
    const deps = { db: handle.db, clock: systemClock } as AppDeps;
    const pro = await createProfessional(deps, { name: 'Marina Scale' });
    await handle.db
      .update(t.users)
      .set({ passwordHash: await hashPassword(PASSWORD) })
      .where(eq(t.users.id, pro.userId));

    const login = await call(a, '/api/auth/login', {
      method: 'POST',
      body: JSON.stringify({ email: pro.email, password: PASSWORD }),
    });
    expect(login.status).toBe(200);
    const cookie = sessionCookie(login);
    const session = await call(b, '/api/auth/session', { cookie });
    expect(await session.json()).toMatchObject({ user: { email: pro.email } });

    const form = new FormData();
    const jpeg = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#be123c' } })
      .jpeg()
      .toBuffer();
    form.append('photo', new Blob([jpeg], { type: 'image/jpeg' }), 'eu.jpg');
    const uploaded = await call(a, '/api/me/photo', { method: 'POST', body: form, cookie });
    expect(uploaded.status).toBe(200);
    const { image } = (await uploaded.json()) as { image: string };
    expect(image.startsWith(`${s3.endpoint}/${s3.bucket}/`)).toBe(true);

    const profile = (await (await call(b, `/api/professionals/${pro.professionalId}`)).json()) as { image: string };
    expect(profile.image).toBe(image);
    const served = await fetch(profile.image);
    expect(served.status).toBe(200);
    expect((await sharp(Buffer.from(await served.arrayBuffer())).metadata()).format).toBe('webp');
    // The pages of the other server allow the bucket's images.
    expect(String((await call(b, '/healthz')).headers.get('content-security-policy'))).toContain(
      `img-src 'self' data: blob: ${s3.endpoint}`,
    );
  });

  it("a report's evidence sent to one server is stored in the bucket, resized, and readable by the other", async () => {
    const deps = { db: handle.db, clock: systemClock } as AppDeps;
    const pro = await createProfessional(deps, { name: 'Caio Evidência' });
    const form = new FormData();
    for (const [k, v] of Object.entries({
      reporter_name: 'Carla Cliente',
      reporter_email: 'carla@exemplo.com.br',
      report_reason: 'Golpe ou cobrança suspeita',
      details: 'Pediu o pagamento inteiro adiantado em outra conta.',
      visitor_id: `visitante-${randomBytes(4).toString('hex')}`,
    }))
      form.append(k, v);
    const png = await sharp({ create: { width: 3200, height: 2400, channels: 3, background: '#0f766e' } })
      .png()
      .toBuffer();
    form.append('evidence', new Blob([png], { type: 'image/png' }), 'conversa.png');
    const sent = await call(a, `/api/professionals/${pro.professionalId}/reports`, { method: 'POST', body: form });
    expect(sent.status, await sent.clone().text()).toBe(201);

    const [report] = await handle.db
      .select()
      .from(t.professionalReports)
      .where(eq(t.professionalReports.professionalId, pro.professionalId));
    expect(report?.imageUrl?.startsWith(`${s3.endpoint}/${s3.bucket}/`)).toBe(true);
    const served = await fetch(report!.imageUrl!);
    expect(served.status).toBe(200);
    const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 1600, 1200]);
    // The other server's pages allow the bucket's images (the admin reads the evidence there).
    expect(String((await call(b, '/healthz')).headers.get('content-security-policy'))).toContain(
      `img-src 'self' data: blob: ${s3.endpoint}`,
    );
  });

  it('counts a rate limit across both', async () => {
    const deps = { db: handle.db, clock: systemClock } as AppDeps;
    const pro = await createProfessional(deps);
    const review = (server: ServerProcess, n: number) =>
      call(server, `/api/professionals/${pro.professionalId}/reviews`, {
        method: 'POST',
        body: JSON.stringify({
          rating: 4,
          project_url: 'https://exemplo.com.br/p',
          user_name: 'Cliente',
          user_email: `c${n}@exemplo.com.br`,
          comment: 'Bom.',
        }),
      });
    for (let n = 0; n < 5; n++) {
      expect((await review(a, n)).status).toBe(201);
      expect((await review(b, 5 + n)).status).toBe(201);
    }
    expect((await review(a, 10)).status).toBe(429);
    expect((await review(b, 11)).status).toBe(429);
  });

  it("shows an admin's change made on one at once on the other", async () => {
    const setup = await call(a, '/api/admin/setup', {
      method: 'POST',
      body: JSON.stringify({
        setup_code: SETUP_CODE,
        name: 'Admin Escala',
        email: 'admin@escala.com.br',
        password: PASSWORD,
      }),
    });
    expect(setup.status).toBe(201);
    const login = await call(b, '/api/admin/login', {
      method: 'POST',
      body: JSON.stringify({ email: 'admin@escala.com.br', password: PASSWORD }),
    });
    const admin = sessionCookie(login);
    // The second factor, set up on this server at the first log-in.
    const enrolment = (await (
      await call(b, '/api/admin/second-factor/enrolment', { method: 'POST', cookie: admin })
    ).json()) as { secret: string };
    const confirmed = await call(b, '/api/admin/second-factor/enrolment/confirm', {
      method: 'POST',
      body: JSON.stringify({ code: new TOTP({ secret: Secret.fromBase32(enrolment.secret) }).generate() }),
      cookie: admin,
    });
    expect(confirmed.status).toBe(200);

    const reasons = async (server: ServerProcess) =>
      (
        (await (await call(server, '/api/catalog')).json()) as { report_reasons: { reason: string }[] }
      ).report_reasons.map((r) => r.reason);
    expect(await reasons(a)).not.toContain('Golpe com pagamento');
    expect(await reasons(b)).not.toContain('Golpe com pagamento');

    const added = await call(b, '/api/admin/report-reasons', {
      method: 'POST',
      body: JSON.stringify({ reason: 'Golpe com pagamento' }),
      cookie: admin,
    });
    expect(added.status).toBe(201);
    // Server A held the catalogue for 30 seconds; the notice makes it forget at once.
    const started = Date.now();
    while (!(await reasons(a)).includes('Golpe com pagamento')) {
      expect(Date.now() - started).toBeLessThan(2000);
      await new Promise((r) => setTimeout(r, 20));
    }

    const settings = await call(b, '/api/admin/settings', {
      method: 'PATCH',
      body: JSON.stringify({ support_email: 'ajuda@escala.com.br' }),
      cookie: admin,
    });
    expect(settings.status).toBe(200);
    expect(await (await call(a, '/api/support')).json()).toEqual({ support_email: 'ajuda@escala.com.br' });
  });
});
