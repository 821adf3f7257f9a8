import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QBO_INVOICE_COLUMNS } from '../../src/domain/books/quickbooks';
import { signedIn, type TestClient } from '../../tests/server/support/client';
import { freshDriverId } from '../../tests/server/support/drivers';
import { auditRows, count, expectError, one } from '../../tests/server/support/helpers';
import type { OrderFixture } from '../../tests/server/support/orderFixtures';
import { ok } from '../../tests/server/support/portal';
import type { TestServer } from '../../tests/server/support/testServer';
import { startEastServer } from '../../tests/server/support/eastServer';

/**
 * The export to the books (issue 30): IIF and QuickBooks Online CSV files of the period's issued invoices, credit notes,
 * payments and bills (settlements), stored as QB_EXPORTS media, each record exported once per format unless asked again,
 * the ledger accounts of billing and expense items and the tenant's defaults; who may export and download.
 */
let server: TestServer;
let billing: TestClient,
  accounting: TestClient,
  accountingLead: TestClient,
  admin: TestClient,
  dispatch: TestClient,
  northAdmin: TestClient;
let fx: OrderFixture;
let east: string;
let today: string;

type Invoice = { id: string; number: string; version: number; total: number; issuedOn: string | null; lines: { type: string }[] };
const INVOICE = 'id number version total issuedOn lines { type }';

type Holds = { kind: string; count: number; total: number }[];
type BooksExport = {
  id: string;
  format: string;
  from: string;
  to: string;
  includeExported: boolean;
  holds: Holds;
  file: { id: string; url: string; category: string; fileName: string; mimeType: string; size: number };
  createdByName: string | null;
};
const EXPORT = 'id format from to includeExported holds { kind count total } file { id url category fileName mimeType size } createdByName';

beforeAll(async () => {
  ({ server, east, fx, billing, accounting, lead: accountingLead, admin, dispatch, northAdmin } = await startEastServer());
  // The billing item the rate card's "Transport" lines come from, with its ledger account.
  await server.db.query(
    `INSERT INTO billing_items (tenant_id, code, name, type, amount, ledger_account) VALUES ($1, 'BOOKS-TRANSPORT', 'Transport', 'RATE', 0, '4000-Transport')`,
    [east],
  );
  // The expense item a settlement's pay books to.
  await server.db.query(
    `INSERT INTO expense_items (tenant_id, code, name, type, ledger_account) VALUES ($1, 'BOOKS-PAY', 'Driver pay', 'DRIVER_PAY', '5000-Driver Pay')`,
    [east],
  );
}, 60_000);
afterAll(() => server?.close());

/** A SETTLING order of one DELIVERED leg, priced at `perLeg` plus an order-wide TAX line, as the invoices tests make it. */
const deliveredOrder = async (perLeg = 50_000, tax = 1_000) => {
  const clientId = await fx.client();
  const order = await fx.order({
    clientId,
    state: 'SETTLING',
    legs: [{ status: 'DELIVERED' as const, transportMethod: 'DRIVEN' as const, driverId: await freshDriverId(server.db) }],
  });
  await server.db.query(
    `UPDATE orders SET price_source = 'RATE_CARD', price_currency = 'USD', price_subtotal = $2, price_tax = $3, price_total = $4,
       priced_at = now() WHERE id = $1`,
    [order.id, perLeg, tax, perLeg + tax],
  );
  await server.db.query(
    `INSERT INTO order_line_items (tenant_id, order_id, order_leg_id, position, type, leg_index, description, quantity, unit_amount, amount, explanation)
     VALUES ($1, $2, $3, 1, 'RATE', 0, 'Transport', 1, $4::numeric, $4::bigint, 'rate card'),
            ($1, $2, NULL, 100, 'TAX', NULL, 'Sales tax', 1, $5::numeric, $5::bigint, 'tax')`,
    [east, order.id, order.legIds[0], perLeg, tax],
  );
  return { ...order, clientId };
};

/** An issued invoice of a new delivered order, through the invoices area's mutations. */
const issuedInvoice = async (perLeg?: number) => {
  const order = await deliveredOrder(perLeg);
  const [draft] = ok(
    await billing.gql<{ createInvoices: Invoice[] }>(
      `mutation($input: CreateInvoicesInput!) { createInvoices(input: $input) { ${INVOICE} } }`,
      {
        input: { legIds: order.legIds },
      },
    ),
  ).createInvoices;
  const invoice = ok(
    await billing.gql<{ transitionInvoice: Invoice }>(
      `mutation($id: ID!, $version: Int!) { transitionInvoice(id: $id, event: ISSUE, version: $version) { ${INVOICE} } }`,
      { id: draft.id, version: draft.version },
    ),
  ).transitionInvoice;
  return { invoice, clientId: order.clientId };
};

