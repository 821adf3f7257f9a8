/**
 * /help-desk: the help desk's overview counts legs by reason and charts new damage; its list shows an overdue leg with
 * the reason in words, and the leg is put on hold from the list, which then shows its new status.
 */
import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { apiLogin, graphqlRead, myTenants } from './support/api';
import { expect, test } from './support/fixtures';
import { DEMO_PASSWORD } from './support/users';

const HELP_DESK = 'help-desk@legwork.test';

test.describe.configure({ mode: 'serial' });

const signedIn = async (browser: Browser, baseURL: string | undefined) => {
  const context = await browser.newContext({ baseURL });
  await apiLogin(context.request, HELP_DESK, DEMO_PASSWORD);
  return context;
};

const noAxeViolations = async (page: Page) => {
  const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
};

type Listed = { reasons: string[]; leg: { id: string; number: string; status: string; availableEvents: string[] } };

/** The counts the overview shows, asked of the server as the help desk. */
const overview = async (request: APIRequestContext, tenant: string) =>
  (
    await graphqlRead<{ helpDeskOverview: { reasons: { reason: string; count: number }[] } }>(
      request,
      '{ helpDeskOverview { reasons { reason count } } }',
      tenant,
    )
  ).helpDeskOverview.reasons;

/** A seeded leg whose confirmed pickup has passed and that the help desk may hold: the last by number (other specs take the first). */
const overdueLeg = async (request: APIRequestContext, tenant: string) => {
  const { helpDeskLegs } = await graphqlRead<{ helpDeskLegs: { data: Listed[] } }>(
    request,
    '{ helpDeskLegs(first: 100, reasons: [PICKUP_OVERDUE]) { data { reasons leg { id number status availableEvents } } } }',
    tenant,
  );
  const legs = helpDeskLegs.data
    .filter((row) => row.leg.availableEvents.includes('HOLD'))
    .sort((a, b) => b.leg.number.localeCompare(a.leg.number));
  if (!legs[0]) throw new Error('The demo seed has no leg whose confirmed pickup has passed');
  return legs[0].leg;
};

test('the overview counts the legs that need a person and charts new damage', async ({ browser, baseURL }) => {
  const context = await signedIn(browser, baseURL);
  const tenant = (await myTenants(context.request))[0].id;
  const counts = await overview(context.request, tenant);
  const pickups = counts.find((c) => c.reason === 'PICKUP_OVERDUE')?.count ?? 0;
  const page = await context.newPage();
  await page.goto('/help-desk');
  await expect(page.getByRole('heading', { name: 'Help desk', level: 2 })).toBeVisible();
  const cards = page.getByRole('list', { name: 'Legs that need a person, by reason' });
  const pickupCard = cards.getByRole('link', { name: /Pickup overdue/ });
  await expect(pickupCard).toHaveText(new RegExp(`^${pickups.toLocaleString('en-US')}\\+?Pickup overdue$`));
  await expect(page.getByRole('img', { name: /Condition reports with new damage, last 14 days/ })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Condition reports with new damage per day' }).getByRole('row')).toHaveCount(15);
  await expect(page.getByRole('link', { name: 'Condition reports to review' })).toHaveAttribute('href', '/help-desk/condition-reports');
  await noAxeViolations(page);
  await pickupCard.click();
  await expect(page).toHaveURL(/\/help-desk\/order-legs\?reason=PICKUP_OVERDUE$/);
  await expect(page.getByRole('button', { name: 'Pickup overdue', pressed: true })).toBeVisible();
  await context.close();
});

test('the list says why a leg is overdue, and the leg is put on hold from it', async ({ browser, baseURL }) => {
  test.setTimeout(60_000);
  const context = await signedIn(browser, baseURL);
  const tenant = (await myTenants(context.request))[0].id;
  const leg = await overdueLeg(context.request, tenant);
  const page = await context.newPage();
  await page.goto(`/help-desk/order-legs?q=${encodeURIComponent(leg.number)}`);
  const item = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: new RegExp(`Leg ${leg.number}\\b`) }) });
  await expect(item.getByText('Pickup overdue', { exact: true })).toBeVisible();
  await expect(item.getByText(/^Pickup was due .+ \((.+ ago|yesterday)\)\. /)).toBeVisible();
  await noAxeViolations(page);

  await item.getByRole('button', { name: `Hold leg ${leg.number}` }).click();
  const dialog = page.getByRole('dialog', { name: `Put leg ${leg.number} on hold` });
  await dialog.getByLabel('Hold reason').selectOption({ label: 'Vehicle not ready' });
  await dialog.getByLabel('Note (optional)').fill('Keys are not at the lot yet');
  await dialog.getByRole('button', { name: 'Put on hold' }).click();
  await expect(dialog).toBeHidden();
  await expect(item.getByText('On hold', { exact: true })).toBeVisible();
  await expect(item.getByRole('button', { name: `Hold leg ${leg.number}` })).toHaveCount(0);

  const stored = await graphqlRead<{ orderLeg: { status: string; holdReason: string } }>(
    context.request,
    `{ orderLeg(id: "${leg.id}") { status holdReason } }`,
    tenant,
  );
  expect(stored.orderLeg).toEqual({ status: 'ON_HOLD', holdReason: 'VEHICLE_NOT_READY' });
  await context.close();
});
