import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn, type TestClient } from '../../tests/server/support/client';
import { driverIdOfUser, freshDriverId } from '../../tests/server/support/drivers';
import { auditRows, count, expectError, one, PNG, uploadFile } from '../../tests/server/support/helpers';
import type { OrderFixture } from '../../tests/server/support/orderFixtures';
import { ok } from '../../tests/server/support/portal';
import type { TestServer } from '../../tests/server/support/testServer';
import { legRateLines, startEastServer } from '../../tests/server/support/eastServer';
import { subscribeTenantTopic } from '../../tests/server/support/ws';

/**
 * Settlements and driver pay (issue 30): drafts per payee from delivered legs with earnings from the pay profile,
 * deductions (chargebacks only where the pay profile lists them, escrow), reimbursements from approved receipts,
 * payments once per key, paying moving the legs to DRIVER_PAID (or the flag before the invoice), the pay run and the
 * 1099 totals, a driver's own settlements, tenant isolation, stale versions and junk input.
 */
let server: TestServer;
let accounting: TestClient, lead: TestClient, billing: TestClient, dispatch: TestClient, driver: TestClient, northAdmin: TestClient;
let fx: OrderFixture;
let east: string;
let dale: string;

type Settlement = {
  id: string;
  number: string;
  status: string;
  payeeKind: string;
  payeeName: string;
  version: number;
  earnings: number;
  reimbursementTotal: number;
  deductionTotal: number;
  net: number;
  paid: number;
  balance: number;
  escrowBalance: number;
  driver: { id: string } | null;
  legs: {
    id: string;
    heldFrom: string | null;
    leg: { id: string };
    payKind: string;
    rate: number;
    miles: number | null;
    ratedBill: number | null;
    amount: number;
    status: string;
    vin: string | null;
  }[];
  reimbursements: { amount: number; expenseType: string; receipt: { id: string } | null }[];
  deductions: { amount: number; deductionKind: string }[];
  payments: { key: string; type: string; amount: number }[];
  eventOptions: { event: string; enabled: boolean }[];
};
const SETTLEMENT = `id number status payeeKind payeeName version earnings reimbursementTotal deductionTotal net paid balance escrowBalance
  driver { id } legs { id heldFrom leg { id } payKind rate miles ratedBill amount status vin }
  reimbursements { amount expenseType receipt { id } } deductions { amount deductionKind } payments { key type amount }
  eventOptions { event enabled }`;

const FROM = '2001-03-01';
const TO = '2001-03-31';

beforeAll(async () => {
  ({ server, east, fx, accounting, lead, billing, dispatch, driver, northAdmin } = await startEastServer());
  dale = await driverIdOfUser(server.db, 'driver@legwork.test');
}, 60_000);
const sockets: { dispose(): void | Promise<void> }[] = [];
afterAll(async () => {
  for (const socket of sockets) await socket.dispose();
  await server?.close();
});

type Pay = { kind: 'PER_MILE' | 'PER_MOVE' | 'PERCENT'; rate: number; chargebacks?: boolean };

/** A driver with a pay profile. */
const payee = async (pay: Pay = { kind: 'PER_MOVE', rate: 30_000 }) => {
  const id = await freshDriverId(server.db);
  await server.db.query('UPDATE drivers SET pay_kind = $2, pay_rate = $3, pay_chargeback_allowed = $4 WHERE id = $1', [
    id,
    pay.kind,
    pay.rate,
    pay.chargebacks ?? false,
  ]);
  return id;
};

type Delivered = { id: string; number: string; legIds: string[] };

/**
 * A SETTLING order of `legs` legs of `driverId` (CLIENT_IN with none), delivered on `on` at `miles` each, priced at
 * `perLeg` a leg plus an order-wide 1,000 first service charge and 700 tax.
 */
const deliveredOrder = async ({
  driverId,
  legs = 1,
  status = 'DELIVERED',
  on = '2001-03-15',
  miles = 250,
  perLeg = 50_000,
}: {
  driverId: string | null;
  legs?: number;
  status?: 'DELIVERED' | 'INVOICED';
  on?: string;
  miles?: number;
  perLeg?: number;
}): Promise<Delivered> => {
  const order = await fx.order({
    clientId: await fx.client(),
    state: 'SETTLING',
    legs: Array.from({ length: legs }, () => ({
      status,
      transportMethod: driverId ? ('DRIVEN' as const) : ('CLIENT_IN' as const),
      driverId,
    })),
  });
  await server.db.query(
    `UPDATE order_legs SET delivered_at = ($2::date + time '12:00') AT TIME ZONE 'UTC', distance = $3 WHERE order_id = $1`,
    [order.id, on, miles],
  );
  await legRateLines(server.db, east, order, perLeg);
  await server.db.query(
    `INSERT INTO order_line_items (tenant_id, order_id, position, type, description, quantity, unit_amount, amount, explanation)
     VALUES ($1, $2, 100, 'FIRST_SERVICE_CHARGE', 'First service', 1, 1000, 1000, 'fsc'), ($1, $2, 101, 'TAX', 'Tax', 1, 700, 700, 'tax')`,
    [east, order.id],
  );
  return order;
};

