import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn, type TestClient } from '../../tests/server/support/client';
import { driverIdOfUser } from '../../tests/server/support/drivers';
import { auditRows, count, expectError, one, PNG } from '../../tests/server/support/helpers';
import { ok } from '../../tests/server/support/portal';
import { startEastServer } from '../../tests/server/support/eastServer';
import type { TestServer } from '../../tests/server/support/testServer';
import { tractor } from '../ifta/ifta.fixtures';
import { iftaReport } from '../ifta/ifta.report';
import { runReportAs } from '../reports/reports.public';

/**
 * A fuel receipt's details (issue 31; migration 062's columns, read by the IFTA return): a driver submits them with
 * the receipt, accounting records, corrects or clears them (setDriverReceiptFuel), bad input is a field error that
 * stores nothing, and the IFTA quarter counts the volume once the receipt is approved.
 */
let server: TestServer;
let accounting: TestClient;
let driver: TestClient;
let client: TestClient;
let east: string;
let north: string;
let adminId: string;
let dale: string;
let keys = 0;

beforeAll(async () => {
  ({ server, east, north, adminId, accounting, driver } = await startEastServer());
  client = await signedIn(server.url, 'client@legwork.test');
  dale = await driverIdOfUser(server.db, 'driver@legwork.test');
}, 60_000);
afterAll(() => server?.close());

const expenseItem = async (type: 'FUEL' | 'HOTEL') =>
  (
    await one<{ id: string }>(
      server.db,
      `INSERT INTO expense_items (tenant_id, code, name, type, reimbursable, receipt_required)
       VALUES ($1, $2, $3, $4, true, true) RETURNING id`,
      [east, `${type}-${process.pid}-${++keys}`, type === 'FUEL' ? 'Diesel' : 'Hotel', type],
    )
  )?.id as string;

/** A qualified tractor (3 axles, 30,000 lb) of the tenant, driven by `driverId` when given (a driver names only theirs). */
const unit = (tenant: string, fuelType = 'DIESEL', driverId: string | null = null) =>
  tractor(server.db, tenant, `T-${process.pid}-${++keys}`, fuelType, driverId);

/** Dale's receipt written straight to the table (no fuel details). */
const receipt = async (itemId: string, spentOn = '2002-05-10') =>
  (
    await one<{ id: string }>(
      server.db,
      `INSERT INTO driver_receipts (tenant_id, driver_id, expense_item_id, amount, spent_on) VALUES ($1, $2, $3, 9000, $4) RETURNING id`,
      [east, dale, itemId, spentOn],
    )
  )?.id as string;

const stored = async (id: string) =>
  one<{ volume: number | null; jurisdiction: string | null; fuelType: string | null; taxPaid: boolean; unitId: string | null }>(
    server.db,
    `SELECT fuel_volume::float8 AS volume, fuel_jurisdiction AS jurisdiction, fuel_type AS "fuelType", fuel_tax_paid AS "taxPaid",
       unit_id AS "unitId" FROM driver_receipts WHERE id = $1`,
    [id],
  );

const RECEIPT = 'id status version fuelVolume fuelJurisdiction fuelTaxPaid unit { id }';
type Receipt = {
  id: string;
  status: string;
  version: number;
  fuelVolume: number | null;
  fuelJurisdiction: string | null;
  fuelTaxPaid: boolean;
  unit: { id: string } | null;
};

