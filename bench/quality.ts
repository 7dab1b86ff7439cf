// Search quality: the labelled queries of quality-set.ts sent to the real server over HTTP, on the
// generated professionals of quality-data.ts, and the first 10 results scored against the labels.
//   precision@10: results of grade 2 among the first 10, over min(10, professionals of grade 2)
//   nDCG@10: DCG of the first 10 (gain 2^grade − 1, discount log2(position + 1)) over the best DCG
//            the labels allow
// A typo that finds nobody and is offered 'Você quis dizer …?' is scored on the corrected search,
// the one the person gets by following it.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openEmbedded, openPostgres, type DbHandle } from '../apps/server/src/db/client.ts';
import { runMigrations } from '../apps/server/src/db/migrate.ts';
import { seedCatalog } from '../apps/server/src/db/seed/catalog.ts';
import { generateProfessionals, writeProfessionals, type GeneratedProfessional } from './quality-data.ts';
import { postgresReachable, withBenchServer } from './search.ts';
import { gradeOf, QUALITY_SET, QUERY_KINDS, type Grade, type QualityQuery, type QueryKind } from './quality-set.ts';

/** The targets: precision@10 on single-intent queries, nDCG@10 over every query. */
const QUALITY_TARGETS = { single_intent_precision: 0.9, ndcg: 0.85 };

const K = 10;

interface QualityOptions {
  professionals: number;
  /** PostgreSQL server URL; its database is named `database` (dropped and recreated). null: PGlite. */
  postgresUrl: string | null;
  database: string;
}

interface QueryScore {
  kind: QueryKind;
  query: string;
  single_intent: boolean;
  /** Professionals of grade 2 and of grade 1 among the listed ones. */
  relevant: number;
  partly_relevant: number;
  precision: number;
  ndcg: number;
  /** The grades of the results shown, in order (at most 10), and their ids. */
  grades: Grade[];
  ids: string[];
  total: number;
  /** The typo's corrected words, when the search offered them and they were followed. */
  followed_suggestion?: string;
}

interface SearchAnswer {
  items: { id: string }[];
  total: number;
  suggestion?: string;
}

const round3 = (n: number) => +n.toFixed(3);
const mean = (xs: readonly number[]) => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : 0);

const dcg = (grades: readonly number[]) =>
  grades.slice(0, K).reduce((sum, g, i) => sum + (2 ** g - 1) / Math.log2(i + 2), 0);

/** precision@10 and nDCG@10 of the grades shown, given every listed professional's grade. */
function scoreOf(shown: readonly Grade[], all: readonly Grade[]) {
  const relevant = all.filter((g) => g === 2).length;
  const ideal = dcg([...all].sort((a, b) => b - a));
  return {
    precision: relevant ? shown.slice(0, K).filter((g) => g === 2).length / Math.min(K, relevant) : 0,
    ndcg: ideal ? dcg(shown) / ideal : 0,
  };
}

/** The query as an address: '?q=cantora&occasions=casamento'. */
const addressOf = (params: Readonly<Record<string, string>>) => `?${new URLSearchParams(params).toString()}`;

