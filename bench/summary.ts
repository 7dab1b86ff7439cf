// A readable summary of the latest figures of each benchmark, against the targets.
import type { FirstStartResult, StartTiming } from './first-start.ts';
import type { FirstTouchReport } from './first-touch.ts';
import type { LighthousePage } from './lighthouse.ts';
import type { benchQuality } from './quality.ts';

interface SearchRun {
  database: string;
  mode?: 'fast' | 'live' | 'wild';
  professionals?: number;
  label?: string;
  measured_at?: string;
  /** How many times each query ran (its p95 is the ⌈0,95·rounds⌉-th of its times). */
  rounds?: number;
  skipped?: string;
  seed?: { seconds: number | null; rows?: Record<string, number>; reused?: boolean };
  /** The server's own VACUUM before measuring (--vacuum), and the tables it found owing. */
  vacuum?: { seconds: number; tables: string[] };
  table?: { live_rows: number; dead_rows: number; heap_mb: number; total_mb: number } | null;
  /** The server's memory settings during the run (recorded since 2026-12-01). */
  server?: { shared_buffers: string; huge_pages: string };
  p50_ms?: number;
  p95_ms?: number;
  p99_ms?: number;
  /** Each query's first time (the warm-up round). */
  first_time?: { p50_ms: number; p95_ms: number; target_ms: number; over_target: number };
  per_query?: { query: string; median_ms: number; total: number }[];
  /** A matrix (the wild shape): its number of queries, and those whose own p95 is over the target. */
  queries?: number;
  over_target_p95?: { query: string; p95_ms: number }[];
  seed_design?: { median_ms: number; ratio_to_our_p50: number; queries: { query: string; ms: number }[] } | null;
  /** null: not checked (--skip-totals-check). */
  totals_agree?: boolean | null;
  totals_shown_exactly?: number;
}
interface SearchResult {
  machine: { date: string };
  professionals?: number;
  queries?: string[];
  rounds: number;
  results: SearchRun[];
}
interface ThroughputResult {
  machine: { date: string };
  runs: { name: string; path: string; method: string; rps: number; ratio_to_healthz: number }[];
}
interface WebPage {
  route: string;
  kind?: 'public' | 'app';
  fcp_ms: number;
  lcp_ms: number;
  cls: number;
  transferred_kb: number;
  /** Fetched after the load event: the app, in idle time, on the public pages. */
  after_load_kb?: number;
  scripts?: number;
  waves?: number;
  lcp_met: boolean;
  cls_met: boolean;
  transfer_met?: boolean;
  scripts_met?: boolean;
}
interface WebResult {
  machine: { date: string; cpus?: number; load_average_at_start?: number; load_average_at_end?: number };
  /** The browser that measured: figures of different versions do not compare. */
  browser?: string;
  initial_gzip_kb: number;
  home_js_gzip_kb?: number;
  /** The same for a signed-in visitor, who gets the app (no target: not the page's first audience). */
  signed_in_home_js_gzip_kb?: number;
  pages: WebPage[];
  interactions?: { filter_ms: number; sort_ms: number; open_profile_ms: number; met: boolean; first_tap_ms?: number };
  first_touches?: FirstTouchReport;
  lighthouse?: { targets: { score: number; tbt_ms: number }; pages: LighthousePage[] };
  targets: {
    lcp_ms: number;
    app_lcp_ms?: number;
    cls: number;
    page_kb?: number;
    home_kb?: number;
    home_js_kb?: number;
    app_scripts?: number;
    app_waves?: number;
    inp_ms?: number;
  };
}

export interface SummaryData {
  search?: SearchResult;
  throughput?: ThroughputResult;
  web?: WebResult;
  'first-start'?: FirstStartResult & { machine: { date: string } };
  quality?: Awaited<ReturnType<typeof benchQuality>> & { machine: { date: string } };
}

/** p95 targets of the search mix, per database. */
export const SEARCH_P95_TARGET_MS: Record<string, number> = { 'PGlite (embutido)': 60, PostgreSQL: 25 };

const yes = (met: boolean) => (met ? 'sim' : '**não**');

