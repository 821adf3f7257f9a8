import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

/**
 * What a person feels on a phone (issue 12): Lighthouse's default configuration, the mobile preset (a Moto G class
 * screen, simulated slow 4G: 150 ms RTT and 1.6 Mbps, CPU slowed 4×), in Debian's Chromium, cold cache each run.
 * Signed-in pages run with the session cookies in the browser's own jar (Lighthouse clears caches and storage
 * between runs, never cookies). Each page runs BENCH_LIGHTHOUSE_RUNS times (3); the median run by performance
 * score is reported, with the protocol its document came over (http/1.1 direct, h2 behind the TLS front).
 */
export type LighthouseRow = {
  performance: number;
  lcpMs: number;
  fcpMs: number;
  tbtMs: number;
  transferredKiB: number;
  scriptKiB: number;
  /** Requests of the load (the document, scripts, stylesheets, the first queries…): each a round trip on HTTP/1.1. */
  requests: number;
  accessibility: number;
  protocol: string;
  runs: number[];
};

const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const BASE_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--no-first-run',
  '--disable-background-networking',
];

type Audits = Record<
  string,
  { numericValue?: number; details?: { items?: { resourceType?: string; transferSize?: number; url?: string; protocol?: string }[] } }
>;

const once = async (port: number, url: string) => {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'] });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { categories, runtimeError } = result.lhr;
  if (runtimeError) throw new Error(`Lighthouse: ${runtimeError.code} ${runtimeError.message} (${url})`);
  // A lost session would measure the login page instead: the page must still be the one asked for.
  const landed = new URL(result.lhr.finalDisplayedUrl).pathname;
  if (landed !== new URL(url).pathname) throw new Error(`Lighthouse: ${url} ended on ${landed}`);
  const audits = result.lhr.audits as Audits;
  const script = audits['resource-summary']?.details?.items?.find((item) => item.resourceType === 'script');
  const requests = audits['network-requests']?.details?.items ?? [];
  const document = requests.find((item) => item.resourceType === 'Document');
  return {
    performance: categories.performance.score ?? Number.NaN,
    lcpMs: Math.round(audits['largest-contentful-paint'].numericValue ?? Number.NaN),
    fcpMs: Math.round(audits['first-contentful-paint'].numericValue ?? Number.NaN),
    tbtMs: Math.round(audits['total-blocking-time'].numericValue ?? Number.NaN),
    transferredKiB: Math.round((audits['total-byte-weight'].numericValue ?? Number.NaN) / 102.4) / 10,
    scriptKiB: Math.round((script?.transferSize ?? Number.NaN) / 102.4) / 10,
    requests: requests.length,
    accessibility: categories.accessibility.score ?? Number.NaN,
    protocol: document?.protocol ?? 'unknown',
  };
};

const median = async (port: number, url: string): Promise<LighthouseRow> => {
  const runs = [];
  for (let i = 0; i < RUNS; i++) runs.push(await once(port, url));
  const sorted = [...runs].sort((a, b) => a.performance - b.performance);
  return { ...sorted[Math.floor((sorted.length - 1) / 2)], runs: runs.map((run) => run.performance) };
};

/** Signs in through the login page in the Lighthouse browser itself, so its cookie jar holds the session. */
const signIn = async (port: number, baseUrl: string, email: string) => {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  const page = await browser.contexts()[0].newPage();
  await page.goto(`${baseUrl}/login`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('password');
  await page.getByRole('button', { name: /sign in|log in/i }).click();
  await page.waitForURL((url) => url.pathname !== '/login');
  // Settled, as a returning user's browser is: the user loaded, the tenant chosen and its cookie written.
  await page.waitForLoadState('networkidle');
  await page.close();
  await browser.close(); // disconnects; the browser itself stays up
};

/**
 * Lighthouse rows for /login (signed out), then each of `signedInPaths` signed in as `email`. Behind the benchmark's
 * TLS front (bench/tlsFront.ts, a throwaway self-signed certificate) the browser is told to accept its certificate.
 */
export const lighthouseRows = async (baseUrl: string, email: string, signedInPaths: Record<string, string>) => {
  const port = Number(process.env.BENCH_CHROME_PORT ?? 0) || undefined;
  const flags = baseUrl.startsWith('https:') ? [...BASE_FLAGS, '--ignore-certificate-errors'] : BASE_FLAGS;
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: flags, port });
  try {
    const rows: Record<string, LighthouseRow> = { '/login': await median(chrome.port, `${baseUrl}/login`) };
    await signIn(chrome.port, baseUrl, email);
    for (const [name, pathname] of Object.entries(signedInPaths)) rows[name] = await median(chrome.port, `${baseUrl}${pathname}`);
    return rows;
  } finally {
    chrome.kill();
  }
};
