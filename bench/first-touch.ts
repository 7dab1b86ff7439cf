// A visitor's first touch on a public page, on the phone profile: each control of
// e2e/first-touch.ts used once on a fresh page, right after the first paint and 3 s after the load
// event, timed from the tap to its effect on screen. A control whose effect has not come within
// 15 s is reported as lost.
import type { Browser } from '@playwright/test';
import { FIRST_TOUCHES } from '../e2e/first-touch.ts';
import { median } from './lighthouse.ts';
import { phone } from './phone.ts';

export const FIRST_TOUCH_TARGETS = { median_after_3s_ms: 500, worst_after_3s_ms: 1000, median_at_paint_ms: 1500 };
const LOST_AFTER_MS = 15_000;

/** 'paint': right after the first contentful paint; '3s': 3 s after the load event. */
type Moment = 'paint' | '3s';

export interface FirstTouchReport {
  targets: typeof FIRST_TOUCH_TARGETS;
  controls: { control: string; at_paint_ms: number | null; after_3s_ms: number | null; lost: boolean }[];
  median_at_paint_ms: number | null;
  median_after_3s_ms: number | null;
  worst_after_3s_ms: number | null;
  lost: number;
  met: boolean;
}

/**
 * Installed before any script of the page: the time of the visitor's first event once armed (the
 * press, a key, the focus a fill gives), so that the time to effect starts at the touch itself and
 * not at the automation's checks before it.
 */
const OBSERVE_TOUCH = `window.__touch = { armed: false, at: null };
for (const type of ['pointerdown', 'mousedown', 'touchstart', 'keydown', 'focusin', 'input']) {
  window.addEventListener(type, (e) => { if (window.__touch.armed && window.__touch.at === null) window.__touch.at = e.timeStamp; }, { capture: true });
}`;

async function touchOnce(
  browser: Browser,
  url: string,
  touch: (typeof FIRST_TOUCHES)[number],
  when: Moment,
): Promise<number | null> {
  const { context, page } = await phone(browser, url);
  await page.addInitScript(OBSERVE_TOUCH);
  try {
    if (when === 'paint') {
      await page.goto(url, { waitUntil: 'commit', timeout: 60_000 });
      await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0, null, {
        timeout: 30_000,
        polling: 16,
      });
    } else {
      await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
      await page.waitForTimeout(3_000);
    }
    await page.evaluate(() => {
      (window as unknown as { __touch: { armed: boolean } }).__touch.armed = true;
    });
    const before = Date.now();
    await touch.act(page);
    try {
      await touch.effect(page, LOST_AFTER_MS);
    } catch {
      return null;
    }
    const after = Date.now();
    const seen = await page.evaluate(() => {
      const at = (window as unknown as { __touch?: { at: number | null } }).__touch?.at ?? null;
      return at === null ? null : Math.round(performance.now() - at);
    });
    // A tap that loads another page is read there, where the first page's clock is gone: timed from
    // before the automation's tap, its checks included.
    return seen ?? after - before;
  } finally {
    await context.close();
  }
}

/** The median, or null when nothing was measured. */
const middle = (values: number[]) => (values.length ? median(values) : null);

/** Every phone control, `runs` times each way (the median is kept), on the search and a profile. */
export async function measureFirstTouches(
  browser: Browser,
  urls: { search: string; profile: string },
  runs: number,
): Promise<FirstTouchReport> {
  const controls: FirstTouchReport['controls'] = [];
  for (const touch of FIRST_TOUCHES.filter((t) => t.widths.includes('mobile'))) {
    const at: Record<Moment, (number | null)[]> = { paint: [], '3s': [] };
    for (let i = 0; i < runs; i++) {
      for (const when of ['paint', '3s'] as const)
        at[when].push(await touchOnce(browser, urls[touch.page], touch, when));
    }
    const lost = [...at.paint, ...at['3s']].some((ms) => ms === null);
    const kept = (list: (number | null)[]) => (list.some((ms) => ms === null) ? null : middle(list as number[]));
    controls.push({ control: touch.name, at_paint_ms: kept(at.paint), after_3s_ms: kept(at['3s']), lost });
  }
  const after = controls.map((c) => c.after_3s_ms).filter((ms): ms is number => ms !== null);
  const atPaint = controls.map((c) => c.at_paint_ms).filter((ms): ms is number => ms !== null);
  const lost = controls.filter((c) => c.lost).length;
  const medianAfter = middle(after);
  const worstAfter = after.length ? Math.max(...after) : null;
  const medianAtPaint = middle(atPaint);
  return {
    targets: FIRST_TOUCH_TARGETS,
    controls,
    median_at_paint_ms: medianAtPaint,
    median_after_3s_ms: medianAfter,
    worst_after_3s_ms: worstAfter,
    lost,
    met:
      lost === 0 &&
      medianAfter !== null &&
      medianAfter <= FIRST_TOUCH_TARGETS.median_after_3s_ms &&
      worstAfter !== null &&
      worstAfter <= FIRST_TOUCH_TARGETS.worst_after_3s_ms &&
      medianAtPaint !== null &&
      medianAtPaint <= FIRST_TOUCH_TARGETS.median_at_paint_ms,
  };
}
