import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { ORDER_PAGE_SIZE } from '../../src/domain/orderListUrl';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { print } from 'graphql';
import { AuthQuery } from '../../src/graphql/operations/auth';
import { signedIn } from './support/client';
import { startTestServer, type TestServer } from './support/testServer';

let server: TestServer;
const SCRIPT = `export const rows = [${Array.from({ length: 400 }, (_, i) => `{ id: ${i}, label: "row ${i}" }`).join(', ')}];\n`;
const SVG = `<svg xmlns="http://www.w3.org/2000/svg">${'<rect width="1" height="1"/>'.repeat(50)}</svg>`;

/** A raw GET (fetch would decode the body and hide what crossed the wire). */
const rawGet = (url: string, headers: Record<string, string>) =>
  new Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    http
      .get(url, { headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'legwork-dist-'));

beforeAll(async () => {
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html><head><title>Legwork</title></head><body></body></html>');
  fs.writeFileSync(path.join(dist, 'assets', 'main-ABC123.js'), 'console.log(1)');
  // As esbuild.mjs leaves them: brotli and gzip siblings beside each compressible file.
  fs.writeFileSync(path.join(dist, 'assets', 'app-ABC123.js'), SCRIPT);
  fs.writeFileSync(path.join(dist, 'assets', 'app-ABC123.js.br'), zlib.brotliCompressSync(SCRIPT));
  fs.writeFileSync(path.join(dist, 'assets', 'app-ABC123.js.gz'), zlib.gzipSync(SCRIPT));
  fs.writeFileSync(path.join(dist, 'icon.svg'), SVG);
  fs.writeFileSync(path.join(dist, 'icon.svg.gz'), zlib.gzipSync(SVG));
  // What `npm run build` also leaves in dist/: the server bundle and esbuild's metafile.
  fs.mkdirSync(path.join(dist, 'server'));
  fs.writeFileSync(path.join(dist, 'server', 'main.mjs'), 'const secret = process.env.SMTP_URL;');
  fs.writeFileSync(path.join(dist, 'meta.json'), '{"inputs":{"server/main.ts":{}}}');
  // The route preloads esbuild.mjs writes: route name → its layout and the files beyond the shell.
  const preloads = {
    login: { layout: 'auth', files: ['/assets/LoginPage-ABC123.js'] },
    dashboard: { layout: 'default', files: ['/assets/DefaultLayout-ABC123.js', '/assets/chunk-ABC123.js'] },
    orders: { layout: 'default', files: ['/assets/DefaultLayout-ABC123.js'] },
  };
  fs.writeFileSync(path.join(dist, 'preload.json'), JSON.stringify(preloads));
  server = await startTestServer({ distDir: dist, portalUrl: 'https://portal.example.com/"x', appUrl: 'https://legwork.example.com' });
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

  it("lists the route's lazy chunks as modulepreload links, a signed-in layout's only with a session cookie", async () => {
    const html = (url: string, headers: Record<string, string> = {}) =>
      fetch(`${server.url}${url}`, { headers: { accept: 'text/html', ...headers } }).then((response) => response.text());
    expect(await html('/login')).toContain('<link rel="modulepreload" href="/assets/LoginPage-ABC123.js"></head>');
    expect(await html('/dashboard')).not.toContain('modulepreload');
    expect(await html('/dashboard', { cookie: 'legwork_session=abc' })).toContain(
      '<link rel="modulepreload" href="/assets/DefaultLayout-ABC123.js"><link rel="modulepreload" href="/assets/chunk-ABC123.js"></head>',
    );
    expect(await html('/orders/123', { cookie: 'legwork_session=abc' })).not.toContain('modulepreload');
    expect((await fetch(`${server.url}/preload.json`)).status).toBe(404);
  });

  it("writes the route's first queries into a signed-in page's HTML, as the page will ask them, and nothing signed out", async () => {
    const html = (url: string, headers: Record<string, string> = {}) =>
      fetch(`${server.url}${url}`, { headers: { accept: 'text/html', ...headers } }).then((response) => response.text());
    const hints = (page: string) => {
      const found = page.match(/<script type="application\/json" id="legwork-first-queries">(.*?)<\/script>/);
      return found ? (JSON.parse(found[1]) as { operationName: string; query: string; variables: Record<string, unknown> }[]) : null;
    };
    const signedIn = { cookie: 'legwork_session=abc' };
    expect(hints(await html('/orders'))).toBeNull();
    expect(hints(await html('/login', signedIn))).toBeNull();

    const dashboard = hints(await html('/dashboard', signedIn));
    expect(dashboard?.map((hint) => [hint.operationName, hint.variables])).toEqual([
      ['DashboardSummary', { alerts: 5 }],
      ['UnreadNotifications', { first: 5 }],
    ]);
    // Printed as graphcache sends it: every selection asks its __typename, so the cache can write the answer.
    expect(dashboard?.[0].query).toMatch(/^query DashboardSummary\b/);
    expect(dashboard?.[0].query).toContain('__typename');

    // The list's first page of the view in the address, as useOrderPages asks it.
    const orders = hints(await html('/orders?status=CREATED,ON_HOLD&q=%20Tesla%20&sort=NUMBER', signedIn));
    expect(orders?.map((hint) => hint.operationName)).toEqual(['OrdersList', 'OrderColumnsPreference']);
    expect(orders?.[0].variables).toMatchObject({ search: 'Tesla', first: ORDER_PAGE_SIZE, page: 1, where: null });
    expect(orders?.[0].variables.status).toEqual(expect.arrayContaining(['CREATED', 'ON_HOLD']));

    // Text of the address cannot close the data block or open a tag.
    const hostile = await html(`/orders?q=${encodeURIComponent('</script><script>alert(1)</script>')}`, signedIn);
    expect(hostile).not.toContain('<script>alert(1)');
    expect(hints(hostile)?.[0].variables.search).toBe('</script><script>alert(1)</script>');
  });

  it("answers a signed-in page's session check in its HTML, through the same checks as the browser's requests", async () => {
    const blockOf = (page: string, id: string) => {
      const found = page.match(new RegExp(`<script type="application/json" id="${id}">(.*?)</script>`));
      return found ? JSON.parse(found[1]) : null;
    };
    const admin = await signedIn(server.url, 'admin@legwork.test', 'Legwork East');
    const load = (url: string, cookie: string) => fetch(`${server.url}${url}`, { headers: { accept: 'text/html', cookie } });
    const response = await load(`/orders?tenant=${admin.tenant}`, admin.cookieHeader());
    // The page holds what only this user may read: no shared cache keeps it.
    expect(response.headers.get('cache-control')).toBe('private, no-cache');
    const page = await response.text();
    const session = blockOf(page, 'legwork-first-session') as {
      user: { email: string };
      auth: { me: { email: string; tenants: unknown[] } };
    };
    // What GET /api/user and the AuthQuery answer the browser itself.
    expect(session.user).toEqual((await admin.request('GET', '/api/user')).body);
    const asked = await admin.gql<{ me: Record<string, unknown> }>(print(AuthQuery));
    // The search key is minted per answer (its validUntil): the rest is the same to the letter.
    const withoutKey = ({ searchKey, ...me }: Record<string, unknown>) => ({ ...me, searchKey: typeof searchKey });
    expect(withoutKey(session.auth.me)).toEqual(withoutKey(asked.data?.me ?? {}));
    expect(session.auth.me.email).toBe('admin@legwork.test');
    // The first queries are still the browser's to ask.
    expect(blockOf(page, 'legwork-first-queries')).toEqual(
      expect.arrayContaining([expect.objectContaining({ operationName: 'OrdersList' })]),
    );

    // Without the anti-forgery cookie the AuthQuery is refused as the browser's would be: nothing is written.
    const noXsrf = admin
      .cookieHeader()
      .split('; ')
      .filter((pair) => !pair.startsWith('XSRF-TOKEN='))
      .join('; ');
    const bare = await load('/orders', noXsrf);
    expect(bare.headers.get('cache-control')).toBe('no-cache');
    expect(blockOf(await bare.text(), 'legwork-first-session')).toBeNull();
    // Signed out (a session cookie the server does not know): nothing either.
    expect(blockOf(await (await load('/orders', 'legwork_session=abc')).text(), 'legwork-first-session')).toBeNull();
  });

  it('serves hashed assets as immutable and answers 404 for a missing file', async () => {
    const asset = await fetch(`${server.url}/assets/main-ABC123.js`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(asset.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    const missing = await fetch(`${server.url}/assets/nope.js`, { headers: { accept: '*/*' } });
    expect(missing.status).toBe(404);
  });

  it.each([
    ['gzip, deflate, br, zstd', 'br', (body: Buffer) => zlib.brotliDecompressSync(body)],
    ['gzip;q=1.0, br;q=0', 'gzip', (body: Buffer) => zlib.gunzipSync(body)],
    ['identity', undefined, (body: Buffer) => body],
    ['', undefined, (body: Buffer) => body],
  ])('answers Accept-Encoding "%s" with the precompressed file it takes (%s)', async (accept, encoding, decode) => {
    const response = await rawGet(`${server.url}/assets/app-ABC123.js`, { 'accept-encoding': accept });
    expect(response.headers['content-encoding']).toBe(encoding);
    expect(response.headers.vary).toBe('Accept-Encoding');
    expect(response.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(Number(response.headers['content-length'])).toBe(response.body.length);
    expect(decode(response.body).toString()).toBe(SCRIPT);
    if (encoding) expect(response.body.length).toBeLessThan(SCRIPT.length / 4);
  });

  it('keeps a hashed asset in memory after its first answer, and reads any other file each time', async () => {
    // A hashed name never gets other content (esbuild's [hash]): what was read once is what it always holds.
    const asset = path.join(dist, 'assets', 'kept-ABC123.js');
    const plain = path.join(dist, 'notes.txt');
    fs.writeFileSync(asset, 'first');
    fs.writeFileSync(plain, 'first');
    const body = async (url: string) => (await fetch(`${server.url}${url}`, { headers: { accept: '*/*' } })).text();
    expect(await body('/assets/kept-ABC123.js')).toBe('first');
    expect(await body('/notes.txt')).toBe('first');
    fs.writeFileSync(asset, 'second');
    fs.writeFileSync(plain, 'second');
    expect(await body('/assets/kept-ABC123.js')).toBe('first');
    expect(await body('/notes.txt')).toBe('second');
    // A name that does not exist is not kept: it is found once it is there.
    expect((await fetch(`${server.url}/assets/later-ABC123.js`, { headers: { accept: '*/*' } })).status).toBe(404);
    fs.writeFileSync(path.join(dist, 'assets', 'later-ABC123.js'), 'now');
    expect(await body('/assets/later-ABC123.js')).toBe('now');
  });

  it('falls back to the next coding, then to the file itself, when a sibling is missing', async () => {
    const gz = await rawGet(`${server.url}/icon.svg`, { 'accept-encoding': 'br, gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers['content-type']).toBe('image/svg+xml');
    expect(gz.headers['cache-control']).toBe('no-cache');
    expect(zlib.gunzipSync(gz.body).toString()).toBe(SVG);
    const plain = await rawGet(`${server.url}/assets/main-ABC123.js`, { 'accept-encoding': 'br' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe('console.log(1)');
  });

  it('compresses the SPA shell per response', async () => {
    const response = await rawGet(`${server.url}/login`, { accept: 'text/html', 'accept-encoding': 'br' });
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers.vary).toBe('Accept-Encoding');
    expect(zlib.brotliDecompressSync(response.body).toString()).toContain('<meta property="csp-nonce"');
  });

  it('never serves files outside dist', async () => {
    const response = await fetch(`${server.url}/..%2f..%2fetc%2fpasswd`, { headers: { accept: '*/*' } });
    expect(response.status).toBe(404);
  });

  it('never serves the server bundle or the build metafile that share dist/', async () => {
    for (const file of ['/server/main.mjs', '/server%2fmain.mjs', '/meta.json']) {
      const response = await fetch(`${server.url}${file}`, { headers: { accept: '*/*' } });
      expect(response.status, file).toBe(404);
      expect(await response.text(), file).not.toContain('SMTP_URL');
    }
  });

  it('answers a path that is not valid percent-encoding with a 4xx, never a 500', async () => {
    for (const url of ['/assets/%E0%A4%A.js', '/%E0%A4%A']) {
      const response = await fetch(`${server.url}${url}`, { headers: { accept: 'text/html' } });
      expect(response.status, url).toBeGreaterThanOrEqual(400);
      expect(response.status, url).toBeLessThan(500);
    }
  });
});

const page = (base: string, path: string) => fetch(`${base}${path}`, { headers: { accept: 'text/html' } });

/** The policy's directives by name, e.g. { 'script-src': "'self'" }. */
const directivesOf = (response: Response): Record<string, string> => {
  const policy = response.headers.get('content-security-policy') ?? '';
  return Object.fromEntries(policy.split('; ').map((directive) => [directive.split(' ')[0], directive.split(' ').slice(1).join(' ')]));
};

describe('the Content-Security-Policy of the SPA shell', () => {
  const PAGES = [
    '/',
    '/login',
    '/dashboard',
    '/portal',
    '/orders/3f1c9a52-7d4e-4b8a-9c61-2e5f0d7a8b93/activity/log',
    '/portal/order-legs/x/files/photos',
  ];

  it.each(PAGES)('is on %s: own scripts only, styles by this response’s nonce, no framing', async (path) => {
    const response = await page(server.url, path);
    expect(response.status).toBe(200);
    const nonce = /<meta property="csp-nonce" nonce="([A-Za-z0-9+/=]{24})">/.exec(await response.text())?.[1];
    expect(nonce).toBeDefined();
    expect(directivesOf(response)).toEqual({
      'default-src': "'self'",
      'script-src': "'self'",
      'style-src': `'self' 'nonce-${nonce}'`,
      'img-src': "'self' blob:",
      'connect-src': expect.any(String),
      'object-src': "'none'",
      'base-uri': "'self'",
      'form-action': "'self'",
      'frame-ancestors': "'none'",
    });
  });

  it('lets the page connect to its own origin and to the WebSocket origin of APP_URL', async () => {
    expect(directivesOf(await page(server.url, '/orders'))['connect-src']).toBe("'self' wss://legwork.example.com");
  });

  it('uses a fresh nonce for every response', async () => {
    const [a, b] = await Promise.all([page(server.url, '/'), page(server.url, '/')]);
    expect(directivesOf(a)['style-src']).not.toBe(directivesOf(b)['style-src']);
  });

  it('is not sent with assets or JSON answers', async () => {
    expect((await fetch(`${server.url}/assets/main-ABC123.js`)).headers.get('content-security-policy')).toBeNull();
    expect(
      (await fetch(`${server.url}/api/user`, { headers: { accept: 'application/json' } })).headers.get('content-security-policy'),
    ).toBeNull();
  });

  it('lets the browser reach the search service only when ALGOLIA_APP_ID is set', async () => {
    const withSearch = await startTestServer({
      distDir: dist,
      appUrl: 'http://localhost:3000',
      algolia: { appId: 'LATENCY', searchKey: 'search-key', adminKey: null },
    });
    onTestFinished(() => withSearch.close());
    expect(directivesOf(await page(withSearch.url, '/portal'))['connect-src']).toBe(
      "'self' ws://localhost:3000 https://LATENCY-dsn.algolia.net https://LATENCY.algolia.net " +
        'https://LATENCY-1.algolianet.com https://LATENCY-2.algolianet.com https://LATENCY-3.algolianet.com',
    );
    expect(directivesOf(await page(server.url, '/portal'))['connect-src']).toBe("'self' wss://legwork.example.com");
  });
});
