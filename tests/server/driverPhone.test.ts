import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InspectionItemCodeValues } from '../../src/generated/enums/InspectionItemCode';
import { signedIn, type TestClient } from './support/client';
import { driverIdOfUser } from './support/drivers';
import { count, expectError, one, tenantIdOf } from './support/helpers';
import { type OrderFixture, orderFixture } from './support/orderFixtures';
import { startTestServer, type TestServer } from './support/testServer';

/** The driver's phone (issue 34): a pick up's or a delivery's actual time, and the "customer not available" reason. */

let server: TestServer;
let east: string;
let fx: OrderFixture;
let dale: TestClient;
let daleId: string;

beforeAll(async () => {
  server = await startTestServer();
  east = await tenantIdOf(server.db, 'Legwork East');
  fx = orderFixture(server.db, east);
  dale = await signedIn(server.url, 'driver@legwork.test');
  daleId = await driverIdOfUser(server.db, 'driver@legwork.test');
}, 60_000);
afterAll(async () => {
  await server?.close();
});

const MOVE = `mutation($id: ID!, $event: OrderLegEvent!, $version: Int!, $input: LegTransitionInput) {
  transitionOrderLeg(id: $id, event: $event, version: $version, input: $input) { id status pickedUpAt deliveredAt } }`;
type Moved = { transitionOrderLeg: { status: string; pickedUpAt: string | null; deliveredAt: string | null } };

const HOUR = 3_600_000;
const ago = (ms: number) => new Date(Date.now() - ms).toISOString();

const legRow = (id: string) =>
  one<{ status: string; version: number; pickedUpAt: Date | null; deliveredAt: Date | null }>(
    server.db,
    'SELECT status, version, picked_up_at AS "pickedUpAt", delivered_at AS "deliveredAt" FROM order_legs WHERE id = $1',
    [id],
  );

let reports = 0;
/** A leg of Dale's waiting for its pick up, its pickup report taken `takenAgo` ago. */
const legWithPickupReport = async (takenAgo: number) => {
  const order = await fx.order({ state: 'DISPATCH', legs: [{ status: 'PENDING_PICKUP', driverId: daleId }] });
  const legId = order.legIds[0];
  await server.db.query(
    `INSERT INTO condition_reports (tenant_id, number, client_id, order_id, order_leg_id, direction, status, captured_at,
       driver_signature, customer_not_available_reason, submitted_at)
     VALUES ($1, $2, $3, $4, $5, 'PICKUP', 'SUBMITTED', $6, '{"name": "Dale Driver"}', 'Lot closed', now())`,
    [east, `CR-${990_000 + ++reports}`, randomUUID(), order.id, legId, ago(takenAgo)],
  );
  await server.db.query('UPDATE order_legs SET pickup_report_submitted = true WHERE id = $1', [legId]);
  return legId;
};

const move = async (legId: string, event: 'PICK_UP' | 'DELIVER', actualAt?: string) =>
  dale.gql<Moved>(MOVE, { id: legId, event, version: (await legRow(legId))?.version, input: actualAt ? { actualAt } : null });

const auditCount = (legId: string) => count(server.db, 'audit_logs WHERE entity_id = $1', [legId]);

describe('the actual time of a pick up and a delivery', () => {
  it('stores a pick up and a delivery at the times the driver gives inside the window', async () => {
    const legId = await legWithPickupReport(3 * HOUR);
    const pickedUp = ago(2 * HOUR);
    const picked = await move(legId, 'PICK_UP', pickedUp);
    expect(picked.errors).toBeUndefined();
    expect(picked.data?.transitionOrderLeg).toMatchObject({ status: 'IN_TRANSIT', pickedUpAt: pickedUp });
    expect((await legRow(legId))?.pickedUpAt?.toISOString()).toBe(pickedUp);
    // The delivery report is what the delivery waits for; the time is what this test is about.
    await server.db.query('UPDATE order_legs SET delivery_report_submitted = true WHERE id = $1', [legId]);
    const delivered = ago(HOUR);
    const done = await move(legId, 'DELIVER', delivered);
    expect(done.data?.transitionOrderLeg).toMatchObject({ status: 'DELIVERED', deliveredAt: delivered });
    expect((await legRow(legId))?.deliveredAt?.toISOString()).toBe(delivered);
    // The driver's delivery asks the contact for a survey too (a carrier may not write survey rows itself).
    expect(await count(server.db, 'delivery_surveys WHERE order_leg_id = $1', [legId])).toBe(1);
  });

  it('takes now when no time is given', async () => {
    const legId = await legWithPickupReport(HOUR);
    const before = Date.now();
    await move(legId, 'PICK_UP');
    const stored = (await legRow(legId))?.pickedUpAt?.getTime() ?? 0;
    expect(stored).toBeGreaterThanOrEqual(before - 1000);
    expect(stored).toBeLessThanOrEqual(Date.now() + 1000);
  });

  it('refuses a time before the pickup report or later than now with a field error, and changes nothing', async () => {
    const legId = await legWithPickupReport(HOUR);
    const before = await legRow(legId);
    const audits = await auditCount(legId);
    for (const [actualAt, message] of [
      [ago(2 * HOUR), 'The time cannot be earlier than the pickup report.'],
      [new Date(Date.now() + HOUR).toISOString(), 'The time cannot be later than now.'],
    ] as const) {
      const refused = expectError(await move(legId, 'PICK_UP', actualAt), 'BAD_USER_INPUT');
      expect(refused.extensions?.errors).toEqual({ 'input.actualAt': [message] });
    }
    expect(await legRow(legId)).toEqual(before);
    expect(await auditCount(legId)).toBe(audits);
  });

  it('refuses a delivery before the pick up, and keeps the leg in transit', async () => {
    const legId = await legWithPickupReport(3 * HOUR);
    await move(legId, 'PICK_UP', ago(2 * HOUR));
    await server.db.query('UPDATE order_legs SET delivery_report_submitted = true WHERE id = $1', [legId]);
    const before = await legRow(legId);
    const refused = expectError(await move(legId, 'DELIVER', ago(150 * 60_000)), 'BAD_USER_INPUT');
    expect(refused.extensions?.errors).toEqual({ 'input.actualAt': ['The time cannot be earlier than the pick up.'] });
    expect(await legRow(legId)).toEqual(before);
    expect(before?.status).toBe('IN_TRANSIT');
  });
});