type Settlement = { id: string; number: string; version: number; net: number };
const SETTLEMENT = 'id number version net';

/**
 * A receipt of the driver for the expense item `code`, approved and reimbursed on the draft, through the settlements
 * area's mutations (a driver's upload is the receipts' own test: the row is written as submitted).
 */
const reimburse = async (draft: Settlement, driverId: string, day: string, { code, amount }: { code: string; amount: number }) => {
  const receipt = await one<{ id: string }>(
    server.db,
    `INSERT INTO driver_receipts (tenant_id, driver_id, expense_item_id, amount, spent_on)
     SELECT $1, $2, e.id, $4, $5::date FROM expense_items e WHERE e.tenant_id = $1 AND e.code = $3 RETURNING id`,
    [east, driverId, code, amount, day],
  );
  ok(
    await accounting.gql('mutation($id: ID!) { reviewDriverReceipt(id: $id, decision: APPROVE, version: 1) { id } }', {
      id: receipt?.id,
    }),
  );
  return ok(
    await accounting.gql<{ addSettlementReimbursement: Settlement }>(
      `mutation($input: SettlementReimbursementInput!) { addSettlementReimbursement(input: $input) { ${SETTLEMENT} } }`,
      { input: { settlementId: draft.id, receiptId: receipt?.id, version: draft.version } },
    ),
  ).addSettlementReimbursement;
};

/**
 * An OPEN settlement (a bill) of a driver paid 30,000 a move for one leg delivered on `day`, with the `receipts`
 * reimbursed, less a 5,000 advance.
 */
const openSettlement = async (day: string, receipts: { code: string; amount: number }[] = []) => {
  const driverId = await freshDriverId(server.db);
  await server.db.query("UPDATE drivers SET pay_kind = 'PER_MOVE', pay_rate = 30000 WHERE id = $1", [driverId]);
  const order = await fx.order({
    clientId: await fx.client(),
    state: 'SETTLING',
    legs: [{ status: 'DELIVERED' as const, transportMethod: 'DRIVEN' as const, driverId }],
  });
  await server.db.query(
    `UPDATE order_legs SET delivered_at = ($2::date + time '16:00') AT TIME ZONE 'UTC', distance = 100 WHERE order_id = $1`,
    [order.id, day],
  );
  let [draft] = ok(
    await accounting.gql<{ createSettlements: Settlement[] }>(
      `mutation($input: CreateSettlementsInput!) { createSettlements(input: $input) { ${SETTLEMENT} } }`,
      { input: { payee: { kind: 'DRIVER', id: driverId }, periodFrom: day, periodTo: day } },
    ),
  ).createSettlements;
  for (const receipt of receipts) draft = await reimburse(draft, driverId, day, receipt);
  const deducted = ok(
    await accounting.gql<{ addSettlementDeduction: Settlement }>(
      `mutation($input: SettlementDeductionInput!) { addSettlementDeduction(input: $input) { ${SETTLEMENT} } }`,
      { input: { settlementId: draft.id, version: draft.version, kind: 'ADVANCE', amount: 5_000, description: 'Advance recovered' } },
    ),
  ).addSettlementDeduction;
  return ok(
    await accounting.gql<{ transitionSettlement: Settlement }>(
      `mutation($id: ID!, $version: Int!) { transitionSettlement(id: $id, event: OPEN, version: $version) { ${SETTLEMENT} } }`,
      { id: deducted.id, version: deducted.version },
    ),
  ).transitionSettlement;
};

const exportBooks = (as: TestClient, input: Record<string, unknown>) =>
  as.gql<{ createBooksExport: BooksExport }>(
    `mutation($input: CreateBooksExportInput!) { createBooksExport(input: $input) { ${EXPORT} } }`,
    {
      input,
    },
  );

const preview = (as: TestClient, args: Record<string, unknown>) =>
  as.gql<{ booksExportPreview: { holds: Holds; alreadyExported: number } }>(
    `query($format: BooksExportFormat!, $from: String!, $to: String!, $includeExported: Boolean) {
       booksExportPreview(format: $format, from: $from, to: $to, includeExported: $includeExported) { holds { kind count total } alreadyExported } }`,
    args,
  );

