/**
 * Issue 30's invoices, as billing walks them: a delivered leg invoiced from the order legs to invoice, the draft
 * issued, a partial then a final payment posted, and the invoice found under Paid.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { graphqlRead, myTenants } from './support/api';
import { expect, test } from './support/fixtures';

test.use({ signedInAs: 'admin' });
test.describe.configure({ timeout: 120_000 });

type ReadyLeg = { leg: { id: string; number: string }; amount: number | null; blockers: string[] };

const east = async (request: APIRequestContext) => {
  const tenant = (await myTenants(request)).find((item) => item.name === 'Legwork East');
  if (!tenant) throw new Error('Not in Legwork East');
  return tenant.id;
};

/** A seeded delivered leg nothing blocks (priced, no PO wanted): the one this walk invoices. */
const readyLeg = async (request: APIRequestContext, tenantId: string): Promise<ReadyLeg> => {
  const { readyToBillLegs } = await graphqlRead<{ readyToBillLegs: { legs: ReadyLeg[] }[] }>(
    request,
    '{ readyToBillLegs { legs { leg { id number } amount blockers } } }',
    tenantId,
  );
  const leg = readyToBillLegs.flatMap((group) => group.legs).find((item) => item.blockers.length === 0 && (item.amount ?? 0) > 0);
  if (!leg) throw new Error('No seeded delivered leg ready to invoice');
  return leg;
};

const postPayment = async (page: Page, amount: string) => {
  await page.getByRole('button', { name: 'Post payment' }).click();
  const dialog = page.getByRole('dialog', { name: /Post a payment on/ });
  await dialog.getByLabel(/^Amount/).fill(amount);
  await dialog.getByRole('button', { name: 'Post payment' }).click();
  await expect(dialog).toBeHidden();
};

test('a delivered leg is invoiced, issued, paid in two payments and listed under Paid', async ({ page }) => {
  const tenantId = await east(page.request);
  const ready = await readyLeg(page.request, tenantId);

  await page.goto('/accounting/invoices/order-legs');
  await page.getByRole('checkbox', { name: `Invoice ${ready.leg.number}` }).check();
  await page.getByRole('button', { name: 'Create invoices (1 leg)' }).click();
  const drafts = page.getByRole('region', { name: 'Drafts created' });
  const link = drafts.getByRole('link', { name: /^INV-/ });
  await expect(link).toBeVisible();
  const number = (await link.textContent()) ?? '';
  await link.click();

  await expect(page.getByRole('heading', { name: `Invoice ${number}` })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Lines' })).toContainText(ready.leg.number);
  await page.getByRole('button', { name: 'Issue' }).click();
  await expect(page.getByRole('button', { name: 'Post payment' })).toBeVisible();

  const id = new URL(page.url()).searchParams.get('id') ?? '';
  const { invoice } = await graphqlRead<{ invoice: { total: number } }>(page.request, `{ invoice(id: "${id}") { total } }`, tenantId);
  const half = Math.floor(invoice.total / 2);
  await postPayment(page, (half / 100).toFixed(2));
  await expect(page.getByText('Partly paid').first()).toBeVisible();
  await postPayment(page, ((invoice.total - half) / 100).toFixed(2));
  await expect(page.getByRole('button', { name: 'Post payment' })).toBeHidden();

  await page.goto(`/accounting/invoices/paid?q=${encodeURIComponent(number)}`);
  await expect(page.getByRole('table', { name: 'Paid invoices' }).getByRole('link', { name: number })).toBeVisible();
});
