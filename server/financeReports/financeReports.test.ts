import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDriverId } from '../../tests/server/support/drivers';
import { one } from '../../tests/server/support/helpers';
import { type OrderFixture, orderFixture } from '../../tests/server/support/orderFixtures';
import { drivenAndTrucked, startEastServer } from '../../tests/server/support/eastServer';
import type { TestServer } from '../../tests/server/support/testServer';
import { withContext } from '../db/database';
import { financial } from './financeReports.financial';
import { receivablesAging } from './financeReports.invoices';
import { rebates } from './financeReports.rebate';
import type { Days, FinanceScope } from './financeReports.sql';

/**
 * The finance reports' figures (issue 31) on rows each test makes, computed under the East staff's row-level security:
 * the aging buckets at their edges, DSO, the rebate tiers, the margin sums, and North's rows never counted.
 */
let server: TestServer;
let east: string;
let north: string;
let fx: OrderFixture;
let fxNorth: OrderFixture;
let serial = 0;

beforeAll(async () => {
  ({ server, east, north, fx } = await startEastServer());
  fxNorth = orderFixture(server.db, north);
}, 240_000);
afterAll(async () => {
  await server?.close();
});

const ZONE = 'America/New_York';
const asEast = <T>(fn: (scope: FinanceScope) => Promise<T>) =>
  withContext(server.db, { tenantId: east, userId: null }, (tx) => fn({ tx, zone: ZONE }));

/** An issued invoice of a client (owner connection), `total` in minor units, with one line of `total - tax` and one TAX line. */
const invoice = async (
  f: OrderFixture,
  clientId: string,
  {
    issuedOn,
    dueOn,
    total,
    tax = 0,
    paid = 0,
    status = 'OPEN',
    kind = 'INVOICE',
    legId = null,
  }: {
    issuedOn: string;
    dueOn: string;
    total: number;
    tax?: number;
    paid?: number;
    status?: string;
    kind?: string;
    legId?: string | null;
  },
) => {
  serial += 1;
  const id = await f.row('invoices', {
    number: `FR-${process.pid}-${serial}`,
    kind,
    status,
    client_id: clientId,
    issued_on: issuedOn,
    due_on: dueOn,
    terms: 'NET_30',
    subtotal: total - tax,
    tax,
    total,
    paid,
  });
  await f.row('invoice_lines', {
    invoice_id: id,
    position: 1,
    type: 'RATE',
    description: 'Transport',
    unit_amount: total - tax,
    amount: total - tax,
    source_kind: 'ORDER_PRICE',
    source_label: 'Transport',
    order_leg_id: legId,
  });
  if (tax)
    await f.row('invoice_lines', {
      invoice_id: id,
      position: 2,
      type: 'TAX',
      description: 'Tax',
      unit_amount: tax,
      amount: tax,
      source_kind: 'ORDER_PRICE',
      source_label: 'Tax',
    });
  return id;
};

const payment = async (clientId: string, invoiceId: string, amount: number, receivedOn: string) => {
  serial += 1;
  const paymentId = await fx.row('payments', {
    key: `fr-${process.pid}-${serial}`,
    client_id: clientId,
    received_on: receivedOn,
    amount,
    method: 'ACH',
  });
  await fx.row('payment_applications', { payment_id: paymentId, invoice_id: invoiceId, amount });
  await server.db.query(
    "UPDATE invoices SET paid = paid + $2, status = CASE WHEN paid + $2 = total THEN 'PAID' ELSE status END, updated_at = now() WHERE id = $1",
    [invoiceId, amount],
  );
};

const JUNE: Days = { from: '2026-06-01', to: '2026-06-30' };