describe('a driver submitting a fuel receipt', () => {
  // uploadFile (support/helpers.ts) binds the file alone; the input travels as a variable beside it here.
  const send = async (input: Record<string, unknown>) => {
    const form = new FormData();
    const query = `mutation($file: File!, $input: SubmitDriverReceiptInput!) { submitDriverReceipt(input: $input, file: $file) { ${RECEIPT} } }`;
    form.append('operations', JSON.stringify({ query, variables: { file: null, input } }));
    form.append('map', JSON.stringify({ 0: ['variables.file'] }));
    form.append('0', new Blob([PNG], { type: 'image/png' }), 'fuel.png');
    const headers: Record<string, string> = { accept: 'application/json', 'x-tenant': driver.tenant, cookie: driver.cookieHeader() };
    if (driver.xsrf) headers['x-xsrf-token'] = decodeURIComponent(driver.xsrf);
    const response = await fetch(`${driver.baseUrl}/graphql`, { method: 'POST', headers, body: form });
    return (await response.json()) as { data?: { submitDriverReceipt: Receipt }; errors?: { extensions: Record<string, unknown> }[] };
  };

  it('stores the volume (to three places), the jurisdiction upper-cased, tax paid and the unit with its fuel type', async () => {
    const [fuel, tractor] = [await expenseItem('FUEL'), await unit(east, 'DIESEL', dale)];
    const result = await send({
      expenseItemId: fuel,
      amount: 41_250,
      spentOn: '2002-05-11',
      fuel: { volume: 112.5004, jurisdiction: ' tx ', taxPaid: false, unitId: tractor },
    });
    expect(result.errors).toBeUndefined();
    const submitted = result.data?.submitDriverReceipt as Receipt;
    expect(submitted).toMatchObject({
      status: 'SUBMITTED',
      fuelVolume: 112.5,
      fuelJurisdiction: 'TX',
      fuelTaxPaid: false,
      unit: { id: tractor },
    });
    expect(await stored(submitted.id)).toEqual({ volume: 112.5, jurisdiction: 'TX', fuelType: 'DIESEL', taxPaid: false, unitId: tractor });
    // Without a unit or a leg the fuel type is unknown; tax paid is the default.
    const plain = (await send({ expenseItemId: fuel, amount: 100, spentOn: '2002-05-11', fuel: { volume: 3, jurisdiction: 'on' } })).data
      ?.submitDriverReceipt as Receipt;
    expect(await stored(plain.id)).toEqual({ volume: 3, jurisdiction: 'ON', fuelType: null, taxPaid: true, unitId: null });
  });

  it('refuses a bad volume or jurisdiction, fuel on another item, another tenant’s or an unknown unit, storing nothing', async () => {
    const [fuel, hotel, theirs, notDales] = [await expenseItem('FUEL'), await expenseItem('HOTEL'), await unit(north), await unit(east)];
    const before = [await count(server.db, 'driver_receipts'), await count(server.db, 'media')];
    const refused = async (item: string, details: Record<string, unknown>) => {
      const result = await send({ expenseItemId: item, amount: 100, spentOn: '2002-05-11', fuel: details });
      expect(result.errors?.map((error) => error.extensions.code)).toEqual(['BAD_USER_INPUT']);
      return result.errors?.[0].extensions.errors as Record<string, string[]>;
    };
    expect(await refused(fuel, { volume: 0, jurisdiction: 'TX' })).toEqual({ 'input.fuel.volume': ['The volume must be more than 0.'] });
    expect(await refused(fuel, { volume: 0.0004, jurisdiction: 'TX' })).toHaveProperty(['input.fuel.volume']);
    expect(await refused(fuel, { volume: 10_000, jurisdiction: 'TX' })).toEqual({
      'input.fuel.volume': ['The volume must be under 10,000.'],
    });
    expect(await refused(fuel, { volume: 10, jurisdiction: 'AK' })).toHaveProperty(['input.fuel.jurisdiction']);
    expect(Object.keys(await refused(fuel, { volume: -1, jurisdiction: 'Texas' })).sort()).toEqual([
      'input.fuel.jurisdiction',
      'input.fuel.volume',
    ]);
    expect(await refused(hotel, { volume: 10, jurisdiction: 'TX' })).toEqual({ 'input.fuel': ['Only a fuel receipt has fuel details.'] });
    const unknownUnit = { 'input.fuel.unitId': ['The selected unit is invalid.'] };
    expect(await refused(fuel, { volume: 10, jurisdiction: 'TX', unitId: theirs })).toEqual(unknownUnit);
    // Row-level security shows a driver the units they drive (migration 010), not the rest of the fleet.
    expect(await refused(fuel, { volume: 10, jurisdiction: 'TX', unitId: notDales })).toEqual(unknownUnit);
    expect(await refused(fuel, { volume: 10, jurisdiction: 'TX', unitId: '00000000-0000-4000-8000-000000000000' })).toEqual(unknownUnit);
    expect(await refused(fuel, { volume: 10, jurisdiction: 'TX', unitId: 'T-12' })).toEqual(unknownUnit);
    expect([await count(server.db, 'driver_receipts'), await count(server.db, 'media')]).toEqual(before);
  });
});

const setFuel = (as: TestClient, id: string, version: number, fuel: Record<string, unknown> | null) =>
  as.gql<{ setDriverReceiptFuel: Receipt }>(
    `mutation($id: ID!, $fuel: DriverReceiptFuelInput, $version: Int!) { setDriverReceiptFuel(id: $id, fuel: $fuel, version: $version) { ${RECEIPT} } }`,
    { id, fuel, version },
  );

