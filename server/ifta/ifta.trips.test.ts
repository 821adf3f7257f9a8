import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../tests/server/support/client';
import { driverIdOfUser, freshDriverId } from '../../tests/server/support/drivers';
import { auditRows, count, expectError, one } from '../../tests/server/support/helpers';
import { startEastServer } from '../../tests/server/support/eastServer';
import type { TestServer } from '../../tests/server/support/testServer';
import { runReportAs } from '../reports/reports.public';
import { CHICAGO, INDIANAPOLIS, type Place, placeAt, tractor } from './ifta.fixtures';
import { iftaReport } from './ifta.report';

/**
 * A leg's IFTA trip record (issue 31, docs/ifta.md "Odometers and recorded positions"): the unit's odometer recorded by
 * the leg's driver or dispatch, the positions its driver's phone records in transit, and the IFTA quarter reading both.
 */
// A quarter no seeded leg falls in (ifta.test.ts uses 2001-Q1), so the figures are this file's fixtures only.
const Q = { kind: 'QUARTER', from: '2002-01-01', to: '2002-03-31' };
// Kalamazoo, Michigan: a detour north-east of the straight Chicago–Indianapolis route.
const KALAMAZOO = { lat: 42.2917, lng: -85.5872 };

let server: TestServer;
let driver: TestClient;
let dispatch: TestClient;
let accounting: TestClient;
let east: string;
let north: string;
let dale: string;
let adminId: string;
let keys = 0;

type LegSpec = { tenant?: string; driverId?: string | null; status?: string; unit?: string | null; delivered?: string | null };

const place = (tenant: string, p: Place) => placeAt(server.db, tenant, p);

const newUnit = (tenant: string) => tractor(server.db, tenant, `TRIP-${process.pid}-${++keys}`);

/** A leg Chicago → Indianapolis, picked up in February 2002 (created before it), in transit unless told otherwise. */
const leg = async ({ tenant = east, driverId = dale, status = 'IN_TRANSIT', unit, delivered = null }: LegSpec = {}) => {
  const order = (await one<{ id: string }>(server.db, 'SELECT id FROM orders WHERE tenant_id = $1 LIMIT 1', [tenant]))?.id;
  const unitId = unit === undefined ? await newUnit(tenant) : unit;
  const number = `TR${process.pid}-${++keys}`;
  const row = await one<{ id: string; version: number }>(
    server.db,
    `INSERT INTO order_legs (tenant_id, order_id, number, position, sequence, origin_id, destination_id, transport_method, status,
       unit_id, driver_id, distance, created_at, picked_up_at, delivered_at)
     VALUES ($1, $2, $3, 190 + $4, 190 + $4, $5, $6, 'TRUCKED', $7, $8, $9, 183, '2002-02-01T00:00:00Z', '2002-02-10T14:00:00Z', $10)
     RETURNING id, version`,
    [tenant, order, number, keys, await place(tenant, CHICAGO), await place(tenant, INDIANAPOLIS), status, unitId, driverId, delivered],
  );
  return { id: row?.id as string, version: row?.version as number, number, unit: unitId };
};

const ODOMETER = `mutation($id: ID!, $start: Int, $end: Int, $version: Int!) {
  recordLegUnitOdometer(id: $id, start: $start, end: $end, version: $version) { id version unitOdometerStart unitOdometerEnd positionCount }
}`;
type OdometerLeg = { id: string; version: number; unitOdometerStart: number | null; unitOdometerEnd: number | null; positionCount: number };
const recordOdometer = (client: TestClient, variables: Record<string, unknown>) =>
  client.gql<{ recordLegUnitOdometer: OdometerLeg }>(ODOMETER, variables);

const POSITIONS = 'mutation($legId: ID!, $positions: [LegPositionInput!]!) { recordLegPositions(legId: $legId, positions: $positions) }';
const recordPositions = (client: TestClient, legId: string, positions: { at: string; lat: number; lng: number }[]) =>
  client.gql<{ recordLegPositions: number }>(POSITIONS, { legId, positions });

const stored = async (legId: string) =>
  one<{ start: number | null; end: number | null; version: number }>(
    server.db,
    'SELECT unit_odometer_start AS start, unit_odometer_end AS "end", version FROM order_legs WHERE id = $1',
    [legId],
  );
const positionsOf = (legId: string) => count(server.db, 'leg_positions WHERE order_leg_id = $1', [legId]);

beforeAll(async () => {
  ({ server, east, north, adminId, driver, dispatch, accounting } = await startEastServer());
  dale = await driverIdOfUser(server.db, 'driver@legwork.test');
}, 60_000);
afterAll(async () => {
  await server?.close();
});

