import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PrerenderedPages } from '@barteraid/events/contracts/prerendered-pages';
import { pageShell } from './page-shell';

/**
 * Which HTML the gateway sends for a client route: a public page prerendered at build in the
 * reader's language (the language chosen on the device, else the browser's), else the plain shell,
 * with the configured helpline wherever the build wrote its default one.
 */
const BUILT_HELPLINE = '1-800-227-8370';
const shell = (root: string, lang = 'en') =>
  `<!doctype html><html lang="${lang}"><head><title>BarterAid</title></head><body><div id="root">${root}</div><noscript>Helpline <a href="tel:18002278370">${BUILT_HELPLINE}</a></noscript></body></html>`;

let dir: string;
let server: Server;
let base: string;

function writeClient(): string {
  const client = fs.mkdtempSync(path.join(os.tmpdir(), 'barteraid-client-'));
  fs.mkdirSync(path.join(client, 'prerendered/en'), { recursive: true });
  fs.mkdirSync(path.join(client, 'prerendered/es'), { recursive: true });
  fs.writeFileSync(path.join(client, 'index.html'), shell('<header>BarterAid</header>'));
  const pages: [string, 'en' | 'es', string][] = [
    ['prerendered/en/index.html', 'en', '<h1>Trade what you have</h1>'],
    ['prerendered/es/index.html', 'es', '<h1>Cambie lo que tiene</h1>'],
    ['prerendered/en/emergency.html', 'en', `<h1>Emergency Help</h1><a href="tel:18002278370">${BUILT_HELPLINE}</a>`],
    ['prerendered/es/emergency.html', 'es', `<h1>Ayuda en emergencias</h1><a href="tel:18002278370">${BUILT_HELPLINE}</a>`],
    ['prerendered/en/only-english.html', 'en', '<h1>Only English</h1>'],
  ];
  for (const [file, lang, markup] of pages) fs.writeFileSync(path.join(client, file), shell(markup, lang));
  const manifest: PrerenderedPages = {
    helplinePhone: BUILT_HELPLINE,
    pages: [
      { path: '/', files: { en: 'prerendered/en/index.html', es: 'prerendered/es/index.html' } },
      { path: '/emergency', files: { en: 'prerendered/en/emergency.html', es: 'prerendered/es/emergency.html' } },
      { path: '/only-english', files: { en: 'prerendered/en/only-english.html' } },
    ],
  };
  fs.writeFileSync(path.join(client, 'prerendered.json'), JSON.stringify(manifest));
  return client;
}

beforeAll(async () => {
  dir = writeClient();
  const app = express();
  const shellFor = pageShell(dir, { helplinePhone: '1-888-555-0100' });
  app.get(/.*/, (req, res) => void res.type('html').send(shellFor(req)));
  server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  fs.rmSync(dir, { recursive: true, force: true });
});

const page = async (pathname: string, headers: Record<string, string> = {}) => (await fetch(`${base}${pathname}`, { headers })).text();

describe('the page the gateway sends', () => {
  it('sends a prerendered page in the language the browser asks for, English when it asks for none we speak', async () => {
    expect(await page('/emergency')).toContain('<h1>Emergency Help</h1>');
    expect(await page('/emergency', { 'accept-language': 'es-MX,es;q=0.9,en;q=0.5' })).toContain('<h1>Ayuda en emergencias</h1>');
    expect(await page('/emergency', { 'accept-language': 'en-GB,es;q=0.3' })).toContain('<h1>Emergency Help</h1>');
    expect(await page('/', { 'accept-language': 'fr-FR' })).toContain('<h1>Trade what you have</h1>');
    expect(await page('/', { 'accept-language': 'es' })).toContain('<html lang="es">');
  });

  it('prefers the language chosen on the device (its cookie) over the browser\'s', async () => {
    expect(await page('/emergency', { 'accept-language': 'en-US', cookie: 'other=1; barteraid.language=es' })).toContain('<h1>Ayuda en emergencias</h1>');
    expect(await page('/emergency', { 'accept-language': 'es', cookie: 'barteraid.language=en' })).toContain('<h1>Emergency Help</h1>');
    // A cookie naming no language we speak is not a choice.
    expect(await page('/emergency', { 'accept-language': 'es', cookie: 'barteraid.language=xx' })).toContain('<h1>Ayuda en emergencias</h1>');
  });

  it('sends the page in English when the build has it in no other language', async () => {
    expect(await page('/only-english', { cookie: 'barteraid.language=es' })).toContain('<h1>Only English</h1>');
  });

  it('takes a trailing slash for the same page, and sends the plain shell for other paths and for an address with a query', async () => {
    expect(await page('/emergency/')).toContain('<h1>Emergency Help</h1>');
    const plain = ['/dashboard', '/emergency?from=mail', '/emergency/more', '/EMERGENCYX'];
    for (const pathname of plain) expect(await page(pathname), pathname).toContain('<div id="root"><header>BarterAid</header></div>');
  });

  it('writes the configured helpline where the build wrote its default, and names it for the app', async () => {
    for (const html of [await page('/emergency'), await page('/dashboard')]) {
      expect(html).not.toContain(BUILT_HELPLINE);
      expect(html).not.toContain('tel:18002278370');
      expect(html).toContain('<a href="tel:18885550100">1-888-555-0100</a>');
      expect(html).toContain('<meta name="barteraid-helpline" content="1-888-555-0100">');
    }
  });
});
