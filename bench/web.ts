// The pages as a phone on 4G sees them: the system's Chromium at 375 px with the Chrome DevTools
// Protocol slowing the CPU 4×, adding 150 ms of latency, 1.6 Mbit/s down and no cache. The public
// pages (rendered on the server) and the pages the browser draws (log-in, sign-up, the signed-in
// dashboard): LCP, CLS, bytes transferred, script requests and how deep their dependent waves go,
// median of the runs, against the targets.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { AddressInfo } from 'node:net';
import { chromium, type Browser, type Page } from '@playwright/test';
import { PHONE, phone } from './phone.ts';
import { measureFirstTouches, type FirstTouchReport } from './first-touch.ts';
import { buildTestApp, createProfessional, loginAs } from '../apps/server/src/test/helpers.ts';
import { seedDemo } from '../apps/server/src/db/seed/demo.ts';
import { profilePath } from '@app/domain/rules/profile-path';
import { TERMS_VERSION } from '@app/domain/constants/legal';
import { eq } from 'drizzle-orm';
import * as t from '../apps/server/src/db/schema.ts';
import { LIGHTHOUSE_TARGETS, lighthousePages, median, type LighthousePage } from './lighthouse.ts';
import { CHROMIUM_ARGS, chromiumLaunchOptions, playwrightDisableFeatures } from '../scripts/chromium.mjs';

const dist = path.resolve(import.meta.dirname, '../apps/web/dist');

export const TARGETS = {
  lcp_ms: 1000,
  app_lcp_ms: 1500,
  cls: 0.05,
  page_kb: 150,
  home_js_kb: 120,
  app_scripts: 25,
  app_waves: 2,
  inp_ms: 200,
};

/**
 * What `/` asks for before it can respond to a touch, as the server sends it: the entry script, every
 * module it preloads (layout, page and what they import) and the stylesheet, with their gzip sizes.
 */
function pageWeight(html: string) {
  const refs = [...new Set([...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]!))];
  const files = refs.map((ref) => {
    const data = fs.readFileSync(path.join(dist, ref));
    return { file: ref, bytes: data.length, gzip_bytes: zlib.gzipSync(data, { level: 9 }).length };
  });
  // A page served without the app carries the stylesheet inside its HTML.
  for (const [i, style] of [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].entries()) {
    const data = Buffer.from(style[1]!);
    files.push({ file: `<style> ${i + 1}`, bytes: data.length, gzip_bytes: zlib.gzipSync(data, { level: 9 }).length });
  }
  const kb = (list: typeof files) => +(list.reduce((s, f) => s + f.gzip_bytes, 0) / 1024).toFixed(1);
  return {
    initial_files: files,
    initial_gzip_kb: kb(files),
    home_js_gzip_kb: kb(files.filter((f) => f.file.endsWith('.js'))),
  };
}

/** Installed before any script of the page: records LCP candidates and layout shifts as they happen. */
const OBSERVE = `window.__vitals = { lcp: 0, cls: 0 };
new PerformanceObserver((l) => { for (const e of l.getEntries()) { window.__vitals.lcp = e.startTime; window.__vitals.lcpElement = e.element ? e.element.tagName + ' ' + (e.element.textContent || '').slice(0, 60) : ''; } }).observe({ type: 'largest-contentful-paint', buffered: true });
new PerformanceObserver((l) => { for (const e of l.getEntries()) if (!e.hadRecentInput) window.__vitals.cls += e.value; }).observe({ type: 'layout-shift', buffered: true });`;

interface ScriptRequest {
  id: string;
  /** Named by the page's HTML (a script tag, a preload) rather than asked for by a script. */
  byPage: boolean;
  sentAt: number;
  doneAt?: number;
}

/**
 * How deep the scripts' dependent waves go. A script the page's HTML names is in the first wave; one
 * a script asks for (an import no preload announced, a lazy route, a chart loaded later) is one wave
 * after the latest wave that had finished arriving when it was asked for.
 */
function waveDepth(scripts: ScriptRequest[]): number {
  const waves = new Map<string, number>();
  for (const s of [...scripts].sort((a, b) => a.sentAt - b.sentAt)) {
    const before = scripts
      .filter((o) => o.doneAt !== undefined && o.doneAt <= s.sentAt)
      .map((o) => waves.get(o.id) ?? 1);
    waves.set(s.id, s.byPage ? 1 : 1 + Math.max(0, ...before));
  }
  return Math.max(0, ...waves.values());
}

