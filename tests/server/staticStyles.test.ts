import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './support/testServer';

/** The stylesheets of a page's first load (scripts/build/css.mjs, scripts/build/html.mjs) as the server sends them. */
let server: TestServer;
const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'legwork-dist-styles-'));
const SHELL_CSS = ':root{--navy-900:#0f2239}body{margin:0}';
const ORDERS_CSS = '.orders-table{width:100%}';

beforeAll(async () => {
  fs.mkdirSync(path.join(dist, 'assets'));
  // As the build leaves it: the shell's rules inline, their nonce for the server to put in.
  fs.writeFileSync(
    path.join(dist, 'index.html'),
    `<!doctype html><html><head><title>Legwork</title><style nonce="{nonce}">${SHELL_CSS}</style><script type="module" src="/assets/chunk-ABC123.js"></script></head><body></body></html>`,
  );
  fs.writeFileSync(path.join(dist, 'assets', 'orders-ABC123.css'), `${ORDERS_CSS}\n`);
  const preloads = {
    orders: { layout: 'default', files: ['/assets/OrdersPage-ABC123.js', '/assets/orders-ABC123.css', '/assets/gone-ABC123.css'] },
  };
  fs.writeFileSync(path.join(dist, 'preload.json'), JSON.stringify(preloads));
  server = await startTestServer({ distDir: dist });
});
afterAll(async () => {
  await server?.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

const page = async (url: string, cookie?: string) => {
  const response = await fetch(`${server.url}${url}`, { headers: { accept: 'text/html', ...(cookie ? { cookie } : {}) } });
  const nonce = /'nonce-([^']+)'/.exec(response.headers.get('content-security-policy') ?? '')?.[1];
  return { html: await response.text(), nonce };
};

describe("a page's stylesheets", () => {
  it("puts the response's nonce on the shell's inline rules, as the policy allows no other inline style", async () => {
    const first = await page('/login');
    const second = await page('/login');
    expect(first.nonce).toBeTruthy();
    expect(first.html).toContain(`<style nonce="${first.nonce}">${SHELL_CSS}</style>`);
    expect(second.html).toContain(`<style nonce="${second.nonce}">`);
    expect(first.nonce).not.toBe(second.nonce);
    expect(first.html).not.toContain('{nonce}');
  });

  it("inlines the route's own stylesheets, named for its chunks to find, and leaves out one that is not there", async () => {
    const { html, nonce } = await page('/orders', 'legwork_session=abc');
    expect(html).toContain(`<style nonce="${nonce}" data-href="/assets/orders-ABC123.css">${ORDERS_CSS}</style>`);
    expect(html).toContain('<link rel="modulepreload" href="/assets/OrdersPage-ABC123.js">');
    expect(html).not.toContain('gone-ABC123');
    expect(html).not.toContain('rel="preload"');
  });

  it("sends a signed-in layout's stylesheets only with a session cookie, as its chunks", async () => {
    const { html } = await page('/orders');
    expect(html).not.toContain('data-href');
    expect(html).not.toContain('modulepreload');
  });
});
