import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toCsv } from '../../src/domain/csv';
import { STORAGE_RECORDS_CSV_HEADER, storageRecordCsvRow } from '../../src/domain/storage/recordsCsv';
import { InspectionItemCodeValues } from '../../src/generated/enums/InspectionItemCode';
import { signedIn, type TestClient } from './support/client';
import { driverIdOfUser } from './support/drivers';
import { count, expectError, one, tenantIdOf } from './support/helpers';
import { png } from './support/images';
import { addPortalUser } from './support/portal';
import { type OrderFixture, orderFixture } from './support/orderFixtures';
import { startTestServer, type TestServer } from './support/testServer';
import { subscribeTenantTopic } from './support/ws';

let server: TestServer;
let east: string;
let fx: OrderFixture;
let yard: TestClient;
let dispatch: TestClient;
let member: TestClient;
let portal: TestClient;
let northAdmin: TestClient;
let northwind: string;
let clientUserId: string;

beforeAll(async () => {
  server = await startTestServer();
  east = await tenantIdOf(server.db, 'Legwork East');
  fx = orderFixture(server.db, east);
  yard = await signedIn(server.url, 'storage@legwork.test');
  dispatch = await signedIn(server.url, 'dispatch@legwork.test');
  member = await signedIn(server.url, 'member@legwork.test');
  portal = await signedIn(server.url, 'client@legwork.test');
  northAdmin = await signedIn(server.url, 'admin@legwork.test', 'Legwork North');
  northwind = (await one<{ id: string }>(server.db, "SELECT id FROM clients WHERE display_name = 'Northwind Motors'"))?.id as string;
  clientUserId = (await one<{ id: string }>(server.db, "SELECT id FROM users WHERE email = 'client@legwork.test'"))?.id as string;
}, 60_000);
const sockets: { dispose(): void | Promise<void> }[] = [];
afterAll(async () => {
  for (const socket of sockets) await socket.dispose();
  await server?.close();
});

const FACILITY = `id name capacity bookingMode version onSite hours { weekday closed opensAt closesAt } closures { day reason }
  notes { id kind body createdByName } contacts { id kind name phone email }
  rateCards { id client { id } dailyRate freeDays minimumCharge monthlyCap billClosedDays version }`;
const RECORD = `id number status version reservedFrom reservedTo checkedInAt checkedOutAt spot keyTag keyCount lockBoxSlot
  problemReason problemFrom vin storageType movementKind facility { id name } client { id displayName } leg { id status }
  checkInReport { id number direction } checkOutReport { id number newDamageCount }
  charge { amount stayDays chargedDays freeDays rateCard { id } } lineItem { type quantity unitAmount amount explanation }
  eventOptions { event enabled reason } keyLog { id keyTag takenBy equipmentStatus returnedAt version }`;
const UPDATE_FACILITY = `mutation($id: ID!, $version: Int!, $input: StorageFacilityInput!) {
  updateStorageFacility(id: $id, version: $version, input: $input) { ${FACILITY} } }`;
const RESERVE = `mutation($input: StorageReservationInput!) { createStorageReservation(input: $input) { ${RECORD} } }`;
const TRANSITION = `mutation($id: ID!, $event: StorageRecordEvent!, $version: Int!, $input: StorageTransitionInput) {
  transitionStorageRecord(id: $id, event: $event, version: $version, input: $input) { ${RECORD} } }`;
const RECORD_QUERY = `query($id: ID!) { storageRecord(id: $id) { ${RECORD} } }`;
const LIST = `query($facilityId: ID, $status: [StorageRecordStatus!], $onSite: Boolean, $clientId: ID, $search: String, $first: Int, $page: Int) {
  storageRecords(facilityId: $facilityId, status: $status, onSite: $onSite, clientId: $clientId, search: $search, first: $first, page: $page) {
    data { ${RECORD} } paginatorInfo { total } } }`;
const LEG_MOVE = `mutation($id: ID!, $event: OrderLegEvent!, $version: Int!, $input: LegTransitionInput) {
  transitionOrderLeg(id: $id, event: $event, version: $version, input: $input) { id status version } }`;
const UPLOAD = `mutation($file: File!, $leg: ID!, $clientId: ID!, $kind: ConditionPhotoKind!, $at: DateTime!) {
  uploadConditionPhoto(orderLegId: $leg, clientId: $clientId, kind: $kind, file: $file, capturedAt: $at) { id } }`;
const SUBMIT = `mutation($input: ConditionReportInput!) { submitConditionReport(input: $input) {
  id number status direction newDamageCount previousReport { id direction } damages { newSinceLastCustody } } }`;

type Facility = { id: string; name: string; capacity: number | null; bookingMode: string; version: number; onSite: number };
type StorageRecord = {
  id: string;
  number: string;
  status: string;
  version: number;
  reservedFrom: string;
  reservedTo: string | null;
  checkedInAt: string | null;
  checkedOutAt: string | null;
  spot: string | null;
  keyTag: string | null;
  problemFrom: string | null;
  vin: string | null;
  facility: { id: string; name: string };
  client: { id: string; displayName: string } | null;
  leg: { id: string; status: string } | null;
  checkInReport: { id: string; number: string; direction: string } | null;
  checkOutReport: { id: string; number: string; newDamageCount: number } | null;
  charge: { amount: number; stayDays: number; chargedDays: number; freeDays: number; rateCard: { id: string } } | null;
  lineItem: { type: string; quantity: number; unitAmount: number; amount: number; explanation: string } | null;
  eventOptions: { event: string; enabled: boolean; reason: string | null }[];
  keyLog: { id: string; keyTag: string; takenBy: string; equipmentStatus: string; returnedAt: string | null; version: number }[];
  storageType: string;
  movementKind: string;
};

let serial = 0;
/** A STORAGE location of East with its settings saved (capacity, booking mode, Monday–Friday hours). */
const facility = async (settings: { capacity?: number | null; bookingMode?: string } = {}): Promise<Facility> => {
  serial += 1;
  const id = await fx.location({ type: 'STORAGE', name: `Test Yard ${serial}` });
  const result = await yard.gql<{ updateStorageFacility: Facility }>(UPDATE_FACILITY, {
    id,
    version: 0,
    input: {
      capacity: settings.capacity === undefined ? 10 : settings.capacity,
      bookingMode: settings.bookingMode ?? 'ON_DEMAND',
      hours: [1, 2, 3, 4, 5].map((weekday) => ({ weekday, closed: false, opensAt: '08:00', closesAt: '17:00' })),
    },
  });
  if (!result.data) throw new Error(JSON.stringify(result.errors));
  return result.data.updateStorageFacility;
};

