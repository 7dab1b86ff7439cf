// Page weight of what the first page load needs (gzip) and web vitals of the main pages in the
// system's Chromium at a phone's width.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { AddressInfo } from 'node:net';
import { chromium } from '@playwright/test';
import { buildTestApp } from '../apps/server/src/test/helpers.ts';
import { seedDemo } from '../apps/server/src/db/seed/demo.ts';

const dist = path.resolve(import.meta.dirname, '../apps/web/dist');

function pageWeight() {
  const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
  const refs = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]!);
  const files = refs.map((ref) => {
    const data = fs.readFileSync(path.join(dist, ref));
    return { file: ref, bytes: data.length, gzip_bytes: zlib.gzipSync(data, { level: 9 }).length };
  });
  const total = files.reduce((s, f) => s + f.gzip_bytes, 0);
  return { initial_files: files, initial_gzip_kb: +(total / 1024).toFixed(1) };
}

const VITALS = `new Promise((resolve) => {
  const v = { lcp: 0, cls: 0, fcp: 0 };
  new PerformanceObserver((l) => { for (const e of l.getEntries()) v.lcp = e.startTime; }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((l) => { for (const e of l.getEntries()) if (!e.hadRecentInput) v.cls += e.value; }).observe({ type: 'layout-shift', buffered: true });
  const paint = performance.getEntriesByName('first-contentful-paint')[0];
  v.fcp = paint ? paint.startTime : 0;
  setTimeout(() => resolve(v), 1500);
})`;

export async function benchWeb() {
  if (!fs.existsSync(path.join(dist, 'index.html'))) throw new Error('Compile o aplicativo antes: npm run build');
  const weight = pageWeight();
  const ctx = await buildTestApp({ webDist: dist });
  ctx.clock.set(new Date());
  await seedDemo(ctx.deps.db, ctx.deps.storage);
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = ctx.app.server.address() as AddressInfo;
  const list = (await (await fetch(`http://127.0.0.1:${port}/api/professionals?pageSize=1`)).json()) as { items: { id: string }[] };
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  const pages = [];
  try {
    for (const route of ['/', '/profissionais', `/professional/${list.items[0]!.id}`]) {
      const page = await browser.newPage({ viewport: { width: 375, height: 812 }, deviceScaleFactor: 2 });
      let transferred = 0;
      page.on('response', async (res) => {
        const len = Number(res.headers()['content-length'] ?? 0);
        transferred += len;
      });
      await page.goto(`http://127.0.0.1:${port}${route}`, { waitUntil: 'networkidle' });
      const vitals = (await page.evaluate(VITALS)) as { lcp: number; cls: number; fcp: number };
      pages.push({ route, fcp_ms: Math.round(vitals.fcp), lcp_ms: Math.round(vitals.lcp), cls: +vitals.cls.toFixed(3), declared_bytes: transferred });
      await page.close();
    }
  } finally {
    await browser.close();
    await ctx.close();
  }
  return { ...weight, pages, note: 'Loopback, no CPU or network throttling: compare runs on the same machine, not with field data.' };
}
