/**
 * /tag-and-title (issue 16): a title clerk lead makes a packet from Texas' requirements for a leg that waits on its
 * paperwork, receives and accepts every document on the checklist, walks the packet to "Cleared for dispatch", and a
 * dispatcher with the leg open sees it become "Cleared for dispatch" at once.
 */
import type { APIRequestContext, Browser } from '@playwright/test';
import { OrderLegPage } from './pages/OrderLegPage';
import { apiLogin, graphqlRead, myTenants } from './support/api';
import { solidPng } from './support/png';
import { DEMO_PASSWORD } from './support/users';
import { expect, test } from './support/fixtures';

const CLERK = 'tag-title-lead@legwork.test';

const signedIn = async (browser: Browser, baseURL: string | undefined, email: string) => {
  const context = await browser.newContext({ baseURL });
  await apiLogin(context.request, email, DEMO_PASSWORD);
  return context;
};

type Waiting = { id: string; number: string; order: { id: string }; vehicle: { id: string } | null };

/** A seeded East leg waiting on tag and title, with its order and vehicle: the last by number (other specs take the first). */
const waitingLeg = async (request: APIRequestContext): Promise<Waiting> => {
  const east = (await myTenants(request)).find((tenant) => tenant.name === 'Legwork East')?.id;
  const { orderLegs } = await graphqlRead<{ orderLegs: { data: Waiting[] } }>(
    request,
    '{ orderLegs(first: 50, status: [WAITING_ON_TAG_AND_TITLE]) { data { id number order { id } vehicle { id } } } }',
    east,
  );
  const leg = orderLegs.data.filter((row) => row.vehicle).sort((a, b) => b.number.localeCompare(a.number))[0];
  if (!leg?.vehicle) throw new Error('The demo seed has no leg waiting on tag and title with a vehicle');
  return leg;
};

test('a packet from Texas requirements clears, and the waiting leg is cleared for dispatch in a second browser', async ({
  browser,
  authStates,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const clerk = await signedIn(browser, baseURL, CLERK);
  const page = await clerk.newPage();
  const leg = await waitingLeg(page.request);

  const dispatch = await authStates.contextFor(browser, 'dispatch');
  const watcher = new OrderLegPage(await dispatch.newPage());
  await watcher.goto(leg.id);
  await watcher.statusIs('Waiting on tag and title');

  await page.goto(`/tag-and-title/create?order=${leg.order.id}&vehicle=${leg.vehicle?.id}`);
  await expect(page.getByRole('heading', { name: 'Create a tag-and-title packet' })).toBeVisible();
  await page.getByRole('combobox', { name: 'State or province' }).selectOption('TX');
  await page.getByRole('button', { name: 'Create packet' }).click();
  await expect(page).toHaveURL(/\/tag-and-title\/packets\/[0-9a-f-]{36}$/);

  // Texas' documents, each received (a scan) and accepted.
  const checklist = page.getByRole('list', { name: 'Checklist documents' });
  await expect(checklist.getByRole('heading', { name: /Certificate of title/ })).toBeVisible();
  const uploads = page.getByLabel(/^Upload /);
  const count = await uploads.count();
  expect(count).toBeGreaterThan(1);
  for (let i = 0; i < count; i++) {
    await page
      .getByLabel(/^Upload /)
      .first()
      .setInputFiles({ name: 'scan.png', mimeType: 'image/png', buffer: solidPng(40, 40, [220, 220, 220]) });
    await expect(page.getByLabel(/^Upload /)).toHaveCount(count - i - 1);
    await page
      .getByRole('button', { name: /^Accept / })
      .first()
      .click();
    await expect(page.getByRole('button', { name: /^Accept / })).toHaveCount(0);
  }
  await expect(page.getByLabel(/^Upload /)).toHaveCount(0);
  await expect(checklist.getByText('Accepted')).toHaveCount(count);

  for (const action of ['Start processing', 'Packet received', 'Approve', 'Clear for dispatch']) {
    await page.getByRole('button', { name: action, exact: true }).click();
  }
  await expect(page.getByText('Cleared for dispatch').first()).toBeVisible();

  // The leg moved in the packet's transaction; the dispatcher's open page hears it.
  await watcher.statusIs('Cleared for dispatch');
  await dispatch.close();
  await clerk.close();
});
