import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn, type TestClient } from '../../tests/server/support/client';
import { freshDriverId } from '../../tests/server/support/drivers';
import { auditRows, count, expectError, one } from '../../tests/server/support/helpers';
import type { OrderFixture } from '../../tests/server/support/orderFixtures';
import { ok } from '../../tests/server/support/portal';
import type { TestServer } from '../../tests/server/support/testServer';
import { priceByRateCard, startEastServer } from '../../tests/server/support/eastServer';

/**
 * Invoices, the missing parts (issue 30): a client's credit applied to an open invoice, billing items added to a
 * draft by hand (and the tax on them), the client's tax exemption at invoice time, the Credit action decided by the
 * server, and a cancelled invoice's legs moved back through the leg machine.
 */
let server: TestServer;
let billing: TestClient, admin: TestClient, northAdmin: TestClient;
let fx: OrderFixture;
let east: string;

type Line = {
  id: string;
  type: string;
  description: string;
  quantity: number;
  amount: number;
  sourceKind: string;
  sourceId: string | null;
};
type Invoice = {
  id: string;
  number: string;
  status: string;
  version: number;
  subtotal: number;
  tax: number;
  total: number;
  paid: number;
  balance: number;
  taxNote: string | null;
  clientCredit: number;
  lines: Line[];
  actionOptions: { event: string; enabled: boolean; refusal: string | null }[];
  creditApplications: { key: string; amount: number; createdByName: string | null }[];
};
const INVOICE = `id number status version subtotal tax total paid balance taxNote clientCredit
  lines { id type description quantity amount sourceKind sourceId } actionOptions { event enabled refusal }
  creditApplications { key amount createdByName }`;

beforeAll(async () => {
  ({ server, east, fx, billing, admin, northAdmin } = await startEastServer());
}, 60_000);
afterAll(async () => {
  await server?.close();
});

type Priced = { id: string; number: string; legIds: string[]; clientId: string };

/** A SETTLING order of one DELIVERED leg with a driver, priced 50,000 with an order-wide TAX line of 1,000. */
const deliveredOrder = async ({ clientId, destinationId }: { clientId?: string; destinationId?: string } = {}): Promise<Priced> => {
  const client = clientId ?? (await fx.client());
  const driverId = await freshDriverId(server.db);
  const order = await fx.order({
    clientId: client,
    state: 'SETTLING',
    legs: [{ status: 'DELIVERED' as const, transportMethod: 'DRIVEN' as const, driverId, ...(destinationId ? { destinationId } : {}) }],
  });
  await priceByRateCard(server.db, east, order, { perLeg: 50_000, tax: 1_000 });
  return { ...order, clientId: client };
};

const draftOf = async (order: Priced) =>
  ok(
    await billing.gql<{ createInvoices: Invoice[] }>(
      `mutation($input: CreateInvoicesInput!) { createInvoices(input: $input) { ${INVOICE} } }`,
      {
        input: { legIds: order.legIds },
      },
    ),
  ).createInvoices[0];

const move = (as: TestClient, invoice: { id: string; version: number }, event: 'ISSUE' | 'CANCEL') =>
  as.gql<{ transitionInvoice: Invoice }>(
    `mutation($id: ID!, $event: InvoiceEvent!, $version: Int!) { transitionInvoice(id: $id, event: $event, version: $version) { ${INVOICE} } }`,
    { id: invoice.id, event, version: invoice.version },
  );

const issued = async (order: Priced) => ok(await move(billing, await draftOf(order), 'ISSUE')).transitionInvoice;

const read = async (as: TestClient, id: string) =>
  ok(await as.gql<{ invoice: Invoice }>(`query($id: ID!) { invoice(id: $id) { ${INVOICE} } }`, { id })).invoice;

/** A payment of `amount` to the client with nothing applied: all of it the client's credit. */
const creditOf = (clientId: string, amount: number) =>
  billing.gql('mutation($input: PostPaymentInput!) { postPayment(input: $input) { id } }', {
    input: { key: crypto.randomUUID(), clientId, receivedOn: '2026-12-01', amount, method: 'CHECK', applications: [], asCredit: true },
  });

const applyCredit = (as: TestClient, input: { key?: string; invoiceId: string; amount: number }) =>
  as.gql<{ applyClientCredit: Invoice }>(`mutation($input: ApplyClientCreditInput!) { applyClientCredit(input: $input) { ${INVOICE} } }`, {
    input: { key: crypto.randomUUID(), ...input },
  });

