import zlib from 'node:zlib';
import { chromium } from '@playwright/test';

export const ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/** The JavaScript budgets on the wire (esbuild.mjs BUDGETS; issue 12). */
export const BUNDLE_GOALS = { loginKB: 100, dashboardKB: 140, portalKB: 140 };

const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

type Fetched = { wire: number; raw: number; encoding: string };

const total = (sizes: Fetched[]) => ({
  files: sizes.length,
  wireKB: kb(sizes.reduce((sum, size) => sum + size.wire, 0)),
  decodedKB: kb(sizes.reduce((sum, size) => sum + size.raw, 0)),
  encodings: [...new Set(sizes.map((size) => size.encoding))].sort(),
});

/** The CSS a document carries inline (the shell's, a route's: scripts/build/html.mjs, server/http/static.ts). */
const inlineCss = (html: string) => [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)].map((match) => match[1]).join('');

/**
 * Loads a page in Chromium (cold cache: a fresh context) and adds up every script it fetched until the network is
 * idle: the bytes of the bodies as they crossed the wire (encoded, with the Accept-Encoding Chromium sends) and
 * decoded; `css`, the same for its stylesheets, with the CSS inline in the document: `inlineKB` as it is and
 * `inlineBrotliKB` as brotli would send it alone (it crosses the wire within the document's own compression).
 */
export const measure = async (page: import('@playwright/test').Page, url: string) => {
  const fetched = { script: new Map<string, Promise<Fetched>>(), stylesheet: new Map<string, Promise<Fetched>>() };
  const listener = (response: import('@playwright/test').Response) => {
    const type = response.request().resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    fetched[type].set(
      response.url(),
      Promise.all([response.request().sizes(), response.body().catch(() => Buffer.alloc(0))]).then(([sizes, body]) => ({
        wire: sizes.responseBodySize,
        raw: body.length,
        encoding: response.headers()['content-encoding'] ?? 'identity',
      })),
    );
  };
  page.on('response', listener);
  const document = await page.goto(url, { waitUntil: 'networkidle' });
  page.off('response', listener);
  const [scripts, stylesheets] = await Promise.all([Promise.all(fetched.script.values()), Promise.all(fetched.stylesheet.values())]);
  const { encodings, ...css } = total(stylesheets);
  const inline = Buffer.from(inlineCss((await document?.text()) ?? ''));
  const inlineBrotli = zlib.brotliCompressSync(inline, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
  return { ...total(scripts), css: { ...css, inlineKB: kb(inline.length), inlineBrotliKB: kb(inlineBrotli) } };
};

/** A fresh page with the cookies of a user signed in through the login page (so the measured load is a first load). */
export const signedIn = async (browser: import('@playwright/test').Browser, baseUrl: string, email: string, home: string) => {
  const page = await browser.newPage();
  await page.goto(`${baseUrl}/login`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('password');
  await page.getByRole('button', { name: /sign in|log in/i }).click();
  await page.waitForURL(home);
  const fresh = await browser.newContext();
  await fresh.addCookies(await page.context().cookies());
  await page.close();
  return fresh.newPage();
};

export const bundleSizes = async (baseUrl: string) => {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ARGS });
  try {
    const anonymous = await browser.newPage();
    const login = await measure(anonymous, `${baseUrl}/login`);
    await anonymous.getByLabel('Email').fill('admin@legwork.test');
    await anonymous.getByLabel('Password', { exact: true }).fill('password');
    await anonymous.getByRole('button', { name: /sign in|log in/i }).click();
    await anonymous.waitForURL('**/dashboard');
    const cookies = await anonymous.context().cookies();
    const fresh = await browser.newContext();
    await fresh.addCookies(cookies);
    const dashboard = await measure(await fresh.newPage(), `${baseUrl}/dashboard`);
    const portal = await measure(await signedIn(browser, baseUrl, 'client@legwork.test', '**/portal'), `${baseUrl}/portal`);
    return { login, dashboard, portal, goals: BUNDLE_GOALS };
  } finally {
    await browser.close();
  }
};
