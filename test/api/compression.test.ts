import fs from 'node:fs';
import { get } from 'node:http';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assertClientBuilt } from '../support/browser';
import { startTestApp, type TestApp } from '../support/test-app';

/** What a weak connection is sent: precompressed assets cached for a year, compressed JSON, a page shell that is never stale. */
let app: TestApp;
beforeAll(async () => {
  assertClientBuilt();
  app = await startTestApp();
});
afterAll(async () => {
  await app?.stop();
});

const dist = path.resolve('client/dist');

/** The raw answer (no decoding), as a browser receives it over the wire. */
function fetchRaw(url: string, acceptEncoding: string | null): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    get(url, { headers: acceptEncoding === null ? {} : { 'accept-encoding': acceptEncoding } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    }).on('error', reject);
  });
}

describe('compression and caching', () => {
  it('sends the main script brotli- or gzip-compressed as the browser accepts, and cached for a year', async () => {
    const script = fs.readdirSync(path.join(dist, 'assets')).find((name) => /^index-.*\.js$/.test(name))!;
    const original = fs.readFileSync(path.join(dist, 'assets', script));
    const url = `${app.url}/assets/${script}`;

    const br = await fetchRaw(url, 'gzip, deflate, br');
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers.vary).toMatch(/Accept-Encoding/i);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(br.body).equals(original)).toBe(true);
    expect(br.body.length).toBeLessThan(original.length / 2);

    const gz = await fetchRaw(url, 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).equals(original)).toBe(true);

    const plain = await fetchRaw(url, null);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.equals(original)).toBe(true);

    expect((await fetchRaw(`${app.url}/assets/no-such-file.js`, 'br')).status).toBe(404);
  });

  it('compresses API answers above a kilobyte, and never lets the page shell go stale', async () => {
    const listings = await fetchRaw(`${app.url}/api/price-guide`, 'gzip');
    expect(listings.status).toBe(200);
    expect(listings.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(listings.body).toString('utf8'))).toBeTruthy();

    const small = await fetchRaw(`${app.url}/healthz`, 'gzip');
    expect(small.headers['content-encoding']).toBeUndefined();

    const shell = await fetchRaw(`${app.url}/marketplace`, 'gzip');
    expect(shell.status).toBe(200);
    expect(shell.headers['cache-control']).toBe('no-cache');
    expect(gunzipSync(shell.body).toString('utf8')).toContain('<div id="root"');
  });
});
