import { chromium } from '@playwright/test';
import { ARGS, signedIn } from './bundle';
import { type Api, gql, type Summary, summarize } from './orders.http';

/**
 * The time from clicking a leg action to the new status on screen (issue 12), in Chromium on the leg page
 * (/order-legs/:id): legs the admin may Process (CREATED) or Acknowledge (UNACKNOWLEDGED), a fresh one per click.
 * The clock runs in the page, from the click to the first frame after the status badge reads "Processing" (the
 * anti-forgery cookie refresh, the mutation, graphcache's update and React's render all in it).
 */
const LEGS = `query BenchLegs($first: Int) {
  orderLegs(first: $first, status: [CREATED, UNACKNOWLEDGED]) { data { id status availableEvents } }
}`;

type Legs = { orderLegs: { data: { id: string; status: string; availableEvents: string[] }[] } };

const LABEL: Record<string, string> = { PROCESS: 'Process', ACKNOWLEDGE: 'Acknowledge' };

/**
 * In the page: clicks the button and resolves with the milliseconds until a frame shows the new status. A string,
 * not a function: tsx's helpers (`__name`) do not exist in the page.
 */
const clickToStatus = (label: string, status: string) => `new Promise((resolve, reject) => {
  const button = [...document.querySelectorAll('button')].find((element) => element.textContent.trim() === ${JSON.stringify(label)});
  if (!button) return reject(new Error('no ${label} button'));
  const shows = () => (document.querySelector('.leg-status')?.textContent ?? '').includes(${JSON.stringify(status)});
  const started = performance.now();
  const observer = new MutationObserver(() => {
    if (!shows()) return;
    observer.disconnect();
    requestAnimationFrame(() => resolve(performance.now() - started));
  });
  observer.observe(document.body, { subtree: true, childList: true, characterData: true });
  setTimeout(() => reject(new Error('no ${status} after 10 s')), 10000);
  button.click();
})`;

export const legActionLatency = async (api: Api, email: string, clicks: number): Promise<Summary & { clicks: number }> => {
  const { orderLegs } = await gql<Legs>(api, LEGS, { first: clicks * 3 });
  const legs = orderLegs.data.filter((leg) => leg.availableEvents.some((event) => event in LABEL)).slice(0, clicks);
  if (legs.length < clicks) throw new Error(`only ${legs.length} legs can be processed or acknowledged`);
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ARGS });
  try {
    const page = await signedIn(browser, api.url, email, '**/dashboard');
    const samples: number[] = [];
    for (const leg of legs) {
      const event = leg.availableEvents.find((name) => name in LABEL) ?? '';
      await page.goto(`${api.url}/order-legs/${leg.id}?tenant=${api.tenantId}`, { waitUntil: 'networkidle' });
      await page.getByRole('button', { name: LABEL[event], exact: true }).waitFor();
      samples.push(await page.evaluate<number>(clickToStatus(LABEL[event], 'Processing')));
    }
    return { ...summarize(samples), clicks: samples.length };
  } finally {
    await browser.close();
  }
};