describe('staff Pick up and Deliver from the leg page (LegEventDialog)', () => {
  const LEG = `query($id: ID!) { orderLeg(id: $id) { pickedUpAt deliveredAt conditionReports { direction status capturedAt } } }`;
  type Leg = {
    orderLeg: {
      pickedUpAt: string | null;
      deliveredAt: string | null;
      conditionReports: { direction: string; status: string; capturedAt: string | null }[];
    };
  };

  it('stores the times a dispatcher gives, refuses one before the pickup report, and the leg page reads them back', async () => {
    const dispatch = await signedIn(server.url, 'dispatch@legwork.test');
    const legId = await legWithPickupReport(3 * HOUR);
    const staffMove = async (event: 'PICK_UP' | 'DELIVER', actualAt: string) =>
      dispatch.gql<Moved>(MOVE, { id: legId, event, version: (await legRow(legId))?.version, input: { actualAt } });

    // What the dialog reads for the pick up's earliest time: the standing pickup report's.
    const before = await dispatch.gql<Leg>(LEG, { id: legId });
    const [report] = before.data?.orderLeg.conditionReports ?? [];
    expect(report).toMatchObject({ direction: 'PICKUP', status: 'SUBMITTED' });
    expect(Math.abs(Date.parse(report?.capturedAt ?? '') - (Date.now() - 3 * HOUR))).toBeLessThan(60_000);

    const refused = expectError(await staffMove('PICK_UP', ago(4 * HOUR)), 'BAD_USER_INPUT');
    expect(refused.extensions?.errors).toEqual({ 'input.actualAt': ['The time cannot be earlier than the pickup report.'] });
    expect((await legRow(legId))?.status).toBe('PENDING_PICKUP');

    const pickedUp = ago(2 * HOUR);
    expect((await staffMove('PICK_UP', pickedUp)).data?.transitionOrderLeg).toMatchObject({ status: 'IN_TRANSIT', pickedUpAt: pickedUp });
    await server.db.query('UPDATE order_legs SET delivery_report_submitted = true WHERE id = $1', [legId]);
    const delivered = ago(HOUR);
    expect((await staffMove('DELIVER', delivered)).data?.transitionOrderLeg).toMatchObject({ status: 'DELIVERED', deliveredAt: delivered });
    expect(await legRow(legId)).toMatchObject({ pickedUpAt: new Date(pickedUp), deliveredAt: new Date(delivered) });
    expect((await dispatch.gql<Leg>(LEG, { id: legId })).data?.orderLeg).toMatchObject({ pickedUpAt: pickedUp, deliveredAt: delivered });
  });
});

describe('a report whose customer was not available', () => {
  const SUBMIT = 'mutation($input: ConditionReportInput!) { submitConditionReport(input: $input) { id } }';
  const report = (legId: string, reason: string | null) => ({
    clientId: randomUUID(),
    orderLegId: legId,
    direction: 'PICKUP',
    items: InspectionItemCodeValues.map((code) => ({ code, result: 'PASS' })),
    damages: [],
    photoIds: [randomUUID()],
    fuelLevel: 'HALF',
    keysCount: 1,
    fobsCount: 0,
    interiorConditions: [],
    looseItems: [],
    obstructions: [],
    capturedAt: new Date().toISOString(),
    driverSignature: { name: 'Dale Driver', signedAt: new Date().toISOString(), imageId: randomUUID() },
    customerNotAvailableReason: reason,
  });

  it('refuses a reason that only says the customer was not available, and stores no report', async () => {
    const order = await fx.order({ state: 'DISPATCH', legs: [{ status: 'PENDING_PICKUP', driverId: daleId }] });
    const legId = order.legIds[0];
    for (const reason of ['Customer not available', '  not available. ']) {
      const refused = expectError(await dale.gql(SUBMIT, { input: report(legId, reason) }), 'BAD_USER_INPUT');
      expect(refused.extensions?.errors).toEqual({
        'input.customerNotAvailableReason': ['Say why the customer was not available (for example: lot closed, nobody on site).'],
      });
    }
    expect(await count(server.db, 'condition_reports WHERE order_leg_id = $1', [legId])).toBe(0);
  });
});