const create = (as: TestClient, input: Record<string, unknown>) =>
  as.gql<{ createSettlements: Settlement[] }>(
    `mutation($input: CreateSettlementsInput!) { createSettlements(input: $input) { ${SETTLEMENT} } }`,
    { input: { periodFrom: FROM, periodTo: TO, ...input } },
  );

const forDriver = (driverId: string, legIds?: string[]) => ({ payee: { kind: 'DRIVER', id: driverId }, legIds });

const open = (as: TestClient, settlement: { id: string; version: number }) =>
  as.gql<{ transitionSettlement: Settlement }>(
    `mutation($id: ID!, $version: Int!) { transitionSettlement(id: $id, event: OPEN, version: $version) { ${SETTLEMENT} } }`,
    { id: settlement.id, version: settlement.version },
  );

const pay = (as: TestClient, input: Record<string, unknown>) =>
  as.gql<{ postSettlementPayment: Settlement }>(
    `mutation($input: SettlementPaymentInput!) { postSettlementPayment(input: $input) { ${SETTLEMENT} } }`,
    { input: { paidOn: '2001-04-05', type: 'DRIVER_PAY', reference: 'ACH 1', ...input } },
  );

const deduct = (as: TestClient, settlement: { id: string; version: number }, kind: string, amount: number) =>
  as.gql<{ addSettlementDeduction: Settlement }>(
    `mutation($input: SettlementDeductionInput!) { addSettlementDeduction(input: $input) { ${SETTLEMENT} } }`,
    { input: { settlementId: settlement.id, version: settlement.version, kind, amount, description: `${kind} recovered` } },
  );

const draftFor = async (pay: Pay = { kind: 'PER_MOVE', rate: 30_000 }, orderSpec: Partial<Parameters<typeof deliveredOrder>[0]> = {}) => {
  const driverId = await payee(pay);
  const order = await deliveredOrder({ driverId, ...orderSpec });
  const [settlement] = ok(await create(accounting, forDriver(driverId))).createSettlements;
  return { driverId, order, settlement };
};

let keys = 0;
const key = () => `stl-${process.pid}-${++keys}`;

const legRow = (id: string) =>
  one<{ status: string; driver_paid: boolean }>(server.db, 'SELECT status, driver_paid FROM order_legs WHERE id = $1', [id]);

