/**
 * Issue 30's money path on one order, as billing and accounting walk it: the order's delivered legs invoiced, the
 * invoice issued and paid in two payments, the legs settled to their driver and the settlement paid, the statement
 * PDF downloaded, and the order closed (SETTLING → CLOSED, src/machines/domain/order.machine.ts).
 */
import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Page } from '@playwright/test';
import { extractText, getDocumentProxy } from 'unpdf';
import { graphqlRead, myTenants } from './support/api';
import { expect, test } from './support/fixtures';
import { OrderPage } from './pages/OrderPage';

test.use({ signedInAs: 'admin' });
test.describe.configure({ timeout: 120_000 });

type ReadyLeg = { leg: { id: string; number: string }; order: { id: string; number: string }; amount: number | null; blockers: string[] };
type Group = {
  payeeKind: string;
  driver: { payProfile: { kind: string } | null } | null;
  legs: { leg: { id: string; distance: number | null } }[];
};
type Order = { id: string; number: string; state: string; legs: { id: string; number: string; status: string }[] };

const east = async (request: APIRequestContext) => {
  const tenant = (await myTenants(request)).find((item) => item.name === 'Legwork East');
  if (!tenant) throw new Error('Not in Legwork East');
  return tenant.id;
};

/**
 * A seeded SETTLING order whose every live leg is delivered, ready to bill (priced, nothing blocking) and unsettled
 * with a driver who has a pay profile: the whole order can be billed, paid and settled. Orders of several legs first.
 */
const settlingOrder = async (request: APIRequestContext, tenantId: string): Promise<Order> => {
  const { readyToBillLegs } = await graphqlRead<{ readyToBillLegs: { legs: ReadyLeg[] }[] }>(
    request,
    '{ readyToBillLegs { legs { leg { id number } order { id number } amount blockers } } }',
    tenantId,
  );
  const { unsettledLegs } = await graphqlRead<{ unsettledLegs: Group[] }>(
    request,
    '{ unsettledLegs { payeeKind driver { payProfile { kind } } legs { leg { id distance } } } }',
    tenantId,
  );
  const payable = new Set(
    unsettledLegs
      .filter((group) => group.payeeKind === 'DRIVER' && group.driver?.payProfile)
      .flatMap((group) => group.legs.filter((item) => (item.leg.distance ?? 0) > 0).map((item) => item.leg.id)),
  );
  const billable = readyToBillLegs
    .flatMap((group) => group.legs)
    .filter((item) => item.blockers.length === 0 && (item.amount ?? 0) > 0 && payable.has(item.leg.id));
  const ids = new Set(billable.map((item) => item.leg.id));
  const orderIds = [...new Set(billable.map((item) => item.order.id))];
  const candidates = orderIds
    .map((id) => ({ id, count: billable.filter((item) => item.order.id === id).length }))
    .sort((a, b) => b.count - a.count);
  for (const { id } of candidates) {
    const { order } = await graphqlRead<{ order: Order }>(
      request,
      `{ order(id: "${id}") { id number state legs { id number status } } }`,
      tenantId,
    );
    const live = order.legs.filter((leg) => leg.status !== 'CANCELLED');
    if (order.state === 'SETTLING' && live.length > 0 && live.every((leg) => leg.status === 'DELIVERED' && ids.has(leg.id)))
      return { ...order, legs: live };
  }
  throw new Error('No seeded SETTLING order whose every leg is delivered, billable and payable to a driver');
};

const postPayment = async (page: Page, amount: string) => {
  await page.getByRole('button', { name: 'Post payment' }).click();
  const dialog = page.getByRole('dialog', { name: /Post a payment on/ });
  await dialog.getByLabel(/^Amount/).fill(amount);
  await dialog.getByRole('button', { name: 'Post payment' }).click();
  await expect(dialog).toBeHidden();
};

