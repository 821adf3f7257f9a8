/**
 * Issue 30's money documents: a billing clerk issues an invoice and downloads its PDF from the invoice page, as the
 * client would open the one mailed to them.
 */
import { readFile } from 'node:fs/promises';
import type { APIRequestContext } from '@playwright/test';
import { extractText, getDocumentProxy } from 'unpdf';
import { graphqlRead, graphqlWrite, myTenants } from './support/api';
import { expect, test } from './support/fixtures';

test.use({ signedInAs: 'admin' });
test.describe.configure({ timeout: 120_000 });

type ReadyLeg = { leg: { id: string; number: string }; amount: number | null; blockers: string[] };

const east = async (request: APIRequestContext) => {
  const tenant = (await myTenants(request)).find((item) => item.name === 'Legwork East');
  if (!tenant) throw new Error('Not in Legwork East');
  return tenant.id;
};

/** A seeded delivered leg nothing blocks: the last one, so the invoices walk (which takes the first) keeps its own. */
const readyLeg = async (request: APIRequestContext, tenantId: string): Promise<ReadyLeg> => {
  const { readyToBillLegs } = await graphqlRead<{ readyToBillLegs: { legs: ReadyLeg[] }[] }>(
    request,
    '{ readyToBillLegs { legs { leg { id number } amount blockers } } }',
    tenantId,
  );
  const leg = readyToBillLegs
    .flatMap((group) => group.legs)
    .filter((item) => item.blockers.length === 0 && (item.amount ?? 0) > 0)
    .at(-1);
  if (!leg) throw new Error('No seeded delivered leg ready to invoice');
  return leg;
};

test('an issued invoice has a PDF to download, holding its number', async ({ page }) => {
  const tenantId = await east(page.request);
  const ready = await readyLeg(page.request, tenantId);
  const { createInvoices } = await graphqlWrite<{ createInvoices: { id: string; number: string }[] }>(
    page.request,
    'mutation($input: CreateInvoicesInput!) { createInvoices(input: $input) { id number } }',
    { input: { legIds: [ready.leg.id] } },
    tenantId,
  );
  const [draft] = createInvoices;

  await page.goto(`/accounting/invoices/view?id=${draft.id}`);
  await expect(page.getByRole('heading', { name: `Invoice ${draft.number}` })).toBeVisible();
  await expect(page.getByText('Made when it is issued.')).toBeVisible();
  await page.getByRole('button', { name: 'Issue' }).click();
  const link = page.getByRole('link', { name: `PDF of invoice ${draft.number}` });
  await expect(link).toBeVisible();

  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  expect(download.suggestedFilename()).toBe(`${draft.number}.pdf`);
  const path = await download.path();
  const bytes = new Uint8Array(await readFile(path));
  expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
  const { text } = await extractText(await getDocumentProxy(bytes), { mergePages: true });
  expect(text).toContain(draft.number);
  expect(text).toContain(ready.leg.number);
});
