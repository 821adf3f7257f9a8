/** /quotes, /quotes/create and /quotes/:id: the list, a quote priced line by line, its answers and its order. */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { CreateQuotePage, QuotePage, QuotesListPage } from './pages/QuotePages';
import { graphqlRead, myTenants, type Tenant } from './support/api';
import { expect, test } from './support/fixtures';

test.use({ signedInAs: 'admin' });

const DUNDALK = 'Port of Baltimore – Dundalk Marine Terminal';
const RICHMOND = 'Summit Honda Richmond';

const east = async (page: Page): Promise<Tenant> => {
  const tenant = (await myTenants(page.request)).find((item) => item.name === 'Legwork East');
  if (!tenant) throw new Error('admin@ is not in Legwork East');
  return tenant;
};

type StoredQuote = {
  status: string;
  revision: number;
  declineReason: string | null;
  lineItems: { type: string; explanation: string }[];
  order: { id: string; number: string; legCount: number } | null;
};

const storedQuote = async (page: Page, tenant: Tenant, id: string): Promise<StoredQuote> =>
  (
    await graphqlRead<{ quote: StoredQuote }>(
      page.request,
      `{ quote(id: "${id}") { status revision declineReason lineItems { type explanation } order { id number legCount } } }`,
      tenant.id,
    )
  ).quote;

const axeViolations = async (page: Page) =>
  (await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()).violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );

const idFromUrl = (page: Page): string => new URL(page.url()).pathname.split('/').at(-1) ?? '';

test('a quote priced line by line with every line explained: saved, accepted, converted into its order', async ({ page }) => {
  test.setTimeout(60_000);
  const tenant = await east(page);
  const create = new CreateQuotePage(page);
  await create.goto(tenant.id);
  await expect(page).toHaveTitle('Create Quote | Quotes | Legwork');

  await create.client.selectOption({ label: 'Summit Auto Group (SAG)' });
  await create.vehicleByHand(1, { year: '2019', make: 'Toyota', model: 'Camry' });
  await create.addSavedPlace('Summit Honda', RICHMOND);
  await create.addSavedPlace('Dundalk', DUNDALK);
  await create.addLeg(1, { origin: `A · ${RICHMOND} (Richmond, VA)`, method: 'Trucked', destination: `B · ${DUNDALK} (Baltimore, MD)` });
  await create.form.getByRole('checkbox', { name: 'Tag and title' }).check();
  await create.form.getByRole('textbox', { name: 'Discount (%)' }).fill('10');

  await expect(create.priceRows().filter({ hasText: /^Tag and title/ })).toHaveCount(1);
  await expect(create.priceRows().filter({ hasText: /^Discount/ })).toHaveCount(1);
  expect(await axeViolations(page)).toEqual([]);

  await create.submitButton('Save quote').click();
  await expect(page).toHaveURL(/\/quotes\/[0-9a-f-]{36}$/);
  await expect(page).toHaveTitle('View Quote | Quotes | Legwork');
  const quote = new QuotePage(page);
  await expect(quote.heading).toBeVisible();
  await expect(quote.status('Pending')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  // Every stored line is on the page with the words that explain its number.
  const quoteId = idFromUrl(page);
  const saved = await storedQuote(page, tenant, quoteId);
  expect(saved.lineItems.map((item) => item.type)).toEqual(expect.arrayContaining(['RATE', 'TAG_AND_TITLE', 'DISCOUNT']));
  await expect(quote.lineItems.getByRole('rowgroup').nth(1).getByRole('row')).toHaveCount(saved.lineItems.length);
  for (const item of saved.lineItems) {
    expect(item.explanation.length).toBeGreaterThan(10);
    await expect(quote.lineItems.getByText(item.explanation, { exact: true })).toBeVisible();
  }

  await quote.action('Accept').click();
  await expect(quote.status('Accepted')).toBeVisible();
  await expect(quote.action('Accept')).toHaveCount(0);
  await quote.action('Convert to order').click();
  await expect(page).toHaveURL(/\/orders\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: /^Order O-\d+$/ })).toBeVisible();

  const converted = await storedQuote(page, tenant, quoteId);
  expect(converted.status).toBe('CONFIRMED');
  expect(converted.order).toMatchObject({ id: idFromUrl(page), legCount: 1 });

  // The quote now links its order, and offers nothing more.
  await quote.goto(quoteId, tenant.id);
  await expect(quote.status('Confirmed')).toBeVisible();
  await expect(page.getByRole('link', { name: `Order ${converted.order?.number}` })).toBeVisible();
  await expect(quote.actions).toHaveCount(0);
});

