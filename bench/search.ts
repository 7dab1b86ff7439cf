// Search at scale: the listing query over thousands of professionals, through the whole HTTP stack
// (Fastify inject), on the embedded database.
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { buildTestApp } from '../apps/server/src/test/helpers.ts';
import { STATE_NAMES } from '../packages/domain/src/constants/catalog.ts';

const QUERIES = [
  '',
  '?q=sao%20paulo',
  '?q=mix',
  '?specialties=DJ,Vocal&genres=Funk,Samba',
  '?locations=Bahia,Fora%20do%20Brasil&maxPrice=500',
  '?sort=lowest_price&page=5',
  '?sort=newest&minRating=4',
];

export async function populate(db: Awaited<ReturnType<typeof buildTestApp>>['deps']['db'], count: number) {
  const states = STATE_NAMES.map((s) => `'${s.replace(/'/g, "''")}'`).join(',');
  const statements = `
    insert into users (email, password_hash, name, email_confirmed_at)
    select 'bench' || g || '@exemplo.com', 'x', 'Profissional ' || g, now() from generate_series(1, ${count}) g;
    insert into professionals (user_id, name, city, state, min_price, rating, review_count, created_at, outside_brazil, country)
    select u.id, u.name, 'Cidade ' || (g % 50),
      case when g % 40 = 0 then null else (array[${states}])[1 + g % 27] end,
      case when g % 7 = 0 then null else (g * 37) % 2000 end,
      ((g * 13) % 50) / 10.0, g % 30, now() - (g || ' hours')::interval,
      g % 40 = 0, case when g % 40 = 0 then 'Portugal' end
    from users u join lateral (select substring(u.email from 6 for position('@' in u.email) - 6)::int g) x on true
    where u.email like 'bench%';
    insert into professional_specialties select p.id, 1 + (abs(hashtext(p.id::text)) % 7) from professionals p;
    insert into professional_genres select p.id, 1 + (abs(hashtext(p.name)) % 17) from professionals p;
    insert into professional_service_types select p.id, 1 + (abs(hashtext(p.city)) % 2) from professionals p;
    insert into subscriptions (professional_id, provider, status, current_period_ends_at)
    select p.id, 'test', case when abs(hashtext(p.id::text)) % 10 = 0 then 'canceled' else 'active' end, now() + interval '30 days' from professionals p;
    analyze
  `;
  for (const statement of statements.split(';')) if (statement.trim()) await db.execute(sql.raw(statement));
}

function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;
}

export async function benchSearch(sizes = [1_000, 10_000], rounds = 15) {
  const results: Record<string, unknown>[] = [];
  for (const size of sizes) {
    const ctx = await buildTestApp();
    ctx.clock.set(new Date());
    await populate(ctx.deps.db, size);
    for (const q of QUERIES) await ctx.request({ method: 'GET', url: `/api/professionals${q}` });
    const times: number[] = [];
    for (let r = 0; r < rounds; r++) {
      for (const q of QUERIES) {
        const start = performance.now();
        const res = await ctx.request({ method: 'GET', url: `/api/professionals${q}` });
        times.push(performance.now() - start);
        if (res.statusCode !== 200) throw new Error(`${q}: ${res.statusCode} ${res.body}`);
      }
    }
    times.sort((a, b) => a - b);
    results.push({ professionals: size, requests: times.length, p50_ms: +percentile(times, 0.5).toFixed(1), p95_ms: +percentile(times, 0.95).toFixed(1) });
    await ctx.close();
  }
  const [small, large] = results as { p50_ms: number; p95_ms: number }[];
  return {
    database: 'PGlite (embedded)',
    queries: QUERIES,
    results,
    ratio_p50_large_over_small: small && large ? +(large.p50_ms / small.p50_ms).toFixed(2) : null,
  };
}
