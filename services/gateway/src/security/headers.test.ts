import express from 'express';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { securityHeaders } from './headers';

async function policyOf(options: Parameters<typeof securityHeaders>[0]): Promise<string> {
  const app = express().use(securityHeaders(options)).get('/', (_req, res) => void res.send('ok'));
  const server = createServer(app).listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  try {
    const response = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
    return response.headers.get('content-security-policy') ?? '';
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
}

const imageSources = (policy: string) => policy.split(';').find((directive) => directive.trim().startsWith('img-src'))?.trim();

describe('the Content-Security-Policy', () => {
  it('allows images from the operator’s tile server only when MAP_TILES_URL names one', async () => {
    expect(imageSources(await policyOf({}))).toBe("img-src 'self' data: blob:");
    expect(imageSources(await policyOf({ mapTilesUrl: 'https://tiles.example.org/{z}/{x}/{y}.png' }))).toBe("img-src 'self' data: blob: https://tiles.example.org");
  });
});
