import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn, type TestClient } from '../../tests/server/support/client';
import { auditRows, expectError, one } from '../../tests/server/support/helpers';
import { startEastServer } from '../../tests/server/support/eastServer';
import type { TestServer } from '../../tests/server/support/testServer';
import { runReportAs } from '../reports/reports.public';
import { CHICAGO, INDIANAPOLIS, type Place, placeAt, tractor } from './ifta.fixtures';
import { iftaReport } from './ifta.report';

// A quarter no seeded leg or receipt falls in, so the figures are this file's fixtures only.
const Q = { kind: 'QUARTER', from: '2001-01-01', to: '2001-03-31' };

let server: TestServer;
let admin: TestClient;
let east: string;
let north: string;
let adminId: string;
let keys = 0;

const place = (tenant: string, p: Place) => placeAt(server.db, tenant, p);

/** A qualified tractor with legs Chicago → Indianapolis delivered in the quarter (the first `sameTrip` on one trip). */
const fleet = async (tenant: string, legs: number, distance: number, sameTrip = 1) => {
  const unitNumber = `IFTA-${process.pid}-${++keys}`;
  const unit = await tractor(server.db, tenant, unitNumber);
  const order = (await one<{ id: string }>(server.db, 'SELECT id FROM orders WHERE tenant_id = $1 LIMIT 1', [tenant]))?.id;
  const [from, to] = [await place(tenant, CHICAGO), await place(tenant, INDIANAPOLIS)];
  const numbers: string[] = [];
  for (let i = 0; i < legs; i++) {
    const number = `IF${process.pid}-${++keys}`;
    numbers.push(number);
    const day = i < sameTrip ? 10 : 10 + i;
    await server.db.query(
      `INSERT INTO order_legs (tenant_id, order_id, number, position, sequence, origin_id, destination_id, transport_method, status,
         unit_id, distance, picked_up_at, delivered_at)
       VALUES ($1, $2, $3, 90 + $4, 90 + $4, $5, $6, 'TRUCKED', 'DELIVERED', $7, $8, $9, $10)`,
      [tenant, order, number, keys, from, to, unit, distance, `2001-02-${day}T14:00:00Z`, `2001-02-${day}T20:00:00Z`],
    );
  }
  return { unit, unitNumber, numbers };
};

const fuel = async (tenant: string, unit: string, volume: number, jurisdiction: string, status = 'APPROVED') => {
  const driver = (await one<{ id: string }>(server.db, 'SELECT id FROM drivers WHERE tenant_id = $1 LIMIT 1', [tenant]))?.id;
  const item = (
    await one<{ id: string }>(
      server.db,
      `INSERT INTO expense_items (tenant_id, code, name, type) VALUES ($1, $2, 'Diesel', 'FUEL') RETURNING id`,
      [tenant, `IFTAFUEL-${process.pid}-${++keys}`],
    )
  )?.id;
  await server.db.query(
    `INSERT INTO driver_receipts (tenant_id, driver_id, expense_item_id, amount, spent_on, status, reject_reason, fuel_volume,
       fuel_jurisdiction, unit_id)
     VALUES ($1, $2, $3, 10000, '2001-02-11', $4, CASE WHEN $4 = 'REJECTED' THEN 'Not this fleet' END, $5, $6, $7)`,
    [tenant, driver, item, status, volume, jurisdiction, unit],
  );
};

const RATE = 'id own quarter jurisdiction fuelType rate surchargeRate interestRate source version';
const createRate = (client: TestClient, input: Record<string, unknown>) =>
  client.gql<{ createIftaRate: { id: string; own: boolean } }>(
    `mutation($input: IftaRateInput!) { createIftaRate(input: $input) { ${RATE} } }`,
    { input: { quarter: '2001-Q1', fuelType: 'DIESEL', source: 'Test rates', ...input } },
  );

beforeAll(async () => {
  ({ server, east, north, adminId, admin } = await startEastServer());
});
afterAll(() => server.close());

describe('the IFTA rate table', () => {
  it('reads the published quarter, takes the admin’s rates with an audit row, and refuses bad input field by field', async () => {
    const published = await admin.gql<{ iftaRates: { jurisdiction: string; own: boolean; rate: number }[] }>(
      `{ iftaRates(quarter: "2025-Q3") { ${RATE} } }`,
    );
    expect(published.data?.iftaRates.find((rate) => rate.jurisdiction === 'IL')).toMatchObject({ own: false, rate: 0.749 });

    const created = await createRate(admin, { jurisdiction: 'il', rate: 0.5, surchargeRate: null });
    expect(created.errors).toBeUndefined();
    expect(created.data?.createIftaRate).toMatchObject({ own: true, jurisdiction: 'IL' });
    expect(await auditRows(server.db, 'iftaRate.create')).toContainEqual(
      expect.objectContaining({ entityId: created.data?.createIftaRate.id }),
    );
    await createRate(admin, { jurisdiction: 'IN', rate: 0.3, surchargeRate: 0.1 });

    const bad = await createRate(admin, { jurisdiction: 'Illinois', rate: -1, quarter: '2001-5' });
    expectError(bad, 'BAD_USER_INPUT');
    expect(Object.keys(bad.errors?.[0].extensions?.errors as object).sort()).toEqual(['input.jurisdiction', 'input.quarter', 'input.rate']);

    const dispatch = await signedIn(server.url, 'dispatch@legwork.test');
    expectError(await dispatch.gql(`{ iftaRates(quarter: "2025-Q3") { id } }`), 'FORBIDDEN');
  });
});

