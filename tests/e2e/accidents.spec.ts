/**
 * /accidents-incidents: a manager reports an accident on a leg in transit and moves it to repair (a dispatcher on the
 * leg sees it at once), the DOT-recordable answer with its reason, a repair walked from estimate to closed (the leg
 * back in transit), the read-only view of driver safety, the 49 CFR 390.15 register, and a refused form.
 */
import fs from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { AccidentPages } from './pages/AccidentPages';
import { OrderLegPage } from './pages/OrderLegPage';
import { apiLogin, graphqlRead, myTenants } from './support/api';
import { DEMO_PASSWORD } from './support/users';
import { expect, test } from './support/fixtures';

const MANAGER = 'accident-incident-mgmt@legwork.test';
const SAFETY = 'driver-safety@legwork.test';
const ZONE = 'America/New_York';

test.describe.configure({ mode: 'serial' });

const signedIn = async (browser: Browser, baseURL: string | undefined, email: string) => {
  const context = await browser.newContext({ baseURL });
  await apiLogin(context.request, email, DEMO_PASSWORD);
  return context;
};

const east = async (request: APIRequestContext) => (await myTenants(request)).find((tenant) => tenant.name === 'Legwork East')?.id;

const noAxeViolations = async (page: Page) => {
  const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
};

/** Yesterday in the tenant's zone, as YYYY-MM-DD (an hour of yesterday is never in the future). */
const yesterday = () => new Intl.DateTimeFormat('en-CA', { timeZone: ZONE }).format(new Date(Date.now() - 24 * 3600_000));

type Leg = { id: string; number: string; status: string; driverId: string | null; transportMethod: string; vehicle: { id: string } | null };

/** A seeded leg in transit with a vehicle and a driver: the last by number, which the other specs (taking the first) leave alone. */
const legInTransit = async (request: APIRequestContext): Promise<Leg> => {
  const { orderLegs } = await graphqlRead<{ orderLegs: { data: Leg[] } }>(
    request,
    '{ orderLegs(first: 100, status: [IN_TRANSIT]) { data { id number status driverId transportMethod vehicle { id } } } }',
    await east(request),
  );
  const legs = orderLegs.data
    .filter((leg) => leg.driverId && leg.vehicle && leg.transportMethod === 'DRIVEN')
    .sort((a, b) => b.number.localeCompare(a.number));
  if (!legs[0]) throw new Error('The demo seed has no driven leg in transit');
  return legs[0];
};

const reportCount = async (request: APIRequestContext) =>
  (
    await graphqlRead<{ accidentReports: { paginatorInfo: { total: number } } }>(
      request,
      '{ accidentReports(first: 1) { paginatorInfo { total } } }',
      await east(request),
    )
  ).accidentReports.paginatorInfo.total;

let report: { url: string; number: string; leg: Leg } | null = null;

