import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn, type TestClient } from './support/client';
import { driverIdOfUser, freshDriverId } from './support/drivers';
import { count, expectError, one, PNG, tenantIdOf, uploadFile } from './support/helpers';
import { HTML } from './support/images';
import { type OrderFixture, orderFixture } from './support/orderFixtures';
import { startTestServer, type TestServer } from './support/testServer';

let server: TestServer;
let fx: OrderFixture;
let northFx: OrderFixture;
let dispatch: TestClient;
let accounting: TestClient;
let member: TestClient;
let driver: TestClient;
let client: TestClient;
let northAdmin: TestClient;
let daleId: string;
let otherDriverId: string;

beforeAll(async () => {
  server = await startTestServer();
  fx = orderFixture(server.db, await tenantIdOf(server.db, 'Legwork East'));
  northFx = orderFixture(server.db, await tenantIdOf(server.db, 'Legwork North'));
  dispatch = await signedIn(server.url, 'dispatch@legwork.test');
  accounting = await signedIn(server.url, 'accounting@legwork.test');
  member = await signedIn(server.url, 'member@legwork.test');
  driver = await signedIn(server.url, 'driver@legwork.test');
  client = await signedIn(server.url, 'client@legwork.test');
  northAdmin = await signedIn(server.url, 'admin@legwork.test', 'Legwork North');
  daleId = await driverIdOfUser(server.db, 'driver@legwork.test');
  otherDriverId = await freshDriverId(server.db);
}, 60_000);
afterAll(() => server?.close());

const FLIGHT = `id purpose airline flightNumber fromAirport toAirport departsAt departureTimeZone arrivesAt arrivalTimeZone
  confirmationCode cost expenseKind reimbursementStatus notes cancelledAt cancelReason version driver { id } legs { id number }
  receipts { id category fileName } activity { event }`;
const RENTAL = `id purpose company pickupPlace pickupAt pickupTimeZone returnPlace returnAt returnTimeZone confirmationCode cost
  expenseKind reimbursementStatus cancelledAt version driver { id } legs { id } receipts { id }`;
type Flight = {
  id: string;
  flightNumber: string;
  fromAirport: string;
  cost: number;
  expenseKind: string;
  reimbursementStatus: string;
  cancelledAt: string | null;
  cancelReason: string | null;
  version: number;
  departsAt: string;
  departureTimeZone: string;
  driver: { id: string };
  legs: { id: string; number: string }[];
  receipts: { id: string; category: string; fileName: string }[];
  activity: { event: string }[];
};

const flightInput = (over: Record<string, unknown> = {}) => ({
  driverId: daleId,
  purpose: 'TO_PICKUP',
  airline: 'American Airlines',
  flightNumber: 'aa 1234',
  fromAirport: 'phl',
  toAirport: 'DEN',
  departsAt: '2026-03-02T08:15:00-05:00',
  departureTimeZone: 'America/New_York',
  arrivesAt: '2026-03-02T10:40:00-07:00',
  arrivalTimeZone: 'America/Denver',
  confirmationCode: 'xk4p2q',
  cost: 31_950,
  ...over,
});

const rentalInput = (over: Record<string, unknown> = {}) => ({
  driverId: daleId,
  purpose: 'RETURN_HOME',
  company: 'Enterprise',
  pickupPlace: 'Denver airport (DEN)',
  pickupAt: '2026-03-04T09:00:00-07:00',
  pickupTimeZone: 'America/Denver',
  returnPlace: 'Philadelphia airport (PHL)',
  returnAt: '2026-03-06T17:00:00-05:00',
  returnTimeZone: 'America/New_York',
  cost: 24_500,
  ...over,
});

const createFlight = async (as: TestClient, input: Record<string, unknown>) =>
  as.gql<{ createDriverFlight: Flight }>(`mutation($input: DriverFlightInput!) { createDriverFlight(input: $input) { ${FLIGHT} } }`, {
    input,
  });
const flightOf = (as: TestClient, id: string) =>
  as.gql<{ driverFlight: Flight | null }>(`query($id: ID!) { driverFlight(id: $id) { ${FLIGHT} } }`, { id });
const made = async (input: Record<string, unknown> = flightInput()) => {
  const result = await createFlight(dispatch, input);
  expect(result.errors).toBeUndefined();
  return (result.data as { createDriverFlight: Flight }).createDriverFlight;
};

