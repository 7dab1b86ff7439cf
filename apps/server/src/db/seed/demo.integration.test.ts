import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalStorage, MEDIA_PREFIX } from '../../adapters/storage/local-storage.ts';
import { rowsOf, type DbHandle } from '../client.ts';
import { createTestDb } from '../../test/test-db.ts';
import { DEMO_PROFESSIONALS } from './demo-data.ts';
import { seedDemo } from './demo.ts';
import { agreementDigestText } from '@app/domain/rules/agreement';
import { agreementContentSchema, type AgreementContent } from '@app/domain/schemas/agreement';
import { sha256Hex } from '../../lib/tokens.ts';

/** A visitor's first press in the demo is on a portfolio player: each one has something to play. */
describe('the demo marketplace', () => {
  let handle: DbHandle;
  let dir: string;
  let seedMs = 0;
  beforeAll(async () => {
    handle = await createTestDb();
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'demo-media-'));
    const started = performance.now();
    await seedDemo(handle.db, createLocalStorage(dir));
    seedMs = performance.now() - started;
  }, 120_000);
  afterAll(async () => {
    await handle.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('gives every demo professional an audio item that plays offline, stored like an upload', async () => {
    const audio = rowsOf<{ name: string; url: string; duration_seconds: number | null }>(
      await handle.db
        .execute(sql`select p.name, i.url, i.duration_seconds from portfolio_items i join professionals p on p.id = i.professional_id
        where i.content_type = 'audio' and i.url like '/media/portfolio-audio/%'`),
    );
    expect(new Set(audio.map((a) => a.name)).size).toBe(DEMO_PROFESSIONALS.length);
    for (const item of audio) {
      const file = fs.readFileSync(path.join(dir, item.url.slice(MEDIA_PREFIX.length)));
      expect(file.subarray(0, 4).toString()).toBe('RIFF');
      expect(file.subarray(8, 12).toString()).toBe('WAVE');
      const byteRate = file.readUInt32LE(28);
      const seconds = (file.length - 44) / byteRate;
      expect(seconds).toBeGreaterThanOrEqual(4);
      expect(seconds).toBeLessThanOrEqual(12);
      expect(item.duration_seconds).toBe(Math.round(seconds));
      expect(file.length).toBeLessThan(200_000);
    }
  });

  it("shows what the product knows on demo professionals: 'Responde em', confirmed deals, 'Contratado pelo Palco'", async () => {
    const [row] = rowsOf<{ responding: number; with_deals: number; deals: number; hired: number; asked: number }>(
      await handle.db.execute(sql`select
        (select count(*)::int from professionals where response_minutes is not null) as responding,
        (select count(*)::int from professionals where deals_count > 0) as with_deals,
        (select coalesce(sum(deals_count), 0)::int from professionals) as deals,
        (select count(*)::int from reviews where hired and is_approved and deal_id is not null) as hired,
        (select count(*)::int from quote_request_recipients where deal_confirmed_at is not null) as asked`),
    );
    expect(row!.responding).toBeGreaterThanOrEqual(15);
    expect(row!.with_deals).toBeGreaterThanOrEqual(8);
    // Each recorded deal is one both sides confirmed, counted once on its professional.
    expect(row!.deals).toBe(row!.asked);
    expect(row!.hired).toBe(row!.with_deals);
    const [score] = rowsOf<{ n: number }>(
      await handle.db.execute(
        sql`select count(*)::int as n from professionals where hired_review_count > 0 and hired_rating_sum > 0`,
      ),
    );
    expect(score!.n).toBe(row!.with_deals);
  });

  it('records each demo deal with the agreement both sides accepted, whose text and digest verify', async () => {
    const rows = rowsOf<{
      code: string;
      content: AgreementContent;
      content_sha256: string;
      client_accepted_at: string | null;
      professional_accepted_at: string | null;
    }>(
      await handle.db
        .execute(sql`select a.code, v.content, v.content_sha256, v.client_accepted_at, v.professional_accepted_at
        from agreements a join agreement_versions v on v.agreement_id = a.id
        join quote_request_recipients r on r.id = a.recipient_id
        where a.accepted_at is not null and r.deal_confirmed_at is not null`),
    );
    const [deals] = rowsOf<{ n: number }>(
      await handle.db.execute(
        sql`select count(*)::int as n from quote_request_recipients where deal_confirmed_at is not null`,
      ),
    );
    expect(rows.length).toBe(deals!.n);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(agreementContentSchema.safeParse(row.content).success).toBe(true);
      expect(row.code).toMatch(/^PB-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
      expect(row.content_sha256).toBe(sha256Hex(agreementDigestText(row.content, row.code, 1)));
      expect(row.client_accepted_at && row.professional_accepted_at).toBeTruthy();
    }
  });

  it('gives every demo professional a funnel with numbers: a month of appearances in search and the words that showed them', async () => {
    const [row] = rowsOf<{ with_appearances: number; days: number; with_terms: number }>(
      await handle.db.execute(sql`select
        (select count(distinct professional_id)::int from search_appearances where count > 0) as with_appearances,
        (select count(distinct day)::int from search_appearances) as days,
        (select count(distinct professional_id)::int from search_appearance_terms) as with_terms`),
    );
    expect(row).toEqual({
      with_appearances: DEMO_PROFESSIONALS.length,
      days: 30,
      with_terms: DEMO_PROFESSIONALS.length,
    });
  });

  it('keeps only links to well-known players, none to a made-up address', async () => {
    const links = rowsOf<{ url: string }>(
      await handle.db.execute(sql`select url from portfolio_items where url not like '/media/%'`),
    );
    for (const { url } of links)
      expect(url).toMatch(
        /^https:\/\/(www\.youtube\.com\/watch\?v=[\w-]{11}|open\.spotify\.com\/(track|album)\/[A-Za-z0-9]{22}|soundcloud\.com\/[\w-]+\/[\w-]+)$/,
      );
  });

  it('seeds quickly enough for a first start', () => {
    console.log(`demo seed: ${Math.round(seedMs)} ms`);
    expect(seedMs).toBeLessThan(30_000);
  });
});

describe('a demo seed stopped halfway', () => {
  it('leaves no professional behind, so the next start makes the whole demo', async () => {
    const handle = await createTestDb();
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'demo-media-'));
    try {
      const storage = createLocalStorage(dir);
      let puts = 0;
      // The media of the first few professionals are written, then the start is stopped.
      const failing = {
        ...storage,
        put: (...args: Parameters<typeof storage.put>) =>
          ++puts > 12 ? Promise.reject(new Error('interrompido')) : storage.put(...args),
      };
      await expect(seedDemo(handle.db, failing)).rejects.toThrow('interrompido');
      const count = async () =>
        rowsOf<{ n: number }>(await handle.db.execute(sql`select count(*)::int as n from professionals`))[0]!.n;
      expect(await count()).toBe(0);
      expect(await seedDemo(handle.db, storage)).toBe(true);
      expect(await count()).toBe(DEMO_PROFESSIONALS.length);
    } finally {
      await handle.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);
});