/** Installed before any script of the page: the time from each interaction to the next paint (Event Timing). */
const OBSERVE_INTERACTIONS = `window.__interactions = [];
new PerformanceObserver((l) => { for (const e of l.getEntries()) if (e.interactionId) window.__interactions.push({ id: e.interactionId, name: e.name, duration: e.duration }); }).observe({ type: 'event', durationThreshold: 16, buffered: true });`;

/** The longest interaction among those that happened while `act` ran (as INP counts them), in ms. */
async function interaction(page: Page, act: () => Promise<void>): Promise<number> {
  const seen = () =>
    page.evaluate(() => (window as unknown as { __interactions: { duration: number }[] }).__interactions.length);
  // An earlier interaction is reported once its frame is painted: let it land before counting.
  await page.waitForTimeout(1000);
  const before = await seen();
  await act();
  // An entry is reported once the frame after the interaction has been painted.
  await page.waitForFunction(
    (n) => (window as unknown as { __interactions: unknown[] }).__interactions.length > n,
    before,
    { timeout: 10_000 },
  );
  await page.waitForTimeout(300);
  return page.evaluate(
    (n) =>
      Math.max(
        0,
        ...(window as unknown as { __interactions: { duration: number }[] }).__interactions
          .slice(n)
          .map((e) => e.duration),
      ),
    before,
  );
}

/**
 * Interaction to Next Paint on the search, once the page has come alive: ticking a filter (on the
 * phone, inside the filter sheet), changing the order, and opening a profile from the results.
 */
async function measureInteractions(browser: Browser, base: string) {
  const { context, page } = await phone(browser, base);
  await page.addInitScript(OBSERVE_INTERACTIONS);
  try {
    await page.goto(`${base}/profissionais`, { waitUntil: 'networkidle', timeout: 60_000 });
    // The page comes without the app, which it fetches once loaded, in idle time: the first tap,
    // made once the network is quiet, finds it arriving or there. Timed to the sheet on screen.
    const sheet = page.getByRole('dialog', { name: 'Filtros' });
    const tapped = Date.now();
    await page.getByRole('button', { name: /^Filtros/ }).click();
    await sheet.getByRole('checkbox').first().waitFor({ timeout: 30_000 });
    const firstTap = Date.now() - tapped;
    await page.locator('section[aria-label^="Notifications"]').waitFor({ state: 'attached', timeout: 30_000 });
    const filter = await interaction(page, () => sheet.getByRole('checkbox').first().click());
    await page.keyboard.press('Escape');
    await sheet.waitFor({ state: 'hidden' });
    await page.waitForLoadState('networkidle');
    // The order is a button and its list (a popover of links): the tap that opens the list, then the
    // tap on another order, each timed to its next paint.
    const sort = page.getByRole('button', { name: /^Ordenar por/ });
    const tap = await interaction(page, () => sort.click());
    const choice = await interaction(page, () =>
      page.getByRole('navigation', { name: 'Ordenar por' }).getByRole('link', { name: 'Mais recentes' }).click(),
    );
    const order = Math.max(tap, choice);
    await page.waitForLoadState('networkidle');
    const results = page.getByRole('region', { name: /profissiona(l|is) encontrados?/ });
    const open = await interaction(page, () =>
      results
        .getByRole('article')
        .first()
        .getByRole('link', { name: /Saber mais/ })
        .click(),
    );
    return {
      figures: { filter_ms: Math.round(filter), sort_ms: Math.round(order), open_profile_ms: Math.round(open) },
      first_tap_ms: firstTap,
    };
  } finally {
    await context.close();
  }
}