const creditLeft = async (clientId: string) =>
  ok(await billing.gql<{ clientCredit: { amount: number } }>('query($c: ID!) { clientCredit(clientId: $c) { amount } }', { c: clientId }))
    .clientCredit.amount;

describe("applying a client's credit", () => {
  it('applies credit to an open invoice once per key, audited, and shows what is left', async () => {
    const order = await deliveredOrder();
    const open = await issued(order);
    expect(open.clientCredit).toBe(0);
    ok(await creditOf(order.clientId, 20_000));
    expect((await read(billing, open.id)).clientCredit).toBe(20_000);
    const key = crypto.randomUUID();
    const applied = ok(await applyCredit(billing, { key, invoiceId: open.id, amount: 15_000 })).applyClientCredit;
    expect(applied).toMatchObject({ status: 'OPEN', paid: 15_000, balance: 36_000, clientCredit: 5_000 });
    expect(applied.creditApplications).toEqual([{ key, amount: 15_000, createdByName: expect.any(String) }]);
    // The same key again applies nothing more; the key with another amount is refused.
    expect(ok(await applyCredit(billing, { key, invoiceId: open.id, amount: 15_000 })).applyClientCredit.paid).toBe(15_000);
    const reused = expectError(await applyCredit(billing, { key, invoiceId: open.id, amount: 1_000 }), 'BAD_USER_INPUT');
    expect(reused.extensions.errors).toEqual({ 'input.key': ['This key was used for another credit application.'] });
    expect(await count(server.db, 'invoice_credit_applications WHERE invoice_id = $1', [open.id])).toBe(1);
    expect(await creditLeft(order.clientId)).toBe(5_000);
    expect((await auditRows(server.db, 'invoice.creditApplied')).filter((row) => row.entityId === open.id)).toHaveLength(1);
  });

  it('never applies more than the credit or what is open, and a covered invoice becomes PAID', async () => {
    const order = await deliveredOrder();
    const open = await issued(order);
    ok(await creditOf(order.clientId, 60_000));
    const beyondOpen = expectError(await applyCredit(billing, { invoiceId: open.id, amount: 51_001 }), 'BAD_USER_INPUT');
    expect(beyondOpen.extensions.errors).toEqual({ 'input.amount': [`Only 51000 is open on invoice ${open.number}.`] });
    const paid = ok(await applyCredit(billing, { invoiceId: open.id, amount: 51_000 })).applyClientCredit;
    expect(paid).toMatchObject({ status: 'PAID', paid: 51_000, balance: 0, clientCredit: 9_000 });
    const second = await issued(await deliveredOrder({ clientId: order.clientId }));
    const beyondCredit = expectError(await applyCredit(billing, { invoiceId: second.id, amount: 10_000 }), 'BAD_USER_INPUT');
    expect(beyondCredit.extensions.errors).toEqual({ 'input.amount': ["Only 9000 of the client's credit is available."] });
    expect((await read(billing, second.id)).paid).toBe(0);
    expect(await creditLeft(order.clientId)).toBe(9_000);
  });

  it('refuses a draft, and another tenant’s invoice is NOT_FOUND', async () => {
    const order = await deliveredOrder();
    ok(await creditOf(order.clientId, 5_000));
    const draft = await draftOf(order);
    const refused = expectError(await applyCredit(billing, { invoiceId: draft.id, amount: 1_000 }), 'BAD_USER_INPUT');
    expect(refused.extensions.errors).toEqual({ 'input.invoiceId': [`Invoice ${draft.number} is not open (it is DRAFT).`] });
    expectError(await applyCredit(northAdmin, { invoiceId: draft.id, amount: 1_000 }), 'NOT_FOUND');
    expect(await count(server.db, 'invoice_credit_applications WHERE client_id = $1', [order.clientId])).toBe(0);
  });

  it('two applications at once never spend the same credit', async () => {
    const order = await deliveredOrder();
    const first = await issued(order);
    const second = await issued(await deliveredOrder({ clientId: order.clientId }));
    ok(await creditOf(order.clientId, 30_000));
    const results = await Promise.all([
      applyCredit(billing, { invoiceId: first.id, amount: 30_000 }),
      applyCredit(admin, { invoiceId: second.id, amount: 30_000 }),
    ]);
    expect(results.filter((result) => !result.errors)).toHaveLength(1);
    expect(results.flatMap((result) => result.errors?.map((error) => error.extensions?.code) ?? [])).toEqual(['BAD_USER_INPUT']);
    expect(await creditLeft(order.clientId)).toBe(0);
    const stored = await one<{ applied: number }>(
      server.db,
      'SELECT sum(amount)::float8 AS applied FROM invoice_credit_applications WHERE client_id = $1',
      [order.clientId],
    );
    expect(stored?.applied).toBe(30_000);
  });

  it('credit applied to an invoice that is later credited comes back as credit', async () => {
    const order = await deliveredOrder();
    const open = await issued(order);
    ok(await creditOf(order.clientId, 10_000));
    const applied = ok(await applyCredit(billing, { invoiceId: open.id, amount: 10_000 })).applyClientCredit;
    expect(await creditLeft(order.clientId)).toBe(0);
    ok(
      await admin.gql('mutation($id: ID!, $v: Int!) { creditInvoice(id: $id, reason: "wrong rate", version: $v) { id } }', {
        id: open.id,
        v: applied.version,
      }),
    );
    expect(await creditLeft(order.clientId)).toBe(10_000);
  });
});