test('a manager reports an accident on a leg in transit and moves it to repair; the dispatcher on the leg sees it at once', async ({
  browser,
  authStates,
  baseURL,
}) => {
  test.setTimeout(60_000);
  const manager = await signedIn(browser, baseURL, MANAGER);
  const page = await manager.newPage();
  const leg = await legInTransit(page.request);

  const dispatch = await authStates.contextFor(browser, 'dispatch');
  const watcher = new OrderLegPage(await dispatch.newPage());
  await watcher.goto(leg.id);
  await watcher.statusIs('In transit');

  const accidents = new AccidentPages(page);
  await page.goto('/accidents-incidents/create');
  await expect(page).toHaveTitle(/Report Accident or Incident/);
  await page.getByRole('combobox', { name: 'Kind' }).selectOption({ label: 'Accident' });
  await accidents.fillWhen(yesterday(), '12:00');
  await accidents.field('City').fill('Newark');
  await accidents.field('State').fill('NJ');
  await accidents.chooseLeg(leg.number);
  await expect(page.getByText(/^Vehicle: /)).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Put on hold' })).toHaveCount(0);
  await page.getByRole('radio', { name: 'Move to repair' }).check();
  await accidents.field('Description').fill('Rear-ended at a light on Route 1; the passenger was taken to hospital.');
  await accidents.field('Injuries').fill('1');
  await expect(accidents.preview).toContainText('DOT recordable: no');
  await accidents.field('Injuries treated away from the scene').fill('1');
  await expect(accidents.preview).toContainText('DOT recordable: yes');
  await page.getByRole('button', { name: 'Add witness' }).click();
  await page.getByRole('group', { name: 'Witness 1' }).getByRole('textbox', { name: 'Name' }).fill('Wanda Witness');
  await accidents.save();

  await expect(page).toHaveURL(/\/accidents-incidents\/reports\/[0-9a-f-]{36}$/);
  const heading = page.getByRole('heading', { name: /^Accident AI-\d+$/ });
  await expect(heading).toBeVisible();
  const number = ((await heading.textContent()) ?? '').replace('Accident ', '');
  report = { url: new URL(page.url()).pathname, number, leg };

  // The leg moved in the same transaction, and the open leg page hears it without reloading.
  await watcher.statusIs('In repair');
  const stored = await graphqlRead<{ orderLeg: { status: string } }>(
    page.request,
    `{ orderLeg(id: "${leg.id}") { status } }`,
    await east(page.request),
  );
  expect(stored.orderLeg.status).toBe('IN_REPAIR');
  await dispatch.close();
  await manager.close();
});

test('the report says it is DOT recordable, and why: an injury treated away from the scene', async ({ browser, baseURL }) => {
  if (!report) throw new Error('The first test made no report');
  const manager = await signedIn(browser, baseURL, MANAGER);
  const page = await manager.newPage();
  await page.goto(report.url);
  const dot = page.getByRole('region', { name: 'DOT recordable' });
  await expect(dot).toContainText('DOT recordable: yes');
  await expect(dot).toContainText('1 person received medical treatment away from the scene');
  await expect(page.getByRole('region', { name: 'Witnesses' })).toContainText('Wanda Witness');
  await expect(page.getByRole('region', { name: 'What happened' })).toContainText('In repair');
  await noAxeViolations(page);

  // An edit keeps the leg as it is and shows the change on the report.
  await page.getByRole('link', { name: 'Edit report' }).click();
  await expect(page.getByRole('textbox', { name: 'City', exact: true })).toHaveValue('Newark');
  await expect(page.getByRole('radio', { name: 'Move to repair' })).toHaveCount(0);
  await page.getByRole('textbox', { name: 'Police agency' }).fill('Newark Police Division');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page).toHaveURL(new RegExp(`${report.url}$`));
  await expect(page.getByRole('region', { name: 'What happened' })).toContainText('Newark Police Division');
  await manager.close();
});

