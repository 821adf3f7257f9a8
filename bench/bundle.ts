import zlib from 'node:zlib';
import { chromium } from '@playwright/test';

const ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'];

/** Loads a page in Chromium and adds up the gzipped size of every JavaScript file it fetched. */
const measure = async (page: import('@playwright/test').Page, url: string) => {
  const scripts = new Map<string, number>();
  const listener = async (response: import('@playwright/test').Response) => {
    if (response.request().resourceType() !== 'script') return;
    const body = await response.body().catch(() => null);
    if (body) scripts.set(response.url(), zlib.gzipSync(body, { level: 9 }).length);
  };
  page.on('response', listener);
  await page.goto(url, { waitUntil: 'networkidle' });
  page.off('response', listener);
  const gzipBytes = [...scripts.values()].reduce((a, b) => a + b, 0);
  return { files: scripts.size, gzipKB: Math.round((gzipBytes / 1024) * 10) / 10 };
};

/** A fresh page with the cookies of a user signed in through the login page (so the measured load is a first load). */
const signedIn = async (browser: import('@playwright/test').Browser, baseUrl: string, email: string, home: string) => {
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
    return { login, dashboard, portal, goals: { loginKB: 130, dashboardKB: 150, portalKB: 150 } };
  } finally {
    await browser.close();
  }
};