describe('the IFTA quarter report', () => {
  // At the 2001-Q1 rates the admin entered above (IL 0.50; IN 0.30 with a 0.10 surcharge).
  it('apportions the qualified units’ trips, counts approved fuel and never another tenant’s legs', async () => {
    // East: 3 legs of 183 mi, the first two one trip (a load of two vehicles): 2 trips, 366 mi. Fuel: 61 gal approved in
    // IN, 20 rejected (not counted). North: a bigger fleet on the same road that must not show.
    const { unit, unitNumber } = await fleet(east, 3, 183, 2);
    await fuel(east, unit, 61, 'IN');
    await fuel(east, unit, 20, 'IN', 'REJECTED');
    const other = await fleet(north, 4, 500);
    await fuel(north, other.unit, 300, 'IL');

    const result = await runReportAs(server.db, { tenantId: east, userId: adminId }, iftaReport, { period: Q });
    const fleetRow = result.tables.find((table) => table.key === 'fleet')?.rows[0].cells;
    expect(fleetRow).toMatchObject({ trips: 2, totalMiles: 366, totalGallons: 61, mpg: 6 });
    const lines = Object.fromEntries(
      (result.tables.find((table) => table.key === 'return')?.rows ?? []).map((row) => [
        `${row.cells.jurisdiction} ${row.cells.line}`,
        row.cells,
      ]),
    );
    // The Illinois–Indiana line cuts the straight route about 7% of the way from Chicago.
    const il = Number(lines['IL Tax'].totalMiles);
    expect(il).toBeGreaterThan(10);
    expect(il).toBeLessThan(40);
    expect(Number(lines['IN Tax'].totalMiles)).toBe(366 - il);
    expect(lines['IL Tax']).toMatchObject({ taxableGallons: Math.round(il / 6), taxPaidGallons: 0, rate: 0.5 });
    const inGallons = Math.round((366 - il) / 6);
    expect(lines['IN Tax']).toMatchObject({ taxableGallons: inGallons, taxPaidGallons: 61, netTaxableGallons: inGallons - 61 });
    expect(lines['IN Surcharge']).toMatchObject({
      taxableGallons: inGallons,
      netTaxableGallons: inGallons,
      tax: Math.round(inGallons * 10),
    });
    expect(result.charts?.[0].series[0].points.map((point) => point.x)).toEqual(['IL', 'IN']);
    // The fleet's run lists its units, each opening its trip record (the same report for that unit).
    expect(result.tables.map((table) => table.key)).toEqual(['return', 'fleet', 'units', 'fuel']);
    const unitRow = result.tables.find((table) => table.key === 'units')?.rows.find((row) => row.cells.unit === unitNumber);
    expect(unitRow?.cells).toMatchObject({ trips: 2, distance: 366, fuel: 61, average: 6 });
    expect(unitRow?.cells.byJurisdiction).toMatch(/^IL \d+\.\d; IN \d+\.\d$/);
    const link = new URL(String(unitRow?.links?.unit), 'http://x');
    expect(link.pathname).toBe('/admin/reports/ifta');
    expect(Object.fromEntries(link.searchParams)).toEqual({
      period: 'QUARTER',
      from: Q.from,
      to: Q.to,
      fuelType: 'DIESEL',
      unit: unitNumber,
    });

    const record = await runReportAs(server.db, { tenantId: east, userId: adminId }, iftaReport, {
      period: Q,
      unit: unitNumber.toLowerCase(),
    });
    expect(record.tables.map((table) => table.key)).toEqual(['return', 'fleet', 'units', 'trips', 'fuel']);
    const tripRows = record.tables.find((table) => table.key === 'trips')?.rows.map((row) => row.cells) ?? [];
    expect(tripRows.map((cells) => [cells.distance, cells.byJurisdiction === 'Same trip as above'])).toEqual([
      [183, false],
      [0, true],
      [183, false],
    ]);
    const fuelRows = record.tables.find((table) => table.key === 'fuel')?.rows ?? [];
    expect(fuelRows.map((row) => row.cells.volume)).toEqual([61]);
    expect(fuelRows[0].links?.unit).toBe(unitRow?.links?.unit);
    // The return is the fleet's whichever unit is open.
    expect(record.tables.find((table) => table.key === 'return')).toEqual(result.tables.find((table) => table.key === 'return'));

    const northResult = await runReportAs(server.db, { tenantId: north, userId: adminId }, iftaReport, { period: Q });
    expect(northResult.tables.find((table) => table.key === 'fleet')?.rows[0].cells).toMatchObject({
      trips: 4,
      totalMiles: 2000,
      totalGallons: 300,
    });
  });

  it('answers a unit number that is not a qualified unit of the tenant with a field error', async () => {
    const other = await fleet(north, 1, 100);
    for (const unit of [other.unitNumber, 'NO-SUCH-UNIT']) {
      const run = runReportAs(server.db, { tenantId: east, userId: adminId }, iftaReport, { period: Q, unit });
      await expect(run).rejects.toMatchObject({
        extensions: { code: 'BAD_USER_INPUT', errors: { 'params.unit': [expect.stringContaining(unit)] } },
      });
    }
    const long = runReportAs(server.db, { tenantId: east, userId: adminId }, iftaReport, { period: Q, unit: 'X'.repeat(41) });
    await expect(long).rejects.toMatchObject({ extensions: { code: 'BAD_USER_INPUT', errors: { 'params.unit': expect.any(Array) } } });
  });

  it('answers a bad period with a field error', async () => {
    const run = runReportAs(server.db, { tenantId: east, userId: adminId }, iftaReport, {
      period: { kind: 'QUARTER', from: '2001-03-31', to: '2001-01-01' },
    });
    await expect(run).rejects.toMatchObject({ extensions: { code: 'BAD_USER_INPUT', errors: { 'params.period.to': expect.any(Array) } } });
  });
});