const countOf = (holds: Holds) => Object.fromEntries(holds.map((each) => [each.kind, each.count]));

const download = async (as: TestClient, url: string) => {
  const response = await as.request('GET', url);
  return { status: response.status, text: typeof response.body === 'string' ? response.body : JSON.stringify(response.body) };
};

/** The IIF file's transactions: each TRNS row with its SPL rows, up to ENDTRNS (the header rows left out). */
const iifBlocks = (text: string) => {
  const rows = text
    .split('\r\n')
    .filter(Boolean)
    .map((row) => row.split('\t'));
  expect(rows.slice(0, 3).map((row) => row[0])).toEqual(['!TRNS', '!SPL', '!ENDTRNS']);
  const blocks: string[][][] = [];
  for (const row of rows.slice(3)) {
    if (row[0] === 'TRNS') blocks.push([row]);
    else if (row[0] === 'SPL') blocks[blocks.length - 1].push(row);
    else expect(row[0]).toBe('ENDTRNS');
  }
  return blocks;
};
const cents = (amount: string) => Math.round(Number(amount) * 100);

let invoiceA: Invoice;
let invoiceB: Invoice;
let invoiceC: Invoice;
let creditNote: Invoice;
let firstExport: BooksExport;

describe('the IIF export', () => {
  it("holds the period's issued invoices, credit notes, payments and bills, each block balanced, on the items' accounts", async () => {
    const a = await issuedInvoice(50_000);
    const b = await issuedInvoice(70_000);
    invoiceA = a.invoice;
    invoiceB = b.invoice;
    today = invoiceA.issuedOn as string;
    ok(
      await admin.gql('mutation($id: ID!, $version: Int!) { creditInvoice(id: $id, reason: "Wrong rate", version: $version) { id } }', {
        id: invoiceB.id,
        version: invoiceB.version,
      }),
    );
    creditNote = (await one<{ id: string; number: string; total: string }>(
      server.db,
      "SELECT id, number, total FROM invoices WHERE replaces_id = $1 AND kind = 'CREDIT_NOTE'",
      [invoiceB.id],
    )) as unknown as Invoice;
    ok(
      await billing.gql('mutation($input: PostPaymentInput!) { postPayment(input: $input) { id } }', {
        input: {
          key: `books-${invoiceA.id}`,
          clientId: a.clientId,
          receivedOn: today,
          amount: invoiceA.total,
          method: 'CHECK',
          reference: 'CHK-1001',
          applications: [{ invoiceId: invoiceA.id, amount: invoiceA.total }],
        },
      }),
    );

    const bill = await openSettlement(today);
    expect(bill.net).toBe(25_000);

    firstExport = ok(await exportBooks(accounting, { format: 'IIF', from: today, to: today })).createBooksExport;
    expect(countOf(firstExport.holds)).toEqual({ INVOICE: 2, CREDIT_NOTE: 1, PAYMENT: 1, BILL: 1 });
    expect(firstExport.holds.find((each) => each.kind === 'INVOICE')?.total).toBe(51_000 + 71_000);
    expect(firstExport.holds.find((each) => each.kind === 'CREDIT_NOTE')?.total).toBe(-71_000);
    expect(firstExport.holds.find((each) => each.kind === 'BILL')?.total).toBe(25_000);
    expect(firstExport).toMatchObject({ format: 'IIF', from: today, to: today, includeExported: false, createdByName: 'Accounting Demo' });
    expect(firstExport.file).toMatchObject({ category: 'QB_EXPORTS', url: `/media/${firstExport.file.id}/${firstExport.file.fileName}` });

    const { status, text } = await download(accounting, firstExport.file.url);
    expect(status).toBe(200);
    expect(text.length).toBe(firstExport.file.size);
    const blocks = iifBlocks(text);
    expect(blocks.map((block) => [block[0][2], block[0][7]])).toEqual([
      ['INVOICE', invoiceA.number],
      ['INVOICE', invoiceB.number],
      ['CREDIT MEMO', creditNote.number],
      ['PAYMENT', 'CHK-1001'],
      ['BILL', bill.number],
    ]);
    for (const block of blocks) expect(block.reduce((sum, row) => sum + cents(row[6]), 0)).toBe(0);
    const [first] = blocks;
    expect(first[0][4]).toBe('Accounts Receivable');
    expect(cents(first[0][6])).toBe(51_000);
    expect(first.slice(1).map((row) => [row[4], cents(row[6]), row[11]])).toEqual([
      ['4000-Transport', -50_000, 'BOOKS-TRANSPORT'],
      ['Sales Tax Payable', -1_000, 'TAX'],
    ]);
    expect(blocks[3][0][4]).toBe('Undeposited Funds');
    expect(blocks[3][1][4]).toBe('Accounts Receivable');
    expect(blocks[4].map((row) => [row[4], cents(row[6])])).toEqual([
      ['Accounts Payable', -25_000],
      ['5000-Driver Pay', 30_000],
      ['5000-Driver Pay', -5_000],
    ]);

    expect(await count(server.db, 'books_export_items WHERE export_id = $1', [firstExport.id])).toBe(5);
    const media = await one<{ category: string; owner_kind: string; tenant_id: string }>(
      server.db,
      'SELECT category, owner_kind, tenant_id FROM media WHERE id = $1',
      [firstExport.file.id],
    );
    expect(media).toEqual({ category: 'QB_EXPORTS', owner_kind: 'BooksExport', tenant_id: east });
    expect((await auditRows(server.db, 'booksExport.create')).some((row) => row.entityId === firstExport.id)).toBe(true);
  });

  it('refuses a second export of the period as empty unless asked to include exported records', async () => {
    const again = expectError(await exportBooks(accounting, { format: 'IIF', from: today, to: today }), 'BAD_USER_INPUT');
    expect(again.extensions.errors).toEqual({
      input: [
        `Everything issued, received or settled from ${today} to ${today} is exported as IIF already; include exported records to export it again.`,
      ],
    });
    const seen = ok(await preview(accounting, { format: 'IIF', from: today, to: today })).booksExportPreview;
    expect(countOf(seen.holds)).toEqual({ INVOICE: 0, CREDIT_NOTE: 0, PAYMENT: 0, BILL: 0 });
    expect(seen.alreadyExported).toBe(5);

    // An invoice issued since: the repeat export is its first, so a later export leaves it out.
    invoiceC = (await issuedInvoice(20_000)).invoice;
    const repeat = ok(await exportBooks(billing, { format: 'IIF', from: today, to: today, includeExported: true })).createBooksExport;
    expect(countOf(repeat.holds)).toEqual({ INVOICE: 3, CREDIT_NOTE: 1, PAYMENT: 1, BILL: 1 });
    expect(repeat.includeExported).toBe(true);
    const items = (recordId: string) =>
      server.db.query<{ export_id: string; reexport: boolean }>(
        'SELECT export_id, reexport FROM books_export_items WHERE record_id = $1 ORDER BY reexport',
        [recordId],
      );
    expect((await items(invoiceA.id)).rows).toEqual([
      { export_id: firstExport.id, reexport: false },
      { export_id: repeat.id, reexport: true },
    ]);
    expect((await items(invoiceC.id)).rows).toEqual([{ export_id: repeat.id, reexport: false }]);
    expectError(await exportBooks(accounting, { format: 'IIF', from: today, to: today }), 'BAD_USER_INPUT');

    const list = ok(
      await accounting.gql<{ booksExports: { data: { id: string }[]; paginatorInfo: { total: number } } }>(
        '{ booksExports(first: 10) { data { id } paginatorInfo { total } } }',
      ),
    ).booksExports;
    expect(list.data.map((each) => each.id)).toEqual([repeat.id, firstExport.id]);
  });

  it('refuses an empty period with its own message', async () => {
    const empty = expectError(await exportBooks(accounting, { format: 'IIF', from: '2001-01-01', to: '2001-01-31' }), 'BAD_USER_INPUT');
    expect(empty.extensions.errors).toEqual({
      input: ['Nothing was issued, received or settled from 2001-01-01 to 2001-01-31: there is nothing to export.'],
    });
  });
});