export function summarize(
  latest: Record<string, object>,
  previous: SummaryData,
): { data: SummaryData; markdown: string } {
  const data: SummaryData = { ...previous, ...(latest as SummaryData) };
  const lines: string[] = ['# Benchmarks: resumo', ''];

  if (data.search) {
    const s = data.search;
    const mixSize = s.queries?.length ?? 20;
    lines.push(`## Busca: mistura de ${mixSize} consultas pela API HTTP, cada uma repetida em rodadas`, '');
    lines.push(
      'Carga em lote: SQL por conjuntos com os gatilhos pausados, depois VACUUM ANALYZE (tabela compacta). Carga pelo produto: as instruções do produto, uma a uma, com todos os gatilhos, depois só ANALYZE.',
      '',
    );
    lines.push(
      '| Configuração | Medida em | Carga dos dados | Linhas mortas / vivas (tabela) | Memória do PostgreSQL | Rodadas | p50 | p95 | p99 | Meta p95 | Atingida | Desenho original / nosso p50 | Totais conferem |',
    );
    lines.push('| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |');
    for (const r of s.results) {
      const label = r.label ?? r.database;
      if (r.skipped) {
        lines.push(`| ${label} | | não medido: ${r.skipped} | | | | | | | | | | |`);
        continue;
      }
      const target = SEARCH_P95_TARGET_MS[r.database] ?? 0;
      const seed =
        (r.seed?.reused ? 'reaproveitada' : `${r.seed?.seconds} s`) +
        (r.vacuum ? `, VACUUM ${r.vacuum.seconds.toLocaleString('pt-BR')} s` : '');
      const table = r.table
        ? `${r.table.dead_rows.toLocaleString('pt-BR')} / ${r.table.live_rows.toLocaleString('pt-BR')} (${r.table.total_mb} MB)`
        : '';
      const memory = r.server
        ? `shared_buffers ${r.server.shared_buffers}, huge_pages ${r.server.huge_pages}`
        : r.database === 'PostgreSQL'
          ? 'não registrada'
          : '';
      const design = r.seed_design ? `${r.seed_design.ratio_to_our_p50}×` : 'não medido';
      // A matrix's target is each query's own p95, not the p95 of all its requests.
      const over = r.over_target_p95;
      const goal = over ? `≤ ${target} ms em cada consulta` : `≤ ${target} ms`;
      const met = over
        ? over.length === 0
          ? yes(true)
          : `${yes(false)} (${over.length} de ${r.queries} acima)`
        : yes(r.p95_ms! <= target);
      lines.push(
        `| ${label} | ${(r.measured_at ?? s.machine.date).slice(0, 10)} | ${seed} | ${table} | ${memory} | ${r.rounds ?? s.rounds} | ${r.p50_ms} ms | ${r.p95_ms} ms | ${r.p99_ms} ms | ${goal} | ${met} | ${design} | ${r.totals_agree === null ? 'não conferidos' : yes(Boolean(r.totals_agree))} |`,
      );
    }
    for (const r of s.results) {
      if (!r.per_query) continue;
      lines.push(
        '',
        `Consultas mais lentas (${r.label ?? r.database}, mediana): ${r.per_query
          .slice(0, 4)
          .map((q) => `\`${decodeURIComponent(q.query)}\` ${q.median_ms} ms`)
          .join(', ')}.`,
      );
      const first = r.first_time;
      if (first)
        lines.push(
          '',
          `Primeira vez de cada consulta (a rodada de aquecimento, ${r.label ?? r.database}): p50 ${first.p50_ms} ms, p95 ${first.p95_ms} ms; ${first.over_target} de ${r.per_query.length} acima de ${first.target_ms} ms.`,
        );
    }
    lines.push('');
  }

  if (data.throughput) {
    const t = data.throughput;
    lines.push(`## Vazão (requisições por segundo, 16 conexões, ${t.machine.date.slice(0, 10)})`, '');
    lines.push('| Rota | req/s | Razão para /healthz |', '| --- | --- | --- |');
    for (const r of t.runs)
      lines.push(
        `| ${r.name} (\`${r.method} ${r.path.replace(/[0-9a-f-]{36}/, ':id')}\`) | ${r.rps} | ${r.ratio_to_healthz} |`,
      );
    const profile = t.runs.find((r) => r.name === 'perfil');
    if (profile)
      lines.push(
        '',
        `Meta: perfil ≥ 0,25 de /healthz — ${yes(profile.ratio_to_healthz >= 0.25)} (${profile.ratio_to_healthz}).`,
      );
    lines.push('');
  }

  if (data.web) {
    const w = data.web;
    lines.push(
      `## Páginas num celular em 4G (375 px, CPU 4×, 150 ms, 1,6 Mbit/s, sem cache; ${w.machine.date.slice(0, 10)}${w.browser ? `, ${w.browser}` : ''})`,
      '',
    );
    if (w.machine.load_average_at_start !== undefined) {
      lines.push(
        `Carga média da máquina (1 min, ${w.machine.cpus} núcleos): ${w.machine.load_average_at_start} no início, ${w.machine.load_average_at_end} no fim.`,
        '',
      );
    }
    if (w.home_js_gzip_kb !== undefined && w.targets.home_js_kb !== undefined) {
      lines.push(
        `JavaScript que \`/\` carrega antes de responder ao toque (entrada e módulos pré-carregados, gzip): ${w.home_js_gzip_kb} KB — meta ≤ ${w.targets.home_js_kb} KB: ${yes(w.home_js_gzip_kb <= w.targets.home_js_kb)}; com o CSS: ${w.initial_gzip_kb} KB.`,
        ...(w.signed_in_home_js_gzip_kb === undefined
          ? []
          : [`Para quem está conectado, \`/\` vem com o app: ${w.signed_in_home_js_gzip_kb} KB de JavaScript (gzip).`]),
        '',
      );
    } else lines.push(`JavaScript e CSS iniciais (gzip): ${w.initial_gzip_kb} KB.`, '');
    const appLcp = w.targets.app_lcp_ms ?? w.targets.lcp_ms;
    lines.push(
      `Metas: LCP ≤ ${w.targets.lcp_ms} ms nas páginas públicas (desenhadas no servidor) e ≤ ${appLcp} ms nas que o navegador desenha; CLS < ${w.targets.cls}; transferência ≤ ${w.targets.page_kb ?? w.targets.home_kb} KB nas públicas${w.targets.app_scripts === undefined ? '' : `; nas desenhadas pelo navegador, ≤ ${w.targets.app_scripts} scripts em no máximo ${w.targets.app_waves} ondas dependentes`}.`,
      '',
      '| Página | FCP | LCP | CLS | Transferido até o load | Depois do load (o app, em tempo ocioso) | Scripts (ondas) | Metas atingidas |',
      '| --- | --- | --- | --- | --- | --- | --- | --- |',
    );
    for (const p of w.pages) {
      const met = [`LCP: ${yes(p.lcp_met)}`, `CLS: ${yes(p.cls_met)}`];
      if (p.transfer_met !== undefined) met.push(`transferência: ${yes(p.transfer_met)}`);
      if (p.scripts_met !== undefined) met.push(`scripts: ${yes(p.scripts_met)}`);
      const scripts = p.scripts === undefined ? '–' : `${p.scripts} (${p.waves})`;
      lines.push(
        `| \`${p.route}\` | ${p.fcp_ms} ms | ${p.lcp_ms} ms | ${p.cls} | ${p.transferred_kb} KB | ${p.after_load_kb === undefined ? '–' : `${p.after_load_kb} KB`} | ${scripts} | ${met.join(', ')} |`,
      );
    }
    if (w.interactions) {
      const i = w.interactions;
      lines.push(
        '',
        `Interação até a próxima pintura (INP) na busca, depois de o app assumir a página: marcar um filtro ${i.filter_ms} ms, mudar a ordem ${i.sort_ms} ms, abrir um perfil dos resultados ${i.open_profile_ms} ms — meta ≤ ${w.targets.inp_ms ?? 200} ms: ${yes(i.met)}.`,
      );
      if (i.first_tap_ms !== undefined) {
        lines.push(
          '',
          `O primeiro toque na busca (abrir os filtros) com a rede já parada depois do load (o app chega sozinho, em tempo ocioso): o painel aparece ${i.first_tap_ms} ms depois do toque.`,
        );
      }
    }
    if (w.first_touches) {
      const f = w.first_touches;
      const ms = (v: number | null) => (v === null ? 'perdido' : `${v} ms`);
      lines.push(
        '',
        `Primeiro toque em cada controle, numa página nova (do toque ao efeito na tela) — metas: 3 s depois do load, mediana ≤ ${f.targets.median_after_3s_ms} ms e pior ≤ ${f.targets.worst_after_3s_ms} ms; logo depois da primeira pintura, mediana ≤ ${f.targets.median_at_paint_ms} ms; nenhum perdido: ${yes(f.met)}.`,
        '',
        '| Controle | Logo depois da primeira pintura | 3 s depois do load |',
        '| --- | --- | --- |',
        ...f.controls.map((c) => `| ${c.control} | ${ms(c.at_paint_ms)} | ${ms(c.after_3s_ms)} |`),
        `| **mediana** (pior) | ${ms(f.median_at_paint_ms)} | ${ms(f.median_after_3s_ms)} (${ms(f.worst_after_3s_ms)}) |`,
      );
    }
    if (w.lighthouse) {
      const l = w.lighthouse;
      lines.push(
        '',
        `Lighthouse 12 (celular, limitação simulada; mediana de ${l.pages[0]?.runs.length ?? 0}) — metas: nota ≥ ${l.targets.score} e bloqueio total (TBT) ≤ ${l.targets.tbt_ms} ms:`,
        '',
        '| Página | Nota | TBT | LCP | FCP | Speed Index | CLS | Scripts no processador | Metas atingidas |',
        '| --- | --- | --- | --- | --- | --- | --- | --- | --- |',
        ...l.pages.map(
          (p) =>
            `| \`${p.route}\` | ${p.score} | ${p.tbt_ms} ms | ${p.lcp_ms} ms | ${p.fcp_ms} ms | ${p.speed_index_ms} ms | ${p.cls} | ${p.bootup_ms} ms | ${yes(p.met)} |`,
        ),
      );
    }
    lines.push('');
  }
  const start = data['first-start'];
  if (start) {
    const s = (ms: number | null) =>
      ms === null
        ? '–'
        : `${(ms / 1000).toLocaleString('pt-BR', { minimumFractionDigits: 1, maximumFractionDigits: 1 })} s`;
    const row = (name: string, t: StartTiming, target: number, met: boolean) =>
      `| ${name} | ${s(t.ready_ms)} | ${s(t.server_build_ms)} | ${s(t.web_build_ms)} | ${s(t.database_prepare_ms ?? null)} | ${s(t.server_ready_ms)} (CPU ${s(t.server_cpu_ms)}) | ≤ ${s(target)}: ${yes(met)} |`;
    lines.push(
      `## Primeiro \`npm start\` numa cópia nova (dependências instaladas, nada compilado, sem dados; ${start.machine.date.slice(0, 10)})`,
      '',
      '| Partida | Até responder | Compilar o servidor | Compilar o app web | Preparar o banco (ao mesmo tempo) | Servidor até pronto | Meta |',
      '| --- | --- | --- | --- | --- | --- | --- |',
      row('primeira (com a demonstração)', start.first_start, start.targets.first_start_ms, start.first_start_met),
      row('de novo, nos mesmos dados', start.restart, start.targets.restart_ms, start.restart_met),
      '',
    );
  }
  if (data.quality) {
    const qd = data.quality;
    const n = (x: number) => x.toLocaleString('pt-BR', { minimumFractionDigits: 3, maximumFractionDigits: 3 });
    lines.push(
      `## Qualidade da busca: ${qd.overall.queries} consultas rotuladas, ${qd.listed.toLocaleString('pt-BR')} profissionais listados (${qd.database}, ${qd.machine.date.slice(0, 10)})`,
      '',
      `${qd.definition}.`,
      '',
      '| Tipo | Consultas | precision@10 | nDCG@10 |',
      '| --- | --- | --- | --- |',
      ...Object.entries(qd.by_kind).map(([kind, k]) => `| ${kind} | ${k.queries} | ${n(k.precision)} | ${n(k.ndcg)} |`),
      `| **todas** | ${qd.overall.queries} | ${n(qd.overall.precision)} | ${n(qd.overall.ndcg)} |`,
      '',
      `| Meta | Medida | Atingida |`,
      '| --- | --- | --- |',
      `| precision@10 ≥ ${n(qd.targets.single_intent_precision)} nas ${qd.overall.single_intent_queries} consultas de uma só intenção | ${n(qd.overall.single_intent_precision)} | ${yes(qd.targets_met.single_intent_precision)} |`,
      `| nDCG@10 ≥ ${n(qd.targets.ndcg)} em todas | ${n(qd.overall.ndcg)} | ${yes(qd.targets_met.ndcg)} |`,
      '',
    );
  }
  return { data, markdown: `${lines.join('\n')}\n` };
}
