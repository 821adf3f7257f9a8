/**
 * When a page's first load is over: the page has loaded, the first answers src/boot.ts asked are in, the render they
 * start has run and the browser is idle. What the first paint does not need waits for it: the graphql-ws socket
 * (src/graphql/client.ts) and the notification bell's query (kit/notifications/NotificationBell). Over plain HTTP/1.1
 * each of those is one more request on one of six connections beside the page's own, and Lighthouse's simulation
 * replays every request that ended before the largest paint (docs/decisions.md, "The HTTP/1.1 goal").
 */
import { firstAnswersIn } from './graphql/firstAnswers';

/** The longest wait for an idle moment once the answers are in. */
const IDLE_TIMEOUT_MS = 2000;
/** The longest wait for the whole first load: slow first answers hold nothing back longer than this. */
const FIRST_LOAD_TIMEOUT_MS = 10_000;

const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

const loaded = () =>
  new Promise<void>((resolve) => {
    if (document.readyState === 'complete') resolve();
    else window.addEventListener('load', () => resolve(), { once: true });
  });

/** An idle moment of the main thread (Safari has no requestIdleCallback: the next task there). */
const idle = () =>
  new Promise<void>((resolve) => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(() => resolve(), { timeout: IDLE_TIMEOUT_MS });
    else setTimeout(resolve, 0);
  });

const settle = async () => {
  await loaded();
  await firstAnswersIn();
  // The answers reach the page's client on a later task, and its render after that: idle once those have run.
  await delay(0);
  await idle();
};

let settled: Promise<void> | null = null;
let over = false;

/** Resolves once this page's first load is over (see above), or FIRST_LOAD_TIMEOUT_MS after it was first asked. */
export const firstLoadSettled = (): Promise<void> => {
  settled ??= Promise.race([settle(), delay(FIRST_LOAD_TIMEOUT_MS)]).then(() => {
    over = true;
  });
  return settled;
};

/** Whether the first load is over already (a view mounted after it need not wait a render). */
export const isFirstLoadSettled = (): boolean => over;