/** A live billing item of the East tenant's catalog (a unique code); answers its id. */
const billingItem = async (values: { type: string; amount?: number; taxable?: boolean; unit?: string; rate?: number; state?: string }) =>
  (
    await one<{ id: string }>(
      server.db,
      `INSERT INTO billing_items (tenant_id, code, name, type, amount, unit, taxable, rate_percent, state_province)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING id`,
      [
        east,
        `X${crypto.randomUUID().slice(0, 8)}`,
        `Item ${values.type.toLowerCase()}`,
        values.type,
        values.amount ?? 0,
        values.unit ?? 'EACH',
        values.taxable ?? false,
        values.rate ?? null,
        values.state ?? null,
      ],
    )
  )?.id as string;

const addLine = (as: TestClient, invoice: { id: string; version: number }, input: Record<string, unknown>) =>
  as.gql<{ addInvoiceLine: Invoice }>(
    `mutation($id: ID!, $v: Int!, $input: AddInvoiceLineInput!) { addInvoiceLine(invoiceId: $id, version: $v, input: $input) { ${INVOICE} } }`,
    { id: invoice.id, v: invoice.version, input },
  );

const removeLine = (as: TestClient, invoice: { id: string; version: number }, lineId: string) =>
  as.gql<{ removeInvoiceLine: Invoice }>(
    `mutation($id: ID!, $line: ID!, $v: Int!) { removeInvoiceLine(invoiceId: $id, lineId: $line, version: $v) { ${INVOICE} } }`,
    { id: invoice.id, line: lineId, v: invoice.version },
  );

const linesOf = (invoice: Invoice) => invoice.lines.map((line) => [line.type, line.amount, line.sourceKind]);