/** A Northwind order with one leg on its way (IN_TRANSIT), carrying its own vehicle. */
const legOnTheWay = async (transportMethod = 'DRIVEN', driverId: string | null = null) => {
  const order = await fx.order({
    clientId: northwind,
    state: 'ACTIVE',
    legs: [{ status: 'IN_TRANSIT', transportMethod: transportMethod as 'DRIVEN', driverId }],
  });
  return { ...order, legId: order.legIds[0] };
};

const legRow = (id: string) =>
  one<{ status: string; version: number }>(server.db, 'SELECT status, version FROM order_legs WHERE id = $1', [id]);

const photo = async (leg: string, kind: string) => {
  const form = new FormData();
  const variables = { file: null, leg, clientId: randomUUID(), kind, at: new Date().toISOString() };
  form.append('operations', JSON.stringify({ query: UPLOAD, variables }));
  form.append('map', JSON.stringify({ 0: ['variables.file'] }));
  form.append('0', new Blob([png(8, 8)], { type: 'image/png' }), 'photo.png');
  const headers: Record<string, string> = { accept: 'application/json', 'x-tenant': yard.tenant, cookie: yard.cookieHeader() };
  if (yard.xsrf) headers['x-xsrf-token'] = decodeURIComponent(yard.xsrf);
  const response = await fetch(`${yard.baseUrl}/graphql`, { method: 'POST', headers, body: form });
  const body = (await response.json()) as { data?: { uploadConditionPhoto: { id: string } }; errors?: unknown };
  if (!body.data) throw new Error(JSON.stringify(body.errors));
  return body.data.uploadConditionPhoto.id;
};

/** The yard takes a storage check-in or check-out report on the leg (every item passed, `damages` as given). */
const storageReport = async (leg: string, direction: 'CHECK_IN' | 'CHECK_OUT', damages: object[] = []) => {
  const vehicle = await photo(leg, 'VEHICLE');
  const signature = await photo(leg, 'DRIVER_SIGNATURE');
  const result = await yard.gql<{
    submitConditionReport: { id: string; number: string; newDamageCount: number; previousReport: { id: string; direction: string } | null };
  }>(SUBMIT, {
    input: {
      clientId: randomUUID(),
      orderLegId: leg,
      direction,
      items: InspectionItemCodeValues.map((code) => ({ code, result: 'PASS' })),
      damages,
      photoIds: [vehicle],
      odometer: 12_345,
      fuelLevel: 'HALF',
      keysCount: 2,
      fobsCount: 1,
      interiorConditions: ['CLEAN'],
      looseItems: [],
      washType: 'NONE',
      obstructions: [],
      capturedAt: new Date().toISOString(),
      driverSignature: { name: 'Sam Storage', signedAt: new Date().toISOString(), imageId: signature },
      customerNotAvailableReason: 'Yard check-in.',
    },
  });
  if (!result.data) throw new Error(JSON.stringify(result.errors));
  return result.data.submitConditionReport;
};

const moveLeg = async (legId: string, event: string, input: Record<string, unknown> | null = null) => {
  const leg = await legRow(legId);
  return dispatch.gql<{ transitionOrderLeg: { status: string; version: number } }>(LEG_MOVE, {
    id: legId,
    event,
    version: leg?.version,
    input,
  });
};

const recordOf = async (id: string) => {
  const result = await yard.gql<{ storageRecord: StorageRecord }>(RECORD_QUERY, { id });
  if (!result.data) throw new Error(JSON.stringify(result.errors));
  return result.data.storageRecord;
};

const recordsOfLeg = (legId: string) =>
  server.db.query<{ id: string; status: string; version: number }>(
    'SELECT id, status, version FROM storage_records WHERE order_leg_id = $1',
    [legId],
  );

const today = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
const dayAfter = (day: string, n: number) => {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + n);
  return date.toISOString().slice(0, 10);
};

describe('facility settings', () => {
  it('saves capacity, booking mode and hours at the facility’s version; a stale version is CONFLICT and junk is a field error', async () => {
    const yardOne = await facility({ capacity: 3, bookingMode: 'RESERVATION_ONLY' });
    expect(yardOne).toMatchObject({ capacity: 3, bookingMode: 'RESERVATION_ONLY', version: 1, onSite: 0 });
    const stale = await yard.gql(UPDATE_FACILITY, {
      id: yardOne.id,
      version: 0,
      input: { capacity: 5, bookingMode: 'ON_DEMAND', hours: [] },
    });
    expectError(stale, 'CONFLICT');
    const bad = await yard.gql(UPDATE_FACILITY, {
      id: yardOne.id,
      version: 1,
      input: { capacity: -1, bookingMode: 'ON_DEMAND', hours: [{ weekday: 1, closed: false, opensAt: '17:00', closesAt: '08:00' }] },
    });
    expect(expectError(bad, 'BAD_USER_INPUT').extensions.errors).toMatchObject({
      'input.capacity': expect.any(Array),
      'input.hours.0.closesAt': ['The closing time must be after the opening time.'],
    });
    const stored = await one(server.db, 'SELECT capacity, booking_mode AS mode, version FROM storage_facilities WHERE location_id = $1', [
      yardOne.id,
    ]);
    expect(stored).toEqual({ capacity: 3, mode: 'RESERVATION_ONLY', version: 1 });
    expect(await count(server.db, 'storage_facility_hours WHERE location_id = $1', [yardOne.id])).toBe(5);
  });

  it('keeps closures, notes, contacts and rate cards, each audited; a second facility card is a field error', async () => {
    const { id } = await facility();
    const closure = await yard.gql(
      `mutation($id: ID!) { addStorageClosure(facilityId: $id, input: { day: "2026-12-25", reason: "Christmas" }) { id } }`,
      { id },
    );
    expect(closure.errors).toBeUndefined();
    const twice = await yard.gql(
      `mutation($id: ID!) { addStorageClosure(facilityId: $id, input: { day: "2026-12-25", reason: "Again" }) { id } }`,
      { id },
    );
    expectError(twice, 'BAD_USER_INPUT');
    await yard.gql(
      `mutation($id: ID!) { addStorageNote(facilityId: $id, input: { kind: SPECIAL_INSTRUCTIONS, body: "Gate code 4411" }) { id } }`,
      { id },
    );
    const noWay = await yard.gql(
      `mutation($id: ID!) { addStorageContact(facilityId: $id, input: { kind: PRIMARY, name: "Pat" }) { id } }`,
      { id },
    );
    expect(expectError(noWay, 'BAD_USER_INPUT').extensions.errors).toEqual({ 'input.phone': ['A phone or an email is required.'] });
    await yard.gql(
      `mutation($id: ID!) { addStorageContact(facilityId: $id, input: { kind: EMERGENCY, name: "Pat Night", phone: "555-0100" }) { id } }`,
      { id },
    );
    const card = `mutation($id: ID!, $input: StorageRateCardInput!) { createStorageRateCard(facilityId: $id, input: $input) { ${FACILITY} } }`;
    const input = { dailyRate: 2500, freeDays: 2, minimumCharge: 5000, monthlyCap: 50000, billClosedDays: false };
    const created = await yard.gql<{
      createStorageRateCard: { rateCards: unknown[]; closures: unknown[]; notes: unknown[]; contacts: unknown[] };
    }>(card, { id, input });
    expect(created.data?.createStorageRateCard).toMatchObject({
      closures: [{ day: '2026-12-25', reason: 'Christmas' }],
      notes: [{ kind: 'SPECIAL_INSTRUCTIONS', body: 'Gate code 4411', createdByName: 'Storage Demo' }],
      contacts: [{ kind: 'EMERGENCY', name: 'Pat Night', phone: '555-0100', email: null }],
      rateCards: [{ client: null, dailyRate: 2500, freeDays: 2, minimumCharge: 5000, monthlyCap: 50000, billClosedDays: false }],
    });
    expectError(await yard.gql(card, { id, input }), 'BAD_USER_INPUT');
    expect(await count(server.db, "audit_logs WHERE entity_kind = 'Storage facilities' AND entity_id = $1", [id])).toBe(5);
  });
});