describe('setDriverReceiptFuel', () => {
  it('records, corrects and clears the fuel details with a new version and an audit row; refuses a stale version', async () => {
    const [fuel, tractor] = [await expenseItem('FUEL'), await unit(east, 'REGULAR')];
    const id = await receipt(fuel);
    const recorded = ok(await setFuel(accounting, id, 1, { volume: 50, jurisdiction: 'on' })).setDriverReceiptFuel;
    expect(recorded).toMatchObject({ version: 2, fuelVolume: 50, fuelJurisdiction: 'ON', fuelTaxPaid: true, unit: null });
    expect(await auditRows(server.db, 'receipt.fuel')).toContainEqual(
      expect.objectContaining({
        entityKind: 'Receipts',
        entityId: id,
        before: { volume: null, jurisdiction: null, taxPaid: true, unitId: null },
        after: { volume: 50, jurisdiction: 'ON', taxPaid: true, unitId: null },
      }),
    );
    const corrected = ok(await setFuel(accounting, id, 2, { volume: 48.25, jurisdiction: 'MB', taxPaid: false, unitId: tractor }));
    expect(corrected.setDriverReceiptFuel).toMatchObject({ version: 3, fuelVolume: 48.25, fuelJurisdiction: 'MB', unit: { id: tractor } });
    expect(await stored(id)).toEqual({ volume: 48.25, jurisdiction: 'MB', fuelType: 'REGULAR', taxPaid: false, unitId: tractor });

    expectError(await setFuel(accounting, id, 2, { volume: 1, jurisdiction: 'TX' }), 'CONFLICT');
    expect((await stored(id))?.volume).toBe(48.25);
    const bad = expectError(await setFuel(accounting, id, 3, { volume: 12_000, jurisdiction: 'XX' }), 'BAD_USER_INPUT');
    expect(Object.keys(bad.extensions.errors as object).sort()).toEqual(['fuel.jurisdiction', 'fuel.volume']);

    const cleared = ok(await setFuel(accounting, id, 3, null)).setDriverReceiptFuel;
    expect(cleared).toMatchObject({ version: 4, fuelVolume: null, fuelJurisdiction: null, fuelTaxPaid: true, unit: null });
    expect(await stored(id)).toEqual({ volume: null, jurisdiction: null, fuelType: null, taxPaid: true, unitId: null });
  });

  it('is refused on a rejected receipt, on a non-fuel receipt, and to a driver or a portal user', async () => {
    const fuel = await expenseItem('FUEL');
    const rejected = await receipt(fuel);
    ok(await accounting.gql(`mutation { reviewDriverReceipt(id: "${rejected}", decision: REJECT, reason: "Blurred", version: 1) { id } }`));
    expect(
      expectError(await setFuel(accounting, rejected, 2, { volume: 5, jurisdiction: 'TX' }), 'INVALID_TRANSITION').extensions,
    ).toMatchObject({ status: 'REJECTED' });
    const hotel = await receipt(await expenseItem('HOTEL'));
    expect(expectError(await setFuel(accounting, hotel, 1, { volume: 5, jurisdiction: 'TX' }), 'BAD_USER_INPUT').extensions.errors).toEqual(
      {
        fuel: ['Only a fuel receipt has fuel details.'],
      },
    );
    const own = await receipt(fuel);
    expectError(await setFuel(driver, own, 1, { volume: 5, jurisdiction: 'TX' }), 'FORBIDDEN');
    expectError(await setFuel(client, own, 1, { volume: 5, jurisdiction: 'TX' }), 'FORBIDDEN');
    expectError(await setFuel(accounting, 'not-a-uuid', 1, null), 'NOT_FOUND');
    expect(await stored(own)).toEqual({ volume: null, jurisdiction: null, fuelType: null, taxPaid: true, unitId: null });
  });
});

describe('the IFTA quarter', () => {
  it('counts a receipt’s recorded volume once it is approved, and says how many approved fuel receipts have none', async () => {
    const Q = { period: { kind: 'QUARTER', from: '2002-04-01', to: '2002-06-30' } };
    const [fuel, tractor] = [await expenseItem('FUEL'), await unit(east)];
    const id = await receipt(fuel);
    ok(await setFuel(accounting, id, 1, { volume: 77.5, jurisdiction: 'IL', unitId: tractor }));
    const unrecorded = await receipt(fuel);
    ok(await accounting.gql(`mutation { reviewDriverReceipt(id: "${unrecorded}", decision: APPROVE, version: 1) { id } }`));
    const fuelRows = async () => {
      const result = await runReportAs(server.db, { tenantId: east, userId: adminId }, iftaReport, Q);
      return { rows: result.tables.find((table) => table.key === 'fuel')?.rows.map((row) => row.cells) ?? [], notes: result.notes };
    };
    const before = await fuelRows();
    expect(before.rows).toEqual([]);
    expect(before.notes).toContain("1 approved fuel receipt of the period has no volume recorded; enter it on Drivers' receipts.");
    ok(await accounting.gql(`mutation { reviewDriverReceipt(id: "${id}", decision: APPROVE, version: 2) { id } }`));
    const after = await fuelRows();
    expect(after.rows).toEqual([expect.objectContaining({ jurisdiction: 'IL', volume: 77.5, taxPaid: 'Yes' })]);
  });
});