describe('billing items added to a draft by hand', () => {
  it('adds a catalog item with its source, keeps the total the sum of the lines, and removes it again', async () => {
    const itemId = await billingItem({ type: 'HAZMAT', amount: 2_500 });
    const draft = await draftOf(await deliveredOrder());
    const added = ok(await addLine(billing, draft, { billingItemId: itemId, quantity: 2 })).addInvoiceLine;
    expect(linesOf(added)).toEqual([
      ['RATE', 50_000, 'ORDER_PRICE'],
      ['TAX', 1_000, 'ORDER_PRICE'],
      ['HAZMAT', 5_000, 'BILLING_ITEM'],
    ]);
    expect(added.lines[2]).toMatchObject({ description: 'Item hazmat', quantity: 2, sourceId: itemId });
    expect(added).toMatchObject({ subtotal: 55_000, tax: 1_000, total: 56_000, version: draft.version + 1 });
    const stored = await one<{ total: number; sum: number }>(
      server.db,
      'SELECT total::float8 AS total, (SELECT sum(amount) FROM invoice_lines WHERE invoice_id = $1)::float8 AS sum FROM invoices WHERE id = $1',
      [draft.id],
    );
    expect(stored).toEqual({ total: 56_000, sum: 56_000 });
    expect((await auditRows(server.db, 'invoice.lineAdd')).some((row) => row.entityId === draft.id)).toBe(true);
    // An item on an invoice is in use: the catalog retires it rather than deleting it.
    const catalog = ok(
      await admin.gql<{ billingItem: { inUse: boolean } }>('query($id: ID!) { billingItem(id: $id) { inUse } }', { id: itemId }),
    );
    expect(catalog.billingItem.inUse).toBe(true);
    const removed = ok(await removeLine(billing, added, added.lines[2].id)).removeInvoiceLine;
    expect(removed).toMatchObject({ total: 51_000, version: added.version + 1 });
    expect(linesOf(removed)).toEqual(linesOf(draft));
  });

  it('taxes a taxable item at the rate of the first destination’s state, recomputed on every change', async () => {
    const state = `Z${Math.floor(Math.random() * 9)}`;
    await billingItem({ type: 'TAX', unit: 'PERCENT', rate: 10, state });
    const destinationId = await fx.location({ state_province: state });
    const itemId = await billingItem({ type: 'PICKUP', amount: 3_000, taxable: true });
    const draft = await draftOf(await deliveredOrder({ destinationId }));
    const once = ok(await addLine(billing, draft, { billingItemId: itemId })).addInvoiceLine;
    const twice = ok(await addLine(billing, once, { billingItemId: itemId, unitAmount: 1_000 })).addInvoiceLine;
    expect(linesOf(twice)).toEqual([
      ['RATE', 50_000, 'ORDER_PRICE'],
      ['TAX', 1_000, 'ORDER_PRICE'],
      ['PICKUP', 3_000, 'BILLING_ITEM'],
      ['PICKUP', 1_000, 'BILLING_ITEM'],
      ['TAX', 400, 'BILLING_ITEM'],
    ]);
    expect(twice).toMatchObject({ subtotal: 54_000, tax: 1_400, total: 55_400 });
    const removed = ok(await removeLine(billing, twice, twice.lines[2].id)).removeInvoiceLine;
    expect(linesOf(removed).slice(2)).toEqual([
      ['PICKUP', 1_000, 'BILLING_ITEM'],
      ['TAX', 100, 'BILLING_ITEM'],
    ]);
    expect(removed.total).toBe(52_100);
  });

  it('never edits an issued invoice, a stale version, a computed item or a line from the order', async () => {
    const itemId = await billingItem({ type: 'HAZMAT', amount: 2_500 });
    const taxId = await billingItem({ type: 'TAX', unit: 'PERCENT', rate: 5 });
    const draft = await draftOf(await deliveredOrder());
    expectError(await addLine(billing, { ...draft, version: draft.version - 1 }, { billingItemId: itemId }), 'CONFLICT');
    const computed = expectError(await addLine(billing, draft, { billingItemId: taxId }), 'BAD_USER_INPUT');
    expect(Object.keys(computed.extensions.errors as object)).toEqual(['input.billingItemId']);
    const fromOrder = expectError(await removeLine(billing, draft, draft.lines[0].id), 'BAD_USER_INPUT');
    expect(Object.keys(fromOrder.extensions.errors as object)).toEqual(['lineId']);
    expectError(await addLine(billing, draft, { billingItemId: crypto.randomUUID() }), 'NOT_FOUND');
    expectError(await addLine(northAdmin, draft, { billingItemId: itemId }), 'NOT_FOUND');
    const open = ok(await move(billing, draft, 'ISSUE')).transitionInvoice;
    const refused = expectError(await addLine(billing, open, { billingItemId: itemId }), 'INVALID_TRANSITION');
    expect(refused.extensions).toMatchObject({ status: 'OPEN', reason: 'STATUS' });
    expect((await read(billing, open.id)).lines).toHaveLength(2);
  });
});

describe('tax exemption at invoice time', () => {
  it("an exempt client's invoice has no TAX line and says why; an expired certificate is taxed", async () => {
    const exempt = await fx.client();
    await server.db.query(
      `UPDATE clients SET tax_exempt = true, tax_exempt_certificate = 'EX-4411', tax_exempt_until = NULL WHERE id = $1`,
      [exempt],
    );
    const invoice = await draftOf(await deliveredOrder({ clientId: exempt }));
    expect(linesOf(invoice)).toEqual([['RATE', 50_000, 'ORDER_PRICE']]);
    expect(invoice).toMatchObject({ tax: 0, total: 50_000, taxNote: 'No tax: the client is tax exempt (certificate EX-4411).' });
    const itemId = await billingItem({ type: 'PICKUP', amount: 3_000, taxable: true });
    await billingItem({ type: 'TAX', unit: 'PERCENT', rate: 10 });
    expect(linesOf(ok(await addLine(billing, invoice, { billingItemId: itemId })).addInvoiceLine)).toEqual([
      ['RATE', 50_000, 'ORDER_PRICE'],
      ['PICKUP', 3_000, 'BILLING_ITEM'],
    ]);
    const expired = await fx.client();
    await server.db.query(
      `UPDATE clients SET tax_exempt = true, tax_exempt_certificate = 'EX-1', tax_exempt_until = '2001-01-01' WHERE id = $1`,
      [expired],
    );
    const taxed = await draftOf(await deliveredOrder({ clientId: expired }));
    expect(taxed).toMatchObject({ tax: 1_000, taxNote: null });
  });
});