describe('creating settlements', () => {
  it('makes a draft per payee with earnings per leg from the pay profile, numbered and audited', async () => {
    const perMove = await draftFor({ kind: 'PER_MOVE', rate: 30_000 }, { legs: 2 });
    expect(perMove.settlement).toMatchObject({
      status: 'DRAFT',
      payeeKind: 'DRIVER',
      earnings: 60_000,
      net: 60_000,
      paid: 0,
      balance: 60_000,
    });
    expect(perMove.settlement.number).toMatch(/^STL-\d+$/);
    expect(perMove.settlement.legs.map((leg) => [leg.payKind, leg.amount, leg.status, leg.ratedBill])).toEqual([
      ['PER_MOVE', 30_000, 'CREATED', null],
      ['PER_MOVE', 30_000, 'CREATED', null],
    ]);
    expect(perMove.settlement.legs[0].vin).toBeTruthy();
    expect((await auditRows(server.db, 'settlement.create')).some((row) => row.entityId === perMove.settlement.id)).toBe(true);

    const perMile = await draftFor({ kind: 'PER_MILE', rate: 85 }, { miles: 301 });
    expect(perMile.settlement.legs[0]).toMatchObject({ payKind: 'PER_MILE', rate: 85, miles: 301, amount: 25_585 });

    // 25 %: the leg's own 50,000 and half of the order-wide 1,000 (tax left out), shown as the rated bill.
    const percent = await draftFor({ kind: 'PERCENT', rate: 2_500 }, { legs: 2 });
    expect(percent.settlement.legs.map((leg) => [leg.ratedBill, leg.amount])).toEqual([
      [50_500, 12_625],
      [50_500, 12_625],
    ]);
    expect(percent.settlement.earnings).toBe(25_250);
  });

  it('never settles a leg with no payee (CLIENT_IN) and lists it nowhere', async () => {
    const order = await deliveredOrder({ driverId: null });
    const refused = expectError(await create(accounting, { legIds: order.legIds }), 'BAD_USER_INPUT');
    expect(refused.extensions.errors).toEqual({ 'input.legIds.0': [expect.stringContaining('nobody to pay')] });
    const all = ok(await create(accounting, { periodFrom: '2001-03-15', periodTo: '2001-03-15' })).createSettlements;
    expect(all.flatMap((settlement) => settlement.legs.map((leg) => leg.leg.id))).not.toContain(order.legIds[0]);
    const groups = ok(
      await accounting.gql<{ unsettledLegs: { legs: { leg: { id: string } }[] }[] }>('{ unsettledLegs { legs { leg { id } } } }'),
    ).unsettledLegs;
    expect(groups.flatMap((group) => group.legs.map((leg) => leg.leg.id))).not.toContain(order.legIds[0]);
    expect(await count(server.db, 'settlement_legs WHERE order_leg_id = $1', [order.legIds[0]])).toBe(0);
  });

  it('settles a leg at most once per payee (the database holds it too)', async () => {
    const { driverId, order, settlement } = await draftFor();
    const again = expectError(await create(accounting, forDriver(driverId, order.legIds)), 'BAD_USER_INPUT');
    expect(again.extensions.errors).toEqual({ 'input.legIds.0': [expect.stringContaining(settlement.number)] });
    expect(ok(await create(accounting, forDriver(driverId))).createSettlements).toEqual([]);
    await expect(
      server.db.query(
        `INSERT INTO settlement_legs (tenant_id, settlement_id, order_leg_id, order_id, payee, pay_kind, rate, amount)
         VALUES ($1, $2, $3, $4, $5, 'PER_MOVE', 1, 1)`,
        [east, settlement.id, order.legIds[0], order.id, `DRIVER:${driverId}`],
      ),
    ).rejects.toThrow(/unique|duplicate/i);
  });

  it('makes one settlement when two clerks settle the same payee at once', async () => {
    const driverId = await payee();
    const order = await deliveredOrder({ driverId, legs: 2 });
    const results = await Promise.all([create(accounting, forDriver(driverId)), create(lead, forDriver(driverId))]);
    const made = results.flatMap((result) => result.data?.createSettlements ?? []);
    expect(made).toHaveLength(1);
    expect(await count(server.db, 'settlement_legs WHERE order_leg_id = ANY($1::uuid[])', [order.legIds])).toBe(2);
    const named = await Promise.all([
      create(accounting, forDriver(driverId, order.legIds)),
      create(lead, forDriver(driverId, order.legIds)),
    ]);
    for (const result of named) expectError(result, 'BAD_USER_INPUT');
  });

  it('refuses legs outside the period, of another payee, or not delivered; junk input has field errors', async () => {
    const driverId = await payee();
    const late = await deliveredOrder({ driverId, on: '2001-05-02' });
    const other = await deliveredOrder({ driverId: await payee() });
    const errors = expectError(await create(accounting, forDriver(driverId, [...late.legIds, ...other.legIds])), 'BAD_USER_INPUT')
      .extensions.errors as Record<string, string[]>;
    expect(Object.keys(errors).sort()).toEqual(['input.legIds.0', 'input.legIds.1']);
    const junk = expectError(await create(accounting, { periodFrom: 'soon', periodTo: '2001-01-01', legIds: [] }), 'BAD_USER_INPUT');
    expect(Object.keys(junk.extensions.errors as object).sort()).toEqual(['input.legIds', 'input.periodFrom']);
    const backwards = expectError(await create(accounting, { periodFrom: '2001-03-02', periodTo: '2001-03-01' }), 'BAD_USER_INPUT');
    expect(backwards.extensions.errors).toEqual({ 'input.periodTo': ['The period ends before it starts.'] });
    expectError(await create(accounting, forDriver('not-a-uuid')), 'NOT_FOUND');
  });

  it('is accounting’s: billing and dispatch are FORBIDDEN, another tenant’s ids NOT_FOUND', async () => {
    const { settlement, order } = await draftFor();
    expectError(await create(billing, { legIds: order.legIds }), 'FORBIDDEN');
    expectError(await dispatch.gql(`{ settlement(id: "${settlement.id}") { id } }`), 'FORBIDDEN');
    expectError(await northAdmin.gql(`{ settlement(id: "${settlement.id}") { id } }`), 'NOT_FOUND');
    expectError(await open(northAdmin, settlement), 'NOT_FOUND');
    const north = ok(await northAdmin.gql<{ settlements: { data: { id: string }[] } }>('{ settlements(first: 100) { data { id } } }'));
    expect(north.settlements.data.map((each) => each.id)).not.toContain(settlement.id);
  });
});

