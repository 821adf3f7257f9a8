import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDriverId } from '../../tests/server/support/drivers';
import { one } from '../../tests/server/support/helpers';
import type { OrderFixture } from '../../tests/server/support/orderFixtures';
import { drivenAndTrucked, startEastServer } from '../../tests/server/support/eastServer';
import type { TestServer } from '../../tests/server/support/testServer';
import { withContext } from '../db/database';
import { financial } from './financeReports.financial';

/**
 * The financial report's entries (migrations 067 and 068) against the ledgers they derive from: after every kind of
 * write the money areas make — an invoice issued, paid, cancelled, a line added or removed, a settlement approved and
 * edited, a receipt approved and rejected, a leg's method, a vehicle's class and an order's client changed — the
 * entries are exactly what deriving them again from the ledgers gives (the oracle below reads the ledgers the way the
 * report did before the entries existed).
 */
let server: TestServer;
let east: string;
let north: string;
let fx: OrderFixture;
let serial = 0;

beforeAll(async () => {
  ({ server, east, north, fx } = await startEastServer());
}, 240_000);
afterAll(async () => {
  await server?.close();
});

type Entry = {
  kind: string;
  source: string;
  day: string;
  client: string | null;
  method: string | null;
  class: string | null;
  amounts: string;
};

const ORACLE = `
  SELECT 'INVOICE_LINE' AS kind, il.id AS source, i.issued_on AS day, i.client_id AS client, l.transport_method AS method,
    v.vehicle_class AS class, concat_ws('/', il.amount, 0, 0, 0) AS amounts
  FROM invoice_lines il JOIN invoices i ON i.id = il.invoice_id LEFT JOIN order_legs l ON l.id = il.order_leg_id
    LEFT JOIN vehicles v ON v.id = l.vehicle_id
  WHERE il.type <> 'TAX' AND i.status IN ('OPEN', 'PAID') AND i.issued_on IS NOT NULL
  UNION ALL
  SELECT 'SETTLEMENT_LEG', sl.id, s.period_to, o.client_id, l.transport_method, v.vehicle_class,
    concat_ws('/', 0, CASE WHEN s.payee_kind = 'DRIVER' THEN sl.amount ELSE 0 END, CASE WHEN s.payee_kind = 'DRIVER' THEN 0 ELSE sl.amount END, 0)
  FROM settlement_legs sl JOIN settlements s ON s.id = sl.settlement_id JOIN order_legs l ON l.id = sl.order_leg_id
    JOIN orders o ON o.id = l.order_id LEFT JOIN vehicles v ON v.id = l.vehicle_id
  WHERE s.status IN ('OPEN', 'PAID')
  UNION ALL
  SELECT 'RECEIPT', r.id, r.spent_on, o.client_id, l.transport_method, v.vehicle_class, concat_ws('/', 0, 0, 0, r.amount)
  FROM driver_receipts r LEFT JOIN order_legs l ON l.id = r.order_leg_id LEFT JOIN orders o ON o.id = l.order_id
    LEFT JOIN vehicles v ON v.id = l.vehicle_id
  WHERE r.status = 'APPROVED'`;

const sorted = (rows: Entry[]) =>
  rows.map((row) => `${row.kind} ${row.source} ${row.day} ${row.client} ${row.method} ${row.class} ${row.amounts}`).sort();

/** The entries as stored, and as derived again from the ledgers (owner connection, every tenant). */
const compare = async () => {
  const { rows: derived } = await server.db.query<Entry>(
    `SELECT kind, source::text, to_char(day, 'YYYY-MM-DD') AS day, client::text, method, class, amounts FROM (${ORACLE}) o`,
  );
  const { rows: stored } = await server.db.query<Entry>(
    `SELECT source_kind AS kind, source_id::text AS source, to_char(day, 'YYYY-MM-DD') AS day, client_id::text AS client, method,
       vehicle_class AS class, concat_ws('/', revenue, driver_pay, carrier_pay, expenses) AS amounts FROM finance_entries`,
  );
  return { derived: sorted(derived), stored: sorted(stored) };
};

const expectInStep = async () => {
  const { derived, stored } = await compare();
  expect(stored).toEqual(derived);
  return stored;
};

const staff = <T>(tenantId: string, fn: Parameters<typeof withContext<T>>[2]) => withContext(server.db, { tenantId, userId: null }, fn);
const update = (sql: string, params: unknown[]) => staff(east, (tx) => tx.query(sql, params));
const DAYS = { from: '2019-01-01', to: '2019-12-31' };