describe('a bill with reimbursements', () => {
  it("books each to its receipt's expense item's account, or to the tenant's expense account when the item names none", async () => {
    await server.db.query(
      `INSERT INTO expense_items (tenant_id, code, name, type, reimbursable, ledger_account)
       VALUES ($1, 'BOOKS-TOLL', 'Tolls', 'TOLL', true, '6100-Tolls'), ($1, 'BOOKS-HOTEL', 'Hotel', 'HOTEL', true, NULL)`,
      [east],
    );
    // A day of its own, so this export holds this bill only.
    const day = '2026-03-13';
    const bill = await openSettlement(day, [
      { code: 'BOOKS-TOLL', amount: 1_250 },
      { code: 'BOOKS-HOTEL', amount: 8_000 },
    ]);
    expect(bill.net).toBe(30_000 + 1_250 + 8_000 - 5_000);
    const { expense } = ok(await accounting.gql<{ booksAccounts: { expense: string } }>('{ booksAccounts { expense } }')).booksAccounts;

    const made = ok(await exportBooks(accounting, { format: 'IIF', from: day, to: day })).createBooksExport;
    expect(countOf(made.holds)).toEqual({ INVOICE: 0, CREDIT_NOTE: 0, PAYMENT: 0, BILL: 1 });
    expect(made.holds.find((each) => each.kind === 'BILL')?.total).toBe(bill.net);
    const [block, ...others] = iifBlocks((await download(accounting, made.file.url)).text);
    expect(others).toEqual([]);
    expect([block[0][2], block[0][7]]).toEqual(['BILL', bill.number]);
    expect(block.map((row) => [row[4], cents(row[6])])).toEqual([
      ['Accounts Payable', -bill.net],
      ['5000-Driver Pay', 30_000],
      ['6100-Tolls', 1_250],
      [expense, 8_000],
      ['5000-Driver Pay', -5_000],
    ]);
    expect(block.reduce((sum, row) => sum + cents(row[6]), 0)).toBe(0);
    // The QuickBooks Online CSV takes invoices only: the bill is not in it.
    const csv = expectError(await exportBooks(accounting, { format: 'QBO_CSV', from: day, to: day }), 'BAD_USER_INPUT');
    expect(csv.extensions.errors).toEqual({
      input: [`Nothing was issued, received or settled from ${day} to ${day}: there is nothing to export.`],
    });
  });
});

