/**
 * The weak-signal pass of `npm run bench:lighthouse`: a 360 px phone in Chromium on a connection
 * throttled to 400 kbit/s each way with 400 ms latency (Chromium's own network emulation, so real
 * bytes and real requests), loading /, /emergency and /marketplace cold in English and Spanish.
 * Budget: each page's heading on screen within 2 s. "On screen" is the first frame in which the
 * page's `<h1>` is laid out inside the viewport with the stylesheet applied (its Tailwind letter
 * spacing), checked before every frame from the start of the document. Beside it: first
 * contentful paint, when the main script had arrived, and the same page sent as the plain shell
 * (an address with a query: the gateway then sends the page without its prerendered text), as the
 * page loaded before prerendering.
 */
import { chromium, type Browser } from 'playwright-core';

export const WEAK_SIGNAL = { latencyMs: 400, kbitPerSecond: 400 } as const;
export const HEADING_BUDGET_SECONDS = 2;
const PAGES = ['/', '/emergency', '/marketplace'] as const;
const LANGUAGES = [
  ['en', 'en-US'],
  ['es', 'es-US'],
] as const;
const PHONE = { width: 360, height: 740 } as const;

/** Runs in the page from its first byte: the time of the first frame showing the styled heading. */
const WATCH_HEADING = `(() => {
  const seen = {};
  window.__weakSignal = seen;
  const check = () => {
    const heading = document.querySelector('h1');
    if (heading) {
      const box = heading.getBoundingClientRect();
      const styled = getComputedStyle(heading).letterSpacing !== 'normal';
      if (styled && box.height > 0 && box.top < innerHeight && box.bottom > 0) {
        seen.heading = performance.now();
        return;
      }
    }
    requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
})()`;

export interface WeakSignalRow {
  page: string;
  language: string;
  /** The prerendered page (as sent now) or the plain shell (as before). */
  sent: 'prerendered' | 'plain shell';
  headingSeconds: number;
  firstContentfulPaintSeconds: number;
  mainScriptSeconds: number;
  withinBudget: boolean;
}

async function load(browser: Browser, url: string, locale: string, cpuSlowdown: number) {
  const context = await browser.newContext({ viewport: PHONE, locale, serviceWorkers: 'block' });
  try {
    await context.addInitScript(WATCH_HEADING);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    const bytesPerSecond = (WEAK_SIGNAL.kbitPerSecond * 1000) / 8;
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: WEAK_SIGNAL.latencyMs,
      downloadThroughput: bytesPerSecond,
      uploadThroughput: bytesPerSecond,
    });
    if (cpuSlowdown > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
    // A function, not a string: the page's Content-Security-Policy forbids evaluating strings.
    await page.waitForFunction(() => (globalThis as unknown as { __weakSignal: { heading?: number } }).__weakSignal.heading !== undefined, undefined, {
      timeout: 120_000,
    });
    return await page.evaluate<{ heading: number; fcp: number; script: number }>(`({
      heading: window.__weakSignal.heading,
      fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
      script: performance.getEntriesByType('resource').find((entry) => /\\/assets\\/index-[^/]+\\.js$/.test(entry.name))?.responseEnd ?? NaN,
    })`);
  } finally {
    await context.close();
  }
}

const seconds = (ms: number) => Math.round(ms / 10) / 100;

/** Each page (those `measured` keeps) in each language, prerendered and as the plain shell; the best of `runs` loads of each. */
export async function weakSignalPass(
  baseUrl: string,
  chromiumPath: string,
  runs: number,
  cpuSlowdown = 1,
  measured: (path: string) => boolean = () => true,
): Promise<WeakSignalRow[]> {
  const pages = PAGES.filter(measured);
  if (pages.length === 0) return [];
  const browser = await chromium.launch({ executablePath: chromiumPath, args: ['--no-sandbox', '--disable-gpu'] });
  try {
    const rows: WeakSignalRow[] = [];
    for (const page of pages) {
      for (const [language, locale] of LANGUAGES) {
        for (const sent of ['prerendered', 'plain shell'] as const) {
          let best: { heading: number; fcp: number; script: number } | undefined;
          for (let run = 0; run < runs; run++) {
            const measured = await load(browser, `${baseUrl}${page}${sent === 'plain shell' ? '?' : ''}`, locale, cpuSlowdown);
            if (!best || measured.heading < best.heading) best = measured;
          }
          rows.push({
            page,
            language,
            sent,
            headingSeconds: seconds(best!.heading),
            firstContentfulPaintSeconds: seconds(best!.fcp),
            mainScriptSeconds: seconds(best!.script),
            withinBudget: best!.heading <= HEADING_BUDGET_SECONDS * 1000,
          });
        }
      }
    }
    return rows;
  } finally {
    await browser.close();
  }
}