describe('a facility whose location is gone', () => {
  it('answers a change to its rate card NOT_FOUND and keeps the card as it was', async () => {
    const { id } = await facility();
    const CARD = `mutation($id: ID!, $input: StorageRateCardInput!) { createStorageRateCard(facilityId: $id, input: $input) { rateCards { id version } } }`;
    const input = { dailyRate: 2500, freeDays: 2, minimumCharge: 0, monthlyCap: null, billClosedDays: true };
    const made = await yard.gql<{ createStorageRateCard: { rateCards: { id: string; version: number }[] } }>(CARD, { id, input });
    const card = made.data?.createStorageRateCard.rateCards[0];
    if (!card) throw new Error(JSON.stringify(made.errors));
    // The location is deleted (or made another type) after the card was made.
    await server.db.query('UPDATE locations SET deleted_at = now() WHERE id = $1', [id]);
    const UPDATE = `mutation($id: ID!, $version: Int!, $input: StorageRateCardInput!) { updateStorageRateCard(id: $id, version: $version, input: $input) { id } }`;
    expectError(await yard.gql(UPDATE, { id: card.id, version: card.version, input: { ...input, dailyRate: 9900 } }), 'NOT_FOUND');
    expectError(await yard.gql('mutation($id: ID!) { deleteStorageRateCard(id: $id) { id } }', { id: card.id }), 'NOT_FOUND');
    expect(await one<{ rate: number }>(server.db, 'SELECT daily_rate AS rate FROM storage_rate_cards WHERE id = $1', [card.id])).toEqual({
      rate: 2500,
    });
  });
});

describe('reservations and capacity', () => {
  it('refuses a reservation over capacity naming the first full day, and stores nothing', async () => {
    const { id } = await facility({ capacity: 1 });
    const vehicle = () => fx.vehicle();
    const from = dayAfter(today(), 2);
    const first = await yard.gql<{ createStorageReservation: StorageRecord }>(RESERVE, {
      input: {
        facilityId: id,
        vehicleId: await vehicle(),
        clientId: northwind,
        storageType: 'STORAGE',
        movementKind: 'STORAGE',
        reservedFrom: dayAfter(from, 1),
        reservedTo: dayAfter(from, 2),
      },
    });
    expect(first.data?.createStorageReservation).toMatchObject({
      status: 'RESERVED',
      number: expect.stringMatching(/^SR-\d+$/),
      client: { id: northwind },
    });
    const before = await count(server.db, 'storage_records WHERE facility_id = $1', [id]);
    const over = await yard.gql(RESERVE, {
      input: {
        facilityId: id,
        vehicleId: await vehicle(),
        clientId: northwind,
        storageType: 'STORAGE',
        movementKind: 'STORAGE',
        reservedFrom: from,
        reservedTo: dayAfter(from, 3),
      },
    });
    expect(expectError(over, 'BAD_USER_INPUT').extensions.errors).toEqual({
      'input.reservedFrom': [expect.stringContaining(`full on ${dayAfter(from, 1)}`)],
    });
    expect(await count(server.db, 'storage_records WHERE facility_id = $1', [id])).toBe(before);
    // The day before the first reservation is free.
    const fits = await yard.gql(RESERVE, {
      input: {
        facilityId: id,
        vehicleId: await vehicle(),
        clientId: northwind,
        storageType: 'STORAGE',
        movementKind: 'STORAGE',
        reservedFrom: from,
        reservedTo: from,
      },
    });
    expect(fits.errors).toBeUndefined();
    const occupancy = await yard.gql<{ storageOccupancy: { day: string; occupied: number; capacity: number }[] }>(
      'query($id: ID!, $from: String!, $to: String!) { storageOccupancy(facilityId: $id, from: $from, to: $to) { day occupied capacity } }',
      { id, from, to: dayAfter(from, 3) },
    );
    expect(occupancy.data?.storageOccupancy.map((day) => day.occupied)).toEqual([1, 1, 1, 0]);
  });

  it('decides two reservations for the last space at once: one is made, the other names the full day', async () => {
    const { id } = await facility({ capacity: 1 });
    const reserve = async () =>
      yard.gql<{ createStorageReservation: StorageRecord }>(RESERVE, {
        input: {
          facilityId: id,
          vehicleId: await fx.vehicle(),
          clientId: northwind,
          storageType: 'STORAGE',
          movementKind: 'STORAGE',
          reservedFrom: today(),
        },
      });
    const answers = await Promise.all([reserve(), reserve()]);
    expect(answers.filter((answer) => !answer.errors)).toHaveLength(1);
    const refused = expectError(answers.find((answer) => answer.errors) as (typeof answers)[number], 'BAD_USER_INPUT');
    expect(refused.extensions.errors).toHaveProperty(['input.reservedFrom']);
    expect(await count(server.db, "storage_records WHERE facility_id = $1 AND status = 'RESERVED'", [id])).toBe(1);
  });

  it('makes one reservation of a vehicle sent twice at once, and tells the second which one it has', async () => {
    const { id } = await facility({ capacity: 10 });
    const input = {
      facilityId: id,
      vehicleId: await fx.vehicle(),
      clientId: northwind,
      storageType: 'STORAGE',
      movementKind: 'STORAGE',
      reservedFrom: today(),
    };
    const answers = await Promise.all([0, 1].map(() => yard.gql<{ createStorageReservation: StorageRecord }>(RESERVE, { input })));
    const made = answers.filter((answer) => !answer.errors);
    expect(made).toHaveLength(1);
    expect(expectError(answers.find((answer) => answer.errors) as (typeof answers)[number], 'BAD_USER_INPUT').extensions.errors).toEqual({
      'input.vehicleId': [`The vehicle already has ${made[0].data?.createStorageReservation.number} open at this facility.`],
    });
    expect(await count(server.db, 'storage_records WHERE facility_id = $1', [id])).toBe(1);
  });

  it('refuses junk with field errors: a past day, a leg that does not carry the vehicle, an unknown facility', async () => {
    const { id } = await facility();
    const { legId } = await legOnTheWay();
    const past = await yard.gql(RESERVE, {
      input: {
        facilityId: id,
        vehicleId: await fx.vehicle(),
        clientId: northwind,
        storageType: 'STORAGE',
        movementKind: 'STORAGE',
        reservedFrom: '2020-01-01',
      },
    });
    expect(expectError(past, 'BAD_USER_INPUT').extensions.errors).toEqual({
      'input.reservedFrom': ['A reservation may not start in the past.'],
    });
    const wrongLeg = await yard.gql(RESERVE, {
      input: {
        facilityId: id,
        vehicleId: await fx.vehicle(),
        orderLegId: legId,
        storageType: 'ORDER',
        movementKind: 'LEGWORK_IN',
        reservedFrom: today(),
      },
    });
    expect(expectError(wrongLeg, 'BAD_USER_INPUT').extensions.errors).toEqual({
      'input.orderLegId': ['The leg does not carry this vehicle.'],
    });
    const nowhere = await yard.gql(RESERVE, {
      input: {
        facilityId: await fx.location(),
        vehicleId: await fx.vehicle(),
        clientId: northwind,
        storageType: 'STORAGE',
        movementKind: 'STORAGE',
        reservedFrom: today(),
      },
    });
    expect(expectError(nowhere, 'BAD_USER_INPUT').extensions.errors).toEqual({ 'input.facilityId': ['The selected facility is invalid.'] });
  });
});