describe('deductions and reimbursements', () => {
  it('refuses a chargeback the pay profile does not list, takes one it does, and keeps net = earnings + reimbursements − deductions', async () => {
    const plain = await draftFor();
    const refused = expectError(await deduct(accounting, plain.settlement, 'CHARGEBACK', 5_000), 'BAD_USER_INPUT');
    expect(refused.extensions.errors).toEqual({ 'input.kind': [expect.stringContaining('376.12(h)')] });

    const allowed = await draftFor({ kind: 'PER_MOVE', rate: 30_000, chargebacks: true });
    const charged = ok(await deduct(accounting, allowed.settlement, 'CHARGEBACK', 5_000)).addSettlementDeduction;
    const advanced = ok(await deduct(accounting, charged, 'ADVANCE', 2_000)).addSettlementDeduction;
    expect(advanced).toMatchObject({ earnings: 30_000, deductionTotal: 7_000, net: 23_000 });
    expect(advanced.deductions.map((line) => line.deductionKind)).toEqual(['CHARGEBACK', 'ADVANCE']);
    expectError(await deduct(accounting, allowed.settlement, 'ADVANCE', 1), 'CONFLICT');
    expect(expectError(await deduct(accounting, advanced, 'OTHER', 23_001), 'BAD_USER_INPUT').extensions.errors).toHaveProperty(
      'input.amount',
    );
  });

  it('reimburses an approved receipt once; a submitted or rejected one is refused, and a rejection needs its reason', async () => {
    const { driverId, settlement } = await draftFor();
    const item = await one<{ id: string }>(
      server.db,
      `INSERT INTO expense_items (tenant_id, code, name, type, reimbursable, receipt_required)
       VALUES ($1, $2, 'Fuel', 'FUEL', true, true) RETURNING id`,
      [east, `FUEL-${process.pid}-${++keys}`],
    );
    const receipt = async () =>
      (
        await one<{ id: string }>(
          server.db,
          `INSERT INTO driver_receipts (tenant_id, driver_id, expense_item_id, amount, spent_on) VALUES ($1, $2, $3, 4500, '2001-03-14') RETURNING id`,
          [east, driverId, item?.id],
        )
      )?.id as string;
    const [approved, rejected] = [await receipt(), await receipt()];
    const add = (target: { id: string; version: number }, receiptId: string) =>
      accounting.gql<{ addSettlementReimbursement: Settlement }>(
        `mutation($input: SettlementReimbursementInput!) { addSettlementReimbursement(input: $input) { ${SETTLEMENT} } }`,
        { input: { settlementId: target.id, receiptId, version: target.version } },
      );
    const review = (id: string, decision: string, reason?: string) =>
      accounting.gql<{ reviewDriverReceipt: { status: string; rejectReason: string | null; version: number } }>(
        'mutation($id: ID!, $decision: DriverReceiptDecision!, $reason: String) { reviewDriverReceipt(id: $id, decision: $decision, reason: $reason, version: 1) { status rejectReason version } }',
        { id, decision, reason },
      );
    expect(expectError(await add(settlement, approved), 'BAD_USER_INPUT').extensions.errors).toEqual({
      'input.receiptId': ['The receipt is submitted, not approved.'],
    });
    expect(ok(await review(approved, 'APPROVE')).reviewDriverReceipt).toMatchObject({ status: 'APPROVED', version: 2 });
    expect(expectError(await review(rejected, 'REJECT'), 'BAD_USER_INPUT').extensions.errors).toEqual({
      reason: ['Say why the receipt is rejected.'],
    });
    expect(ok(await review(rejected, 'REJECT', 'Not legible')).reviewDriverReceipt).toMatchObject({
      status: 'REJECTED',
      rejectReason: 'Not legible',
    });
    expectError(await review(rejected, 'APPROVE'), 'CONFLICT');
    const reimbursed = ok(await add(settlement, approved)).addSettlementReimbursement;
    expect(reimbursed).toMatchObject({ reimbursementTotal: 4_500, net: 34_500 });
    expect(reimbursed.reimbursements).toEqual([{ amount: 4_500, expenseType: 'FUEL', receipt: { id: approved } }]);
    expect(expectError(await add(reimbursed, approved), 'BAD_USER_INPUT').extensions.errors).toEqual({
      'input.receiptId': ['The receipt is already reimbursed on a settlement.'],
    });
    expect(expectError(await add(reimbursed, rejected), 'BAD_USER_INPUT').extensions.errors).toHaveProperty('input.receiptId');
    const listed = ok(
      await accounting.gql<{ driverReceipts: { id: string }[] }>('{ driverReceipts(status: [REJECTED], first: 500) { id } }'),
    );
    expect(listed.driverReceipts.map((each) => each.id)).toContain(rejected);
  });
});