describe('the demo seed', () => {
  it('books flights and rentals for driven legs, the demo driver among them, each with its audit row', async () => {
    expect(await count(server.db, 'driver_flights')).toBeGreaterThan(2);
    expect(await count(server.db, 'driver_rentals')).toBeGreaterThan(0);
    expect(await count(server.db, 'driver_flights WHERE driver_id = $1', [daleId])).toBeGreaterThan(0);
    expect(await count(server.db, "audit_logs WHERE entity_kind = 'Driver flights'")).toBeGreaterThanOrEqual(
      await count(server.db, 'driver_flights'),
    );
  });
});

describe('flights', () => {
  it('creates a flight with its legs, normalised codes, the zones as given and one audit row', async () => {
    const order = await fx.order({ legs: [{ status: 'CLEARED_FOR_DISPATCH', driverId: daleId }, { status: 'CREATED' }] });
    const flight = await made(flightInput({ legIds: order.legIds }));
    expect(flight).toMatchObject({
      flightNumber: 'AA1234',
      fromAirport: 'PHL',
      cost: 31_950,
      expenseKind: 'TRAVEL',
      reimbursementStatus: 'NOT_SUBMITTED',
      departsAt: '2026-03-02T13:15:00.000Z',
      departureTimeZone: 'America/New_York',
      version: 1,
      driver: { id: daleId },
    });
    expect(flight.legs.map((leg) => leg.id).sort()).toEqual([...order.legIds].sort());
    expect(flight.activity.map((a) => a.event)).toEqual(['driverFlight.create']);
    expect(await count(server.db, `audit_logs WHERE entity_kind = 'Driver flights' AND entity_id = '${flight.id}'`)).toBe(1);
  });

  it('updates at the current version and answers CONFLICT to a stale one, writing nothing', async () => {
    const flight = await made();
    const update = (version: number, cost: number) =>
      dispatch.gql<{ updateDriverFlight: Flight }>(
        `mutation($id: ID!, $version: Int!, $input: DriverFlightInput!) { updateDriverFlight(id: $id, version: $version, input: $input) { ${FLIGHT} } }`,
        { id: flight.id, version, input: flightInput({ cost }) },
      );
    const updated = (await update(1, 28_000)).data?.updateDriverFlight;
    expect(updated).toMatchObject({ cost: 28_000, version: 2 });
    expectError(await update(1, 1), 'CONFLICT');
    expect(await one(server.db, 'SELECT cost, version FROM driver_flights WHERE id = $1', [flight.id])).toEqual({
      cost: 28_000,
      version: 2,
    });
  });

  it('cancels a flight: kept with its reason, out of the default list and its total, then read-only', async () => {
    const flight = await made(flightInput({ confirmationCode: 'CANCEL1' }));
    const cancel = (version: number) =>
      dispatch.gql<{ cancelDriverFlight: Flight }>(
        `mutation($id: ID!, $version: Int!) { cancelDriverFlight(id: $id, version: $version, reason: "Pickup moved") { ${FLIGHT} } }`,
        { id: flight.id, version },
      );
    const cancelled = (await cancel(1)).data?.cancelDriverFlight;
    expect(cancelled).toMatchObject({ cancelReason: 'Pickup moved', version: 2 });
    expect(cancelled?.cancelledAt).not.toBeNull();
    const error = expectError(await cancel(2), 'INVALID_TRANSITION');
    expect(error.extensions).toMatchObject({ status: 'CANCELLED', reason: 'STATUS' });
    const list = async (includeCancelled: boolean) =>
      (
        await dispatch.gql<{ driverFlights: { data: { id: string }[]; totalCost: number } }>(
          'query($c: Boolean) { driverFlights(search: "CANCEL1", includeCancelled: $c) { data { id } totalCost } }',
          { c: includeCancelled },
        )
      ).data?.driverFlights;
    expect(await list(false)).toEqual({ data: [], totalCost: 0 });
    expect(await list(true)).toEqual({ data: [{ id: flight.id }], totalCost: 0 });
  });

  it('lists by driver and days in the tenant zone with the total of every match', async () => {
    const driverId = await freshDriverId(server.db);
    await made(flightInput({ driverId, cost: 10_000, departsAt: '2026-05-01T12:00:00Z', arrivesAt: '2026-05-01T15:00:00Z' }));
    await made(flightInput({ driverId, cost: 5_050, departsAt: '2026-05-03T03:00:00Z', arrivesAt: '2026-05-03T06:00:00Z' }));
    const list = (from: string, to: string) =>
      accounting.gql<{ driverFlights: { data: { id: string }[]; totalCost: number; paginatorInfo: { total: number } } }>(
        'query($d: ID, $f: String, $t: String) { driverFlights(driverId: $d, from: $f, to: $t, first: 1) { data { id } totalCost paginatorInfo { total } } }',
        { d: driverId, f: from, t: to },
      );
    // 03:00Z on May 3 is still May 2 in New York (the tenant's zone).
    expect((await list('2026-05-01', '2026-05-02')).data?.driverFlights).toMatchObject({ totalCost: 15_050, paginatorInfo: { total: 2 } });
    expect((await list('2026-05-03', '2026-05-03')).data?.driverFlights.totalCost).toBe(0);
    expectError(await list('2026-05-04', '2026-05-01'), 'BAD_USER_INPUT');
  });

  it('refuses bad input with field errors and writes nothing', async () => {
    const before = await count(server.db, 'driver_flights');
    const error = expectError(
      await createFlight(
        dispatch,
        flightInput({
          fromAirport: 'DENVER',
          toAirport: 'DEN',
          arrivesAt: '2026-03-02T07:00:00-05:00',
          cost: 100_000_000,
          flightNumber: '!!',
        }),
      ),
      'BAD_USER_INPUT',
    );
    expect(Object.keys(error.extensions.errors as object).sort()).toEqual([
      'input.arrivesAt',
      'input.cost',
      'input.flightNumber',
      'input.fromAirport',
    ]);
    const order = await fx.order({ legs: [{ status: 'CLEARED_FOR_DISPATCH', driverId: otherDriverId }] });
    const northOrder = await northFx.order();
    const legError = expectError(
      await createFlight(dispatch, flightInput({ legIds: [order.legIds[0], northOrder.legIds[0]] })),
      'BAD_USER_INPUT',
    );
    expect(legError.extensions.errors).toEqual({
      'input.legIds.0': [`Leg ${order.number}-1 is assigned to another driver.`],
      'input.legIds.1': ['The selected leg is invalid.'],
    });
    const times = expectError(await createFlight(dispatch, flightInput({ arrivesAt: '2026-03-02T08:00:00-05:00' })), 'BAD_USER_INPUT');
    expect(times.extensions.errors).toEqual({ 'input.arrivesAt': ['The arrival must be after the departure.'] });
    expect(await count(server.db, 'driver_flights')).toBe(before);
  });
});