describe('a reservation', () => {
  it('moves its last day only where the capacity allows, offers its actions with their reasons, and cancels with a reason', async () => {
    const { id } = await facility({ capacity: 1 });
    const from = dayAfter(today(), 5);
    const reserve = async (reservedFrom: string, reservedTo: string) =>
      (
        await yard.gql<{ createStorageReservation: StorageRecord }>(RESERVE, {
          input: {
            facilityId: id,
            vehicleId: await fx.vehicle(),
            clientId: northwind,
            storageType: 'STORAGE',
            movementKind: 'STORAGE',
            reservedFrom,
            reservedTo,
          },
        })
      ).data?.createStorageReservation as StorageRecord;
    const first = await reserve(from, from);
    await reserve(dayAfter(from, 2), dayAfter(from, 2));
    const UPDATE = `mutation($id: ID!, $version: Int!, $input: StorageRecordInput!) { updateStorageRecord(id: $id, version: $version, input: $input) { ${RECORD} } }`;
    const longer = await yard.gql(UPDATE, { id: first.id, version: first.version, input: { reservedTo: dayAfter(from, 3), spot: 'A-1' } });
    expect(expectError(longer, 'BAD_USER_INPUT').extensions.errors).toEqual({
      'input.reservedTo': [expect.stringContaining(`full on ${dayAfter(from, 2)}`)],
    });
    const fits = await yard.gql<{ updateStorageRecord: StorageRecord }>(UPDATE, {
      id: first.id,
      version: first.version,
      input: { reservedTo: dayAfter(from, 1), spot: 'A-1' },
    });
    expect(fits.data?.updateStorageRecord).toMatchObject({ spot: 'A-1', version: first.version + 1 });
    const moved = fits.data?.updateStorageRecord as StorageRecord;
    expect(moved.eventOptions).toEqual([
      { event: 'CHECK_IN', enabled: false, reason: "No check-in condition report is submitted on the vehicle's leg." },
      { event: 'CANCEL', enabled: true, reason: null },
      { event: 'REPORT_PROBLEM', enabled: true, reason: null },
    ]);
    const noReason = await yard.gql(TRANSITION, { id: first.id, event: 'CANCEL', version: moved.version });
    expect(expectError(noReason, 'BAD_USER_INPUT').extensions.errors).toEqual({
      'input.reason': ['Say why the reservation is cancelled.'],
    });
    const cancelled = await yard.gql<{ transitionStorageRecord: StorageRecord }>(TRANSITION, {
      id: first.id,
      event: 'CANCEL',
      version: moved.version,
      input: { reason: 'Client moved it elsewhere' },
    });
    expect(cancelled.data?.transitionStorageRecord).toMatchObject({ status: 'CANCELLED', eventOptions: [] });
    const frozen = await yard.gql(UPDATE, {
      id: first.id,
      version: cancelled.data?.transitionStorageRecord.version,
      input: { spot: 'B-2' },
    });
    expect(expectError(frozen, 'INVALID_TRANSITION').extensions).toMatchObject({ status: 'CANCELLED', reason: 'STATUS' });
    // The cancelled reservation holds no space any more.
    const occupancy = await yard.gql<{ storageOccupancy: { occupied: number }[] }>(
      'query($id: ID!, $from: String!, $to: String!) { storageOccupancy(facilityId: $id, from: $from, to: $to) { occupied } }',
      { id, from, to: dayAfter(from, 2) },
    );
    expect(occupancy.data?.storageOccupancy.map((day) => day.occupied)).toEqual([0, 0, 1]);
  });
});

