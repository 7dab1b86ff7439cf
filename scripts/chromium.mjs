// How the browser tests and the benchmarks start the system's Chromium.
//
// From version 15x Chromium gives every new window the omnibox's popup as a WebUI page of its own
// (chrome://omnibox-popup.top-chrome, and the AI mode's next to it), loaded in a renderer while the
// page under test loads. A phone's browser does not do that work; on a two-core machine it took the
// processor from the page: the search measured 1.64 s instead of 0.95 s, the same HTML, the same run.
// The two features are turned off. Chromium keeps only the last --disable-features it is given, so
// the names join Playwright's own list (read off the command line Playwright spawns) instead of
// replacing it.
//
// `node scripts/chromium.mjs` prints Playwright's switch: a configuration read synchronously (the
// browser tests') runs it once and keeps the answer in the environment.
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** The switches every launch shares: no sandbox or GPU in a container, nothing fetched or synced in the background. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

const DISABLE = '--disable-features=';
const BROWSER_UI_FEATURES = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'];

/** Playwright's --disable-features switch for this Chromium, or '' when it gives none. */
export async function playwrightDisableFeatures() {
  const server = await chromium.launchServer({ executablePath: CHROMIUM_PATH, args: ['--no-sandbox'] });
  try {
    return server.process().spawnargs.find((arg) => arg.startsWith(DISABLE)) ?? '';
  } finally {
    await server.close();
  }
}

/** The same, from a child process: for code that cannot wait (a configuration file). */
export function playwrightDisableFeaturesSync() {
  return execFileSync(process.execPath, [fileURLToPath(import.meta.url)], { encoding: 'utf8' }).trim();
}

/**
 * Launch options for Chromium: `args`, and one --disable-features with Playwright's names and the
 * browser's own UI pages. `defaults` is what playwrightDisableFeatures() answered.
 */
export function chromiumLaunchOptions(args, defaults) {
  const names = [...(defaults ? defaults.slice(DISABLE.length).split(',') : []), ...BROWSER_UI_FEATURES];
  return {
    executablePath: CHROMIUM_PATH,
    args: [...args, `${DISABLE}${[...new Set(names)].join(',')}`],
    ignoreDefaultArgs: defaults ? [defaults] : [],
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) console.log(await playwrightDisableFeatures());