describe('rentals', () => {
  it('creates, updates, checks the return after the pickup and cancels', async () => {
    const created = await dispatch.gql<{ createDriverRental: { id: string; version: number; expenseKind: string; cost: number } }>(
      `mutation($input: DriverRentalInput!) { createDriverRental(input: $input) { ${RENTAL} } }`,
      { input: rentalInput() },
    );
    const rental = created.data?.createDriverRental;
    expect(rental).toMatchObject({ expenseKind: 'RENTAL_CAR', cost: 24_500, version: 1 });
    const update = (input: Record<string, unknown>, version = 1) =>
      dispatch.gql<{ updateDriverRental: { version: number; cost: number } }>(
        `mutation($id: ID!, $v: Int!, $input: DriverRentalInput!) { updateDriverRental(id: $id, version: $v, input: $input) { ${RENTAL} } }`,
        { id: rental?.id, v: version, input },
      );
    const refused = expectError(await update(rentalInput({ returnAt: '2026-03-04T08:00:00-07:00' })), 'BAD_USER_INPUT');
    expect(refused.extensions.errors).toEqual({ 'input.returnAt': ['The return must be after the pickup.'] });
    expect((await update(rentalInput({ cost: 30_000 }))).data?.updateDriverRental).toMatchObject({ cost: 30_000, version: 2 });
    const cancelled = await dispatch.gql<{ cancelDriverRental: { cancelledAt: string | null } }>(
      'mutation($id: ID!) { cancelDriverRental(id: $id, version: 2) { cancelledAt } }',
      { id: rental?.id },
    );
    expect(cancelled.data?.cancelDriverRental.cancelledAt).not.toBeNull();
    expect(await count(server.db, `audit_logs WHERE entity_kind = 'Driver rentals' AND entity_id = '${rental?.id}'`)).toBe(3);
  });
});

