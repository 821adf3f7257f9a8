/**
 * Issue 30's settlements, as accounting walks them: a delivered leg of Dale's settled from the order legs to settle,
 * the draft opened, marked paid on the pay run, and seen paid with the leg driver-paid; and a fuel receipt Dale uploads,
 * its fuel details entered (issue 31) and approved on the receipts page.
 */
import type { APIRequestContext } from '@playwright/test';
import { apiLogin, csrfHeaders, graphqlRead, myTenants } from './support/api';
import { expect, test } from './support/fixtures';
import { solidPng } from './support/png';
import { DEMO_PASSWORD, DEMO_USERS } from './support/users';

test.use({ signedInAs: 'admin' });
test.describe.configure({ timeout: 120_000 });

type Group = {
  payeeKind: string;
  driver: { id: string; payProfile: { kind: string } | null } | null;
  legs: { leg: { id: string; number: string; distance: number | null } }[];
};

const east = async (request: APIRequestContext) => {
  const tenant = (await myTenants(request)).find((item) => item.name === 'Legwork East');
  if (!tenant) throw new Error('Not in Legwork East');
  return tenant.id;
};

/** A seeded delivered leg of a driver with a pay profile and a distance (what any pay kind needs), not yet settled. */
const unsettledLeg = async (request: APIRequestContext, tenantId: string) => {
  const { unsettledLegs } = await graphqlRead<{ unsettledLegs: Group[] }>(
    request,
    '{ unsettledLegs { payeeKind driver { id payProfile { kind } } legs { leg { id number distance } } } }',
    tenantId,
  );
  const group = unsettledLegs.find((item) => item.payeeKind === 'DRIVER' && item.driver?.payProfile);
  const leg = group?.legs.findLast((item) => (item.leg.distance ?? 0) > 0)?.leg;
  if (!leg) throw new Error('No seeded delivered leg of a driver with a pay profile');
  return leg;
};

test('a delivered leg is settled, the settlement opened and marked paid, and the leg is driver-paid', async ({ page }) => {
  const tenantId = await east(page.request);
  const leg = await unsettledLeg(page.request, tenantId);

  await page.goto('/accounting/settlements/order-legs');
  await page.getByRole('checkbox', { name: `Settle ${leg.number}` }).check();
  await page.getByRole('button', { name: 'Settle chosen legs (1)' }).click();
  const link = page.getByRole('region', { name: 'Drafts created' }).getByRole('link', { name: /^STL-/ });
  await expect(link).toBeVisible();
  const number = (await link.textContent()) ?? '';
  await link.click();

  await expect(page.getByRole('heading', { name: `Settlement ${number}` })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Earnings' })).toContainText(leg.number);
  await page.getByRole('button', { name: 'Open for payment' }).click();
  await expect(page.getByRole('button', { name: 'Post payment' })).toBeVisible();
  const view = page.url();

  await page.goto('/accounting/settlements/driver-pay');
  await page.getByRole('button', { name: `Mark ${number} paid` }).click();
  const dialog = page.getByRole('dialog', { name: `Mark ${number} paid` });
  await dialog.getByRole('button', { name: 'Mark paid' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: `Mark ${number} paid` })).toBeHidden();

  await page.goto(view);
  await expect(page.getByText('Paid', { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'Earnings' }).getByText('Driver paid')).toBeVisible();
  // The statement PDF is made when the settlement opens and again when it is paid.
  await expect(page.getByRole('link', { name: 'Statement PDF' })).toBeVisible();
  await page.goto(`/order-legs/${leg.id}/financials/settlements`);
  await expect(page.getByRole('table', { name: 'Settlements of this leg' })).toContainText('Driver paid');
  const { orderLeg } = await graphqlRead<{ orderLeg: { driverPaid: boolean } }>(
    page.request,
    `{ orderLeg(id: "${leg.id}") { driverPaid } }`,
    tenantId,
  );
  expect(orderLeg.driverPaid).toBe(true);
});

test("a driver's fuel receipt gets its fuel details and is approved on the receipts page", async ({ page, playwright, baseURL }) => {
  const tenantId = await east(page.request);
  const note = `Fuel stop ${Date.now().toString(36)}`;
  // A cookie jar of its own: the test's admin state would otherwise be logged in as Dale (the session rotates).
  const driver = await playwright.request.newContext({ baseURL, storageState: { cookies: [], origins: [] } });
  await apiLogin(driver, DEMO_USERS.driver.email, DEMO_PASSWORD);
  const { receiptExpenseItems } = await graphqlRead<{ receiptExpenseItems: { id: string; type: string }[] }>(
    driver,
    '{ receiptExpenseItems { id type } }',
    tenantId,
  );
  const fuel = receiptExpenseItems.find((item) => item.type === 'FUEL');
  const response = await driver.post('/graphql', {
    headers: { ...(await csrfHeaders(driver)), 'X-TENANT': tenantId },
    multipart: {
      operations: JSON.stringify({
        query: 'mutation($input: SubmitDriverReceiptInput!, $file: File!) { submitDriverReceipt(input: $input, file: $file) { id } }',
        variables: { input: { expenseItemId: fuel?.id, amount: 4_250, spentOn: '2026-01-05', note }, file: null },
      }),
      map: JSON.stringify({ 0: ['variables.file'] }),
      0: { name: 'receipt.png', mimeType: 'image/png', buffer: solidPng(32, 24, [200, 200, 200]) },
    },
  });
  const body = (await response.json()) as { data?: { submitDriverReceipt: { id: string } }; errors?: unknown };
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  await driver.dispose();
  const id = body.data?.submitDriverReceipt.id ?? '';

  await page.goto('/accounting/settlements/receipts');
  const row = page.getByRole('table', { name: "Drivers' receipts" }).getByRole('row', { name: new RegExp(note) });
  await expect(row).toContainText('Submitted');
  await expect(row.getByRole('link', { name: /png/i })).toBeVisible();
  await expect(row).toContainText('Not recorded');
  await row.getByRole('button', { name: /^Fuel details of / }).click();
  const details = page.getByRole('dialog', { name: /^Fuel details of / });
  await details.getByLabel(/^Volume/).fill('112.5');
  await details.getByLabel('Jurisdiction').selectOption('TX');
  await details.getByRole('button', { name: 'Save' }).click();
  await expect(details).toBeHidden();
  await expect(row).toContainText(/112\.5 (gal|L) · TX · tax paid/);
  await row.getByRole('button', { name: /^Approve / }).click();
  await expect(row).toContainText('Approved');
  await expect(row.getByRole('button', { name: /^Approve / })).toBeHidden();
  const { driverReceipts } = await graphqlRead<{ driverReceipts: { id: string; status: string }[] }>(
    page.request,
    '{ driverReceipts(status: [APPROVED]) { id status } }',
    tenantId,
  );
  expect(driverReceipts.map((receipt) => receipt.id)).toContain(id);
});
