/**
 * /dispatch (issue 15): a dispatcher finds a cleared leg on the board, opens it, assigns the first suggested driver
 * and a second dispatcher's board shows the move without a reload; two legs are planned and applied in one action;
 * the driver list shows the assigned driver's next leg; at 390 px the board is usable and nothing scrolls sideways.
 */
import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { apiLogin, graphqlRead, myTenants } from './support/api';
import { expect, test } from './support/fixtures';
import { DEMO_PASSWORD, DEMO_USERS } from './support/users';

test.describe.configure({ mode: 'serial' });

type Leg = { id: string; number: string; status: string; transportMethod: string };

const signedIn = async (browser: Browser, baseURL: string | undefined, email: string) => {
  const context = await browser.newContext({ baseURL });
  await apiLogin(context.request, email, DEMO_PASSWORD);
  return context;
};

const noAxeViolations = async (page: Page) => {
  const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
};

const eastOf = async (request: APIRequestContext) => {
  const east = (await myTenants(request)).find((tenant) => tenant.name === 'Legwork East')?.id;
  if (!east) throw new Error('The dispatcher has no Legwork East');
  return east;
};

/** Cleared legs a driver can take (not TRUCKED) that at least one driver qualifies for, the last by number first. */
const clearedLegs = async (request: APIRequestContext, tenant: string): Promise<Leg[]> => {
  const { orderLegs } = await graphqlRead<{ orderLegs: { data: Leg[] } }>(
    request,
    '{ orderLegs(first: 100, status: [CLEARED_FOR_DISPATCH]) { data { id number status transportMethod } } }',
    tenant,
  );
  const legs = orderLegs.data.filter((leg) => leg.transportMethod !== 'TRUCKED').sort((a, b) => b.number.localeCompare(a.number));
  const withDrivers: Leg[] = [];
  for (const leg of legs) {
    const { driverSuggestions } = await graphqlRead<{ driverSuggestions: { candidates: unknown[] } }>(
      request,
      `{ driverSuggestions(legId: "${leg.id}", first: 1) { candidates { cost } } }`,
      tenant,
    );
    if (driverSuggestions.candidates.length > 0) withDrivers.push(leg);
    if (withDrivers.length === 4) break;
  }
  return withDrivers;
};

const legStatus = async (request: APIRequestContext, tenant: string, id: string) =>
  (
    await graphqlRead<{ orderLeg: { status: string; driver: { fullName: string } | null } }>(
      request,
      `{ orderLeg(id: "${id}") { status driver { fullName } } }`,
      tenant,
    )
  ).orderLeg;

const board = (page: Page) => page.getByRole('table', { name: 'Open legs by pickup day' });

/** The board with the search box narrowed to one leg, as a dispatcher types it. */
const findOnBoard = async (page: Page, number: string) => {
  await page.getByRole('searchbox', { name: 'Search legs' }).fill(number);
  await expect(board(page).getByRole('row')).toHaveCount(2);
  return board(page).getByRole('row', { name: new RegExp(number) });
};

let tenant: string;
let legs: Leg[];
let assignedDriver: string;

test.beforeAll(async ({ playwright, baseURL }) => {
  const request = await playwright.request.newContext({ baseURL });
  await apiLogin(request, DEMO_USERS.dispatch.email, DEMO_PASSWORD);
  tenant = await eastOf(request);
  legs = await clearedLegs(request, tenant);
  await request.dispose();
  if (legs.length < 4) throw new Error('The demo seed has fewer than four cleared legs a driver qualifies for');
});

test('a dispatcher assigns the first suggested driver and another dispatcher sees the leg move without a reload', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(60_000);
  const [leg] = legs;
  const lead = await signedIn(browser, baseURL, 'dispatch-lead@legwork.test');
  const leadPage = await lead.newPage();
  await leadPage.goto('/dispatch');
  const leadRow = await findOnBoard(leadPage, leg.number);
  await expect(leadRow).toContainText('Cleared for dispatch');

  const context = await signedIn(browser, baseURL, DEMO_USERS.dispatch.email);
  const page = await context.newPage();
  await page.goto('/dispatch');
  await expect(page).toHaveTitle(/Overview/);
  await expect(page.getByRole('region', { name: 'Map of the open legs' }).getByRole('figure')).toBeVisible();
  const row = await findOnBoard(page, leg.number);
  await expect(row).toContainText('Cleared for dispatch');
  await row.getByRole('button', { name: leg.number }).click();

  const panel = page.getByRole('complementary', { name: `Leg ${leg.number}` });
  await expect(panel.getByRole('link', { name: leg.number })).toHaveAttribute('href', `/order-legs/${leg.id}`);
  const suggestions = panel.getByRole('region', { name: 'Suggested drivers' });
  const first = suggestions.getByRole('listitem').first();
  await expect(first).toContainText(/deadhead/);
  await expect(first.getByRole('list').first().getByRole('listitem').first()).not.toBeEmpty();
  await noAxeViolations(page);
  const assign = first.getByRole('button', { name: /^Assign / });
  assignedDriver = ((await assign.getAttribute('aria-label')) ?? '').replace(/^Assign /, '');
  await assign.click();

  await expect(panel).toContainText('Pending pickup');
  await expect(panel).toContainText(assignedDriver);
  await expect(row).toContainText('Pending pickup');
  // The other dispatcher's board, never reloaded, shows the move.
  await expect(leadRow).toContainText('Pending pickup');
  await expect(leadRow).toContainText(assignedDriver);
  expect(await legStatus(context.request, tenant, leg.id)).toEqual({ status: 'PENDING_PICKUP', driver: { fullName: assignedDriver } });

  await panel.getByRole('button', { name: 'Unassign' }).click();
  await expect(panel).toContainText('Cleared for dispatch');
  await expect(leadRow).toContainText('Cleared for dispatch');
  await panel.getByRole('button', { name: `Assign ${assignedDriver}` }).click();
  await expect(leadRow).toContainText('Pending pickup');
  await lead.close();
  await context.close();
});