async function recreatePostgres(serverUrl: string, database: string): Promise<string> {
  if (!/^bench_quality/.test(database)) throw new Error(`O banco precisa começar com 'bench_quality': ${database}.`);
  const admin = new URL(serverUrl);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString(), connectionTimeoutMillis: 3000 });
  await client.connect();
  try {
    await client.query(`drop database if exists "${database}" with (force)`);
    await client.query(`create database "${database}"`);
  } finally {
    await client.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

async function search(port: number, params: Readonly<Record<string, string>>): Promise<SearchAnswer> {
  const res = await fetch(`http://127.0.0.1:${port}/api/professionals${addressOf(params)}`);
  if (res.status !== 200) throw new Error(`${addressOf(params)}: ${res.status} ${await res.text()}`);
  return (await res.json()) as SearchAnswer;
}

/** Scores one query: its answer (or the corrected one's, for a typo), against the labels. */
async function scoreQuery(
  port: number,
  query: QualityQuery,
  listed: readonly GeneratedProfessional[],
): Promise<QueryScore | null> {
  const grades = new Map(listed.map((p) => [p.id, gradeOf(query, p)]));
  const all = [...grades.values()];
  if (!all.some((g) => g === 2)) return null;
  let answer = await search(port, query.params);
  let followed: string | undefined;
  if (answer.items.length === 0 && answer.suggestion) {
    followed = answer.suggestion;
    answer = await search(port, { ...query.params, q: answer.suggestion });
  }
  // A result that is not among the generated listed professionals is a bug of the search.
  const shown = answer.items.slice(0, K).map((item) => {
    const grade = grades.get(item.id);
    if (grade === undefined) throw new Error(`${addressOf(query.params)}: ${item.id} não está entre os listados.`);
    return grade;
  });
  return {
    kind: query.kind,
    query: addressOf(query.params),
    single_intent: query.singleIntent,
    relevant: all.filter((g) => g === 2).length,
    partly_relevant: all.filter((g) => g === 1).length,
    ...(({ precision, ndcg }) => ({ precision: round3(precision), ndcg: round3(ndcg) }))(scoreOf(shown, all)),
    grades: shown,
    ids: answer.items.slice(0, K).map((item) => item.id),
    total: answer.total,
    ...(followed ? { followed_suggestion: followed } : {}),
  };
}

const summaryOf = (scores: readonly QueryScore[]) => ({
  queries: scores.length,
  precision: round3(mean(scores.map((s) => s.precision))),
  ndcg: round3(mean(scores.map((s) => s.ndcg))),
});

export async function benchQuality(o: QualityOptions) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-quality-'));
  const usePostgres = o.postgresUrl !== null && (await postgresReachable(o.postgresUrl));
  let handle: DbHandle;
  if (usePostgres) handle = openPostgres(await recreatePostgres(o.postgresUrl!, o.database), 4);
  else handle = await openEmbedded(dataDir);
  return withBenchServer(handle, dataDir, async (serve) => {
    await runMigrations(handle);
    await seedCatalog(handle.db);
    const pros = generateProfessionals(o.professionals);
    const loadStarted = performance.now();
    await writeProfessionals(handle.db, pros);
    const loadSeconds = +((performance.now() - loadStarted) / 1000).toFixed(1);
    console.log(`  ${pros.length} profissionais gerados em ${loadSeconds} s`);
    const port = await serve();
    const listed = pros.filter((p) => p.listed);
    const scores: QueryScore[] = [];
    const unlabelled: string[] = [];
    for (const query of QUALITY_SET) {
      const score = await scoreQuery(port, query, listed);
      if (score) scores.push(score);
      else unlabelled.push(addressOf(query.params));
    }
    const single = scores.filter((s) => s.single_intent);
    const overall = summaryOf(scores);
    const singlePrecision = round3(mean(single.map((s) => s.precision)));
    return {
      database: usePostgres ? 'PostgreSQL' : 'PGlite (embutido)',
      professionals: pros.length,
      listed: listed.length,
      load_seconds: loadSeconds,
      definition:
        'precision@10: resultados de nota 2 entre os 10 primeiros / min(10, profissionais de nota 2); nDCG@10: ganho 2^nota − 1, desconto log2(posição + 1), sobre o melhor DCG possível',
      targets: QUALITY_TARGETS,
      overall: { ...overall, single_intent_precision: singlePrecision, single_intent_queries: single.length },
      targets_met: {
        single_intent_precision: singlePrecision >= QUALITY_TARGETS.single_intent_precision,
        ndcg: overall.ndcg >= QUALITY_TARGETS.ndcg,
      },
      by_kind: Object.fromEntries(
        QUERY_KINDS.map((kind) => [kind, summaryOf(scores.filter((s) => s.kind === kind))]),
      ) as Record<QueryKind, ReturnType<typeof summaryOf>>,
      // Queries whose labels found nobody of grade 2 are left out of the figures, and named here.
      unlabelled,
      queries: scores,
    };
  });
}