test('a repair goes from estimate to closed, and closing it puts the leg back in transit', async ({ browser, baseURL }) => {
  test.setTimeout(60_000);
  if (!report) throw new Error('The first test made no report');
  const manager = await signedIn(browser, baseURL, MANAGER);
  const page = await manager.newPage();
  const accidents = new AccidentPages(page);
  await page.goto(report.url);
  const repairs = page.getByRole('region', { name: 'Repairs' });
  await repairs.getByRole('button', { name: 'New repair' }).click();
  const dialog = page.getByRole('dialog', { name: `New repair for ${report.number}` });
  await dialog.getByRole('button', { name: 'Create repair' }).click();
  await expect(dialog.getByText('The vendor field is required.')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Vendor', exact: true }).fill('Route 1 Body Shop');
  await dialog.getByRole('textbox', { name: 'What is to be repaired' }).fill('Replace the rear bumper and tail lamp.');
  await dialog.getByRole('textbox', { name: 'Estimate' }).fill('1,250.00');
  await dialog.getByRole('button', { name: 'Create repair' }).click();
  await expect(dialog).toBeHidden();

  // The report's only repair; its name (number and status) changes with each step.
  const card = accidents.repair(/^Repair RP-\d+/);
  await expect(card.getByRole('heading', { level: 3 })).toContainText('Estimate');
  await expect(card).toContainText('Route 1 Body Shop — $1,250.00');
  await noAxeViolations(page);
  await accidents.step(card, 'Approve', { 'Approved amount': '1200' });
  await expect(card.getByRole('heading', { level: 3 })).toContainText('Approved');
  await accidents.step(card, 'Start repair', { 'Repair order number': 'RO-5521' });
  await expect(card.getByRole('heading', { level: 3 })).toContainText('In progress');
  await accidents.step(card, 'Invoice received', { 'Invoice number': 'INV-77', 'Invoice amount': '1180.50' });
  await expect(card.getByRole('heading', { level: 3 })).toContainText('Invoiced');
  await expect(repairs).toContainText('Repair cost $1,180.50');
  await accidents.step(card, 'Close repair');
  await expect(card.getByRole('heading', { level: 3 })).toContainText('Closed');
  await expect(card).toContainText('In transit');
  await expect(page.getByRole('region', { name: 'What happened' })).toContainText('now In transit');
  const stored = await graphqlRead<{ orderLeg: { status: string } }>(
    page.request,
    `{ orderLeg(id: "${report.leg.id}") { status } }`,
    await east(page.request),
  );
  expect(stored.orderLeg.status).toBe('IN_TRANSIT');

  // Who pays it back: a driver chargeback is offered only where the driver's pay profile allows it.
  const reportId = report.url.split('/').pop();
  const read = async () =>
    (
      await graphqlRead<{
        accidentReport: {
          repairs: { chargebackAllowed: boolean; recoveries: { source: string; amountClaimed: number; amountRecovered: number }[] }[];
        };
      }>(
        page.request,
        `{ accidentReport(id: "${reportId}") { repairs { chargebackAllowed recoveries { source amountClaimed amountRecovered } } } }`,
        await east(page.request),
      )
    ).accidentReport.repairs[0];
  await card.getByRole('button', { name: 'Add recovery' }).click();
  const recovery = card.getByRole('group', { name: 'Recovery 1' });
  const chargeback = recovery.getByRole('option', { name: /^Driver chargeback/ });
  if ((await read()).chargebackAllowed) await expect(chargeback).toBeEnabled();
  else {
    await expect(chargeback).toBeDisabled();
    await expect(card.getByText(/^Driver chargeback is not offered: /)).toBeVisible();
  }
  await recovery.getByRole('combobox', { name: 'Source' }).selectOption({ label: 'Third party' });
  await recovery.getByRole('textbox', { name: 'Party' }).fill('Acme Mutual');
  await recovery.getByRole('textbox', { name: 'Amount claimed' }).fill('1180.50');
  await recovery.getByRole('textbox', { name: 'Amount recovered' }).fill('1200');
  await card.getByRole('button', { name: 'Save recoveries' }).click();
  await expect(recovery.getByText('The amount recovered may not be greater than the amount claimed.')).toBeVisible();
  await recovery.getByRole('textbox', { name: 'Amount recovered' }).fill('900');
  await card.getByRole('button', { name: 'Save recoveries' }).click();
  await expect(repairs).toContainText('recovered $900.00');
  expect((await read()).recoveries).toEqual([{ source: 'THIRD_PARTY', amountClaimed: 118050, amountRecovered: 90000 }]);

  // The repair's history replays through the repair machine.
  await card.getByRole('button', { name: /^Show the activity of RP-/ }).click();
  await card.getByRole('button', { name: 'Replay' }).click();
  await expect(page.getByRole('region', { name: 'Replay' })).toBeVisible();

  // Closed, the report takes no edits until it is reopened.
  await page.getByRole('button', { name: 'Close report' }).click();
  await expect(page.getByRole('button', { name: 'Reopen report' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Edit report' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Save review' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Reopen report' }).click();
  await expect(page.getByRole('link', { name: 'Edit report' })).toBeVisible();
  await manager.close();
});

test('driver safety reads reports and repairs but changes nothing', async ({ browser, baseURL }) => {
  if (!report) throw new Error('The first test made no report');
  const safety = await signedIn(browser, baseURL, SAFETY);
  const page = await safety.newPage();
  await page.goto(report.url);
  await expect(page.getByRole('heading', { name: `Accident ${report.number}` })).toBeVisible();
  await expect(page.getByText('only accident and incident managers change them').first()).toBeVisible();
  for (const name of ['Edit report', 'Close report', 'New repair', 'Save review'])
    await expect(page.getByRole('button', { name }).or(page.getByRole('link', { name }))).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Upload photos/ })).toHaveCount(0);
  await page.goto('/accidents-incidents/repairs');
  await page.getByRole('button', { name: /^Open RP-100001/ }).click();
  await expect(page.getByRole('button', { name: 'Invoice received' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Save recoveries' })).toHaveCount(0);
  await page.goto('/accidents-incidents/create');
  await expect(page.getByRole('button', { name: 'Save report' })).toHaveCount(0);
  await safety.close();
});

test('the accident register (49 CFR 390.15) downloads as CSV and names the new report', async ({ browser, baseURL }) => {
  if (!report) throw new Error('The first test made no report');
  const manager = await signedIn(browser, baseURL, MANAGER);
  const page = await manager.newPage();
  await page.goto('/accidents-incidents/reports');
  await expect(page.getByRole('table', { name: 'Accident and incident reports' }).getByRole('link', { name: report.number })).toBeVisible();
  await noAxeViolations(page);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Accident register (49 CFR 390.15)' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^accident-register-.*\.csv$/);
  const csv = await fs.readFile(await download.path(), 'utf8');
  const lines = csv
    .replace(/^\uFEFF/, '')
    .trim()
    .split(/\r\n/);
  expect(lines[0]).toBe('Date,City,State,Driver,Driver licence,Licence state,Injuries,Fatalities,Hazmat released,Report number');
  const line = lines.find((row) => row.endsWith(`,${report?.number}`));
  expect(line).toContain('Newark,NJ');
  expect(lines.some((row) => row.endsWith(',AI-100001'))).toBe(true);
  await manager.close();
});

test('a form with bad input shows the errors under their fields and stores nothing', async ({ browser, baseURL }) => {
  const manager = await signedIn(browser, baseURL, MANAGER);
  const page = await manager.newPage();
  const accidents = new AccidentPages(page);
  const before = await reportCount(page.request);
  await page.goto('/accidents-incidents/create');
  await accidents.field('Injuries').fill('1');
  await accidents.field('Injuries treated away from the scene').fill('3');
  await accidents.field('State').fill('N');
  await page.getByRole('button', { name: 'Add other party' }).click();
  await accidents.save();
  await expect(page.getByText('The date and time field is required.')).toBeVisible();
  await expect(accidents.field('Description')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('The number treated away from the scene may not be greater than the number of injuries.')).toBeVisible();
  await expect(page.getByText('The state must be a two-letter state or province code.')).toBeVisible();
  await expect(page.getByRole('group', { name: 'Other party 1' }).getByText('The name field is required.')).toBeVisible();
  await expect(page).toHaveURL(/\/accidents-incidents\/create$/);
  expect(await reportCount(page.request)).toBe(before);
  await noAxeViolations(page);
  await manager.close();
});

test('every accidents page fits a phone, and none has an axe violation', async ({ browser, baseURL }) => {
  test.setTimeout(60_000);
  if (!report) throw new Error('The first test made no report');
  const manager = await signedIn(browser, baseURL, MANAGER);
  const page = await manager.newPage();
  await page.setViewportSize({ width: 390, height: 844 });
  const id = report.url.split('/').pop();
  const urls = [
    '/accidents-incidents',
    '/accidents-incidents/create',
    `/accidents-incidents/edit/${id}`,
    '/accidents-incidents/reports',
    report.url,
    '/accidents-incidents/repairs',
  ];
  for (const url of urls) {
    await page.goto(url);
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), url).toBeLessThanOrEqual(0);
  }
  // axe at the desktop width (the app shell's own phone header is not this area's).
  await page.setViewportSize({ width: 1280, height: 900 });
  for (const url of urls) {
    await page.goto(url);
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await noAxeViolations(page);
  }
  await manager.close();
});