describe('the settlement machine and payments', () => {
  it('opens a draft (INVALID_TRANSITION twice, CONFLICT when stale) and takes payments only when open', async () => {
    const { settlement } = await draftFor();
    expectError(await pay(accounting, { key: key(), settlementId: settlement.id, amount: 1_000 }), 'INVALID_TRANSITION');
    const opened = ok(await open(accounting, settlement)).transitionSettlement;
    expect(opened).toMatchObject({ status: 'OPEN', version: settlement.version + 1 });
    expect(opened.legs.map((leg) => leg.status)).toEqual(['PENDING_PRELOAD']);
    expectError(await open(accounting, settlement), 'CONFLICT');
    expectError(await open(accounting, opened), 'INVALID_TRANSITION');
    expectError(await deduct(accounting, opened, 'ADVANCE', 100), 'INVALID_TRANSITION');
    // Nothing to pay: a net of 0 is refused, the stored row unchanged.
    const eaten = await draftFor();
    const zero = ok(await deduct(accounting, eaten.settlement, 'ADVANCE', 30_000)).addSettlementDeduction;
    expect(zero.net).toBe(0);
    expect(zero.eventOptions).toEqual([{ event: 'OPEN', enabled: false }]);
    expect(expectError(await open(accounting, zero), 'INVALID_TRANSITION').extensions).toMatchObject({ event: 'OPEN', reason: 'RECORD' });
    expect(await one(server.db, 'SELECT status, version FROM settlements WHERE id = $1', [zero.id])).toEqual({
      status: 'DRAFT',
      version: zero.version,
    });
  });

  it('holds a settled leg with its history: the settlement is not paid in full until it is released', async () => {
    const { settlement } = await draftFor();
    const opened = ok(await open(accounting, settlement)).transitionSettlement;
    const hold = (target: Settlement, reason?: string) =>
      accounting.gql<{ holdSettlementLeg: Settlement }>(
        `mutation($id: ID!, $version: Int!, $reason: String!) { holdSettlementLeg(id: $id, version: $version, reason: $reason) { ${SETTLEMENT} } }`,
        { id: target.legs[0].id, version: target.version, reason: reason ?? '' },
      );
    expect(expectError(await hold(opened), 'BAD_USER_INPUT').extensions.errors).toEqual({ reason: ['Say why the leg is held.'] });
    const held = ok(await hold(opened, 'Damage claim open')).holdSettlementLeg;
    expect(held.legs[0]).toMatchObject({ status: 'ON_HOLD', heldFrom: 'PENDING_PRELOAD' });
    expectError(await hold(opened, 'again'), 'CONFLICT');
    expectError(await hold(held, 'again'), 'INVALID_TRANSITION');
    const preload = ok(await pay(accounting, { key: key(), settlementId: held.id, type: 'PRELOAD', amount: 5_000 })).postSettlementPayment;
    expect(preload.legs[0]).toMatchObject({ status: 'ON_HOLD', heldFrom: 'PROCESSING' });
    expect(
      expectError(await pay(accounting, { key: key(), settlementId: held.id, amount: 25_000 }), 'BAD_USER_INPUT').extensions.errors,
    ).toEqual({ 'input.amount': [expect.stringContaining('on hold')] });
    const released = ok(
      await accounting.gql<{ releaseSettlementLeg: Settlement }>(
        `mutation($id: ID!, $version: Int!) { releaseSettlementLeg(id: $id, version: $version) { ${SETTLEMENT} } }`,
        { id: preload.legs[0].id, version: preload.version },
      ),
    ).releaseSettlementLeg;
    expect(released.legs[0]).toMatchObject({ status: 'PROCESSING', heldFrom: null });
    expect(ok(await pay(accounting, { key: key(), settlementId: held.id, amount: 25_000 })).postSettlementPayment.status).toBe('PAID');
  });

  it('stores one payment when the same key is posted twice at once', async () => {
    const { settlement } = await draftFor();
    const opened = ok(await open(accounting, settlement)).transitionSettlement;
    const k = key();
    const both = await Promise.all([
      pay(accounting, { key: k, settlementId: opened.id, amount: 30_000 }),
      pay(lead, { key: k, settlementId: opened.id, amount: 30_000 }),
    ]);
    for (const result of both) expect(ok(result).postSettlementPayment).toMatchObject({ status: 'PAID', paid: 30_000 });
    expect(await count(server.db, 'settlement_payments WHERE key = $1', [k])).toBe(1);
    expect(await count(server.db, "audit_logs WHERE entity_id = $1 AND event = 'settlement.paid'", [opened.id])).toBe(1);
  });

  it('posts a payment once per key, never beyond the net; a reversal is a lead’s', async () => {
    const { settlement } = await draftFor();
    const opened = ok(await open(accounting, settlement)).transitionSettlement;
    const k = key();
    const preload = ok(await pay(accounting, { key: k, settlementId: opened.id, type: 'PRELOAD', amount: 10_000 })).postSettlementPayment;
    expect(preload).toMatchObject({ paid: 10_000, balance: 20_000 });
    expect(preload.legs.map((leg) => leg.status)).toEqual(['PROCESSING']);
    expect(ok(await pay(accounting, { key: k, settlementId: opened.id, type: 'PRELOAD', amount: 10_000 })).postSettlementPayment.paid).toBe(
      10_000,
    );
    expect(expectError(await pay(accounting, { key: k, settlementId: opened.id, amount: 5 }), 'BAD_USER_INPUT').extensions.errors).toEqual({
      'input.key': ['This key was used for another payment.'],
    });
    const over = key();
    expect(
      expectError(await pay(accounting, { key: over, settlementId: opened.id, amount: 20_001 }), 'BAD_USER_INPUT').extensions.errors,
    ).toHaveProperty('input.amount');
    expect(await count(server.db, 'settlement_payments WHERE key = $1', [over])).toBe(0);
    expectError(await pay(accounting, { key: key(), settlementId: opened.id, type: 'DRIVER_PAY_REVERSAL', amount: 1_000 }), 'FORBIDDEN');
    const reversed = ok(
      await pay(lead, { key: key(), settlementId: opened.id, type: 'DRIVER_PAY_REVERSAL', amount: 1_000 }),
    ).postSettlementPayment;
    expect(reversed).toMatchObject({ paid: 9_000, status: 'OPEN' });
    expect(reversed.payments.map((payment) => [payment.type, payment.amount])).toEqual([
      ['PRELOAD', 10_000],
      ['DRIVER_PAY_REVERSAL', -1_000],
    ]);
    expect(reversed.legs.map((leg) => leg.status)).toEqual(['PENDING_FINAL_PAYMENT']);
    expect(await count(server.db, 'settlement_payments WHERE key = $1', [k])).toBe(1);
  });

  it('is PAID when payments cover the net: an invoiced leg goes DRIVER_PAID, a leg not yet invoiced keeps the flag', async () => {
    const driverId = await payee({ kind: 'PER_MOVE', rate: 20_000 });
    const invoiced = await deliveredOrder({ driverId, status: 'INVOICED' });
    const delivered = await deliveredOrder({ driverId });
    const [settlement] = ok(await create(accounting, forDriver(driverId))).createSettlements;
    expect(settlement.legs).toHaveLength(2);
    const withEscrow = ok(await deduct(accounting, settlement, 'ESCROW', 2_500)).addSettlementDeduction;
    const opened = ok(await open(accounting, withEscrow)).transitionSettlement;
    const paid = ok(await pay(accounting, { key: key(), settlementId: opened.id, amount: 37_500 })).postSettlementPayment;
    expect(paid).toMatchObject({ status: 'PAID', paid: 37_500, balance: 0, escrowBalance: 2_500 });
    expect(paid.legs.map((leg) => leg.status)).toEqual(['DRIVER_PAID', 'DRIVER_PAID']);
    expect(await legRow(invoiced.legIds[0])).toEqual({ status: 'DRIVER_PAID', driver_paid: true });
    expect(await legRow(delivered.legIds[0])).toEqual({ status: 'DELIVERED', driver_paid: true });
    const legEvents = await auditRows(server.db, 'leg.driverPaid');
    expect(legEvents.filter((row) => [...invoiced.legIds, ...delivered.legIds].includes(row.entityId ?? ''))).toHaveLength(2);
    expect((await auditRows(server.db, 'settlement.paid')).some((row) => row.entityId === paid.id)).toBe(true);
    expectError(await pay(accounting, { key: key(), settlementId: paid.id, amount: 1 }), 'INVALID_TRANSITION');
    // A paid leg is due to nobody again.
    expect(ok(await create(accounting, forDriver(driverId))).createSettlements).toEqual([]);
  });

  it("shows the payee's earnings for the year to date on each statement (drafts left out)", async () => {
    const { settlement: march, driverId } = await draftFor({ kind: 'PER_MOVE', rate: 10_000 });
    await deliveredOrder({ driverId, on: '2001-04-10' });
    const [april] = ok(
      await create(accounting, { ...forDriver(driverId), periodFrom: '2001-04-01', periodTo: '2001-04-30' }),
    ).createSettlements;
    const ytd = async (id: string) =>
      ok(await accounting.gql<{ settlement: { earningsYearToDate: number } }>(`{ settlement(id: "${id}") { earningsYearToDate } }`))
        .settlement.earningsYearToDate;
    expect(await ytd(april.id)).toBe(0);
    ok(await open(accounting, march));
    ok(await open(accounting, april));
    expect([await ytd(march.id), await ytd(april.id)]).toEqual([10_000, 20_000]);
  });

  it('lists payees due in the pay run and totals a year for the 1099-NEC with its threshold', async () => {
    const { settlement, driverId } = await draftFor({ kind: 'PER_MOVE', rate: 250_000 });
    const opened = ok(await open(accounting, settlement)).transitionSettlement;
    const run = ok(
      await accounting.gql<{
        payRun: { balance: number; payees: { driver: { id: string } | null; balance: number; settlements: { id: string }[] }[] };
      }>('{ payRun { balance payees { driver { id } balance settlements { id } } } }'),
    ).payRun;
    const mine = run.payees.find((each) => each.driver?.id === driverId);
    expect(mine).toMatchObject({ balance: 250_000, settlements: [{ id: opened.id }] });
    expect(run.balance).toBeGreaterThanOrEqual(250_000);
    ok(await pay(accounting, { key: key(), settlementId: opened.id, amount: 250_000, paidOn: '2001-06-30' }));
    const report = ok(
      await accounting.gql<{
        payee1099: { threshold: number; payees: { driver: { id: string } | null; total: number; overThreshold: boolean }[] };
      }>('{ payee1099(year: 2001) { threshold payees { driver { id } total overThreshold } } }'),
    ).payee1099;
    expect(report.threshold).toBe(60_000);
    expect(report.payees.find((each) => each.driver?.id === driverId)).toMatchObject({ total: 250_000, overThreshold: true });
    expect(
      ok(await accounting.gql<{ payee1099: { threshold: number } }>('{ payee1099(year: 2026) { threshold } }')).payee1099.threshold,
    ).toBe(200_000);
  });
});