describe('the QuickBooks Online CSV', () => {
  it('has a row per invoice line and leaves credit notes and payments out', async () => {
    const csv = ok(await exportBooks(accounting, { format: 'QBO_CSV', from: today, to: today })).createBooksExport;
    expect(countOf(csv.holds)).toEqual({ INVOICE: 3, CREDIT_NOTE: 0, PAYMENT: 0, BILL: 0 });
    expect(csv.file.fileName).toMatch(/\.csv$/);
    const { status, text } = await download(accounting, csv.file.url);
    expect(status).toBe(200);
    const rows = text.split('\r\n').filter(Boolean);
    expect(rows[0]).toBe(QBO_INVOICE_COLUMNS.join(','));
    expect(rows.slice(1).map((row) => row.split(',')[0])).toEqual(
      [invoiceA, invoiceB, invoiceC].flatMap((invoice) => [invoice.number, invoice.number]),
    );
    expect(rows[1]).toContain(',500.00,');
  });
});

describe('concurrent exports', () => {
  it('store each record once when two exports of the period are made at once', async () => {
    const fresh = await Promise.all([issuedInvoice(11_000), issuedInvoice(12_000)]);
    const results = await Promise.all([
      exportBooks(accounting, { format: 'IIF', from: today, to: today }),
      exportBooks(billing, { format: 'IIF', from: today, to: today }),
    ]);
    const made = results.filter((result) => !result.errors);
    expect(made.length).toBeGreaterThanOrEqual(1);
    for (const refused of results.filter((result) => result.errors)) expectError(refused, 'BAD_USER_INPUT');
    for (const { invoice } of fresh)
      expect(await count(server.db, "books_export_items WHERE record_id = $1 AND format = 'IIF' AND NOT reexport", [invoice.id])).toBe(1);
  });
});

