// Lighthouse's mobile performance audit (its default configuration: a phone with 4× slower CPU,
// 150 ms round trip and 1.6 Mbit/s, simulated from an unthrottled load) of the public pages, in the
// system Chromium. Lighthouse is pinned in package.json (12.8.2, which runs on Node 20).
import lighthouse from 'lighthouse';

export const LIGHTHOUSE_TARGETS = { score: 90, tbt_ms: 200 };

export interface LighthouseFigures {
  score: number;
  tbt_ms: number;
  lcp_ms: number;
  fcp_ms: number;
  speed_index_ms: number;
  cls: number;
  /** The main-thread work Lighthouse attributes to scripts (evaluation, compilation), in ms. */
  bootup_ms: number;
}

export interface LighthousePage extends LighthouseFigures {
  route: string;
  met: boolean;
  runs: LighthouseFigures[];
}

/** The middle value (the upper one of an even count), as the web bench reports its runs. */
export const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** How many times an audit is tried when Lighthouse itself fails to record the load (it asks to be run again). */
const AUDIT_ATTEMPTS = 3;

async function audit(url: string, debuggingPort: number, attempt = 1): Promise<LighthouseFigures> {
  const result = await lighthouse(url, {
    port: debuggingPort,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
  });
  if (!result) throw new Error(`Lighthouse não auditou ${url}`);
  const { audits, categories, runtimeError } = result.lhr;
  // A trace recorded without its navigation start (NO_NAVSTART) and the like: the page's load is
  // measured again rather than losing the run's other figures.
  if (runtimeError && attempt < AUDIT_ATTEMPTS) return audit(url, debuggingPort, attempt + 1);
  if (runtimeError) throw new Error(`Lighthouse em ${url}, ${AUDIT_ATTEMPTS} tentativas: ${runtimeError.message}`);
  const ms = (id: string) => Math.round(audits[id]?.numericValue ?? NaN);
  return {
    score: Math.round((categories.performance?.score ?? 0) * 100),
    tbt_ms: ms('total-blocking-time'),
    lcp_ms: ms('largest-contentful-paint'),
    fcp_ms: ms('first-contentful-paint'),
    speed_index_ms: ms('speed-index'),
    cls: +(audits['cumulative-layout-shift']?.numericValue ?? NaN).toFixed(3),
    bootup_ms: ms('bootup-time'),
  };
}

/**
 * Audits each page `runs` times through a Chromium listening on `debuggingPort` (launched with
 * --remote-debugging-port) and keeps the median of each figure.
 */
export async function lighthousePages(
  pages: { route: string; url: string }[],
  debuggingPort: number,
  runs: number,
): Promise<LighthousePage[]> {
  const results: LighthousePage[] = [];
  for (const page of pages) {
    const all: LighthouseFigures[] = [];
    for (let i = 0; i < runs; i++) all.push(await audit(page.url, debuggingPort));
    const keys = Object.keys(all[0]!) as (keyof LighthouseFigures)[];
    const figures = Object.fromEntries(
      keys.map((key) => [key, median(all.map((r) => r[key]))]),
    ) as unknown as LighthouseFigures;
    results.push({
      route: page.route,
      ...figures,
      met: figures.score >= LIGHTHOUSE_TARGETS.score && figures.tbt_ms <= LIGHTHOUSE_TARGETS.tbt_ms,
      runs: all,
    });
  }
  return results;
}