describe('recordLegUnitOdometer', () => {
  it('stores the readings of the leg’s own driver with an audit row, keeps an absent one and answers a stale version with CONFLICT', async () => {
    const { id, version } = await leg();
    const first = await recordOdometer(driver, { id, start: 120_400, version });
    expect(first.errors).toBeUndefined();
    expect(first.data?.recordLegUnitOdometer).toMatchObject({ unitOdometerStart: 120_400, unitOdometerEnd: null, version: version + 1 });

    const second = await recordOdometer(dispatch, { id, end: 120_590, version: version + 1 });
    expect(second.data?.recordLegUnitOdometer).toMatchObject({ unitOdometerStart: 120_400, unitOdometerEnd: 120_590 });
    expect(await stored(id)).toEqual({ start: 120_400, end: 120_590, version: version + 2 });
    const audits = (await auditRows(server.db, 'leg.update')).filter((row) => row.entityId === id);
    expect(audits.map((row) => (row.after as { unitOdometerEnd: number | null }).unitOdometerEnd)).toEqual([null, 120_590]);

    expectError(await recordOdometer(dispatch, { id, start: 1, version }), 'CONFLICT');
    expect(await stored(id)).toEqual({ start: 120_400, end: 120_590, version: version + 2 });
  });

  it('refuses readings out of range, a delivery reading below the pick-up one and a leg without a unit, field by field', async () => {
    const { id, version } = await leg();
    const range = expectError(await recordOdometer(dispatch, { id, start: -1, end: 10_000_000, version }), 'BAD_USER_INPUT');
    expect(Object.keys(range.extensions.errors as object).sort()).toEqual(['end', 'start']);
    const backwards = expectError(await recordOdometer(dispatch, { id, start: 500, end: 499, version }), 'BAD_USER_INPUT');
    expect(backwards.extensions.errors).toEqual({ end: ['The odometer at delivery may not be less than at pick-up.'] });
    expect(await stored(id)).toEqual({ start: null, end: null, version });

    const noUnit = await leg({ unit: null });
    const refused = expectError(await recordOdometer(dispatch, { id: noUnit.id, start: 5, version: noUnit.version }), 'BAD_USER_INPUT');
    expect(refused.extensions.errors).toEqual({ id: ['This leg has no power unit.'] });
  });

  it('is the leg’s own driver’s or dispatch’s and safety’s: another driver’s leg is not found, accounting is forbidden', async () => {
    const other = await leg({ driverId: await freshDriverId(server.db) });
    expectError(await recordOdometer(driver, { id: other.id, start: 1, version: other.version }), 'NOT_FOUND');
    expectError(await recordOdometer(accounting, { id: other.id, start: 1, version: other.version }), 'FORBIDDEN');
    const northLeg = await leg({ tenant: north, driverId: null });
    expectError(await recordOdometer(dispatch, { id: northLeg.id, start: 1, version: northLeg.version }), 'NOT_FOUND');
    expect(await stored(other.id)).toMatchObject({ start: null });
  });
});

