import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './support/testServer';

let server: TestServer;
const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'legwork-dist-'));

beforeAll(async () => {
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html><head><title>Legwork</title></head><body></body></html>');
  fs.writeFileSync(path.join(dist, 'assets', 'main-ABC123.js'), 'console.log(1)');
  server = await startTestServer({ distDir: dist, portalUrl: 'https://portal.example.com/"x' });
});
afterAll(async () => {
  await server?.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

describe('the SPA shell and assets', () => {
  it('serves index.html for any page with PORTAL_URL as an escaped meta tag', async () => {
    const response = await fetch(`${server.url}/orders/123`, { headers: { accept: 'text/html' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.text()).toContain('<meta name="legwork-portal-url" content="https://portal.example.com/&quot;x"></head>');
  });

  it('serves hashed assets as immutable and answers 404 for a missing file', async () => {
    const asset = await fetch(`${server.url}/assets/main-ABC123.js`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(asset.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    const missing = await fetch(`${server.url}/assets/nope.js`, { headers: { accept: '*/*' } });
    expect(missing.status).toBe(404);
  });

  it('never serves files outside dist', async () => {
    const response = await fetch(`${server.url}/..%2f..%2fetc%2fpasswd`, { headers: { accept: '*/*' } });
    expect(response.status).toBe(404);
  });
});