describe('the leg and its storage record move together', () => {
  it('refuses leg.toStorage without a check-in report: the leg stays IN_TRANSIT and no record is opened', async () => {
    const { id } = await facility();
    const { legId } = await legOnTheWay();
    const before = await legRow(legId);
    const refused = await moveLeg(legId, 'TO_STORAGE', { storageFacilityId: id });
    const error = expectError(refused, 'INVALID_TRANSITION');
    expect(error.message).toContain('no check-in condition report');
    expect(await legRow(legId)).toEqual(before);
    expect((await recordsOfLeg(legId)).rows).toEqual([]);
    const noFacility = await moveLeg(legId, 'TO_STORAGE');
    expect(expectError(noFacility, 'BAD_USER_INPUT').extensions.errors).toEqual({
      'input.storageFacilityId': ['Say which storage facility the vehicle goes to.'],
    });
    expect(await legRow(legId)).toEqual(before);
  });

  it('refuses a check-in without a reservation at a RESERVATION_ONLY facility, leaving the leg where it was', async () => {
    const { id } = await facility({ bookingMode: 'RESERVATION_ONLY' });
    const { legId } = await legOnTheWay();
    await storageReport(legId, 'CHECK_IN');
    const before = await legRow(legId);
    const refused = await moveLeg(legId, 'TO_STORAGE', { storageFacilityId: id });
    expect(expectError(refused, 'INVALID_TRANSITION').message).toContain('by reservation only');
    expect(await legRow(legId)).toEqual(before);
    expect((await recordsOfLeg(legId)).rows).toEqual([]);
  });

  it('checks in on leg.toStorage and out on leg.fromStorage, flags damage done in storage and tells the client', async () => {
    const { id } = await facility();
    const { legId, vin } = await legOnTheWay();
    const checkIn = await storageReport(legId, 'CHECK_IN');
    const notified = await count(server.db, "notifications WHERE user_id = $1 AND type = 'STORAGE_RECORD'", [clientUserId]);
    const moved = await moveLeg(legId, 'TO_STORAGE', { storageFacilityId: id });
    expect(moved.errors).toBeUndefined();
    expect(moved.data?.transitionOrderLeg.status).toBe('IN_STORAGE');
    const [opened] = (await recordsOfLeg(legId)).rows;
    const record = await recordOf(opened.id);
    expect(record).toMatchObject({
      status: 'RETURNED',
      vin,
      storageType: 'ORDER',
      movementKind: 'LEGWORK_IN',
      client: { id: northwind },
      leg: { id: legId, status: 'IN_STORAGE' },
      checkInReport: { id: checkIn.id, direction: 'CHECK_IN' },
      checkedInAt: expect.any(String),
    });
    expect(await one(server.db, 'SELECT storage_record_id AS "recordId" FROM condition_reports WHERE id = $1', [checkIn.id])).toEqual({
      recordId: opened.id,
    });
    expect(await count(server.db, "notifications WHERE user_id = $1 AND type = 'STORAGE_RECORD'", [clientUserId])).toBe(notified + 1);
    expect(
      await count(server.db, "audit_logs WHERE entity_kind = 'Storage' AND entity_id = $1 AND event = 'storage.checkIn'", [opened.id]),
    ).toBe(1);

    // Out without a check-out report: refused, nothing moves.
    const inStorage = await legRow(legId);
    expect(expectError(await moveLeg(legId, 'FROM_STORAGE'), 'INVALID_TRANSITION').message).toContain('no check-out condition report');
    expect(await legRow(legId)).toEqual(inStorage);
    expect((await recordsOfLeg(legId)).rows[0]).toMatchObject({ status: 'RETURNED' });

    // A dent found at check-out that the check-in did not show is new since the last custody.
    const checkOut = await storageReport(legId, 'CHECK_OUT', [
      { area: '03', type: '04', severity: 2, x: 0.5, y: 0.5, preExisting: false, photoIds: [] },
    ]);
    expect(checkOut.previousReport).toEqual({ id: checkIn.id, direction: 'CHECK_IN' });
    expect(checkOut.newDamageCount).toBe(1);
    const out = await moveLeg(legId, 'FROM_STORAGE');
    expect(out.data?.transitionOrderLeg.status).toBe('IN_TRANSIT');
    expect(await recordOf(opened.id)).toMatchObject({
      status: 'PICKED_UP',
      checkedOutAt: expect.any(String),
      checkOutReport: { id: checkOut.id, newDamageCount: 1 },
    });
    expect(await count(server.db, "notifications WHERE user_id = $1 AND type = 'STORAGE_RECORD'", [clientUserId])).toBe(notified + 2);
  });

  it('takes a leg back into storage on the same record, with a new check-in report for the new visit', async () => {
    const { id } = await facility();
    const { legId } = await legOnTheWay();
    await storageReport(legId, 'CHECK_IN');
    await moveLeg(legId, 'TO_STORAGE', { storageFacilityId: id });
    await storageReport(legId, 'CHECK_OUT');
    await moveLeg(legId, 'FROM_STORAGE');
    // The first visit's check-in report is used: coming back needs one of its own.
    expect(expectError(await moveLeg(legId, 'TO_STORAGE', { storageFacilityId: id }), 'INVALID_TRANSITION').message).toContain(
      'no check-in condition report',
    );
    const second = await storageReport(legId, 'CHECK_IN');
    const back = await moveLeg(legId, 'TO_STORAGE', { storageFacilityId: id });
    expect(back.data?.transitionOrderLeg.status).toBe('IN_STORAGE');
    const records = (await recordsOfLeg(legId)).rows;
    expect(records).toEqual([expect.objectContaining({ status: 'RETURNED' })]);
    expect((await recordOf(records[0].id)).checkInReport?.id).toBe(second.id);
    expect(await count(server.db, 'condition_reports WHERE order_leg_id = $1 AND storage_record_id = $2', [legId, records[0].id])).toBe(3);
  });

  it('uses the vehicle’s reservation at the facility, and the yard’s own check-in moves the leg too', async () => {
    const { id } = await facility();
    const { legId, vehicleId } = await legOnTheWay();
    const reserved = await yard.gql<{ createStorageReservation: StorageRecord }>(RESERVE, {
      input: { facilityId: id, vehicleId, clientId: northwind, storageType: 'STORAGE', movementKind: 'STORAGE', reservedFrom: today() },
    });
    const record = reserved.data?.createStorageReservation as StorageRecord;
    expect(record.leg).toBeNull();
    // Without its report the yard's check-in is refused and neither moves.
    const refused = await yard.gql(TRANSITION, { id: record.id, event: 'CHECK_IN', version: record.version });
    expectError(refused, 'INVALID_TRANSITION');
    expect((await legRow(legId))?.status).toBe('IN_TRANSIT');
    await storageReport(legId, 'CHECK_IN');
    const checkedIn = await yard.gql<{ transitionStorageRecord: StorageRecord }>(TRANSITION, {
      id: record.id,
      event: 'CHECK_IN',
      version: record.version,
      input: { spot: 'B-12', keyTag: 'K-77', keyCount: 2 },
    });
    expect(checkedIn.errors).toBeUndefined();
    expect(checkedIn.data?.transitionStorageRecord).toMatchObject({
      id: record.id,
      status: 'RETURNED',
      spot: 'B-12',
      keyTag: 'K-77',
      keyCount: 2,
      leg: { id: legId, status: 'IN_STORAGE' },
    });
    expect((await legRow(legId))?.status).toBe('IN_STORAGE');
    // The spot and keys go with the check-in itself: one new version of the record and one audit row, not a second update.
    expect(checkedIn.data?.transitionStorageRecord.version).toBe(record.version + 1);
    expect(await count(server.db, "audit_logs WHERE entity_kind = 'Storage' AND entity_id = $1 AND action <> 'CREATED'", [record.id])).toBe(
      1,
    );
    // One transition, by the person: the leg's audit row names the yard's user, not the system.
    const yardUser = await one(server.db, `SELECT id FROM users WHERE email = 'storage@legwork.test'`);
    expect(
      await one(
        server.db,
        `SELECT user_id AS "userId" FROM audit_logs WHERE entity_kind = 'Order legs' AND entity_id = $1 AND event = 'leg.toStorage'`,
        [legId],
      ),
    ).toEqual({
      userId: yardUser?.id,
    });
  });

  it('a CLIENT_IN leg (the client’s own drop-off) takes storage reports and opens a CLIENT_IN record', async () => {
    const { id } = await facility();
    const { legId } = await legOnTheWay('CLIENT_IN');
    await storageReport(legId, 'CHECK_IN');
    const moved = await moveLeg(legId, 'TO_STORAGE', { storageFacilityId: id });
    expect(moved.errors).toBeUndefined();
    expect((await recordsOfLeg(legId)).rows).toEqual([expect.objectContaining({ status: 'RETURNED' })]);
    expect(await one(server.db, 'SELECT movement_kind AS kind FROM storage_records WHERE order_leg_id = $1', [legId])).toEqual({
      kind: 'CLIENT_IN',
    });
  });

  it('leaves check-in to the yard: the leg’s driver cannot move it into storage, and nothing is stored', async () => {
    const { id } = await facility();
    const dale = await signedIn(server.url, 'driver@legwork.test');
    const { legId } = await legOnTheWay('DRIVEN', await driverIdOfUser(server.db, 'driver@legwork.test'));
    await storageReport(legId, 'CHECK_IN');
    const leg = await legRow(legId);
    const refused = await dale.gql(LEG_MOVE, { id: legId, event: 'TO_STORAGE', version: leg?.version, input: { storageFacilityId: id } });
    expect(expectError(refused, 'INVALID_TRANSITION').extensions).toMatchObject({ event: 'TO_STORAGE', reason: 'ROLE' });
    expect(await legRow(legId)).toEqual(leg);
    expect((await recordsOfLeg(legId)).rows).toEqual([]);
    expectError(await dale.gql(LIST, {}), 'FORBIDDEN');
  });
});