describe('recordLegPositions', () => {
  it('stores the driver’s positions in transit, skips an instant already recorded and counts them on the leg', async () => {
    const { id } = await leg();
    const sent = await recordPositions(driver, id, [
      { at: '2002-02-10T15:00:00Z', lat: 41.5, lng: -87.3 },
      { at: '2002-02-10T15:10:00Z', lat: 41.2, lng: -87.0 },
    ]);
    expect(sent.data?.recordLegPositions).toBe(2);
    const again = await recordPositions(driver, id, [
      { at: '2002-02-10T15:10:00.000Z', lat: 41.2, lng: -87.0 },
      { at: '2002-02-10T15:20:00Z', lat: 40.9, lng: -86.8 },
      { at: '2002-02-10T15:20:00Z', lat: 40.9, lng: -86.8 },
    ]);
    expect(again.data?.recordLegPositions).toBe(1);
    expect(await positionsOf(id)).toBe(3);
    const read = await dispatch.gql<{ orderLeg: { positionCount: number } }>(`query($id: ID!) { orderLeg(id: $id) { positionCount } }`, {
      id,
    });
    expect(read.data?.orderLeg.positionCount).toBe(3);
  });

  it('refuses bad positions field by field, a leg not in transit, and another driver’s or tenant’s leg as not found', async () => {
    const { id } = await leg();
    const bad = expectError(
      await recordPositions(driver, id, [
        { at: '2002-02-10T15:00:00Z', lat: 91, lng: 0 },
        { at: '2002-02-10T15:00:00Z', lat: 0, lng: -181 },
        { at: new Date(Date.now() + 3_600_000).toISOString(), lat: 0, lng: 0 },
        { at: '2002-01-01T00:00:00Z', lat: 0, lng: 0 },
      ]),
      'BAD_USER_INPUT',
    );
    expect(Object.keys(bad.extensions.errors as object).sort()).toEqual([
      'positions.0.lat',
      'positions.1.lng',
      'positions.2.at',
      'positions.3.at',
    ]);
    expectError(await recordPositions(driver, id, []), 'BAD_USER_INPUT');
    expect(await positionsOf(id)).toBe(0);

    const waiting = await leg({ status: 'PENDING_PICKUP' });
    await server.db.query('UPDATE order_legs SET picked_up_at = NULL WHERE id = $1', [waiting.id]);
    expectError(await recordPositions(driver, waiting.id, [{ at: '2002-02-10T15:00:00Z', lat: 41, lng: -87 }]), 'BAD_USER_INPUT');

    const other = await leg({ driverId: await freshDriverId(server.db) });
    expectError(await recordPositions(driver, other.id, [{ at: '2002-02-10T15:00:00Z', lat: 41, lng: -87 }]), 'NOT_FOUND');
    const northLeg = await leg({ tenant: north, driverId: await freshDriverId(server.db, 'Legwork North') });
    expectError(await recordPositions(driver, northLeg.id, [{ at: '2002-02-10T15:00:00Z', lat: 41, lng: -87 }]), 'NOT_FOUND');
    expectError(await recordPositions(dispatch, id, [{ at: '2002-02-10T15:00:00Z', lat: 41, lng: -87 }]), 'FORBIDDEN');
    expect(await positionsOf(other.id)).toBe(0);
  });
});

describe('the IFTA quarter with odometers and positions', () => {
  it('takes a leg’s distance from its odometer and apportions a leg along its recorded positions', async () => {
    const unit = await newUnit(east);
    // One leg with both readings (200 mi by odometer, 183 stored); one in transit whose driver detours through Michigan.
    const measured = await leg({ unit, status: 'DELIVERED', delivered: '2002-02-10T20:00:00Z' });
    await server.db.query('UPDATE order_legs SET unit_odometer_start = 1000, unit_odometer_end = 1200 WHERE id = $1', [measured.id]);
    const detour = await leg({ unit });
    const sent = await recordPositions(driver, detour.id, [
      { at: '2002-02-10T16:00:00Z', lat: KALAMAZOO.lat, lng: KALAMAZOO.lng },
      { at: '2002-02-10T18:00:00Z', lat: 40.4167, lng: -86.8753 },
    ]);
    expect(sent.data?.recordLegPositions).toBe(2);
    await server.db.query(`UPDATE order_legs SET status = 'DELIVERED', delivered_at = '2002-02-11T20:00:00Z' WHERE id = $1`, [detour.id]);

    const number = (await one<{ number: string }>(server.db, 'SELECT unit_number AS number FROM units WHERE id = $1', [unit]))?.number;
    const result = await runReportAs(server.db, { tenantId: east, userId: adminId }, iftaReport, { period: Q, unit: number });
    const trips = result.tables.find((table) => table.key === 'trips')?.rows.map((row) => row.cells) ?? [];
    expect(trips).toHaveLength(2);
    expect(trips.find((cells) => cells.leg === measured.number)).toMatchObject({ odometerStart: 1000, odometerEnd: 1200, distance: 200 });
    const detoured = trips.find((cells) => cells.leg === detour.number);
    expect(detoured).toMatchObject({ odometerStart: null, odometerEnd: null, distance: 183 });
    expect(String(detoured?.byJurisdiction)).toMatch(/MI \d/);
    const measuredRow = trips.find((cells) => cells.leg === measured.number);
    expect(String(measuredRow?.byJurisdiction)).not.toMatch(/MI/);
    const lines = (result.tables.find((table) => table.key === 'return')?.rows ?? []).map((row) => row.cells.jurisdiction);
    expect(lines).toContain('MI');
    expect(result.notes).toEqual(
      expect.arrayContaining([
        "Distances use the unit's odometer where both readings were recorded (1 leg).",
        '1 leg follows its recorded positions.',
      ]),
    );
    expect(result.notes?.join(' ')).not.toMatch(/Odometers are not recorded/);
    // The unit's row in the fleet's Units table sums its trip record (200 by odometer + 183 along the detour).
    const unitRow = result.tables.find((table) => table.key === 'units')?.rows.find((row) => row.cells.unit === number);
    expect(unitRow?.cells).toMatchObject({ trips: 2, distance: 383 });
    expect(String(unitRow?.cells.byJurisdiction)).toMatch(/MI \d/);
  });
});
