/**
 * Issue 30's invoice extras, as billing walks them: a client's delivered legs invoiced as a batch with its progress, a
 * billing item added to the draft by hand and taken off again, and a client's credit applied to an open invoice.
 */
import type { APIRequestContext } from '@playwright/test';
import { graphqlRead, graphqlWrite, myTenants } from './support/api';
import { expect, test } from './support/fixtures';

test.use({ signedInAs: 'admin' });
test.describe.configure({ timeout: 120_000 });

type ReadyGroup = { client: { id: string }; poRequired: boolean; legs: { leg: { id: string }; blockers: string[] }[] };

const east = async (request: APIRequestContext) => {
  const tenant = (await myTenants(request)).find((item) => item.name === 'Legwork East');
  if (!tenant) throw new Error('Not in Legwork East');
  return tenant.id;
};

/** Seeded clients with delivered legs nothing blocks, most legs first (no PO wanted). */
const readyGroups = async (request: APIRequestContext, tenantId: string) => {
  const { readyToBillLegs } = await graphqlRead<{ readyToBillLegs: ReadyGroup[] }>(
    request,
    '{ readyToBillLegs { client { id } poRequired legs { leg { id } blockers } } }',
    tenantId,
  );
  return readyToBillLegs
    .filter((group) => !group.poRequired)
    .map((group) => ({ clientId: group.client.id, legIds: group.legs.filter((leg) => leg.blockers.length === 0).map((leg) => leg.leg.id) }))
    .filter((group) => group.legIds.length > 0)
    .sort((a, b) => b.legIds.length - a.legIds.length);
};

test("a client's legs invoiced as a batch with its progress; a billing item added to the draft and removed", async ({ page }) => {
  const tenantId = await east(page.request);
  const [group] = await readyGroups(page.request, tenantId);
  if (!group) throw new Error('No seeded client with delivered legs ready to invoice');
  const count = group.legIds.length;

  await page.goto(`/accounting/invoices/order-legs?client=${group.clientId}`);
  await page.getByRole('button', { name: 'Choose every leg' }).click();
  await page.getByRole('button', { name: `Create invoices (${count} ${count === 1 ? 'leg' : 'legs'})` }).click();
  await expect(page.getByRole('progressbar', { name: 'Invoicing the chosen legs' })).toBeVisible();
  await expect(page.getByText(`${count} of ${count} legs invoiced`)).toBeVisible();
  const link = page.getByRole('region', { name: 'Drafts created' }).getByRole('link', { name: /^INV-/ }).first();
  await link.click();

  const { invoiceBillingItems } = await graphqlRead<{ invoiceBillingItems: { id: string; name: string }[] }>(
    page.request,
    '{ invoiceBillingItems { id name } }',
    tenantId,
  );
  const item = invoiceBillingItems.find((each) => each.name.startsWith('Hazmat')) ?? invoiceBillingItems[0];
  const lines = page.getByRole('region', { name: 'Lines' });
  await lines.getByRole('button', { name: 'Add a billing item' }).click();
  const dialog = page.getByRole('dialog', { name: /Add a billing item to/ });
  await dialog.getByRole('combobox', { name: 'Billing item' }).selectOption(item.id);
  await dialog.getByLabel('Quantity', { exact: true }).fill('2');
  await dialog.getByRole('button', { name: 'Add line' }).click();
  await expect(dialog).toBeHidden();
  await expect(lines.getByRole('table', { name: 'Invoice lines' })).toContainText(item.name);
  await lines.getByRole('button', { name: `Remove ${item.name}` }).click();
  await expect(lines.getByRole('table', { name: 'Invoice lines' })).not.toContainText(item.name);
});

test("a client's credit applied to an open invoice", async ({ page }) => {
  const tenantId = await east(page.request);
  // The client with the fewest ready legs: the batch walk takes the one with the most.
  const group = (await readyGroups(page.request, tenantId)).at(-1);
  if (!group) throw new Error('No seeded client with delivered legs ready to invoice');
  const { createInvoices } = await graphqlWrite<{ createInvoices: { id: string; version: number; total: number }[] }>(
    page.request,
    'mutation($input: CreateInvoicesInput!) { createInvoices(input: $input) { id version total } }',
    { input: { legIds: [group.legIds[0]] } },
    tenantId,
  );
  const [draft] = createInvoices;
  await graphqlWrite(
    page.request,
    'mutation($id: ID!, $v: Int!) { transitionInvoice(id: $id, event: ISSUE, version: $v) { id } }',
    { id: draft.id, v: draft.version },
    tenantId,
  );
  await graphqlWrite(
    page.request,
    'mutation($input: PostPaymentInput!) { postPayment(input: $input) { id } }',
    {
      input: {
        key: crypto.randomUUID(),
        clientId: group.clientId,
        receivedOn: '2026-12-01',
        amount: 1_000,
        method: 'CHECK',
        applications: [],
        asCredit: true,
      },
    },
    tenantId,
  );

  await page.goto(`/accounting/invoices/view?id=${draft.id}`);
  await expect(page.getByText(/The client has \$[\d,.]+ of credit available\./)).toBeVisible();
  await page.getByRole('button', { name: 'Apply credit' }).click();
  const dialog = page.getByRole('dialog', { name: /Apply credit to/ });
  await dialog.getByLabel('Credit to apply').fill('10.00');
  await dialog.getByRole('button', { name: 'Apply credit' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('region', { name: 'Lines' })).toContainText(/Credit applied\s*\$10\.00/);
});