describe('portal users', () => {
  it('see nothing of settlements, pay or receipts', async () => {
    const client = await signedIn(server.url, 'client@legwork.test');
    for (const query of [
      '{ settlements { data { id } } }',
      '{ mySettlements { data { id } } }',
      '{ payRun { balance } }',
      '{ myDriverReceipts { id } }',
    ])
      expectError(await client.gql(query), 'FORBIDDEN');
  });
});

describe("a driver's own settlements", () => {
  it('reads their own open settlements, never a draft, another driver’s, or the staff lists', async () => {
    const order = await deliveredOrder({ driverId: dale, on: '2001-03-20' });
    await server.db.query("UPDATE drivers SET pay_kind = 'PER_MOVE', pay_rate = 15000 WHERE id = $1", [dale]);
    const [draft] = ok(await create(accounting, forDriver(dale, order.legIds))).createSettlements;
    expectError(await driver.gql(`{ settlement(id: "${draft.id}") { id } }`), 'NOT_FOUND');
    const own = ok(await deduct(accounting, draft, 'ESCROW', 1_000)).addSettlementDeduction;
    const opened = ok(await open(accounting, own)).transitionSettlement;
    ok(await pay(accounting, { key: key(), settlementId: opened.id, amount: 14_000 }));
    const read = ok(
      await driver.gql<{ settlement: { id: string; net: number; status: string; escrowBalance: number; legs: { leg: { id: string } }[] } }>(
        `{ settlement(id: "${own.id}") { id net status escrowBalance legs { leg { id } } } }`,
      ),
    );
    expect(read.settlement).toMatchObject({ id: own.id, net: 14_000, status: 'PAID', legs: [{ leg: { id: order.legIds[0] } }] });
    expect(read.settlement.escrowBalance).toBeGreaterThanOrEqual(1_000);
    const theirs = await draftFor();
    ok(await open(accounting, theirs.settlement));
    expectError(await driver.gql(`{ settlement(id: "${theirs.settlement.id}") { id } }`), 'NOT_FOUND');
    const listed = ok(await driver.gql<{ mySettlements: { data: { id: string }[] } }>('{ mySettlements(first: 100) { data { id } } }'));
    expect(listed.mySettlements.data.map((each) => each.id)).toContain(own.id);
    expect(listed.mySettlements.data.map((each) => each.id)).not.toContain(theirs.settlement.id);
    expectError(await driver.gql('{ settlements { data { id } } }'), 'FORBIDDEN');
    expectError(await accounting.gql('{ mySettlements { data { id } } }'), 'FORBIDDEN');
    expectError(await driver.gql('{ payRun { balance } }'), 'FORBIDDEN');
    expectError(await open(driver, own), 'FORBIDDEN');
  });
});

