// The phone every page benchmark loads pages on: a mid-range phone over 4G.
import type { Browser } from '@playwright/test';

export const PHONE = { width: 375, height: 812, cpuSlowdown: 4, latencyMs: 150, downKbps: 1600, upKbps: 750 };

/** A new phone: its screen, network and processor as the profile says, no cache. */
export async function phone(browser: Browser, url: string, cookie?: string) {
  const context = await browser.newContext({
    viewport: { width: PHONE.width, height: PHONE.height },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
  });
  if (cookie) {
    const [name, value] = cookie.split('=') as [string, string];
    await context.addCookies([{ name, value, url }]);
  }
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: PHONE.latencyMs,
    downloadThroughput: (PHONE.downKbps * 1000) / 8,
    uploadThroughput: (PHONE.upKbps * 1000) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE.cpuSlowdown });
  return { context, page, cdp };
}
