import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn, type TestClient } from '../../tests/server/support/client';
import { freshDriverId } from '../../tests/server/support/drivers';
import { auditRows, count, expectError, one } from '../../tests/server/support/helpers';
import type { OrderFixture } from '../../tests/server/support/orderFixtures';
import { addPortalUser, ok } from '../../tests/server/support/portal';
import type { TestServer } from '../../tests/server/support/testServer';
import { priceByRateCard, startEastServer } from '../../tests/server/support/eastServer';
import { subscribeTenantTopic } from '../../tests/server/support/ws';

/**
 * Invoices and payments (issue 30): drafts from delivered legs, the invoice machine moving the legs and the order's
 * payment status, payments applied idempotently, credit notes, the leg's own INVOICE and DRIVER_PAID refused, portal
 * scoping and tenant isolation, and the invariants under random sequences of operations.
 */
let server: TestServer;
let billing: TestClient, accounting: TestClient, admin: TestClient, dispatch: TestClient, northAdmin: TestClient;
let fx: OrderFixture;
let east: string;

type Invoice = {
  id: string;
  number: string;
  status: string;
  paymentStatus: string;
  kind: string;
  version: number;
  subtotal: number;
  tax: number;
  total: number;
  paid: number;
  balance: number;
  issuedOn: string | null;
  dueOn: string | null;
  poNumber: string | null;
  lines: { type: string; amount: number; sourceKind: string; sourceLabel: string }[];
  eventOptions: { event: string; enabled: boolean }[];
};
const INVOICE = `id number status paymentStatus kind version subtotal tax total paid balance issuedOn dueOn poNumber
  lines { type amount sourceKind sourceLabel } eventOptions { event enabled }`;

beforeAll(async () => {
  ({ server, east, fx, billing, accounting, admin, dispatch, northAdmin } = await startEastServer());
}, 60_000);
const sockets: { dispose(): void | Promise<void> }[] = [];
afterAll(async () => {
  await Promise.all(sockets.map((socket) => socket.dispose()));
  await server?.close();
});

type Priced = { id: string; number: string; legIds: string[]; clientId: string; vehicleId: string };

/**
 * A SETTLING order of `legs` DELIVERED legs with a driver, priced at `perLeg` a leg and `tax` for the order (an
 * order-wide TAX line), as the rate card would leave it.
 */
const deliveredOrder = async ({
  clientId,
  customerId = null,
  legs = 1,
  perLeg = 50_000,
  tax = 1_000,
  priced = true,
  payee = true,
}: {
  clientId?: string;
  customerId?: string | null;
  legs?: number;
  perLeg?: number;
  tax?: number;
  priced?: boolean;
  payee?: boolean;
} = {}): Promise<Priced> => {
  const client = clientId ?? (await fx.client());
  const driverId = payee ? await freshDriverId(server.db) : null;
  const order = await fx.order({
    clientId: client,
    customerId,
    state: 'SETTLING',
    legs: Array.from({ length: legs }, () => ({
      status: 'DELIVERED' as const,
      transportMethod: payee ? ('DRIVEN' as const) : ('CLIENT_IN' as const),
      driverId,
    })),
  });
  if (priced) await priceByRateCard(server.db, east, order, { perLeg, tax });
  return { ...order, clientId: client };
};

const create = (as: TestClient, legIds: string[], poNumbers?: { orderId: string; poNumber: string }[]) =>
  as.gql<{ createInvoices: Invoice[] }>(`mutation($input: CreateInvoicesInput!) { createInvoices(input: $input) { ${INVOICE} } }`, {
    input: { legIds, poNumbers },
  });

const move = (as: TestClient, invoice: { id: string; version: number }, event: 'ISSUE' | 'CANCEL') =>
  as.gql<{ transitionInvoice: Invoice }>(
    `mutation($id: ID!, $event: InvoiceEvent!, $version: Int!) { transitionInvoice(id: $id, event: $event, version: $version) { ${INVOICE} } }`,
    { id: invoice.id, event, version: invoice.version },
  );

const pay = (as: TestClient, input: Record<string, unknown>) =>
  as.gql<{ postPayment: { id: string; amount: number; unapplied: number; applications: { amount: number }[] } }>(
    'mutation($input: PostPaymentInput!) { postPayment(input: $input) { id amount unapplied applications { amount } } }',
    { input: { receivedOn: '2026-12-01', method: 'ACH', reference: 'r', applications: [], ...input } },
  );

/** Billing's payment of `amount` under a fresh key, applied whole to the invoice. */
const payOn = (invoice: { id: string }, clientId: string, amount: number) =>
  pay(billing, { key: crypto.randomUUID(), clientId, amount, applications: [{ invoiceId: invoice.id, amount }] });

const issued = async (order: Priced) => {
  const [draft] = ok(await create(billing, order.legIds)).createInvoices;
  return ok(await move(billing, draft, 'ISSUE')).transitionInvoice;
};

