/**
 * The largest paint as the page makes it under applied throttling: the network slowed to
 * Lighthouse's "slow 4G" as DevTools applies it (562.5 ms per request, 1.44 Mbit/s down) and the
 * renderer to 4× CPU, on Lighthouse's phone screen, read off the page's own
 * `largest-contentful-paint` entries.
 *
 * Why beside Lighthouse's simulated figure: the simulation has no model of timers. It charges a
 * paint with every request and script that finished before it in the unthrottled load; a page whose
 * largest text a timer holds (the home hero's 1 s loading state, which the spec sets) is charged
 * all of its start-up scripts even when the paint does not wait for them. Here the timer, the
 * network and the scripts all run as they would on the phone, in wall time: a load during which
 * other processes used the CPU is flagged (bench/lib/machineLoad.ts).
 */
import type { Browser } from '@playwright/test';
import { VIEWPORTS } from './inertControls';

/** DevTools' slow 4G as Lighthouse applies it (its `throttling.mobileSlow4G`, devtools method). */
const SLOW_4G = { latency: 562.5, downloadThroughput: (1474.56 * 1024) / 8, uploadThroughput: (675 * 1024) / 8 };
/** How long after the load event the page is watched for a later, larger paint (the hero's swap). */
const SETTLE_MS = 3000;

export interface AppliedPaint {
  /** ms from navigation start. */
  fcp: number;
  lcp: number;
  /** The largest paint's element (tag and the start of its text) or image address. */
  element: string;
}

interface Entry {
  startTime: number;
  element: string;
}

/** One load of `url` in a new context (an empty cache, as a first visit). */
export async function appliedLcp(browser: Browser, url: string): Promise<AppliedPaint> {
  const context = await browser.newContext({ ...VIEWPORTS.phone, locale: 'vi-VN' });
  try {
    const page = await context.newPage();
    await page.addInitScript(() => {
      const entries: Array<{ startTime: number; element: string }> = [];
      (window as unknown as { lcpEntries: typeof entries }).lcpEntries = entries;
      new PerformanceObserver((list) => {
        for (const e of list.getEntries() as LargestContentfulPaint[]) {
          const tag = e.element?.tagName.toLowerCase() ?? '?';
          entries.push({ startTime: e.startTime, element: e.url ? `${tag} ${new URL(e.url).pathname}` : `${tag} "${(e.element?.textContent ?? '').trim().slice(0, 40)}"` });
        }
      }).observe({ type: 'largest-contentful-paint', buffered: true });
    });
    const session = await context.newCDPSession(page);
    await session.send('Network.enable');
    await session.send('Network.emulateNetworkConditions', { offline: false, ...SLOW_4G });
    await session.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
    await page.waitForTimeout(SETTLE_MS);
    const { fcp, entries } = await page.evaluate(() => ({
      fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
      entries: (window as unknown as { lcpEntries: Entry[] }).lcpEntries,
    }));
    await session.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    const last = entries[entries.length - 1];
    return { fcp, lcp: last?.startTime ?? NaN, element: last?.element ?? 'none' };
  } finally {
    await context.close();
  }
}
