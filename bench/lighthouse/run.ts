/**
 * Lighthouse benchmark (run on demand: npm run bench:lighthouse): the mobile preset (a mid-range
 * phone, simulated slow 4G, 4× slower CPU) on /, /marketplace, /dashboard and /messages (the last two
 * signed in), in Debian's Chromium, against the whole product in one process on a fresh database.
 * Budgets (docs/benchmarks.md): performance ≥ 90 and accessibility 100 on each page, first
 * contentful paint under 2.5 s.
 */
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { signedUpMember, startTestApp } from '../../test/support/test-app';
import { writeResult } from '../results';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const PAGES: { path: string; signedIn: boolean }[] = [
  { path: '/', signedIn: false },
  { path: '/marketplace', signedIn: false },
  { path: '/dashboard', signedIn: true },
  { path: '/messages', signedIn: true },
];

const app = await startTestApp({ LOG_LEVEL: 'error' });
const chrome = await launch({ chromePath: CHROMIUM, chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'] });
try {
  const member = await signedUpMember(app);
  const rows = [];
  for (const page of PAGES) {
    const result = await lighthouse(`${app.url}${page.path}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
      ...(page.signedIn ? { extraHeaders: { Cookie: member.client.cookieHeader() } } : {}),
    });
    if (!result) throw new Error(`Lighthouse gave no result for ${page.path}`);
    const { categories, audits } = result.lhr;
    const seconds = (id: string) => Math.round((audits[id]?.numericValue ?? NaN) / 10) / 100;
    rows.push({
      page: page.path,
      signedIn: page.signedIn,
      performance: Math.round((categories.performance?.score ?? 0) * 100),
      accessibility: Math.round((categories.accessibility?.score ?? 0) * 100),
      firstContentfulPaintSeconds: seconds('first-contentful-paint'),
      largestContentfulPaintSeconds: seconds('largest-contentful-paint'),
      totalBlockingTimeMs: Math.round(audits['total-blocking-time']?.numericValue ?? NaN),
      transferredKb: Math.round((audits['total-byte-weight']?.numericValue ?? NaN) / 1024),
      // What kept accessibility below 100, by audit id.
      accessibilityFailures: Object.values(result.lhr.audits)
        .filter((audit) => audit.score === 0 && result.lhr.categories.accessibility?.auditRefs.some((ref) => ref.id === audit.id))
        .map((audit) => audit.id),
    });
  }
  console.log('\nLighthouse, mobile preset (simulated slow 4G, 4× CPU slowdown)\n');
  console.log('| page | performance | accessibility | first contentful paint | largest contentful paint | total blocking time | transferred |');
  console.log('|---|---|---|---|---|---|---|');
  for (const row of rows) {
    console.log(
      `| ${row.page}${row.signedIn ? ' (signed in)' : ''} | ${row.performance} | ${row.accessibility}${row.accessibilityFailures.length ? ` (${row.accessibilityFailures.join(', ')})` : ''} | ` +
        `${row.firstContentfulPaintSeconds} s | ${row.largestContentfulPaintSeconds} s | ${row.totalBlockingTimeMs} ms | ${row.transferredKb} KB |`,
    );
  }
  await writeResult('lighthouse', rows);
} finally {
  chrome.kill();
  await app.stop();
}