test("an order's delivered legs are invoiced and paid, its driver settled and paid, and the order closes", async ({ page }) => {
  const tenantId = await east(page.request);
  const order = await settlingOrder(page.request, tenantId);
  const plural = order.legs.length === 1 ? 'leg' : 'legs';

  // Billing: the order's legs invoiced, the draft issued, a partial then the final payment.
  await page.goto('/accounting/invoices/order-legs');
  for (const leg of order.legs) await page.getByRole('checkbox', { name: `Invoice ${leg.number}` }).check();
  await page.getByRole('button', { name: `Create invoices (${order.legs.length} ${plural})` }).click();
  const invoiceLink = page.getByRole('region', { name: 'Drafts created' }).getByRole('link', { name: /^INV-/ });
  await expect(invoiceLink).toHaveCount(1);
  const invoiceNumber = (await invoiceLink.textContent()) ?? '';
  await invoiceLink.click();
  await expect(page.getByRole('heading', { name: `Invoice ${invoiceNumber}` })).toBeVisible();
  for (const leg of order.legs) await expect(page.getByRole('region', { name: 'Lines' })).toContainText(leg.number);
  await page.getByRole('button', { name: 'Issue' }).click();
  await expect(page.getByRole('button', { name: 'Post payment' })).toBeVisible();
  const invoiceId = new URL(page.url()).searchParams.get('id') ?? '';
  const { invoice } = await graphqlRead<{ invoice: { total: number } }>(
    page.request,
    `{ invoice(id: "${invoiceId}") { total } }`,
    tenantId,
  );
  const part = Math.floor(invoice.total / 3);
  await postPayment(page, (part / 100).toFixed(2));
  await expect(page.getByText('Partly paid').first()).toBeVisible();
  await postPayment(page, ((invoice.total - part) / 100).toFixed(2));
  await expect(page.getByRole('button', { name: 'Post payment' })).toBeHidden();

  // Accounting: the same legs settled to their driver, the settlement opened and marked paid on the pay run.
  await page.goto('/accounting/settlements/order-legs');
  for (const leg of order.legs) await page.getByRole('checkbox', { name: `Settle ${leg.number}` }).check();
  await page.getByRole('button', { name: `Settle chosen legs (${order.legs.length})` }).click();
  const settlementLink = page.getByRole('region', { name: 'Drafts created' }).getByRole('link', { name: /^STL-/ });
  await expect(settlementLink).toHaveCount(1);
  const settlementNumber = (await settlementLink.textContent()) ?? '';
  await settlementLink.click();
  await expect(page.getByRole('heading', { name: `Settlement ${settlementNumber}` })).toBeVisible();
  await page.getByRole('button', { name: 'Open for payment' }).click();
  await expect(page.getByRole('button', { name: 'Post payment' })).toBeVisible();
  const settlementPage = page.url();

  await page.goto('/accounting/settlements/driver-pay');
  await page.getByRole('button', { name: `Mark ${settlementNumber} paid` }).click();
  const dialog = page.getByRole('dialog', { name: `Mark ${settlementNumber} paid` });
  await dialog.getByRole('button', { name: 'Mark paid' }).click();
  await expect(dialog).toBeHidden();

  // The statement PDF, downloaded from the settlement page, holds the settlement's number.
  await page.goto(settlementPage);
  await expect(page.getByRole('region', { name: 'Earnings' }).getByText('Driver paid')).toHaveCount(order.legs.length);
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Statement PDF' }).click()]);
  const bytes = new Uint8Array(await readFile(await download.path()));
  expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
  const { text } = await extractText(await getDocumentProxy(bytes), { mergePages: true });
  expect(text).toContain(settlementNumber);

  // Every leg driver-paid and the invoice paid: accounting closes the order.
  const orderPage = new OrderPage(page);
  await orderPage.goto(order.id);
  await expect(orderPage.header).toContainText('Settling');
  await orderPage.actions.getByRole('button', { name: 'Close order' }).click();
  await expect(orderPage.header).toContainText('Closed');
  const { order: stored } = await graphqlRead<{ order: { state: string; paymentStatus: string } }>(
    page.request,
    `{ order(id: "${order.id}") { state paymentStatus } }`,
    tenantId,
  );
  expect(stored).toEqual({ state: 'CLOSED', paymentStatus: 'PAID' });
});