describe('who exports and downloads', () => {
  it('downloads for staff of the tenant, not for a portal user nor another tenant', async () => {
    const portal = await signedIn(server.url, 'client@legwork.test');
    expect((await download(portal, firstExport.file.url)).status).toBe(404);
    const north = await signedIn(server.url, 'north-dispatch@legwork.test');
    expect((await download(north, firstExport.file.url)).status).toBe(404);
    expect((await download(admin, firstExport.file.url)).status).toBe(200);
    const northList = ok(await northAdmin.gql<{ booksExports: { data: unknown[] } }>('{ booksExports { data { id } } }')).booksExports;
    expect(northList.data).toEqual([]);
    const northPreview = ok(await preview(northAdmin, { format: 'IIF', from: today, to: today, includeExported: true })).booksExportPreview;
    expect(countOf(northPreview.holds)).toEqual({ INVOICE: 0, CREDIT_NOTE: 0, PAYMENT: 0, BILL: 0 });
    expectError(await portal.gql('{ booksExports { data { id } } }'), 'FORBIDDEN');
  });

  it('is FORBIDDEN to staff outside billing and accounting', async () => {
    expectError(await exportBooks(dispatch, { format: 'IIF', from: today, to: today }), 'FORBIDDEN');
    expectError(await dispatch.gql('{ booksExports { data { id } } }'), 'FORBIDDEN');
    expectError(await preview(dispatch, { format: 'IIF', from: today, to: today }), 'FORBIDDEN');
  });

  it('answers junk input with BAD_USER_INPUT naming the fields, nothing stored', async () => {
    const before = await count(server.db, 'books_exports');
    const junk = expectError(await exportBooks(accounting, { format: 'IIF', from: 'yesterday', to: '2026-02-30' }), 'BAD_USER_INPUT');
    expect(Object.keys(junk.extensions.errors as object).sort()).toEqual(['input.from', 'input.to']);
    const backwards = expectError(await exportBooks(accounting, { format: 'IIF', from: '2026-12-31', to: '2026-01-01' }), 'BAD_USER_INPUT');
    expect(backwards.extensions.errors).toEqual({ 'input.to': ['The to date may not be before the from date.'] });
    const long = expectError(await preview(accounting, { format: 'IIF', from: '2020-01-01', to: '2026-01-01' }), 'BAD_USER_INPUT');
    expect(long.extensions.errors).toEqual({ to: ['The period may be 366 days at most.'] });
    expect(await count(server.db, 'books_exports')).toBe(before);
  });
});

describe('the default ledger accounts', () => {
  type Accounts = { receivable: string; income: string; incomeByType: { type: string; account: string }[]; version: number };
  const ACCOUNTS = 'receivable income incomeByType { type account } version';
  const input = {
    receivable: 'AR',
    payable: 'AP',
    undepositedFunds: 'Undeposited Funds',
    taxPayable: 'Sales Tax Payable',
    income: 'Services',
    expense: 'Cost of Goods Sold',
    incomeByType: [{ type: 'TAX', account: 'Tax Collected' }],
  };
  const update = (as: TestClient, version: number, values: Record<string, unknown>) =>
    as.gql<{ updateBooksAccounts: Accounts }>(
      `mutation($version: Int!, $input: BooksAccountsInput!) { updateBooksAccounts(version: $version, input: $input) { ${ACCOUNTS} } }`,
      { version, input: values },
    );

  it("are ADMIN's and ACCOUNTING_LEAD's to change, with field errors and CONFLICT on a stale version, and the export books to them", async () => {
    const stored = ok(await accounting.gql<{ booksAccounts: Accounts }>(`{ booksAccounts { ${ACCOUNTS} } }`)).booksAccounts;
    expect(stored).toMatchObject({ receivable: 'Accounts Receivable', income: 'Sales', incomeByType: [] });
    expectError(await update(accounting, stored.version, input), 'FORBIDDEN');
    const junk = expectError(await update(accountingLead, stored.version, { ...input, receivable: ' ', income: 'a\tb' }), 'BAD_USER_INPUT');
    expect(Object.keys(junk.extensions.errors as object).sort()).toEqual(['input.income', 'input.receivable']);
    const saved = ok(await update(accountingLead, stored.version, input)).updateBooksAccounts;
    expect(saved).toMatchObject({ receivable: 'AR', income: 'Services', incomeByType: [{ type: 'TAX', account: 'Tax Collected' }] });
    expect(saved.version).toBe(stored.version + 1);
    expectError(await update(admin, stored.version, input), 'CONFLICT');
    expect((await auditRows(server.db, 'booksAccounts.update')).length).toBe(1);

    const { invoice } = await issuedInvoice(9_000);
    const made = ok(await exportBooks(accounting, { format: 'IIF', from: today, to: today })).createBooksExport;
    const [block] = iifBlocks((await download(accounting, made.file.url)).text);
    expect(block[0][7]).toBe(invoice.number);
    expect(block.map((row) => row[4])).toEqual(['AR', '4000-Transport', 'Tax Collected']);
  });
});