describe('the financial report’s entries', () => {
  it('follow every write to the ledgers they derive from, in the writing transaction', async () => {
    const client = await fx.client();
    const other = await fx.client();
    const { vehicle, order, driven, trucked } = await drivenAndTrucked(fx, client);
    const before = (await expectInStep()).length;

    // A draft counts nothing; issued it counts its lines but not its tax; paid it stays; a line added and one removed.
    serial += 1;
    const invoice = await fx.row('invoices', {
      number: `FE-${process.pid}-${serial}`,
      kind: 'INVOICE',
      status: 'DRAFT',
      client_id: client,
      issued_on: null,
      due_on: '2019-03-01',
      terms: 'NET_30',
      subtotal: 100_000,
      tax: 8_000,
      total: 108_000,
      paid: 0,
    });
    const line = (position: number, type: string, amount: number, legId: string | null) =>
      fx.row('invoice_lines', {
        invoice_id: invoice,
        position,
        type,
        description: type,
        unit_amount: amount,
        amount,
        source_kind: 'ORDER_PRICE',
        source_label: type,
        order_leg_id: legId,
      });
    await line(1, 'RATE', 60_000, driven);
    await line(2, 'RATE', 40_000, trucked);
    await line(3, 'TAX', 8_000, null);
    expect((await expectInStep()).length).toBe(before);
    await update("UPDATE invoices SET status = 'OPEN', issued_on = '2019-02-01' WHERE id = $1", [invoice]);
    expect((await expectInStep()).length).toBe(before + 2);
    await update("UPDATE invoices SET status = 'PAID', paid = total WHERE id = $1", [invoice]);
    const fuel = await line(4, 'FUEL', 5_000, null);
    expect((await expectInStep()).length).toBe(before + 3);
    await update('DELETE FROM invoice_lines WHERE id = $1', [fuel]);
    await update('UPDATE invoice_lines SET amount = 45000 WHERE invoice_id = $1 AND position = 2', [invoice]);
    await expectInStep();

    // A settlement counts once approved; its legs' amounts and removal follow.
    const driver = await freshDriverId(server.db);
    serial += 1;
    const settlement = await fx.row('settlements', {
      number: `FES-${process.pid}-${serial}`,
      payee_kind: 'DRIVER',
      driver_id: driver,
      period_from: '2019-02-01',
      period_to: '2019-02-28',
      status: 'DRAFT',
      earnings: 30_000,
      net: 30_000,
    });
    const settled = (legId: string) =>
      fx.row('settlement_legs', {
        settlement_id: settlement,
        order_leg_id: legId,
        order_id: order.id,
        payee: `DRIVER:${driver}`,
        pay_kind: 'PER_MOVE',
        rate: 15_000,
        amount: 15_000,
      });
    const first = await settled(driven);
    await settled(trucked);
    await expectInStep();
    await update("UPDATE settlements SET status = 'OPEN' WHERE id = $1", [settlement]);
    expect((await expectInStep()).length).toBe(before + 4);
    await update('UPDATE settlement_legs SET amount = 17500 WHERE id = $1', [first]);
    await update("UPDATE settlements SET status = 'PAID' WHERE id = $1", [settlement]);
    await expectInStep();

    // A receipt counts while approved.
    const { id: itemId } = (await one<{ id: string }>(server.db, 'SELECT id FROM expense_items WHERE tenant_id = $1 LIMIT 1', [east])) ?? {
      id: '',
    };
    const receipt = await fx.row('driver_receipts', {
      driver_id: driver,
      expense_item_id: itemId,
      order_leg_id: trucked,
      amount: 2_500,
      spent_on: '2019-02-10',
      status: 'SUBMITTED',
    });
    await expectInStep();
    await update("UPDATE driver_receipts SET status = 'APPROVED' WHERE id = $1", [receipt]);
    expect((await expectInStep()).length).toBe(before + 5);
    await update('UPDATE driver_receipts SET amount = 2750, spent_on = $2 WHERE id = $1', [receipt, '2019-02-11']);
    await expectInStep();

    // The dimensions move with the leg, the vehicle and the order; an invoice keeps its own client.
    await update("UPDATE order_legs SET transport_method = 'TOW' WHERE id = $1", [trucked]);
    await update("UPDATE vehicles SET vehicle_class = 'HEAVY_DUTY' WHERE id = $1", [vehicle]);
    await update('UPDATE orders SET client_id = $2 WHERE id = $1', [order.id, other]);
    const moved = await expectInStep();
    expect(moved.filter((entry) => entry.includes(' TOW HEAVY_DUTY '))).toHaveLength(3);

    // What the report reads under the staff's row-level security: the year's figures of the ledgers.
    const report = await staff(east, (tx) => financial({ tx, zone: 'America/New_York' }, DAYS, { clientId: client }));
    expect(report.total).toEqual({ revenue: 105_000, driverPay: 0, carrierPay: 0, expenses: 0, margin: 105_000 });
    const moves = await staff(east, (tx) => financial({ tx, zone: 'America/New_York' }, DAYS, { clientId: other }));
    expect(moves.total).toEqual({ revenue: 0, driverPay: 32_500, carrierPay: 0, expenses: 2_750, margin: -35_250 });
    expect(moves.method.map((row) => [row.key, row.margin])).toEqual([
      ['DRIVEN', -17_500],
      ['TOW', -17_750],
    ]);

    // Cancelled, rejected and deleted: nothing left counted.
    await update("UPDATE invoices SET status = 'CANCELLED' WHERE id = $1", [invoice]);
    await update("UPDATE driver_receipts SET status = 'REJECTED', reject_reason = 'Not a work expense' WHERE id = $1", [receipt]);
    await update('DELETE FROM settlement_legs WHERE settlement_id = $1', [settlement]);
    await update('DELETE FROM settlements WHERE id = $1', [settlement]);
    expect((await expectInStep()).length).toBe(before);
  });

  it('are read by staff of their tenant only, and written by no session', async () => {
    const northCount = await staff(north, (tx) =>
      tx.query<{ n: number }>('SELECT count(*)::int AS n FROM finance_entries WHERE tenant_id = $1', [east]),
    );
    expect(northCount.rows[0].n).toBe(0);
    await expect(
      staff(east, (tx) =>
        tx.query(
          "INSERT INTO finance_entries (tenant_id, source_kind, source_id, parent_id, day, revenue) VALUES ($1, 'RECEIPT', gen_random_uuid(), gen_random_uuid(), '2019-01-01', 1)",
          [east],
        ),
      ),
    ).rejects.toThrow(/permission denied/);
  });

  it('are derived again, the same, by the rebuild a bulk load calls', async () => {
    const { stored } = await compare();
    await server.db.query('SELECT app_finance_entries_rebuild()');
    expect((await compare()).stored).toEqual(stored);
  });
});