describe('the Credit action', () => {
  it('is offered by the server to a lead only, on an issued invoice not yet credited', async () => {
    const draft = await draftOf(await deliveredOrder());
    expect(draft.actionOptions).toEqual([]);
    const open = ok(await move(billing, draft, 'ISSUE')).transitionInvoice;
    expect(open.actionOptions).toEqual([{ event: 'CREDIT', enabled: false, refusal: 'ROLE' }]);
    const lead = await read(admin, open.id);
    expect(lead.actionOptions).toEqual([{ event: 'CREDIT', enabled: true, refusal: null }]);
    ok(
      await admin.gql('mutation($id: ID!, $v: Int!) { creditInvoice(id: $id, reason: "wrong rate", version: $v) { id } }', {
        id: open.id,
        v: lead.version,
      }),
    );
    expect((await read(admin, open.id)).actionOptions).toEqual([]);
  });
});

describe('the billing items a draft may take', () => {
  it('lists live items other than tax and percentages, to billing staff only', async () => {
    const itemId = await billingItem({ type: 'HAZMAT', amount: 2_500 });
    const taxId = await billingItem({ type: 'TAX', unit: 'PERCENT', rate: 5 });
    const { invoiceBillingItems } = ok(
      await billing.gql<{ invoiceBillingItems: { id: string; type: string; amount: number }[] }>(
        '{ invoiceBillingItems { id type amount } }',
      ),
    );
    expect(invoiceBillingItems).toContainEqual({ id: itemId, type: 'HAZMAT', amount: 2_500 });
    expect(invoiceBillingItems.some((item) => item.id === taxId || item.type === 'TAX')).toBe(false);
    const dispatch = await signedIn(server.url, 'dispatch@legwork.test');
    expectError(await dispatch.gql('{ invoiceBillingItems { id } }'), 'FORBIDDEN');
  });
});

describe('a cancelled invoice moves its legs through the leg machine', () => {
  it('raises leg.uninvoice: the leg is DELIVERED with a new version and its audit row; no person may send it', async () => {
    const order = await deliveredOrder();
    const open = await issued(order);
    const before = await one<{ status: string; version: number }>(server.db, 'SELECT status, version FROM order_legs WHERE id = $1', [
      order.legIds[0],
    ]);
    expect(before?.status).toBe('INVOICED');
    const byHand = expectError(
      await admin.gql('mutation($id: ID!, $v: Int!) { transitionOrderLeg(id: $id, event: UNINVOICE, version: $v) { id } }', {
        id: order.legIds[0],
        v: before?.version,
      }),
      'INVALID_TRANSITION',
    );
    expect(byHand.extensions).toMatchObject({ event: 'UNINVOICE', reason: 'RECORD' });
    const leg = ok(
      await admin.gql<{ orderLeg: { eventOptions: { event: string }[] } }>(
        'query($id: ID!) { orderLeg(id: $id) { eventOptions { event } } }',
        {
          id: order.legIds[0],
        },
      ),
    ).orderLeg;
    expect(leg.eventOptions.map((option) => option.event)).not.toContain('UNINVOICE');
    expect(ok(await move(admin, open, 'CANCEL')).transitionInvoice.status).toBe('CANCELLED');
    const after = await one<{ status: string; version: number }>(server.db, 'SELECT status, version FROM order_legs WHERE id = $1', [
      order.legIds[0],
    ]);
    expect(after).toEqual({ status: 'DELIVERED', version: (before?.version ?? 0) + 1 });
    const rows = (await auditRows(server.db, 'leg.uninvoice')).filter((row) => row.entityId === order.legIds[0]);
    expect(rows).toHaveLength(1);
  });
});