describe('the invoices report', () => {
  it('puts a balance due 0, 30, 31, 60, 61, 90 and 91 days before the as-of day in its bucket', async () => {
    const client = await fx.client();
    const due = (dueOn: string, total: number) => invoice(fx, client, { issuedOn: '2026-03-01', dueOn, total });
    await due('2026-06-30', 1); // the as-of day itself: current
    await due('2026-07-15', 2); // not yet due: current
    await due('2026-05-31', 10); // 30 days: 1–30
    await due('2026-05-30', 100); // 31 days: 31–60
    await due('2026-05-01', 1_000); // 60 days: 31–60
    await due('2026-04-30', 10_000); // 61 days: 61–90
    await due('2026-04-01', 100_000); // 90 days: 61–90
    await due('2026-03-31', 1_000_000); // 91 days: 90+
    const report = await asEast((scope) => receivablesAging(scope, JUNE, client));
    expect(report.asOf).toBe('2026-06-30');
    expect(report.asOfToday).toBe(false);
    expect(report.clients).toHaveLength(1);
    expect(report.clients[0].aging).toEqual({
      CURRENT: 3,
      DAYS_1_30: 10,
      DAYS_31_60: 1_100,
      DAYS_61_90: 110_000,
      DAYS_90_PLUS: 1_000_000,
    });
    expect(report.clients[0].receivable).toBe(1_111_113);
    expect(report.invoices.map((row) => row.daysPastDue)).toEqual([91, 90, 61, 60, 31, 30, 0, 0]);
  });

  it('counts the balance as it stood: payments received after the as-of day, credit notes issued after it and invoices issued after it change nothing', async () => {
    const client = await fx.client();
    const early = await invoice(fx, client, { issuedOn: '2026-05-01', dueOn: '2026-05-31', total: 50_000 });
    await payment(client, early, 20_000, '2026-06-10'); // before: 30,000 left
    const late = await invoice(fx, client, { issuedOn: '2026-05-01', dueOn: '2026-05-31', total: 40_000 });
    await payment(client, late, 40_000, '2026-07-02'); // after: all 40,000 still owed on June 30
    const credited = await invoice(fx, client, { issuedOn: '2026-05-01', dueOn: '2026-05-31', total: 7_000, status: 'PAID', paid: 7_000 });
    await invoice(fx, client, {
      issuedOn: '2026-06-20',
      dueOn: '2026-07-20',
      total: -7_000,
      paid: -7_000,
      status: 'OPEN',
      kind: 'CREDIT_NOTE',
    });
    await server.db.query('UPDATE invoices SET replaces_id = $1 WHERE number = $2', [credited, `FR-${process.pid}-${serial}`]);
    await invoice(fx, client, { issuedOn: '2026-07-01', dueOn: '2026-07-31', total: 99_000 }); // issued after
    const report = await asEast((scope) => receivablesAging(scope, JUNE, client));
    expect(report.clients[0].aging.DAYS_1_30).toBe(70_000);
    expect(report.clients[0].receivable).toBe(70_000);
  });

  it('works DSO out as receivables ÷ the period’s sales × its days', async () => {
    const client = await fx.client();
    await invoice(fx, client, { issuedOn: '2026-06-05', dueOn: '2026-07-05', total: 60_000 });
    const paidOne = await invoice(fx, client, { issuedOn: '2026-06-10', dueOn: '2026-07-10', total: 30_000 });
    await payment(client, paidOne, 30_000, '2026-06-20');
    const report = await asEast((scope) => receivablesAging(scope, JUNE, client));
    // 60,000 owed of 90,000 sold over 30 days: 20 days.
    expect(report.clients[0]).toMatchObject({ receivable: 60_000, sales: 90_000, dso: 20 });
    expect(report.days).toBe(30);
  });

  it('ages a period not yet over as of today in the tenant’s zone', async () => {
    const report = await asEast((scope) => receivablesAging(scope, { from: '2026-12-01', to: '2099-12-31' }));
    const today = await withContext(server.db, { tenantId: east, userId: null }, (tx) =>
      one<{ today: string }>(tx, "SELECT to_char(app_today(), 'YYYY-MM-DD') AS today"),
    );
    expect(report.asOf).toBe(today?.today);
    expect(report.asOfToday).toBe(true);
  });

  it('never counts another tenant’s invoices', async () => {
    const northClient = await fxNorth.client();
    await invoice(fxNorth, northClient, { issuedOn: '2026-06-01', dueOn: '2026-06-02', total: 123_456 });
    const report = await asEast((scope) => receivablesAging(scope, JUNE));
    expect(report.clients.map((row) => row.clientId)).not.toContain(northClient);
    const scoped = await asEast((scope) => receivablesAging(scope, JUNE, northClient));
    expect(scoped.clients).toEqual([]);
    expect(scoped.invoices).toEqual([]);
  });
});

const Q1_2020: Days = { from: '2020-01-01', to: '2020-03-31' };