/** A record on site: a leg checked in at a fresh facility (rate card 25.00 a day, 1 free day). */
const onSite = async () => {
  const { id } = await facility();
  await yard.gql(
    `mutation($id: ID!) { createStorageRateCard(facilityId: $id, input: { dailyRate: 2500, freeDays: 1, minimumCharge: 0, billClosedDays: true }) { id } }`,
    { id },
  );
  const { legId, number } = await legOnTheWay();
  await storageReport(legId, 'CHECK_IN');
  const moved = await moveLeg(legId, 'TO_STORAGE', { storageFacilityId: id });
  if (moved.errors) throw new Error(JSON.stringify(moved.errors));
  const [row] = (await recordsOfLeg(legId)).rows;
  return { facilityId: id, legId, orderNumber: number, record: await recordOf(row.id) };
};

describe('a record on site', () => {
  it('moves a leg into storage once when it is sent twice at once: one record, the other CONFLICT', async () => {
    const { id } = await facility();
    const { legId } = await legOnTheWay();
    await storageReport(legId, 'CHECK_IN');
    const answers = await Promise.all([0, 1].map(() => moveLeg(legId, 'TO_STORAGE', { storageFacilityId: id })));
    expect(answers.filter((answer) => !answer.errors)).toHaveLength(1);
    expectError(answers.find((answer) => answer.errors) as (typeof answers)[number], 'CONFLICT');
    expect((await recordsOfLeg(legId)).rows).toEqual([expect.objectContaining({ status: 'RETURNED' })]);
    expect(await count(server.db, "audit_logs WHERE entity_id = $1 AND event = 'leg.toStorage'", [legId])).toBe(1);
  });

  it('gives one key to one person when two take it at once', async () => {
    const { record } = await onSite();
    const take = (takenBy: string) =>
      yard.gql(`mutation($id: ID!, $input: StorageKeyTakeInput!) { takeStorageKey(recordId: $id, input: $input) { id } }`, {
        id: record.id,
        input: { keyTag: 'K-RACE', takenBy },
      });
    const answers = await Promise.all([take('Pat Porter'), take('Sam Shuttle')]);
    expect(answers.filter((answer) => !answer.errors)).toHaveLength(1);
    expectError(answers.find((answer) => answer.errors) as (typeof answers)[number], 'INVALID_TRANSITION');
    expect(
      await count(server.db, "storage_key_log WHERE storage_record_id = $1 AND key_tag = 'K-RACE' AND equipment_status = 'ASSIGNED'", [
        record.id,
      ]),
    ).toBe(1);
  });

  it('answers a stale version with CONFLICT and writes nothing', async () => {
    const { record } = await onSite();
    const stale = await yard.gql(TRANSITION, {
      id: record.id,
      event: 'REPORT_PROBLEM',
      version: record.version - 1,
      input: { reason: 'Flat' },
    });
    expectError(stale, 'CONFLICT');
    expect(await one(server.db, 'SELECT status, version FROM storage_records WHERE id = $1', [record.id])).toEqual({
      status: 'RETURNED',
      version: record.version,
    });
  });

  it('reports a problem with its reason and resolves back to where it was', async () => {
    const { record } = await onSite();
    const noReason = await yard.gql(TRANSITION, { id: record.id, event: 'REPORT_PROBLEM', version: record.version });
    expect(expectError(noReason, 'BAD_USER_INPUT').extensions.errors).toEqual({ 'input.reason': ['Say what the problem is.'] });
    const problem = await yard.gql<{ transitionStorageRecord: StorageRecord }>(TRANSITION, {
      id: record.id,
      event: 'REPORT_PROBLEM',
      version: record.version,
      input: { reason: 'Battery flat' },
    });
    expect(problem.data?.transitionStorageRecord).toMatchObject({ status: 'PROBLEM', problemFrom: 'RETURNED' });
    const back = await yard.gql<{ transitionStorageRecord: StorageRecord }>(TRANSITION, {
      id: record.id,
      event: 'RESOLVE_PROBLEM',
      version: problem.data?.transitionStorageRecord.version,
    });
    expect(back.data?.transitionStorageRecord).toMatchObject({ status: 'RETURNED', problemFrom: null });
    const cancel = await yard.gql(TRANSITION, {
      id: record.id,
      event: 'CANCEL',
      version: back.data?.transitionStorageRecord.version,
      input: { reason: 'x' },
    });
    expect(expectError(cancel, 'INVALID_TRANSITION').extensions).toMatchObject({ event: 'CANCEL', status: 'RETURNED', reason: 'STATUS' });
  });

  it("lists what a facility's on-site count counts: checked in, and a problem raised while checked in", async () => {
    const { id } = await facility();
    const checkIn = async () => {
      const { legId } = await legOnTheWay();
      await storageReport(legId, 'CHECK_IN');
      const moved = await moveLeg(legId, 'TO_STORAGE', { storageFacilityId: id });
      if (moved.errors) throw new Error(JSON.stringify(moved.errors));
      return recordOf((await recordsOfLeg(legId)).rows[0].id);
    };
    const returned = await checkIn();
    const troubled = await checkIn();
    const problem = await yard.gql(TRANSITION, {
      id: troubled.id,
      event: 'REPORT_PROBLEM',
      version: troubled.version,
      input: { reason: 'Flat tyre' },
    });
    expect(problem.errors).toBeUndefined();
    const reserved = await yard.gql<{ createStorageReservation: StorageRecord }>(RESERVE, {
      input: {
        facilityId: id,
        vehicleId: await fx.vehicle(),
        clientId: northwind,
        storageType: 'STORAGE',
        movementKind: 'STORAGE',
        reservedFrom: dayAfter(today(), 1),
      },
    });
    const waiting = reserved.data?.createStorageReservation as StorageRecord;
    const held = await yard.gql(TRANSITION, {
      id: waiting.id,
      event: 'REPORT_PROBLEM',
      version: waiting.version,
      input: { reason: 'Paperwork' },
    });
    expect(held.errors).toBeUndefined();

    const counted = await yard.gql<{ storageFacility: { onSite: number } }>('query($id: ID!) { storageFacility(id: $id) { onSite } }', {
      id,
    });
    expect(counted.data?.storageFacility.onSite).toBe(2);
    const listed = await yard.gql<{ storageRecords: { data: StorageRecord[]; paginatorInfo: { total: number } } }>(LIST, {
      facilityId: id,
      onSite: true,
    });
    expect(listed.data?.storageRecords.paginatorInfo.total).toBe(2);
    expect(listed.data?.storageRecords.data.map((record) => record.id).sort()).toEqual([returned.id, troubled.id].sort());
    // The status alone is not the same list: the problem raised on site is not RETURNED, the one before arrival is PROBLEM too.
    const returnedOnly = await yard.gql<{ storageRecords: { paginatorInfo: { total: number } } }>(LIST, {
      facilityId: id,
      status: ['RETURNED'],
    });
    expect(returnedOnly.data?.storageRecords.paginatorInfo.total).toBe(1);
    const all = await yard.gql<{ storageRecords: { paginatorInfo: { total: number } } }>(LIST, { facilityId: id, onSite: false });
    expect(all.data?.storageRecords.paginatorInfo.total).toBe(3);
  });

  it('logs who took which key and when it came back', async () => {
    const { record } = await onSite();
    const TAKE = `mutation($id: ID!, $input: StorageKeyTakeInput!) { takeStorageKey(recordId: $id, input: $input) { id keyTag takenBy equipmentStatus version } }`;
    const taken = await yard.gql<{ takeStorageKey: { id: string; version: number; equipmentStatus: string } }>(TAKE, {
      id: record.id,
      input: { keyTag: 'K-1', takenBy: 'Dale Driver' },
    });
    expect(taken.data?.takeStorageKey).toMatchObject({ keyTag: 'K-1', takenBy: 'Dale Driver', equipmentStatus: 'ASSIGNED' });
    expect(
      expectError(await yard.gql(TAKE, { id: record.id, input: { keyTag: 'K-1', takenBy: 'Someone Else' } }), 'INVALID_TRANSITION').message,
    ).toContain('already out with Dale Driver');
    const STATUS = `mutation($id: ID!, $version: Int!, $status: KeyEquipmentStatus!) { setStorageKeyStatus(id: $id, version: $version, status: $status) { equipmentStatus returnedAt version } }`;
    const entry = taken.data?.takeStorageKey as { id: string; version: number };
    const back = await yard.gql<{ setStorageKeyStatus: { equipmentStatus: string; returnedAt: string | null } }>(STATUS, {
      id: entry.id,
      version: entry.version,
      status: 'IN_HOUSE',
    });
    expect(back.data?.setStorageKeyStatus).toMatchObject({ equipmentStatus: 'IN_HOUSE', returnedAt: expect.any(String) });
    expectError(await yard.gql(STATUS, { id: entry.id, version: entry.version, status: 'MISSING' }), 'CONFLICT');
    expect((await recordOf(record.id)).keyLog).toEqual([expect.objectContaining({ keyTag: 'K-1', equipmentStatus: 'IN_HOUSE' })]);
    expect(await count(server.db, "audit_logs WHERE entity_id = $1 AND event LIKE 'storageKey.%'", [record.id])).toBe(2);
  });

  it('runs its charge from the rate card and shows the STORAGE line item it will bill', async () => {
    const { record } = await onSite();
    // Checked in three days ago at noon (New York): 4 started days, 1 free, 3 × 25.00 = 75.00.
    const noon = new Date(`${dayAfter(today(), -3)}T12:00:00-05:00`);
    await server.db.query('UPDATE storage_records SET checked_in_at = $2 WHERE id = $1', [record.id, noon]);
    const charged = await recordOf(record.id);
    expect(charged.charge).toMatchObject({ stayDays: 4, freeDays: 1, chargedDays: 3, amount: 7500 });
    expect(charged.lineItem).toMatchObject({ type: 'STORAGE', quantity: 3, unitAmount: 2500, amount: 7500 });
    expect(charged.lineItem?.explanation).toContain('3 × $25.00');
  });
});

