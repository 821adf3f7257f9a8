/**
 * Issue 30's export to the books, as an accountant closes a period: with an invoice issued (prepared through the API,
 * as tests/e2e/invoices.spec.ts invoices a seeded delivered leg), the panel under the paid invoices previews and makes
 * a QuickBooks Desktop IIF export and a QuickBooks Online CSV export, and each file downloads with the invoice in it.
 */
import fs from 'node:fs/promises';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { graphqlRead, graphqlWrite, myTenants } from './support/api';
import { expect, test } from './support/fixtures';

test.use({ signedInAs: 'admin' });
test.describe.configure({ timeout: 120_000 });

type ReadyLeg = { leg: { id: string; number: string }; amount: number | null; blockers: string[] };
type Draft = { id: string; number: string; version: number };

/** A seeded delivered leg nothing blocks, invoiced and issued: the invoice both exports must hold. */
const issuedInvoice = async (request: APIRequestContext): Promise<string> => {
  const tenant = (await myTenants(request)).find((item) => item.name === 'Legwork East');
  if (!tenant) throw new Error('Not in Legwork East');
  const { readyToBillLegs } = await graphqlRead<{ readyToBillLegs: { legs: ReadyLeg[] }[] }>(
    request,
    '{ readyToBillLegs { legs { leg { id number } amount blockers } } }',
    tenant.id,
  );
  const ready = readyToBillLegs.flatMap((group) => group.legs).find((item) => item.blockers.length === 0 && (item.amount ?? 0) > 0);
  if (!ready) throw new Error('No seeded delivered leg ready to invoice');
  const { createInvoices } = await graphqlWrite<{ createInvoices: Draft[] }>(
    request,
    'mutation ($input: CreateInvoicesInput!) { createInvoices(input: $input) { id number version } }',
    { input: { legIds: [ready.leg.id] } },
    tenant.id,
  );
  const [draft] = createInvoices;
  await graphqlWrite(
    request,
    'mutation ($id: ID!, $version: Int!) { transitionInvoice(id: $id, event: ISSUE, version: $version) { id status } }',
    { id: draft.id, version: draft.version },
    tenant.id,
  );
  return draft.number;
};

/** Makes the export the panel's form is set to, after its preview counts the invoice, and downloads its file (named from `file`). */
const exportAndDownload = async (page: Page, panel: Locator, file: string): Promise<{ name: string; text: string }> => {
  await expect(panel.getByRole('region', { name: 'Preview of the export' })).toContainText(/The export will hold \d+ invoices?, \$/);
  await panel.getByRole('button', { name: 'Create export' }).click();
  const link = panel.getByRole('link', { name: `Download ${file}`, exact: false });
  await expect(link).toBeVisible();
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  const path = await download.path();
  return { name: download.suggestedFilename(), text: await fs.readFile(path, 'utf8') };
};

test('the paid invoices page exports an issued invoice to QuickBooks Desktop (IIF) and Online (CSV), and both files download', async ({
  page,
}) => {
  const number = await issuedInvoice(page.request);

  await page.goto('/accounting/invoices/paid');
  const panel = page.getByRole('region', { name: 'Export to the books' });
  await expect(panel.getByLabel('Format')).toHaveValue('IIF');

  const iif = await exportAndDownload(page, panel, 'quickbooks-iif-');
  expect(iif.name).toMatch(/^quickbooks-iif-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.iif$/);
  const lines = iif.text.split(/\r?\n/);
  expect(lines.some((line) => line.startsWith('TRNS\t'))).toBe(true);
  expect(lines.some((line) => line.startsWith('SPL\t'))).toBe(true);
  expect(lines.some((line) => line.startsWith('ENDTRNS'))).toBe(true);
  expect(iif.text).toContain(number);
  // Made once in the format: the preview now leaves the invoice out.
  await expect(panel.getByRole('region', { name: 'Preview of the export' })).toContainText(
    /went out in an earlier QuickBooks Desktop \(IIF\) export/,
  );

  await panel.getByLabel('Format').selectOption('QBO_CSV');
  const csv = await exportAndDownload(page, panel, 'quickbooks-online-');
  expect(csv.name).toMatch(/^quickbooks-online-.*\.csv$/);
  expect(csv.text.split(/\r?\n/)[0]).toMatch(/^"?InvoiceNo"?,"?Customer"?,"?InvoiceDate"?,"?DueDate"?/);
  expect(csv.text).toContain(number);

  const past = page.getByRole('table', { name: 'Past exports' });
  await expect(past.getByRole('link', { name: iif.name })).toBeVisible();
  await expect(past.getByRole('link', { name: csv.name })).toBeVisible();
});