async function measure(browser: Browser, url: string, cookie?: string) {
  const { context, page, cdp } = await phone(browser, url, cookie);
  // The page's own bytes are those asked for before its load event; a public page then fetches the
  // app in idle time (src/light.ts), counted apart.
  let bytes = 0;
  let bytesAfterLoad = 0;
  let loadedAt = Infinity;
  const sentAt = new Map<string, number>();
  cdp.on('Page.loadEventFired', (e: { timestamp: number }) => {
    loadedAt = Math.min(loadedAt, e.timestamp);
  });
  await cdp.send('Page.enable');
  cdp.on('Network.loadingFinished', (e: { requestId: string; encodedDataLength: number }) => {
    if ((sentAt.get(e.requestId) ?? 0) > loadedAt) bytesAfterLoad += e.encodedDataLength;
    else bytes += e.encodedDataLength;
  });
  const scripts = new Map<string, ScriptRequest>();
  cdp.on(
    'Network.requestWillBeSent',
    (e: { requestId: string; type?: string; timestamp: number; initiator: { type: string } }) => {
      if (!sentAt.has(e.requestId)) sentAt.set(e.requestId, e.timestamp);
      if (e.type === 'Script')
        scripts.set(e.requestId, { id: e.requestId, byPage: e.initiator.type === 'parser', sentAt: e.timestamp });
    },
  );
  cdp.on('Network.loadingFinished', (e: { requestId: string; timestamp: number }) => {
    const script = scripts.get(e.requestId);
    if (script) script.doneAt = e.timestamp;
  });
  await page.addInitScript(OBSERVE);
  try {
    await page.goto(url, { waitUntil: 'networkidle', timeout: 60_000 });
    // A slow CPU may still be rendering when the network goes quiet: wait for the first contentful
    // paint and an LCP candidate, then a moment for a later, larger one.
    await page.waitForFunction(
      () =>
        (window as unknown as { __vitals: { lcp: number } }).__vitals.lcp > 0 &&
        performance.getEntriesByName('first-contentful-paint').length > 0,
      null,
      { timeout: 30_000 },
    );
    await page.waitForTimeout(1_000);
    const v = await page.evaluate(() => ({
      ...(window as unknown as { __vitals: { lcp: number; cls: number; lcpElement: string } }).__vitals,
      fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0,
    }));
    return {
      fcp_ms: Math.round(v.fcp),
      lcp_ms: Math.round(v.lcp),
      lcp_element: v.lcpElement,
      cls: +v.cls.toFixed(3),
      bytes,
      bytes_after_load: bytesAfterLoad,
      scripts: scripts.size,
      waves: waveDepth([...scripts.values()]),
    };
  } finally {
    await context.close();
  }
}

/** Where Lighthouse reaches the benchmark's Chromium. */
const DEBUGGING_PORT = Number(process.env.BENCH_DEBUGGING_PORT ?? 9333);

/**
 * `only`: the pages to measure, by their label's start (all when absent), and 'first-touch' for the
 * first touches; BENCH_WEB_ROUTES=/,/profissional-login,first-touch does the same.
 * `lighthouse`: also audit the public pages with Lighthouse, that many times each (the smoke run does not).
 */
