/**
 * The build watcher (src/machines/app/buildWatcher.machine.ts): a page knows the build it runs from its HTML, so its
 * first load asks nothing; builds/latest.json is polled once a minute, and once it names another build the next
 * navigation loads it (never in the middle of the user's work). The poll's answer is the test's own here: the
 * shared dist/ is not rebuilt under the other tests.
 */
import type { Page } from '@playwright/test';
import { AppShell } from './pages/AppShell';
import { DashboardPage } from './pages/DashboardPage';
import { expect, test } from './support/fixtures';

test.use({ signedInAs: 'admin' });

/** Counts the page's requests for builds/latest.json. */
const countPolls = (page: Page) => {
  let polls = 0;
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/builds/latest.json') polls += 1;
  });
  return () => polls;
};

const answerBuild = (page: Page, id: string) =>
  page.route('**/builds/latest.json', (route) => route.fulfill({ json: { id, builtAt: new Date().toISOString(), mode: 'production' } }));

const openDashboard = async (page: Page) => {
  await page.clock.install();
  await new DashboardPage(page).goto();
  await expect(new AppShell(page).heading).toHaveText('My Work');
  const running = await page.locator('meta[name="legwork-build"]').getAttribute('content');
  expect(running, 'the HTML names its build').toMatch(/^[0-9a-f]{16}$/);
  return running ?? '';
};

test('the first load asks nothing; the minute’s poll finds the same build and a navigation stays in the page', async ({ page }) => {
  const polls = countPolls(page);
  const running = await openDashboard(page);
  expect(polls(), 'no poll on the first load').toBe(0);
  await answerBuild(page, running);
  await page.clock.runFor(60_000);
  await expect.poll(polls).toBe(1);
  let reloaded = false;
  page.on('load', () => {
    reloaded = true;
  });
  await page.getByRole('link', { name: 'Edit your account' }).click();
  await expect(page).toHaveURL('/account');
  await expect(new AppShell(page).heading).toHaveText('My Account');
  expect(reloaded).toBe(false);
});

test('a new build named by the poll is loaded at the next navigation', async ({ page }) => {
  const polls = countPolls(page);
  await openDashboard(page);
  await answerBuild(page, 'a-newer-build');
  await page.clock.runFor(60_000);
  await expect.poll(polls).toBe(1);
  const reload = page.waitForEvent('load');
  await page.getByRole('link', { name: 'Edit your account' }).click();
  await reload;
  await expect(page).toHaveURL('/account');
});