describe('receipts', () => {
  const upload = (as: TestClient, flightId: string, file: { bytes: Uint8Array<ArrayBuffer>; name: string; type: string }) =>
    uploadFile(
      as,
      `mutation($file: File!) { uploadDriverFlightReceipt(flightId: "${flightId}", file: $file) { id category fileName } }`,
      'file',
      file,
    );

  it('stores a receipt as RECEIPTS media and submits the flight for reimbursement', async () => {
    const flight = await made();
    const result = await upload(dispatch, flight.id, { bytes: PNG, name: 'boarding.png', type: 'image/png' });
    expect(result.errors).toBeUndefined();
    const after = (await flightOf(dispatch, flight.id)).data?.driverFlight;
    expect(after).toMatchObject({
      reimbursementStatus: 'PENDING',
      version: 2,
      receipts: [{ category: 'RECEIPTS', fileName: 'boarding.png' }],
    });
  });

  it('refuses a forged upload (HTML sent as a PNG) and stores nothing', async () => {
    const flight = await made();
    const media = await count(server.db, 'media');
    const error = expectError(await upload(dispatch, flight.id, { bytes: HTML, name: 'receipt.png', type: 'image/png' }), 'BAD_USER_INPUT');
    expect(error.extensions.errors).toEqual({ file: ['The file must be a JPEG, PNG, WebP, GIF or HEIC image, or a PDF.'] });
    expect(await count(server.db, 'media')).toBe(media);
    expect((await flightOf(dispatch, flight.id)).data?.driverFlight?.reimbursementStatus).toBe('NOT_SUBMITTED');
  });

  it('refuses a receipt from a reader who may not book travel', async () => {
    const flight = await made();
    expectError(await upload(accounting, flight.id, { bytes: PNG, name: 'r.png', type: 'image/png' }), 'FORBIDDEN');
    expectError(await upload(driver, flight.id, { bytes: PNG, name: 'r.png', type: 'image/png' }), 'FORBIDDEN');
  });
});

describe('who sees what', () => {
  it('answers NOT_FOUND to another tenant and leaves its flights out of the list', async () => {
    const flight = await made(flightInput({ confirmationCode: 'EASTONLY' }));
    expectError(await flightOf(northAdmin, flight.id), 'NOT_FOUND');
    const list = await northAdmin.gql<{ driverFlights: { data: unknown[] } }>('{ driverFlights(search: "EASTONLY") { data { id } } }');
    expect(list.data?.driverFlights.data).toEqual([]);
    const update = await northAdmin.gql(
      'mutation($id: ID!, $input: DriverFlightInput!) { updateDriverFlight(id: $id, version: 1, input: $input) { id } }',
      { id: flight.id, input: flightInput() },
    );
    expect(update.errors?.[0]?.extensions?.code).toMatch(/NOT_FOUND|BAD_USER_INPUT/);
    expect(await one(server.db, 'SELECT version FROM driver_flights WHERE id = $1', [flight.id])).toEqual({ version: 1 });
  });

  it('shows a driver their own travel only, and lets them book none', async () => {
    const mine = await made(flightInput({ confirmationCode: 'DALEOWN' }));
    const theirs = await made(flightInput({ driverId: otherDriverId, confirmationCode: 'NOTDALE' }));
    const list = await driver.gql<{ driverFlights: { data: { id: string; driver: { id: string } }[] } }>(
      '{ driverFlights(first: 100) { data { id driver { id } } } }',
    );
    const ids = list.data?.driverFlights.data.map((row) => row.id) ?? [];
    expect(ids).toContain(mine.id);
    expect(ids).not.toContain(theirs.id);
    expect(list.data?.driverFlights.data.every((row) => row.driver.id === daleId)).toBe(true);
    expect((await flightOf(driver, mine.id)).data?.driverFlight?.driver.id).toBe(daleId);
    expectError(await flightOf(driver, theirs.id), 'NOT_FOUND');
    expectError(await createFlight(driver, flightInput()), 'FORBIDDEN');
  });

  it('lets accounting read but not write, and refuses other staff and the portal', async () => {
    const flight = await made();
    expect((await flightOf(accounting, flight.id)).data?.driverFlight?.id).toBe(flight.id);
    expectError(await createFlight(accounting, flightInput()), 'FORBIDDEN');
    expectError(await flightOf(member, flight.id), 'FORBIDDEN');
    expectError(await flightOf(client, flight.id), 'FORBIDDEN');
    expectError(await client.gql('{ driverRentals { data { id } } }'), 'FORBIDDEN');
    expectError(await createFlight(client, flightInput()), 'FORBIDDEN');
  });
});