const legRow = (id: string) =>
  one<{ status: string; client_paid: boolean; version: number }>(
    server.db,
    'SELECT status, client_paid, version FROM order_legs WHERE id = $1',
    [id],
  );
const orderRow = (id: string) =>
  one<{ payment_status: string | null; state: string; version: number }>(
    server.db,
    'SELECT payment_status, state, version FROM orders WHERE id = $1',
    [id],
  );

describe('creating invoices', () => {
  it('makes a draft from delivered legs with the order price lines, numbered, totalled from its lines and audited', async () => {
    const order = await deliveredOrder({ legs: 2 });
    const [invoice] = ok(await create(billing, order.legIds)).createInvoices;
    expect(invoice).toMatchObject({
      status: 'DRAFT',
      paymentStatus: 'CREATED',
      kind: 'INVOICE',
      subtotal: 100_000,
      tax: 1_000,
      total: 101_000,
    });
    expect(invoice.number).toMatch(/^INV-\d+$/);
    expect(invoice.lines.map((line) => [line.type, line.amount, line.sourceKind])).toEqual([
      ['RATE', 50_000, 'ORDER_PRICE'],
      ['RATE', 50_000, 'ORDER_PRICE'],
      ['TAX', 1_000, 'ORDER_PRICE'],
    ]);
    expect(invoice.lines[0].sourceLabel).toBe(`Order ${order.number} (rate card)`);
    expect(invoice.eventOptions).toEqual([
      { event: 'ISSUE', enabled: true },
      { event: 'CANCEL', enabled: true },
    ]);
    expect((await orderRow(order.id))?.payment_status).toBe('CREATED');
    expect((await auditRows(server.db, 'invoice.create')).some((row) => row.entityId === invoice.id)).toBe(true);
  });

  it('bills an order-wide line once: the second invoice of the order carries only its legs', async () => {
    const order = await deliveredOrder({ legs: 2 });
    const [first] = ok(await create(billing, [order.legIds[0]])).createInvoices;
    const [second] = ok(await create(billing, [order.legIds[1]])).createInvoices;
    expect(first.total).toBe(51_000);
    expect(second.total).toBe(50_000);
  });

  it("carries the vehicle's tag-and-title packet fees with their source, once", async () => {
    const order = await deliveredOrder({ legs: 2 });
    const packet = await one<{ id: string }>(
      server.db,
      `INSERT INTO tnt_packets (tenant_id, number, kind, order_id, vehicle_id, state_province)
       VALUES ($1, 'TT-' || (900000 + floor(random() * 99999))::int, 'TAG_AND_TITLE', $2, $3, 'MA') RETURNING id`,
      [east, order.id, order.vehicleId],
    );
    await server.db.query(
      `INSERT INTO tnt_packet_fees (tenant_id, packet_id, label, amount, position) VALUES ($1, $2, 'Title fee', 7500, 1),
         ($1, $2, 'County fee (unknown yet)', NULL, 2)`,
      [east, packet?.id],
    );
    const [first] = ok(await create(billing, [order.legIds[0]])).createInvoices;
    const fee = first.lines.find((line) => line.type === 'TAG_AND_TITLE');
    expect(fee).toMatchObject({ amount: 7_500, sourceKind: 'TAG_AND_TITLE' });
    expect(fee?.sourceLabel).toMatch(/^Tag and title packet TT-\d+$/);
    expect(first.total).toBe(50_000 + 1_000 + 7_500);
    const [second] = ok(await create(billing, [order.legIds[1]])).createInvoices;
    expect(second.lines.map((line) => line.type)).toEqual(['RATE']);
  });

  it('invoices each customer on its own where the client says so, one invoice a week, and a customer user sees its own', async () => {
    const clientId = await fx.client();
    await server.db.query("UPDATE clients SET invoice_per_customer = true, invoice_frequency = 'WEEKLY' WHERE id = $1", [clientId]);
    const customer = async (name: string) =>
      (
        await one<{ id: string }>(
          server.db,
          'INSERT INTO customers (tenant_id, client_id, display_name) VALUES ($1, $2, $3) RETURNING id',
          [east, clientId, name],
        )
      )?.id as string;
    const [a, b] = [await customer('Dealer A'), await customer('Dealer B')];
    const orders = [
      await deliveredOrder({ clientId, customerId: a }),
      await deliveredOrder({ clientId, customerId: a }),
      await deliveredOrder({ clientId, customerId: b }),
    ];
    const invoices = ok(
      await billing.gql<{ createInvoices: { id: string; customer: { id: string }; orders: { id: string }[] }[] }>(
        'mutation($input: CreateInvoicesInput!) { createInvoices(input: $input) { id customer { id } orders { id } } }',
        { input: { legIds: orders.flatMap((order) => order.legIds) } },
      ),
    ).createInvoices;
    expect(invoices.map((invoice) => [invoice.customer.id, invoice.orders.length])).toEqual([
      [a, 2],
      [b, 1],
    ]);
    for (const invoice of invoices) ok(await move(billing, { id: invoice.id, version: 1 }, 'ISSUE'));
    const email = `customer-${crypto.randomUUID().slice(0, 8)}@legwork.test`;
    await addPortalUser(server.db, east, email, { customerId: b });
    const portal = await signedIn(server.url, email);
    const seen = ok(await portal.gql<{ portalInvoices: { data: { id: string }[] } }>('{ portalInvoices { data { id } } }')).portalInvoices
      .data;
    expect(seen.map((invoice) => invoice.id)).toEqual([invoices[1].id]);
  });

  it('lists delivered legs ready to bill by client, with what blocks each, and drops them once invoiced', async () => {
    const clientId = await fx.client();
    await server.db.query('UPDATE clients SET po_required = true WHERE id = $1', [clientId]);
    const priced = await deliveredOrder({ clientId });
    const unpriced = await deliveredOrder({ clientId, priced: false });
    type Group = {
      client: { id: string };
      poRequired: boolean;
      amount: number;
      legs: { leg: { id: string }; amount: number | null; blockers: string[] }[];
    };
    const ready = async () =>
      ok(
        await billing.gql<{ readyToBillLegs: Group[] }>(
          'query($c: ID!) { readyToBillLegs(clientId: $c) { client { id } poRequired amount legs { leg { id } amount blockers } } }',
          { c: clientId },
        ),
      ).readyToBillLegs;
    const [group] = await ready();
    expect(group).toMatchObject({ client: { id: clientId }, poRequired: true, amount: 50_000 });
    expect(group.legs.map((leg) => [leg.leg.id, leg.amount, leg.blockers]).sort()).toEqual(
      [
        [priced.legIds[0], 50_000, ['PO_MISSING']],
        [unpriced.legIds[0], null, ['NO_PRICE', 'PO_MISSING']],
      ].sort(),
    );
    ok(await create(billing, priced.legIds, [{ orderId: priced.id, poNumber: 'PO-1' }]));
    expect((await ready())[0].legs.map((leg) => leg.leg.id)).toEqual([unpriced.legIds[0]]);
  });

  it('bills a checked-out stay of the leg as the storage area prices it, once', async () => {
    const order = await deliveredOrder({ legs: 2 });
    const yard = await fx.location({ type: 'STORAGE', name: `Invoice Yard ${crypto.randomUUID().slice(0, 6)}` });
    await fx.link('storage_facilities', { location_id: yard });
    await fx.row('storage_rate_cards', { location_id: yard, daily_rate: 2_500, free_days: 0 });
    await fx.row('storage_records', {
      number: `SR-${800000 + Math.floor(Math.random() * 99999)}`,
      facility_id: yard,
      client_id: order.clientId,
      order_id: order.id,
      order_leg_id: order.legIds[0],
      vehicle_id: order.vehicleId,
      storage_type: 'ORDER',
      movement_kind: 'LEGWORK_IN',
      status: 'PICKED_UP',
      reserved_from: '2026-11-01',
      checked_in_at: '2026-11-02T15:00:00Z',
      checked_out_at: '2026-11-05T15:00:00Z',
    });
    const [invoice] = ok(await create(billing, [order.legIds[0]])).createInvoices;
    const stay = invoice.lines.find((line) => line.type === 'STORAGE');
    expect(stay?.sourceKind).toBe('STORAGE');
    expect(stay?.sourceLabel).toMatch(/^Storage record SR-\d+: /);
    expect(stay?.amount).toBeGreaterThan(0);
    expect((stay?.amount ?? 1) % 2_500).toBe(0);
    expect(invoice.total).toBe(50_000 + 1_000 + (stay?.amount ?? 0));
    ok(await move(billing, invoice, 'CANCEL'));
    const [again] = ok(await create(billing, order.legIds)).createInvoices;
    expect(again.lines.filter((line) => line.type === 'STORAGE').map((line) => line.amount)).toEqual([stay?.amount]);
  });

  it('refuses legs that are not delivered, unpriced, already invoiced or missing a required PO, and writes nothing', async () => {
    const before = await count(server.db, 'invoices');
    const moving = await fx.order({ state: 'ACTIVE', legs: [{ status: 'IN_TRANSIT' }] });
    const unpriced = await deliveredOrder({ priced: false });
    const poClient = await fx.client();
    await server.db.query('UPDATE clients SET po_required = true WHERE id = $1', [poClient]);
    const needsPo = await deliveredOrder({ clientId: poClient });
    const error = expectError(await create(billing, [moving.legIds[0], unpriced.legIds[0], needsPo.legIds[0]]), 'BAD_USER_INPUT');
    expect(Object.keys(error.extensions.errors as object)).toEqual(['input.legIds.0', 'input.legIds.1', 'input.legIds.2']);
    expect(JSON.stringify(error.extensions.errors)).toContain('no agreed price');
    expect(JSON.stringify(error.extensions.errors)).toContain('PO number');
    expect(await count(server.db, 'invoices')).toBe(before);
    const [withPo] = ok(await create(billing, needsPo.legIds, [{ orderId: needsPo.id, poNumber: 'PO-77' }])).createInvoices;
    expect(withPo.poNumber).toBe('PO-77');
    expectError(await create(billing, needsPo.legIds, [{ orderId: needsPo.id, poNumber: 'PO-77' }]), 'BAD_USER_INPUT');
  });

  it('answers junk with BAD_USER_INPUT and unknown or foreign legs with NOT_FOUND', async () => {
    expectError(await create(billing, []), 'BAD_USER_INPUT');
    expectError(await create(billing, ['not-an-id']), 'NOT_FOUND');
    expectError(await create(billing, [crypto.randomUUID()]), 'NOT_FOUND');
    const order = await deliveredOrder();
    expectError(await create(northAdmin, order.legIds), 'NOT_FOUND');
    expectError(await create(billing, [order.legIds[0], order.legIds[0]]), 'BAD_USER_INPUT');
  });

  it('is billing and accounting work: dispatch is FORBIDDEN', async () => {
    const order = await deliveredOrder();
    expectError(await create(dispatch, order.legIds), 'FORBIDDEN');
    expectError(await dispatch.gql('{ invoices { data { id } } }'), 'FORBIDDEN');
  });

  it('two clerks invoicing the same legs at once make one invoice', async () => {
    const order = await deliveredOrder({ legs: 2 });
    const results = await Promise.all([create(billing, order.legIds), create(accounting, order.legIds)]);
    expect(results.filter((result) => !result.errors).length).toBe(1);
    expect(results.find((result) => result.errors)?.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect(await count(server.db, 'invoice_legs WHERE order_leg_id = ANY($1::uuid[]) AND live', [order.legIds])).toBe(2);
    expect(
      await count(server.db, '(SELECT DISTINCT invoice_id FROM invoice_legs WHERE order_leg_id = ANY($1::uuid[])) x', [order.legIds]),
    ).toBe(1);
  });

  it('the database holds a leg on one live invoice at most', async () => {
    const order = await deliveredOrder();
    const [invoice] = ok(await create(billing, order.legIds)).createInvoices;
    const [other] = ok(await create(billing, (await deliveredOrder()).legIds)).createInvoices;
    await expect(
      server.db.query('INSERT INTO invoice_legs (tenant_id, invoice_id, order_leg_id, order_id) VALUES ($1, $2, $3, $4)', [
        east,
        other.id,
        order.legIds[0],
        order.id,
      ]),
    ).rejects.toThrow(/invoice_legs_live_idx/);
    expect(invoice.id).not.toBe(other.id);
  });
});

describe('the invoice machine', () => {
  it('issuing dates the invoice by its terms, invoices its legs and leaves the order UNPAID', async () => {
    const order = await deliveredOrder({ legs: 2 });
    const invoice = await issued(order);
    expect(invoice).toMatchObject({ status: 'OPEN', paymentStatus: 'UNPAID', balance: 101_000 });
    const days = (Date.parse(invoice.dueOn as string) - Date.parse(invoice.issuedOn as string)) / 86_400_000;
    expect(days).toBe(30);
    for (const legId of order.legIds) expect((await legRow(legId))?.status).toBe('INVOICED');
    expect((await orderRow(order.id))?.payment_status).toBe('UNPAID');
    expect((await auditRows(server.db, 'leg.invoice')).filter((row) => order.legIds.includes(row.entityId as string)).length).toBe(2);
  });

  it('a stale version is CONFLICT, an event the status refuses INVALID_TRANSITION, and nothing changes', async () => {
    const order = await deliveredOrder();
    const [draft] = ok(await create(billing, order.legIds)).createInvoices;
    expectError(await move(billing, { ...draft, version: draft.version + 5 }, 'ISSUE'), 'CONFLICT');
    const open = ok(await move(billing, draft, 'ISSUE')).transitionInvoice;
    expectError(await move(billing, open, 'ISSUE'), 'INVALID_TRANSITION');
    expect(await one(server.db, 'SELECT status, version FROM invoices WHERE id = $1', [open.id])).toEqual({
      status: 'OPEN',
      version: open.version,
    });
  });

  it("cancelling a draft frees its legs; an issued one is a lead's to cancel and its legs go back to DELIVERED", async () => {
    const order = await deliveredOrder();
    const [draft] = ok(await create(billing, order.legIds)).createInvoices;
    expect(ok(await move(billing, draft, 'CANCEL')).transitionInvoice).toMatchObject({ status: 'CANCELLED', paymentStatus: 'VOID' });
    expect((await orderRow(order.id))?.payment_status).toBe('VOID');
    const open = await issued(order);
    const refused = expectError(await move(accounting, open, 'CANCEL'), 'INVALID_TRANSITION');
    expect(refused.extensions.reason).toBe('ROLE');
    expect(ok(await move(admin, open, 'CANCEL')).transitionInvoice.status).toBe('CANCELLED');
    expect((await legRow(order.legIds[0]))?.status).toBe('DELIVERED');
    expect((await auditRows(server.db, 'leg.uninvoice')).some((row) => row.entityId === order.legIds[0])).toBe(true);
    expect((await issued(order)).status).toBe('OPEN');
  });

  it('an invoice with a payment is not cancelled: it is credited', async () => {
    const order = await deliveredOrder();
    const open = await issued(order);
    ok(await payOn(open, order.clientId, 1_000));
    const current = ok(
      await admin.gql<{ invoice: Invoice }>(`query($id: ID!) { invoice(id: $id) { ${INVOICE} } }`, { id: open.id }),
    ).invoice;
    const refused = expectError(await move(admin, current, 'CANCEL'), 'INVALID_TRANSITION');
    expect(refused.extensions.reason).toBe('RECORD');
    expectError(
      await billing.gql('mutation($id: ID!, $v: Int!) { creditInvoice(id: $id, reason: "wrong rate", version: $v) { id } }', {
        id: open.id,
        v: current.version,
      }),
      'FORBIDDEN',
    );
    const replacement = ok(
      await admin.gql<{ creditInvoice: Invoice & { replaces: { id: string; status: string; creditNotes: Invoice[] } } }>(
        `mutation($id: ID!, $v: Int!) { creditInvoice(id: $id, reason: "wrong rate", version: $v) { ${INVOICE} replaces { id status creditNotes { ${INVOICE} } } } }`,
        { id: open.id, v: current.version },
      ),
    ).creditInvoice;
    expect(replacement).toMatchObject({ status: 'DRAFT', kind: 'INVOICE', total: open.total, replaces: { id: open.id, status: 'PAID' } });
    expect(replacement.replaces.creditNotes.map((note) => [note.kind, note.total])).toEqual([['CREDIT_NOTE', -open.total]]);
    expect((await legRow(order.legIds[0]))?.status).toBe('INVOICED');
    const credit = ok(
      await billing.gql<{ clientCredit: { amount: number } }>('query($c: ID!) { clientCredit(clientId: $c) { amount } }', {
        c: order.clientId,
      }),
    );
    expect(credit.clientCredit.amount).toBe(1_000);
    expect(ok(await move(billing, replacement, 'ISSUE')).transitionInvoice.status).toBe('OPEN');
  });
});

describe('payments', () => {
  it('partly, then wholly paid: PARTIALLY_PAID, then PAID with the legs client-paid and the order PAID', async () => {
    const order = await deliveredOrder();
    const open = await issued(order);
    ok(await payOn(open, order.clientId, 20_000));
    expect((await orderRow(order.id))?.payment_status).toBe('PARTIALLY_PAID');
    expectError(await payOn(open, order.clientId, 40_000), 'BAD_USER_INPUT');
    ok(await payOn(open, order.clientId, 31_000));
    const paid = ok(
      await billing.gql<{ invoice: Invoice }>(`query($id: ID!) { invoice(id: $id) { ${INVOICE} } }`, { id: open.id }),
    ).invoice;
    expect(paid).toMatchObject({ status: 'PAID', paymentStatus: 'PAID', paid: 51_000, balance: 0 });
    expect((await legRow(order.legIds[0]))?.client_paid).toBe(true);
    expect((await orderRow(order.id))?.payment_status).toBe('PAID');
  });

  it("an amount beyond the applications is refused unless recorded as the client's credit", async () => {
    const order = await deliveredOrder();
    const open = await issued(order);
    const input = { clientId: order.clientId, amount: 60_000, applications: [{ invoiceId: open.id, amount: 51_000 }] };
    const error = expectError(await pay(billing, { key: crypto.randomUUID(), ...input }), 'BAD_USER_INPUT');
    expect(error.extensions.errors).toHaveProperty(['input.amount']);
    const payment = ok(await pay(billing, { key: crypto.randomUUID(), ...input, asCredit: true })).postPayment;
    expect(payment.unapplied).toBe(9_000);
  });

  it('posts one payment per key, even twice at once', async () => {
    const order = await deliveredOrder();
    const open = await issued(order);
    const key = crypto.randomUUID();
    const input = { key, clientId: order.clientId, amount: 10_000, applications: [{ invoiceId: open.id, amount: 10_000 }] };
    const [a, b] = await Promise.all([pay(billing, input), pay(accounting, input)]);
    expect(ok(a).postPayment.id).toBe(ok(b).postPayment.id);
    const again = ok(await pay(billing, input)).postPayment;
    expect(again.id).toBe(ok(a).postPayment.id);
    expect(await count(server.db, 'payments WHERE key = $1', [key])).toBe(1);
    expect((await one<{ paid: string }>(server.db, 'SELECT paid::text AS paid FROM invoices WHERE id = $1', [open.id]))?.paid).toBe(
      '10000',
    );
    expectError(await pay(billing, { ...input, amount: 5_000, applications: [], asCredit: true }), 'BAD_USER_INPUT');
  });

  it("refuses junk, a draft, another client's invoice and another tenant's client", async () => {
    const order = await deliveredOrder();
    const [draft] = ok(await create(billing, order.legIds)).createInvoices;
    const base = { key: crypto.randomUUID(), clientId: order.clientId, amount: 100 };
    expectError(await pay(billing, { ...base, amount: -1 }), 'BAD_USER_INPUT');
    expectError(await pay(billing, { ...base, amount: 1.5 }), 'BAD_USER_INPUT');
    expectError(await pay(billing, { ...base, receivedOn: '2026-02-30' }), 'BAD_USER_INPUT');
    expectError(await pay(billing, { ...base, applications: [{ invoiceId: draft.id, amount: 100 }] }), 'BAD_USER_INPUT');
    const other = await issued(await deliveredOrder());
    expectError(await pay(billing, { ...base, applications: [{ invoiceId: other.id, amount: 100 }] }), 'NOT_FOUND');
    expectError(await pay(northAdmin, { ...base, asCredit: true }), 'NOT_FOUND');
    expect(await count(server.db, 'payments WHERE key = $1', [base.key])).toBe(0);
  });

  it('serialises totals past $21 million', async () => {
    const order = await deliveredOrder({ legs: 1, perLeg: 99_999_999, tax: 99_999_999 });
    const second = await deliveredOrder({ clientId: order.clientId, legs: 1, perLeg: 99_999_999, tax: 99_999_999 });
    await server.db.query("UPDATE clients SET invoice_frequency = 'MONTHLY' WHERE id = $1", [order.clientId]);
    const [invoice] = ok(await create(billing, [...order.legIds, ...second.legIds])).createInvoices;
    expect(invoice.total).toBe(4 * 99_999_999);
  });
});

describe("the leg's own buttons", () => {
  const legMove = (as: TestClient, id: string, version: number, event: string) =>
    as.gql(`mutation($id: ID!, $v: Int!, $e: OrderLegEvent!) { transitionOrderLeg(id: $id, event: $e, version: $v) { id } }`, {
      id,
      v: version,
      e: event,
    });

  it('offer neither INVOICE nor DRIVER_PAID, and the mutation refuses both', async () => {
    const order = await deliveredOrder({ payee: false });
    const leg = ok(
      await admin.gql<{ orderLeg: { availableEvents: string[]; eventOptions: { event: string }[]; version: number } }>(
        'query($id: ID!) { orderLeg(id: $id) { availableEvents eventOptions { event } version } }',
        { id: order.legIds[0] },
      ),
    ).orderLeg;
    expect(leg.availableEvents).not.toContain('INVOICE');
    expect(leg.eventOptions.map((option) => option.event)).not.toContain('INVOICE');
    expect(leg.eventOptions.map((option) => option.event)).not.toContain('DRIVER_PAID');
    expectError(await legMove(admin, order.legIds[0], leg.version, 'INVOICE'), 'INVALID_TRANSITION');
    expectError(await legMove(admin, order.legIds[0], leg.version, 'DRIVER_PAID'), 'INVALID_TRANSITION');
    expect((await legRow(order.legIds[0]))?.status).toBe('DELIVERED');
  });

  it('an order closes only once its invoices are paid and its legs settled', async () => {
    const order = await deliveredOrder();
    const open = await issued(order);
    const close = async () => {
      const { version } = (await orderRow(order.id)) as { version: number };
      return accounting.gql('mutation($id: ID!, $v: Int!) { transitionOrder(id: $id, event: CLOSE, version: $v) { state } }', {
        id: order.id,
        v: version,
      });
    };
    expectError(await close(), 'INVALID_TRANSITION');
    ok(await payOn(open, order.clientId, open.total));
    expectError(await close(), 'INVALID_TRANSITION');
    await server.db.query("UPDATE order_legs SET status = 'DRIVER_PAID', driver_paid = true WHERE id = ANY($1::uuid[])", [order.legIds]);
    expect(ok(await close())).toEqual({ transitionOrder: { state: 'CLOSED' } });
  });

  it('an order whose leg has nobody to pay closes once that leg is invoiced and paid', async () => {
    const order = await deliveredOrder({ payee: false });
    const open = await issued(order);
    ok(await payOn(open, order.clientId, open.total));
    const { version } = (await orderRow(order.id)) as { version: number };
    const closed = await accounting.gql('mutation($id: ID!, $v: Int!) { transitionOrder(id: $id, event: CLOSE, version: $v) { state } }', {
      id: order.id,
      v: version,
    });
    expect(ok(closed)).toEqual({ transitionOrder: { state: 'CLOSED' } });
    expect((await legRow(order.legIds[0]))?.status).toBe('INVOICED');
  });
});

describe('the portal and other tenants', () => {
  it("a portal user sees its client's issued invoices only, never drafts, payments or another client's", async () => {
    const mine = await deliveredOrder({ legs: 2 });
    const theirs = await deliveredOrder();
    const email = `invoices-${crypto.randomUUID().slice(0, 8)}@legwork.test`;
    await addPortalUser(server.db, east, email, { clientId: mine.clientId });
    const portal = await signedIn(server.url, email);
    const open = await issued({ ...mine, legIds: [mine.legIds[0]] });
    const [draft] = ok(await create(billing, [mine.legIds[1]])).createInvoices;
    const other = await issued(theirs);
    const list = ok(
      await portal.gql<{ portalInvoices: { data: { id: string; total: number; dueOn: string }[] } }>(
        '{ portalInvoices { data { id total dueOn status paymentStatus } } }',
      ),
    ).portalInvoices.data;
    expect(list.map((invoice) => invoice.id)).toEqual([open.id]);
    expectError(await portal.gql('query($id: ID!) { portalInvoice(id: $id) { id } }', { id: draft.id }), 'NOT_FOUND');
    expectError(await portal.gql('query($id: ID!) { portalInvoice(id: $id) { id } }', { id: other.id }), 'NOT_FOUND');
    expectError(await portal.gql('{ invoices { data { id } } }'), 'FORBIDDEN');
    expectError(await portal.gql('{ payments { id } }'), 'FORBIDDEN');
    const order = ok(
      await portal.gql<{ portalOrder: { invoices: { id: string }[] } }>('query($id: ID!) { portalOrder(id: $id) { invoices { id } } }', {
        id: mine.id,
      }),
    );
    expect(order.portalOrder.invoices.map((invoice) => invoice.id)).toEqual([open.id]);
  });

  it("another tenant's invoice is NOT_FOUND and out of its lists", async () => {
    const open = await issued(await deliveredOrder());
    expectError(await northAdmin.gql('query($id: ID!) { invoice(id: $id) { id } }', { id: open.id }), 'NOT_FOUND');
    expectError(await move(northAdmin, open, 'CANCEL'), 'NOT_FOUND');
    const list = ok(await northAdmin.gql<{ invoices: { data: { id: string }[] } }>('{ invoices(first: 100) { data { id } } }')).invoices
      .data;
    expect(list.map((invoice) => invoice.id)).not.toContain(open.id);
  });

  it('ages an open invoice by its due day in the tenant zone, at each bucket boundary (days 0, 1, 30, 31, 60, 61, 90, 91)', async () => {
    const days = [0, 1, 30, 31, 60, 61, 90, 91];
    const invoices: { ago: number; id: string }[] = [];
    for (const ago of days) {
      const open = await issued(await deliveredOrder());
      // Days before today in the tenant's zone, as the list counts them (app_today, migration 024).
      await server.db.query(
        `UPDATE invoices i SET due_on = (now() AT TIME ZONE t.time_zone)::date - $2::int FROM tenants t WHERE t.id = i.tenant_id AND i.id = $1`,
        [open.id, ago],
      );
      invoices.push({ ago, id: open.id });
    }
    const ids = new Set(invoices.map((invoice) => invoice.id));
    const inBucket = async (aging: string) =>
      ok(
        await billing.gql<{ invoices: { data: { id: string; aging: string }[] } }>(
          'query($a: [AgingBucket!]) { invoices(first: 500, status: [OPEN], aging: $a) { data { id aging } } }',
          { a: [aging] },
        ),
      )
        .invoices.data.filter((invoice) => ids.has(invoice.id))
        .map((invoice) => invoices.find((each) => each.id === invoice.id)?.ago)
        .sort((a, b) => (a ?? 0) - (b ?? 0));
    expect(await inBucket('CURRENT')).toEqual([0]);
    expect(await inBucket('DAYS_1_30')).toEqual([1, 30]);
    expect(await inBucket('DAYS_31_60')).toEqual([31, 60]);
    expect(await inBucket('DAYS_61_90')).toEqual([61, 90]);
    expect(await inBucket('DAYS_90_PLUS')).toEqual([91]);
  });

  it('the order and the leg show their invoices; the list ages open balances', async () => {
    const order = await deliveredOrder();
    const open = await issued(order);
    await server.db.query('UPDATE invoices SET due_on = app_today() - 45 WHERE id = $1', [open.id]);
    const found = ok(
      await billing.gql<{
        order: { invoices: { id: string }[] };
        invoices: { data: { id: string; aging: string }[]; summary: { days31to60: number } };
      }>(
        'query($id: ID!, $c: ID!) { order(id: $id) { invoices { id } } invoices(clientId: $c, status: [OPEN]) { data { id aging } summary { days31to60 } } }',
        { id: order.id, c: order.clientId },
      ),
    );
    expect(found.order.invoices.map((invoice) => invoice.id)).toEqual([open.id]);
    expect(found.invoices.data).toEqual([{ id: open.id, aging: 'DAYS_31_60' }]);
    expect(found.invoices.summary.days31to60).toBe(open.total);
    const ready = ok(
      await billing.gql<{ readyToBillLegs: { client: { id: string }; legs: { blockers: string[] }[] }[] }>(
        'query($c: ID!) { readyToBillLegs(clientId: $c) { client { id } legs { blockers } } }',
        { c: order.clientId },
      ),
    ).readyToBillLegs;
    expect(ready).toEqual([]);
  });
});

describe('invoiceChanged', () => {
  it('tells billing of a payment on an invoice as it is applied', async () => {
    const order = await deliveredOrder();
    const open = await issued(order);
    type Changed = { id: string; paid: number };
    const subscriber = await subscribeTenantTopic<Changed>(
      { url: server.url, events: server.events, sockets },
      billing,
      'invoiceChanged',
      'id paid',
      open.id,
    );
    ok(await payOn(open, order.clientId, 2_000));
    expect(await subscriber.waitFor((event) => event.paid === 2_000)).toEqual({ id: open.id, paid: 2_000 });
  });
});

describe('invariants under random operations', () => {
  it('totals are their lines, a leg is on one live invoice, payments never exceed what is open, legs and orders follow', async () => {
    const clientId = await fx.client();
    const orders = await Promise.all([0, 1, 2].map(() => deliveredOrder({ clientId, legs: 2, perLeg: 12_345, tax: 678 })));
    const legIds = orders.flatMap((order) => order.legIds);
    const op = fc.oneof(
      fc.record({ kind: fc.constant('create' as const), legs: fc.subarray(legIds, { minLength: 1 }) }),
      fc.record({ kind: fc.constantFrom('issue' as const, 'cancel' as const), pick: fc.nat(20) }),
      fc.record({ kind: fc.constant('pay' as const), pick: fc.nat(20), amount: fc.integer({ min: 1, max: 30_000 }) }),
    );
    let done = 0;
    const tally = (result: { errors?: unknown[] }) => {
      if (!result.errors) done += 1;
    };
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 8 }), async (ops) => {
        for (const step of ops) {
          const { rows } = await server.db.query<{ id: string; version: number; status: string; open: string }>(
            `SELECT id, version, status, (total - paid)::text AS open FROM invoices WHERE client_id = $1 ORDER BY created_at, id`,
            [clientId],
          );
          const target = 'pick' in step && rows.length > 0 ? rows[step.pick % rows.length] : null;
          if (step.kind === 'create') tally(await create(billing, step.legs));
          else if (target && step.kind === 'pay') {
            const amount = Math.min(step.amount, Math.max(1, Number(target.open)));
            tally(await pay(billing, { key: crypto.randomUUID(), clientId, amount, applications: [{ invoiceId: target.id, amount }] }));
          } else if (target) tally(await move(admin, target, step.kind === 'issue' ? 'ISSUE' : 'CANCEL'));
        }
        const broken = await server.db.query(
          `SELECT i.number FROM invoices i WHERE i.client_id = $1 AND (
             i.total <> (SELECT coalesce(sum(amount), 0) FROM invoice_lines WHERE invoice_id = i.id)
             OR i.paid <> (SELECT coalesce(sum(amount), 0) FROM payment_applications WHERE invoice_id = i.id)
             OR i.paid > i.total
             OR (i.status = 'PAID') <> (i.paid >= i.total AND i.status NOT IN ('DRAFT', 'CANCELLED')))`,
          [clientId],
        );
        expect(broken.rows).toEqual([]);
        const legs = await server.db.query<{ id: string; status: string; live: string; billed: string | null }>(
          `SELECT l.id, l.status, (SELECT count(*) FROM invoice_legs il WHERE il.order_leg_id = l.id AND il.live)::text AS live,
             (SELECT i.status FROM invoice_legs il JOIN invoices i ON i.id = il.invoice_id WHERE il.order_leg_id = l.id AND il.live) AS billed
           FROM order_legs l WHERE l.id = ANY($1::uuid[])`,
          [legIds],
        );
        for (const leg of legs.rows) {
          expect(Number(leg.live)).toBeLessThanOrEqual(1);
          const invoiced = leg.billed === 'OPEN' || leg.billed === 'PAID';
          expect([leg.id, leg.status]).toEqual([leg.id, invoiced ? 'INVOICED' : 'DELIVERED']);
        }
      }),
      {
        numRuns: 6,
        // One sequence that certainly moves records runs first, so the count below never hangs on the draw.
        examples: [
          [
            [
              { kind: 'create', legs: [legIds[0]] },
              { kind: 'issue', pick: 0 },
              { kind: 'pay', pick: 0, amount: 1_000 },
              { kind: 'create', legs: [legIds[1], legIds[2]] },
              { kind: 'cancel', pick: 1 },
            ],
          ],
        ],
      },
    );
    // The sequences did move records (a run of refusals only would prove nothing).
    expect(done).toBeGreaterThan(3);
  }, 120_000);
});