test('declining asks why; a declined quote is revised back to pending', async ({ page }) => {
  const tenant = await east(page);
  const pending = await graphqlRead<{ quotes: { data: { id: string; revision: number }[] } }>(
    page.request,
    '{ quotes(first: 1, status: [PENDING]) { data { id revision } } }',
    tenant.id,
  );
  const { id, revision } = pending.quotes.data[0];
  const quote = new QuotePage(page);
  await quote.goto(id, tenant.id);
  await expect(quote.status('Pending')).toBeVisible();

  await quote.action('Decline').click();
  const dialog = page.getByRole('dialog', { name: /^Decline quote Q-\d+$/ });
  await dialog.getByRole('button', { name: 'Decline quote' }).click();
  await expect(dialog.getByRole('textbox', { name: 'Reason' })).toHaveAccessibleDescription('Say why the quote is declined.');
  await dialog.getByRole('textbox', { name: 'Reason' }).fill('The client found a cheaper carrier.');
  await dialog.getByRole('button', { name: 'Decline quote' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(quote.status('Declined')).toBeVisible();
  await expect(quote.summary.getByText('The client found a cheaper carrier.')).toBeVisible();
  await expect(quote.activity.getByText('Reason: The client found a cheaper carrier.')).toBeVisible();

  await quote.action('Revise').click();
  await expect(quote.status('Pending')).toBeVisible();
  const stored = await storedQuote(page, tenant, id);
  expect(stored).toMatchObject({ status: 'PENDING', revision: revision + 1, declineReason: null });

  // Replay comes with the transition service: the quote's recorded events through a fresh quote machine.
  await page.getByRole('button', { name: 'Replay' }).click();
  const replay = page.getByRole('region', { name: 'Replay' });
  await expect(replay).toContainText('Step 0 of 2: Pending');
  await replay.getByRole('button', { name: 'Next' }).click();
  await expect(replay).toContainText('Step 1 of 2: Declined');
  await replay.getByRole('button', { name: 'Next' }).click();
  await expect(replay).toContainText('Step 2 of 2: Pending');
});

test('the list filters by status and search, and the URL keeps the view', async ({ page }) => {
  const tenant = await east(page);
  const list = new QuotesListPage(page);
  await list.goto(`?tenant=${tenant.id}`);
  await expect(page).toHaveTitle('All Quotes | Quotes | Legwork');
  const total = async (args: string) =>
    (
      await graphqlRead<{ quotes: { paginatorInfo: { total: number } } }>(
        page.request,
        `{ quotes(${args}) { paginatorInfo { total } } }`,
        tenant.id,
      )
    ).quotes.paginatorInfo.total;
  await expect(list.total).toHaveText(`${await total('first: 1')} quotes`);
  await expect(list.rows().first()).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  await list.statusChip('Expired').click();
  await expect(page).toHaveURL(/[?&]status=EXPIRED/);
  const expired = await total('first: 1, status: [EXPIRED]');
  await expect(list.total).toHaveText(`${expired} ${expired === 1 ? 'quote' : 'quotes'}`);
  expect(expired).toBeGreaterThan(0);
  for (const row of await list.rows().all()) await expect(row.getByRole('cell').nth(1)).toHaveText('Expired');

  await page.reload();
  await expect(list.statusChip('Expired')).toHaveAttribute('aria-pressed', 'true');

  const first = (await list.rows().first().getByRole('link').innerText()).trim();
  await list.search.fill(first);
  await expect(page).toHaveURL(new RegExp(`search=${first}`));
  await expect(list.rows()).toHaveCount(1);
  await expect(list.rows().first().getByRole('link')).toHaveText(first);
});