test('two legs planned in one action, previewed pair by pair, applied and both assigned', async ({ browser, baseURL }) => {
  test.setTimeout(60_000);
  const context = await signedIn(browser, baseURL, DEMO_USERS.dispatch.email);
  const page = await context.newPage();
  const planned = legs.slice(1, 3);
  await page.goto('/dispatch');
  for (const leg of planned) {
    const row = await findOnBoard(page, leg.number);
    // Ticked with the keyboard: the tick stays while the search changes.
    await row.getByRole('checkbox', { name: `Select leg ${leg.number}` }).focus();
    await page.keyboard.press('Space');
  }
  await page.getByRole('button', { name: 'Plan these legs (2)' }).click();
  const dialog = page.getByRole('dialog', { name: 'Plan these legs' });
  await expect(dialog).toContainText('2 of 2 legs placed');
  await expect(dialog).toContainText('total deadhead');
  const pairs = dialog.getByRole('table', { name: 'Proposed pairings' });
  for (const leg of planned) await expect(pairs.getByRole('row', { name: new RegExp(leg.number) })).toBeVisible();
  await noAxeViolations(page);
  await dialog.getByRole('button', { name: 'Apply plan' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Plan applied: 2 legs assigned.')).toBeVisible();
  for (const leg of planned) {
    const row = await findOnBoard(page, leg.number);
    await expect(row).toContainText('Pending pickup');
    expect((await legStatus(context.request, tenant, leg.id)).status).toBe('PENDING_PICKUP');
  }
  await context.close();
});

test('legs ticked in the order legs table go to one driver picked by name, and the list exports as CSV', async ({ browser, baseURL }) => {
  test.setTimeout(60_000);
  const context = await signedIn(browser, baseURL, DEMO_USERS.dispatch.email);
  const leg = legs[3];
  const { driverSuggestions } = await graphqlRead<{ driverSuggestions: { candidates: { driver: { fullName: string } }[] } }>(
    context.request,
    `{ driverSuggestions(legId: "${leg.id}", first: 1) { candidates { driver { fullName } } } }`,
    tenant,
  );
  const driver = driverSuggestions.candidates[0].driver.fullName;
  const page = await context.newPage();
  await page.goto('/dispatch/order-legs');
  await expect(page).toHaveTitle(/Order Legs/);
  const row = await findOnBoard(page, leg.number);
  await row.getByRole('checkbox', { name: `Select leg ${leg.number}` }).check();
  const bulk = page.getByRole('region', { name: /^Assign 1 leg/ });
  await bulk.getByRole('textbox', { name: 'Find a driver' }).fill(driver);
  await bulk
    .getByRole('radio', { name: new RegExp(driver) })
    .first()
    .check();
  await expect(bulk).toContainText('Qualified for this leg today.');
  await noAxeViolations(page);
  await bulk.getByRole('button', { name: 'Assign 1 leg' }).click();
  await expect(page.getByText('1 leg assigned.')).toBeVisible();
  await expect(row).toContainText('Pending pickup');
  await expect(row).toContainText(driver);
  expect(await legStatus(context.request, tenant, leg.id)).toEqual({ status: 'PENDING_PICKUP', driver: { fullName: driver } });

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: /Export CSV/ }).click();
  expect((await download).suggestedFilename()).toMatch(/^dispatch-legs-.*\.csv$/);
  await context.close();
});

test('the driver list shows the assigned driver with a next leg', async ({ browser, baseURL }) => {
  const context = await signedIn(browser, baseURL, DEMO_USERS.dispatch.email);
  const page = await context.newPage();
  await page.goto('/dispatch/driver-list');
  await page.getByRole('searchbox', { name: 'Search drivers' }).fill(assignedDriver);
  const row = page.getByRole('table', { name: 'Drivers and their legs' }).getByRole('row', { name: new RegExp(assignedDriver) });
  // Cells: status, current leg, next leg, …
  await expect(row.getByRole('cell').nth(2).getByRole('link')).toHaveText(/\S/);
  await noAxeViolations(page);
  await context.close();
});

test('at 390 px the board shows the map above the list, opens a leg and scrolls nowhere sideways', async ({ browser, baseURL }) => {
  const context = await signedIn(browser, baseURL, DEMO_USERS.dispatch.email);
  const page = await context.newPage();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/dispatch');
  const map = page.getByRole('region', { name: 'Map of the open legs' });
  const list = page.getByRole('table', { name: 'Open legs by pickup day' });
  await expect(map.getByRole('figure')).toBeVisible();
  await expect(list).toBeVisible();
  expect((await map.boundingBox())?.y ?? 0).toBeLessThan((await list.boundingBox())?.y ?? 0);
  const row = await findOnBoard(page, legs[2].number);
  await row.getByRole('button', { name: legs[2].number }).click();
  const panel = page.getByRole('complementary', { name: `Leg ${legs[2].number}` });
  await expect(panel.getByRole('region', { name: 'Suggested drivers' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  // Escape closes the panel and gives the focus back to the leg's number in the list.
  await panel.getByRole('button', { name: 'Close' }).focus();
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(row.getByRole('button', { name: legs[2].number })).toBeFocused();
  await context.close();
});