describe('lists, CSV and who may read them', () => {
  it('filters by facility, status and search (number or the end of a VIN), and exports the rows as CSV', async () => {
    const { facilityId, record } = await onSite();
    const byFacility = await yard.gql<{ storageRecords: { data: StorageRecord[]; paginatorInfo: { total: number } } }>(LIST, {
      facilityId,
    });
    expect(byFacility.data?.storageRecords.data.map((row) => row.id)).toEqual([record.id]);
    const byNumber = await yard.gql<{ storageRecords: { data: StorageRecord[] } }>(LIST, { search: record.number.toLowerCase() });
    expect(byNumber.data?.storageRecords.data.map((row) => row.id)).toEqual([record.id]);
    const byVin = await yard.gql<{ storageRecords: { data: StorageRecord[] } }>(LIST, { search: (record.vin as string).slice(-6) });
    expect(byVin.data?.storageRecords.data.map((row) => row.id)).toContain(record.id);
    const problems = await yard.gql<{ storageRecords: { data: StorageRecord[] } }>(LIST, { facilityId, status: ['PROBLEM'] });
    expect(problems.data?.storageRecords.data).toEqual([]);
    expect(expectError(await yard.gql(LIST, { search: 'ab' }), 'BAD_USER_INPUT').extensions.errors).toHaveProperty('search');
    expect(expectError(await yard.gql(LIST, { facilityId: 'nope' }), 'BAD_USER_INPUT').extensions.errors).toHaveProperty('facilityId');
    const csv = toCsv(
      STORAGE_RECORDS_CSV_HEADER,
      (byFacility.data?.storageRecords.data ?? []).map((row) => storageRecordCsvRow(row)),
    );
    const [header, line] = csv.split('\r\n');
    expect(header).toBe(STORAGE_RECORDS_CSV_HEADER.join(','));
    expect(line).toContain(`${record.number},RETURNED,`);
    expect(line).toContain(record.vin);
  });

  it('keeps another tenant’s records NOT_FOUND and out of its lists, and other roles out', async () => {
    const { record, facilityId } = await onSite();
    expectError(await northAdmin.gql(RECORD_QUERY, { id: record.id }), 'NOT_FOUND');
    const north = await northAdmin.gql<{ storageRecords: { data: StorageRecord[] } }>(LIST, {});
    expect(north.data?.storageRecords.data.map((row) => row.id)).not.toContain(record.id);
    expectError(
      await northAdmin.gql(TRANSITION, { id: record.id, event: 'REPORT_PROBLEM', version: record.version, input: { reason: 'x' } }),
      'NOT_FOUND',
    );
    expectError(await northAdmin.gql('query($id: ID!) { storageFacility(id: $id) { id } }', { id: facilityId }), 'NOT_FOUND');
    expect(await one(server.db, 'SELECT status, version FROM storage_records WHERE id = $1', [record.id])).toEqual({
      status: 'RETURNED',
      version: record.version,
    });
    expectError(await member.gql(LIST, {}), 'FORBIDDEN');
    expectError(await portal.gql(LIST, {}), 'FORBIDDEN');
    expectError(await yard.gql(RECORD_QUERY, { id: 'not-an-id' }), 'NOT_FOUND');
  });

  it('shows the client its stay on the portal leg (no spot, keys or notes); another client gets NOT_FOUND', async () => {
    const { record, legId } = await onSite();
    const STAYS = `query($id: ID!) { portalOrderLeg(id: $id) { id storageStays { id number status facility { name city } checkedInAt checkedOutAt
      stayDays lineItem { description amount explanation } } } }`;
    type Stays = {
      portalOrderLeg: { storageStays: { id: string; status: string; stayDays: number; lineItem: { amount: number } | null }[] };
    };
    const own = await portal.gql<Stays>(STAYS, { id: legId });
    expect(own.errors).toBeUndefined();
    expect(own.data?.portalOrderLeg.storageStays).toEqual([
      expect.objectContaining({
        id: record.id,
        number: record.number,
        status: 'RETURNED',
        stayDays: 1,
        facility: expect.objectContaining({ name: record.facility.name }),
      }),
    ]);
    expect(record.lineItem).not.toBeNull();
    expect(own.data?.portalOrderLeg.storageStays[0].lineItem).toEqual(
      expect.objectContaining({ amount: record.lineItem?.amount, explanation: record.lineItem?.explanation }),
    );
    // The yard's own fields are not the portal's to ask for.
    const spot = await portal.gql('query($id: ID!) { portalOrderLeg(id: $id) { storageStays { spot keyTag notes } } }', { id: legId });
    expect(spot.errors?.[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
    // Another client's portal user: the leg is not there, and neither is the record.
    const rivalClient = await fx.client('Storage Rival Motors');
    await addPortalUser(server.db, east, 'storage-rival@legwork.test', { clientId: rivalClient });
    const rival = await signedIn(server.url, 'storage-rival@legwork.test');
    expectError(await rival.gql(STAYS, { id: legId }), 'NOT_FOUND');
    expectError(await rival.gql(RECORD_QUERY, { id: record.id }), 'FORBIDDEN');
    // Its own leg that was never stored lists no stays.
    const rivalOrder = await fx.order({
      clientId: rivalClient,
      state: 'ACTIVE',
      legs: [{ status: 'IN_TRANSIT', transportMethod: 'DRIVEN' }],
    });
    expect((await rival.gql<Stays>(STAYS, { id: rivalOrder.legIds[0] })).data?.portalOrderLeg.storageStays).toEqual([]);
  });

  it('shows today’s arrivals and the problems', async () => {
    const { id } = await facility();
    const reserved = await yard.gql<{ createStorageReservation: StorageRecord }>(RESERVE, {
      input: {
        facilityId: id,
        vehicleId: await fx.vehicle(),
        clientId: northwind,
        storageType: 'STORAGE',
        movementKind: 'STORAGE',
        reservedFrom: today(),
      },
    });
    const day = await yard.gql<{ storageToday: { day: string; arrivals: { id: string }[]; departures: unknown[]; problems: unknown[] } }>(
      'query($id: ID) { storageToday(facilityId: $id) { day arrivals { id } departures { id } problems { id } } }',
      { id },
    );
    expect(day.errors).toBeUndefined();
    expect(day.data?.storageToday).toEqual({
      day: today(),
      arrivals: [{ id: reserved.data?.createStorageReservation.id }],
      departures: [],
      problems: [],
    });
  });
});

describe('storageRecordChanged', () => {
  it('tells an East yard of a check-in, and a North admin nothing of it', async () => {
    const north = await tenantIdOf(server.db, 'Legwork North');
    const nfx = orderFixture(server.db, north);
    const northYard = await nfx.location({ type: 'STORAGE', name: 'North Probe Yard' });
    await nfx.link('storage_facilities', { location_id: northYard });
    const northRecord = await nfx.row('storage_records', {
      number: 'SR-900001',
      facility_id: northYard,
      client_id: await nfx.client(),
      vehicle_id: await nfx.vehicle(),
      storage_type: 'STORAGE',
      movement_kind: 'STORAGE',
      reserved_from: today(),
    });
    const { record: probe } = await onSite();
    type Changed = { id: string; status: string };
    const eastSubscriber = await subscribeTenantTopic<Changed>(
      { url: server.url, events: server.events, sockets },
      await signedIn(server.url, 'storage-lead@legwork.test'),
      'storageRecordChanged',
      'id status',
      probe.id,
    );
    const northSubscriber = await subscribeTenantTopic<Changed>(
      { url: server.url, events: server.events, sockets },
      northAdmin,
      'storageRecordChanged',
      'id status',
      northRecord,
    );
    // An East id published on North's topic is dropped: North reloads it under its own RLS and sees nothing.
    server.events.publish('storageRecordChanged', north, { id: probe.id });
    const { legId } = await legOnTheWay();
    const { id } = await facility();
    await storageReport(legId, 'CHECK_IN');
    await moveLeg(legId, 'TO_STORAGE', { storageFacilityId: id });
    const [row] = (await recordsOfLeg(legId)).rows;
    expect(await eastSubscriber.waitFor((event) => event.id === row.id)).toEqual({ id: row.id, status: 'RETURNED' });
    const seen = northSubscriber.received.length;
    server.events.publish('storageRecordChanged', north, { id: northRecord });
    await northSubscriber.waitFor(() => northSubscriber.received.length > seen);
    expect(new Set(northSubscriber.received.map((event) => event.id))).toEqual(new Set([northRecord]));
  });
});