describe("a driver's receipts", () => {
  it('submits their own receipt with its file for a reimbursable item; accounting approves it and reimburses it', async () => {
    const item = await one<{ id: string }>(
      server.db,
      `INSERT INTO expense_items (tenant_id, code, name, type, reimbursable, receipt_required)
       VALUES ($1, $2, 'Hotel', 'HOTEL', true, true) RETURNING id`,
      [east, `HOTEL-${process.pid}-${++keys}`],
    );
    const items = ok(await driver.gql<{ receiptExpenseItems: { id: string }[] }>('{ receiptExpenseItems { id } }')).receiptExpenseItems;
    expect(items.map((each) => each.id)).toContain(item?.id);
    const order = await deliveredOrder({ driverId: dale, on: '2001-03-21' });
    const submit = (input: string) =>
      uploadFile(
        driver,
        `mutation($file: File!) { submitDriverReceipt(input: { ${input} }, file: $file) { id status amount expenseType driver { id } leg { id } media { id category } } }`,
        'file',
        { bytes: PNG, name: 'receipt.png', type: 'image/png' },
      );
    const result = await submit(`expenseItemId: "${item?.id}", amount: 12345, spentOn: "2001-03-21", legId: "${order.legIds[0]}"`);
    const receipt = (result.data as { submitDriverReceipt: { id: string; status: string; media: { category: string } | null } })
      .submitDriverReceipt;
    expect(receipt).toMatchObject({
      status: 'SUBMITTED',
      amount: 12_345,
      expenseType: 'HOTEL',
      driver: { id: dale },
      leg: { id: order.legIds[0] },
    });
    expect(receipt.media?.category).toBe('RECEIPTS');
    const other = await deliveredOrder({ driverId: await payee() });
    const refused = expectError(
      await submit(`expenseItemId: "${item?.id}", amount: 0, spentOn: "someday", legId: "${other.legIds[0]}"`),
      'BAD_USER_INPUT',
    );
    expect(Object.keys(refused.extensions.errors as object).sort()).toEqual(['input.amount', 'input.spentOn']);
    expect(
      expectError(
        await submit(`expenseItemId: "${item?.id}", amount: 5, spentOn: "2001-03-21", legId: "${other.legIds[0]}"`),
        'BAD_USER_INPUT',
      ).extensions.errors,
    ).toEqual({ 'input.legId': ['The selected leg is not one of yours.'] });
    const mine = ok(await driver.gql<{ myDriverReceipts: { id: string }[] }>('{ myDriverReceipts { id } }')).myDriverReceipts;
    expect(mine.map((each) => each.id)).toContain(receipt.id);
    expectError(await accounting.gql('{ myDriverReceipts { id } }'), 'FORBIDDEN');
    expectError(await driver.gql('{ driverReceipts { id } }'), 'FORBIDDEN');
    expectError(
      await driver.gql(`mutation { reviewDriverReceipt(id: "${receipt.id}", decision: APPROVE, version: 1) { id } }`),
      'FORBIDDEN',
    );
    ok(await accounting.gql(`mutation { reviewDriverReceipt(id: "${receipt.id}", decision: APPROVE, version: 1) { id } }`));
    await server.db.query("UPDATE drivers SET pay_kind = 'PER_MOVE', pay_rate = 15000 WHERE id = $1", [dale]);
    const [settlement] = ok(await create(accounting, forDriver(dale, order.legIds))).createSettlements;
    const reimbursed = ok(
      await accounting.gql<{ addSettlementReimbursement: Settlement }>(
        `mutation($input: SettlementReimbursementInput!) { addSettlementReimbursement(input: $input) { ${SETTLEMENT} } }`,
        { input: { settlementId: settlement.id, receiptId: receipt.id, version: settlement.version } },
      ),
    ).addSettlementReimbursement;
    expect(reimbursed).toMatchObject({ earnings: 15_000, reimbursementTotal: 12_345, net: 27_345 });
  });
});

describe('settlementChanged', () => {
  it('tells accounting of an opened settlement', async () => {
    // tests/server/support/ws.ts lists the topics other areas declared; this area's is in settlements.topics.ts.
    const topic = 'settlementChanged' as unknown as Parameters<typeof subscribeTenantTopic>[2];
    const probe = await draftFor();
    const { settlement } = await draftFor();
    type Changed = { id: string; status: string };
    const east = await subscribeTenantTopic<Changed>(
      { url: server.url, events: server.events, sockets },
      accounting,
      topic,
      'id status',
      probe.settlement.id,
    );
    ok(await open(accounting, settlement));
    expect(await east.waitFor((event) => event.id === settlement.id && event.status === 'OPEN')).toEqual({
      id: settlement.id,
      status: 'OPEN',
    });
  });
});
