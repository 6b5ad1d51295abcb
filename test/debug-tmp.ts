import { chromium } from 'playwright-core';
import { signedUpMember, startTestApp } from './support/test-app';
const app = await startTestApp({ LOG_LEVEL: 'error' });
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
try {
  const member = await signedUpMember(app, { firstName: 'Marta', location: 'Houston, TX' });
  const context = await browser.newContext({ baseURL: app.url, viewport: { width: 390, height: 844 }, locale: 'es-US', serviceWorkers: 'block' });
  await context.request.post('/api/auth/login', { data: { email: member.email, password: member.password } });
  const page = await context.newPage();
  let where = '';
  page.on('pageerror', (e) => console.log('PAGEERROR at', where, e.message.slice(0, 200)));
  page.on('console', (m) => { if (m.type() === 'error' && !/status of 40/.test(m.text())) console.log('CONSOLE at', where, m.text().slice(0, 300)); });
  for (const path of ['/', '/settings', '/', '/emergency', '/']) {
    where = path;
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(500);
    if (path === '/') console.log('AT /', JSON.stringify(await page.evaluate(() => Object.keys(localStorage))));
  }
  console.log(await context.cookies());
} finally { await browser.close(); await app.stop(); }