export async function benchWeb(o: { runs: number; only?: string[]; lighthouse?: number } = { runs: 3, lighthouse: 3 }) {
  if (!fs.existsSync(path.join(dist, 'index.html'))) throw new Error('Compile o aplicativo antes: npm run build');
  const ctx = await buildTestApp({ webDist: dist, rateLimit: false });
  ctx.clock.set(new Date());
  await seedDemo(ctx.deps.db, ctx.deps.storage);
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = ctx.app.server.address() as AddressInfo;
  const weight = pageWeight(await (await fetch(`http://127.0.0.1:${port}/`)).text());
  // A signed-in visitor (a professional, an admin) gets the home page with the app, hydrated.
  const member = await createProfessional(ctx.deps, { name: 'Visitante Conectado' });
  // A professional who signed up under the terms in force (the dashboard asks the others to accept them first).
  await ctx.deps.db.update(t.users).set({ termsVersion: TERMS_VERSION }).where(eq(t.users.id, member.userId));
  const memberCookie = (await loginAs(ctx.deps, member.userId)).cookie!;
  // One who has yet to accept them: the dashboard comes with the dialog asking for it.
  const pendingTermsCookie = (
    await loginAs(ctx.deps, (await createProfessional(ctx.deps, { name: 'Visitante Termos Pendentes' })).userId)
  ).cookie!;
  const signedIn = pageWeight(
    await (await fetch(`http://127.0.0.1:${port}/`, { headers: { cookie: memberCookie } })).text(),
  );
  const list = (await (await fetch(`http://127.0.0.1:${port}/api/professionals?pageSize=1`)).json()) as {
    items: { id: string; name: string }[];
  };
  // The landing page with the most professionals (a specialty in a city or state).
  const landing = (await (await fetch(`http://127.0.0.1:${port}/api/landing`)).json()) as { items: { path: string }[] };
  const browser = await chromium.launch(
    chromiumLaunchOptions(
      [...CHROMIUM_ARGS, ...(o.lighthouse ? [`--remote-debugging-port=${DEBUGGING_PORT}`] : [])],
      await playwrightDisableFeatures(),
    ),
  );
  // Figures from different runs compare only on the same browser: its version goes with them.
  const browserVersion = browser.version();
  const pages = [];
  let audited: LighthousePage[] = [];
  let firstTouches: FirstTouchReport | null = null;
  let interactions: {
    filter_ms: number;
    sort_ms: number;
    open_profile_ms: number;
    met: boolean;
    first_tap_ms: number;
    runs: object[];
  } | null = null;
  try {
    // 'public': rendered on the server; 'app': drawn by the browser.
    const routes: { path: string; label: string; kind: 'public' | 'app'; cookie?: string }[] = [
      { path: '/', label: '/', kind: 'public' },
      { path: '/profissionais', label: '/profissionais', kind: 'public' },
      { path: '/profissionais?q=cantora', label: '/profissionais?q=cantora', kind: 'public' },
      { path: profilePath(list.items[0]!), label: '/profissional/:slug', kind: 'public' },
      ...(landing.items[0] ? [{ path: landing.items[0].path, label: '/:facet/:place', kind: 'public' as const }] : []),
      { path: '/divulgar-servicos', label: '/divulgar-servicos', kind: 'public' },
      { path: '/profissional-login', label: '/profissional-login', kind: 'app' },
      { path: '/profissional-cadastro', label: '/profissional-cadastro', kind: 'app' },
      { path: '/profissionais-area', label: '/profissionais-area (conectado)', kind: 'app', cookie: memberCookie },
      {
        path: '/profissionais-area',
        label: '/profissionais-area (termos pendentes)',
        kind: 'app',
        cookie: pendingTermsCookie,
      },
    ];
    const only = o.only ?? process.env.BENCH_WEB_ROUTES?.split(',').filter(Boolean);
    const picked = routes.filter((r) => !only || only.some((o) => r.label === o || r.label.startsWith(`${o} `)));
    for (const route of picked) {
      const runs = [];
      for (let i = 0; i < o.runs; i++)
        runs.push(await measure(browser, `http://127.0.0.1:${port}${route.path}`, route.cookie));
      const lcp = median(runs.map((r) => r.lcp_ms));
      const cls = median(runs.map((r) => r.cls));
      const kb = +(median(runs.map((r) => r.bytes)) / 1024).toFixed(1);
      const afterLoadKb = +(median(runs.map((r) => r.bytes_after_load)) / 1024).toFixed(1);
      const scripts = median(runs.map((r) => r.scripts));
      const waves = median(runs.map((r) => r.waves));
      pages.push({
        route: route.label,
        kind: route.kind,
        fcp_ms: median(runs.map((r) => r.fcp_ms)),
        lcp_ms: lcp,
        cls,
        transferred_kb: kb,
        after_load_kb: afterLoadKb,
        scripts,
        waves,
        lcp_met: lcp <= (route.kind === 'public' ? TARGETS.lcp_ms : TARGETS.app_lcp_ms),
        cls_met: cls < TARGETS.cls,
        // The transfer target is the public pages'; the pages the browser draws are held to their scripts and waves.
        ...(route.kind === 'public'
          ? { transfer_met: kb <= TARGETS.page_kb }
          : { scripts_met: scripts <= TARGETS.app_scripts && waves <= TARGETS.app_waves }),
        runs,
      });
    }
    if (!only) {
      const runs = [];
      for (let i = 0; i < o.runs; i++) runs.push(await measureInteractions(browser, `http://127.0.0.1:${port}`));
      const figures = {
        filter_ms: median(runs.map((r) => r.figures.filter_ms)),
        sort_ms: median(runs.map((r) => r.figures.sort_ms)),
        open_profile_ms: median(runs.map((r) => r.figures.open_profile_ms)),
      };
      const firstTap = median(runs.map((r) => r.first_tap_ms));
      interactions = {
        ...figures,
        met: Math.max(...Object.values(figures)) <= TARGETS.inp_ms,
        first_tap_ms: firstTap,
        runs,
      };
    }
    if (!only || only.includes('first-touch')) {
      const urls = {
        search: `http://127.0.0.1:${port}/profissionais`,
        profile: `http://127.0.0.1:${port}${profilePath(list.items[0]!)}`,
      };
      firstTouches = await measureFirstTouches(browser, urls, o.runs);
    }
    if (o.lighthouse) {
      audited = await lighthousePages(
        picked
          .filter((r) => r.kind === 'public')
          .map((r) => ({ route: r.label, url: `http://127.0.0.1:${port}${r.path}` })),
        DEBUGGING_PORT,
        o.lighthouse,
      );
    }
  } finally {
    await browser.close();
    await ctx.close();
  }
  return {
    browser: `Chromium ${browserVersion}`,
    profile: PHONE,
    targets: TARGETS,
    ...weight,
    signed_in_home_js_gzip_kb: signedIn.home_js_gzip_kb,
    pages,
    ...(interactions ? { interactions } : {}),
    ...(firstTouches ? { first_touches: firstTouches } : {}),
    ...(audited.length ? { lighthouse: { targets: LIGHTHOUSE_TARGETS, pages: audited } } : {}),
    note: 'Servidor local (loopback) com latência, banda e CPU limitadas pelo DevTools Protocol; mediana das execuções.',
  };
}