describe('the financial report', () => {
  it('sums revenue (tax left out), driver and carrier pay and expenses into margins by month, client, method and vehicle class', async () => {
    const client = await fx.client();
    const { order, driven, trucked } = await drivenAndTrucked(fx, client);
    await invoice(fx, client, { issuedOn: '2020-01-15', dueOn: '2020-02-14', total: 110_000, tax: 10_000, legId: driven });
    await invoice(fx, client, { issuedOn: '2020-02-15', dueOn: '2020-03-14', total: 50_000, legId: trucked });
    await invoice(fx, client, { issuedOn: '2020-02-20', dueOn: '2020-03-20', total: 9_999, status: 'CANCELLED' });
    await invoice(fx, client, { issuedOn: '2020-04-01', dueOn: '2020-05-01', total: 9_999 }); // after the quarter
    const driver = await freshDriverId(server.db);
    serial += 1;
    const settlement = await fx.row('settlements', {
      number: `FRS-${process.pid}-${serial}`,
      payee_kind: 'DRIVER',
      driver_id: driver,
      period_from: '2020-01-01',
      period_to: '2020-01-31',
      status: 'PAID',
      earnings: 30_000,
      net: 30_000,
    });
    await fx.row('settlement_legs', {
      settlement_id: settlement,
      order_leg_id: driven,
      order_id: order.id,
      payee: `DRIVER:${driver}`,
      pay_kind: 'PER_MOVE',
      rate: 30_000,
      amount: 30_000,
    });
    const { id: itemId } = (await one<{ id: string }>(server.db, 'SELECT id FROM expense_items WHERE tenant_id = $1 LIMIT 1', [east])) ?? {
      id: '',
    };
    await fx.row('driver_receipts', {
      driver_id: driver,
      expense_item_id: itemId,
      order_leg_id: driven,
      amount: 2_500,
      spent_on: '2020-03-03',
      status: 'APPROVED',
    });
    await fx.row('driver_receipts', {
      driver_id: driver,
      expense_item_id: itemId,
      amount: 777,
      spent_on: '2020-03-04',
      status: 'SUBMITTED',
    });

    const report = await asEast((scope) => financial(scope, Q1_2020, { clientId: client }));
    expect(report.total).toEqual({ revenue: 150_000, driverPay: 30_000, carrierPay: 0, expenses: 2_500, margin: 117_500 });
    expect(report.month.map((row) => [row.key, row.revenue, row.margin])).toEqual([
      ['2020-01', 100_000, 70_000],
      ['2020-02', 50_000, 50_000],
      ['2020-03', 0, -2_500],
    ]);
    expect(report.client).toEqual([expect.objectContaining({ key: client, revenue: 150_000, margin: 117_500 })]);
    expect(report.method.map((row) => [row.key, row.margin])).toEqual([
      ['DRIVEN', 67_500],
      ['TRUCKED', 50_000],
    ]);
    expect(report.vehicleClass.map((row) => [row.key, row.margin])).toEqual([['SEDAN', 117_500]]);
    const sum = (rows: { margin: number }[]) => rows.reduce((total, row) => total + row.margin, 0);
    for (const rows of [report.month, report.client, report.method, report.vehicleClass]) expect(sum(rows)).toBe(report.total.margin);
  });

  it('never counts another tenant’s money', async () => {
    const northClient = await fxNorth.client();
    await invoice(fxNorth, northClient, { issuedOn: '2020-02-01', dueOn: '2020-03-01', total: 424_242 });
    const report = await asEast((scope) => financial(scope, Q1_2020));
    expect(report.client.map((row) => row.key)).not.toContain(northClient);
    expect(report.client.map((row) => row.revenue)).not.toContain(424_242);
  });
});

describe('the rebate report', () => {
  const delivered = async (clientId: string, legs: number, at: string) => {
    const order = await fx.order({ clientId, legs: Array.from({ length: legs }, () => ({ status: 'DELIVERED' as const })) });
    await server.db.query('UPDATE order_legs SET delivered_at = $2 WHERE order_id = $1', [order.id, at]);
  };
  const tiered = async (legs: number) => {
    const client = await fx.client();
    for (const [minLegs, rateBp] of [
      [3, 100],
      [5, 250],
      [8, 500],
    ])
      await fx.row('client_rebate_tiers', { client_id: client, min_legs: minLegs, rate_bp: rateBp });
    await delivered(client, legs, '2026-06-15T12:00:00Z');
    await invoice(fx, client, { issuedOn: '2026-06-20', dueOn: '2026-07-20', total: 110_001, tax: 10_000 });
    return client;
  };

  it('owes nothing below the first tier, the tier’s rate exactly at its threshold, and the top tier past it', async () => {
    const below = await tiered(2);
    const atTier = await tiered(5);
    const top = await tiered(11);
    const rows = await asEast((scope) => rebates(scope, JUNE));
    const of = (id: string) => rows.find((row) => row.clientId === id);
    expect(of(below)).toMatchObject({ legs: 2, revenue: 100_001, tier: null, rebate: 0, next: { minLegs: 3, legsShort: 1 } });
    // 2.5% of 100,001 = 2,500.025: 2,500.
    expect(of(atTier)).toMatchObject({ legs: 5, tier: { minLegs: 5, rateBp: 250 }, rebate: 2_500, next: { minLegs: 8, legsShort: 3 } });
    expect(of(top)).toMatchObject({ legs: 11, tier: { minLegs: 8, rateBp: 500 }, rebate: 5_000, next: null });
  });

  it('counts a leg by its delivery day in the tenant’s zone', async () => {
    const client = await fx.client();
    await fx.row('client_rebate_tiers', { client_id: client, min_legs: 1, rate_bp: 100 });
    // 02:00 UTC on July 1 is still June 30 in New York; 04:30 UTC on June 1 is 00:30 there.
    await delivered(client, 1, '2026-07-01T02:00:00Z');
    await delivered(client, 1, '2026-06-01T04:30:00Z');
    await delivered(client, 1, '2026-06-01T03:30:00Z'); // May 31 in New York
    const rows = await asEast((scope) => rebates(scope, JUNE, client));
    expect(rows[0].legs).toBe(2);
  });

  it('never reads another tenant’s tiers', async () => {
    const northClient = await fxNorth.client();
    await fxNorth.row('client_rebate_tiers', { client_id: northClient, min_legs: 1, rate_bp: 100 });
    const rows = await asEast((scope) => rebates(scope, JUNE));
    expect(rows.map((row) => row.clientId)).not.toContain(northClient);
  });
});
