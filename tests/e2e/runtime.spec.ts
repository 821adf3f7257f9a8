/** The web server the browser tests run against is on the pinned Node (it says so on /healthz). */
import { PINNED_NODE_MAJOR, nodeMajor } from '../../server/runtime';
import { expect, test } from './support/fixtures';

test('the web server runs on the pinned Node major', async ({ request }) => {
  const health = (await (await request.get('/healthz')).json()) as { status: string; node: string };
  console.log(`Playwright's web server runs on Node ${health.node}`);
  expect(health.status).toBe('ok');
  expect(nodeMajor(health.node)).toBe(PINNED_NODE_MAJOR);
});
