import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { raiseExpiryAlerts } from '../../server/carriers/carriers.expiry';
import { signedIn, TestClient } from './support/client';
import { driverIdOfUser, freshDriverId } from './support/drivers';
import { count, createToken, expectError, one, tenantIdOf, userIdOf } from './support/helpers';
import { type OrderFixture, orderFixture } from './support/orderFixtures';
import { startTestServer, type TestServer } from './support/testServer';

let server: TestServer;
let east: string;
let north: string;
let fx: OrderFixture;
let admin: TestClient;
let safety: TestClient;
let dispatch: TestClient;
let dispatchLead: TestClient;
let northDispatch: TestClient;

beforeAll(async () => {
  server = await startTestServer();
  east = await tenantIdOf(server.db, 'Legwork East');
  north = await tenantIdOf(server.db, 'Legwork North');
  fx = orderFixture(server.db, east);
  admin = await signedIn(server.url, 'admin@legwork.test', 'Legwork East');
  safety = await signedIn(server.url, 'driver-safety@legwork.test');
  dispatch = await signedIn(server.url, 'dispatch@legwork.test');
  dispatchLead = await signedIn(server.url, 'dispatch-lead@legwork.test');
  northDispatch = await signedIn(server.url, 'north-dispatch@legwork.test');
}, 60_000);
afterAll(async () => {
  await server?.close();
});

const DRIVER = `id firstName lastName fullName employment status licenceClass licenceExpiresOn medicalCardExpiresOn endorsements
  disqualifiedReason disqualifiedByName payProfile { kind rate } truckingCompany { id displayName } version`;
type DriverResult = {
  id: string;
  fullName: string;
  status: string;
  version: number;
  endorsements: string[];
  disqualifiedReason: string | null;
  disqualifiedByName: string | null;
  truckingCompany: { id: string; displayName: string } | null;
  payProfile: { kind: string; rate: number } | null;
};

const CREATE_DRIVER = `mutation($input: DriverInput!) { createDriver(input: $input) { ${DRIVER} } }`;
const UPDATE_DRIVER = `mutation($id: ID!, $version: Int!, $input: DriverInput!) { updateDriver(id: $id, version: $version, input: $input) { ${DRIVER} } }`;
const DISQUALIFY = `mutation($id: ID!, $version: Int!, $reason: String!) { disqualifyDriver(id: $id, version: $version, reason: $reason) { ${DRIVER} } }`;
const REINSTATE = `mutation($id: ID!, $version: Int!) { reinstateDriver(id: $id, version: $version) { ${DRIVER} } }`;
const GET_DRIVER = `query($id: ID!) { driver(id: $id) { ${DRIVER} contacts { type fullName } legPriority { position kind region client { id } }
  dscVisibility { client { id } customer { id } } units { unitNumber } legs { data { id } paginatorInfo { total } } } }`;
const QUALIFICATION = `query($driverId: ID!, $legId: ID!) { driverQualification(driverId: $driverId, legId: $legId) { ok reasons warnings } }`;
const TRANSITION = `mutation($id: ID!, $event: OrderLegEvent!, $input: LegTransitionInput, $version: Int!) {
  transitionOrderLeg(id: $id, event: $event, input: $input, version: $version) {
    id status version driverId driver { id fullName } truckingCompany { id } unit { id unitNumber } } }`;
const UPDATE_LEG = `mutation($id: ID!, $version: Int!, $input: OrderLegUpdateInput!) {
  updateOrderLeg(id: $id, version: $version, input: $input) { id version driverId unitId unit { unitNumber ifta { qualified } } } }`;

const driverInput = (overrides: Record<string, unknown> = {}) => ({
  firstName: 'Rosa',
  lastName: 'Quintero',
  email: 'rosa.quintero@drivers.test',
  phone: '555-0199',
  employment: 'COMPANY',
  licenceNumber: 'PA7788990',
  licenceState: 'pa',
  licenceClass: 'B_CDL',
  endorsements: ['T', 'N', 'T'],
  licenceExpiresOn: '2031-04-30',
  medicalCardExpiresOn: '2030-01-31',
  mvrReviewedOn: '2026-09-01',
  payProfile: { kind: 'PER_MILE', rate: 62 },
  ...overrides,
});

const created = async (client: TestClient, overrides: Record<string, unknown> = {}) => {
  const result = await client.gql<{ createDriver: DriverResult }>(CREATE_DRIVER, { input: driverInput(overrides) });
  if (!result.data) throw new Error(JSON.stringify(result.errors));
  return result.data.createDriver;
};

const legRow = (id: string) =>
  one<{ status: string; version: number; driverId: string | null }>(
    server.db,
    'SELECT status, version, driver_id AS "driverId" FROM order_legs WHERE id = $1',
    [id],
  );

const driverCount = () => count(server.db, 'drivers');
const auditCount = () => count(server.db, 'audit_logs');

/** A CLEARED_FOR_DISPATCH DRIVEN leg of a vehicle of `vehicleClass`, with confirmed days `from`..`to` (2030). */
const clearedLeg = async (vehicleClass = 'SEDAN', from = '2030-06-10', to = '2030-06-12', method = 'DRIVEN') => {
  const vehicleId = await fx.vehicle({ vehicle_class: vehicleClass });
  const order = await fx.order({
    state: 'DISPATCH',
    legs: [
      {
        status: 'CLEARED_FOR_DISPATCH',
        transportMethod: method as 'DRIVEN',
        vehicleId,
        confirmedPickupAt: `${from}T14:00:00Z`,
        confirmedDeliveryAt: `${to}T18:00:00Z`,
      },
    ],
  });
  return order.legIds[0];
};

const assign = async (client: TestClient, legId: string, driverId: string) => {
  const version = (await legRow(legId))?.version;
  return client.gql<{ transitionOrderLeg: { status: string; driverId: string; driver: { id: string; fullName: string } } }>(TRANSITION, {
    id: legId,
    event: 'ASSIGN',
    input: { driverId },
    version,
  });
};

describe('qualification (src/domain/qualification.ts) through the API', () => {
  it('assigns a qualified driver, and Leg.driver resolves the driver row', async () => {
    const legId = await clearedLeg('HEAVY_DUTY');
    const driver = await created(safety, { licenceClass: 'A_CDL' });
    const result = await assign(dispatch, legId, driver.id);
    expect(result.data?.transitionOrderLeg).toMatchObject({
      status: 'PENDING_PICKUP',
      driverId: driver.id,
      driver: { id: driver.id, fullName: 'Rosa Quintero' },
    });
    const { data } = await dispatch.gql<{ driver: { status: string } }>(GET_DRIVER, { id: driver.id });
    expect(data?.driver.status).toBe('ASSIGNED');
  });

  it.each([
    ['an expired licence', { licenceExpiresOn: '2025-01-31' }, 'SEDAN', 'The licence expired on 2025-01-31.'],
    ['an expired medical card', { medicalCardExpiresOn: '2025-02-28' }, 'SEDAN', 'The medical card expired on 2025-02-28.'],
    ['no medical card', { medicalCardExpiresOn: null }, 'SEDAN', 'No medical card expiry date is on file.'],
    [
      'a class that does not fit a HEAVY_DUTY vehicle',
      { licenceClass: 'C_DOT' },
      'HEAVY_DUTY',
      'A HEAVY_DUTY vehicle needs a class A CDL or B CDL licence; Rosa Quintero holds class C DOT.',
    ],
    [
      'a B CDL on a TRAILER',
      { licenceClass: 'B_CDL' },
      'TRAILER',
      'A TRAILER vehicle needs a class A CDL licence; Rosa Quintero holds class B CDL.',
    ],
  ])('refuses %s with INVALID_TRANSITION naming the reason, writing nothing', async (_name, overrides, vehicleClass, reason) => {
    const legId = await clearedLeg(vehicleClass);
    const driver = await created(safety, overrides);
    const before = await legRow(legId);
    const audits = await auditCount();
    const error = expectError(await assign(dispatch, legId, driver.id), 'INVALID_TRANSITION');
    expect(error.extensions).toMatchObject({ event: 'ASSIGN', status: 'CLEARED_FOR_DISPATCH', reason: 'RECORD' });
    expect(error.message).toBe(`ASSIGN is not possible for this CLEARED_FOR_DISPATCH leg: the driver is not qualified. ${reason}`);
    expect(await legRow(legId)).toEqual(before);
    expect(await auditCount()).toBe(audits);
    const { data } = await dispatch.gql<{ driverQualification: { ok: boolean; reasons: string[] } }>(QUALIFICATION, {
      driverId: driver.id,
      legId,
    });
    expect(data?.driverQualification).toMatchObject({ ok: false, reasons: [reason] });
  });

  it('refuses a DISQUALIFIED driver until reinstated, whoever asks (admin included)', async () => {
    const legId = await clearedLeg();
    const driver = await created(safety);
    const missing = expectError(await safety.gql(DISQUALIFY, { id: driver.id, version: driver.version, reason: '  ' }), 'BAD_USER_INPUT');
    expect(missing.extensions.errors).toEqual({ reason: ['The reason field is required.'] });
    const dq = (
      await safety.gql<{ disqualifyDriver: DriverResult }>(DISQUALIFY, {
        id: driver.id,
        version: driver.version,
        reason: 'Failed a road test',
      })
    ).data?.disqualifyDriver as DriverResult;
    expect(dq).toMatchObject({
      status: 'DISQUALIFIED',
      disqualifiedReason: 'Failed a road test',
      disqualifiedByName: 'Driver Safety Demo',
    });
    expectError(await safety.gql(DISQUALIFY, { id: driver.id, version: dq.version, reason: 'Again' }), 'INVALID_TRANSITION');
    const error = expectError(await assign(admin, legId, driver.id), 'INVALID_TRANSITION');
    expect(error.message).toContain('Rosa Quintero is disqualified: Failed a road test.');
    const back = (await safety.gql<{ reinstateDriver: DriverResult }>(REINSTATE, { id: driver.id, version: dq.version })).data
      ?.reinstateDriver;
    expect(back).toMatchObject({ status: 'UNASSIGNED', disqualifiedReason: null });
    expect((await assign(admin, legId, driver.id)).data?.transitionOrderLeg.status).toBe('PENDING_PICKUP');
    const events = await server.db.query<{ event: string }>(
      "SELECT event FROM audit_logs WHERE entity_kind = 'Drivers' AND entity_id = $1 ORDER BY created_at",
      [driver.id],
    );
    expect(events.rows.map((r) => r.event)).toEqual(['driver.create', 'driver.disqualify', 'driver.reinstate']);
  });

  it('refuses a driver already on an overlapping leg of another vehicle, not on a later one', async () => {
    const driver = await freshDriverId(server.db);
    const first = await clearedLeg('SEDAN', '2030-07-01', '2030-07-03');
    expect((await assign(dispatch, first, driver)).data?.transitionOrderLeg.status).toBe('PENDING_PICKUP');
    const overlapping = await clearedLeg('SEDAN', '2030-07-02', '2030-07-05');
    const error = expectError(await assign(dispatch, overlapping, driver), 'INVALID_TRANSITION');
    expect(error.message).toMatch(/is already on leg FX-\d+-1 from 2030-07-01 to 2030-07-03\./);
    const later = await clearedLeg('SEDAN', '2030-07-04', '2030-07-06');
    expect((await assign(dispatch, later, driver)).data?.transitionOrderLeg.status).toBe('PENDING_PICKUP');
  });

  it('gives one driver only one of two overlapping legs assigned at the same moment', async () => {
    const driver = await freshDriverId(server.db);
    const [a, b] = [await clearedLeg('SEDAN', '2030-09-01', '2030-09-02'), await clearedLeg('SEDAN', '2030-09-01', '2030-09-02')];
    const results = await Promise.all([assign(dispatch, a, driver), assign(dispatchLead, b, driver)]);
    expect(results.filter((r) => r.data?.transitionOrderLeg.status === 'PENDING_PICKUP')).toHaveLength(1);
    expect(results.filter((r) => r.errors?.[0]?.extensions?.code === 'INVALID_TRANSITION')).toHaveLength(1);
    expect(await count(server.db, "order_legs WHERE driver_id = $1 AND status = 'PENDING_PICKUP'", [driver])).toBe(1);
  });

  it('warns of a licence expiring within 30 days and still qualifies', async () => {
    const soon = new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10);
    const driver = await freshDriverId(server.db, 'Legwork East', { licenceExpiresOn: soon });
    const legId = await clearedLeg();
    const { data } = await dispatch.gql<{ driverQualification: { ok: boolean; warnings: string[] } }>(QUALIFICATION, {
      driverId: driver,
      legId,
    });
    expect(data?.driverQualification.ok).toBe(true);
    // Days counted from the tenant's today (New York), a day behind UTC's in the evening there.
    expect(data?.driverQualification.warnings[0]).toMatch(new RegExp(`^The licence expires on ${soon} \\(in (19|20|21) days\\)\\.$`));
  });

  it('answers a guessed, malformed or other tenant driver id with BAD_USER_INPUT or NOT_FOUND, never a 5xx', async () => {
    const legId = await clearedLeg();
    const northDriver = await freshDriverId(server.db, 'Legwork North');
    for (const id of [northDriver, '00000000-0000-4000-8000-000000000000']) {
      const error = expectError(await assign(dispatch, legId, id), 'BAD_USER_INPUT');
      expect(error.extensions.errors).toEqual({ 'input.driverId': ['The selected driver is invalid.'] });
      expectError(await dispatch.gql(QUALIFICATION, { driverId: id, legId }), 'NOT_FOUND');
    }
    expectError(await assign(dispatch, legId, 'not-an-id'), 'BAD_USER_INPUT');
    expectError(await dispatch.gql(QUALIFICATION, { driverId: 'nope', legId }), 'NOT_FOUND');
    expect((await legRow(legId))?.status).toBe('CLEARED_FOR_DISPATCH');
  });

  it('checks the driver, carrier and unit updateOrderLeg sets', async () => {
    const tow = await clearedLeg('SEDAN', '2030-08-01', '2030-08-02', 'TOW');
    const version = (await legRow(tow))?.version;
    const unit = await one<{ id: string }>(server.db, "SELECT id FROM units WHERE tenant_id = $1 AND unit_number = 'T-102'", [east]);
    const bad = expectError(
      await dispatch.gql(UPDATE_LEG, {
        id: tow,
        version,
        input: { driverId: '00000000-0000-4000-8000-000000000000', truckingCompanyId: 'x', unitId: unit?.id },
      }),
      'BAD_USER_INPUT',
    );
    expect(Object.keys(bad.extensions.errors as object).sort()).toEqual(['input.truckingCompanyId']);
    const unknown = expectError(
      await dispatch.gql(UPDATE_LEG, { id: tow, version, input: { driverId: '00000000-0000-4000-8000-000000000000' } }),
      'BAD_USER_INPUT',
    );
    expect(unknown.extensions.errors).toEqual({ 'input.driverId': ['The selected driver is invalid.'] });
    const ok = await dispatch.gql<{ updateOrderLeg: { unitId: string; unit: { unitNumber: string; ifta: { qualified: boolean } } } }>(
      UPDATE_LEG,
      {
        id: tow,
        version,
        input: { unitId: unit?.id },
      },
    );
    expect(ok.data?.updateOrderLeg).toMatchObject({ unitId: unit?.id, unit: { unitNumber: 'T-102', ifta: { qualified: true } } });
    const driven = await clearedLeg();
    const drivenVersion = (await legRow(driven))?.version;
    const noUnit = expectError(
      await dispatch.gql(UPDATE_LEG, { id: driven, version: drivenVersion, input: { unitId: unit?.id } }),
      'BAD_USER_INPUT',
    );
    expect(noUnit.extensions.errors).toEqual({ 'input.unitId': ['A unit is recorded on TOW and TRUCKED legs only.'] });
    // An assigned leg takes a new driver only if that driver qualifies.
    const assigned = await clearedLeg();
    await assign(dispatch, assigned, await freshDriverId(server.db));
    const expired = await freshDriverId(server.db, 'Legwork East', { licenceExpiresOn: '2024-12-31' });
    const refused = expectError(
      await dispatch.gql(UPDATE_LEG, { id: assigned, version: (await legRow(assigned))?.version, input: { driverId: expired } }),
      'BAD_USER_INPUT',
    );
    expect(refused.extensions.errors).toEqual({ 'input.driverId': ['The licence expired on 2024-12-31.'] });
  });
});

describe('drivers, trucking companies and units: writes', () => {
  it('creates a driver with its audit row; only ADMIN, DRIVER_SAFETY and DISPATCH_LEAD may', async () => {
    const driver = await created(dispatchLead);
    expect(driver).toMatchObject({
      fullName: 'Rosa Quintero',
      status: 'UNASSIGNED',
      endorsements: ['N', 'T'],
      payProfile: { kind: 'PER_MILE', rate: 62 },
      version: 1,
    });
    const audit = await one<{ action: string; userId: string }>(
      server.db,
      "SELECT action, user_id AS \"userId\" FROM audit_logs WHERE entity_kind = 'Drivers' AND entity_id = $1 AND event = 'driver.create'",
      [driver.id],
    );
    expect(audit).toEqual({ action: 'CREATED', userId: await userIdOf(server.db, 'dispatch-lead@legwork.test') });
    const before = await driverCount();
    expectError(await dispatch.gql(CREATE_DRIVER, { input: driverInput() }), 'FORBIDDEN');
    const member = await signedIn(server.url, 'member@legwork.test');
    expectError(await member.gql(CREATE_DRIVER, { input: driverInput() }), 'FORBIDDEN');
    expect(await driverCount()).toBe(before);
  });

  it('answers bad input with field errors and stores nothing', async () => {
    const before = { drivers: await driverCount(), audits: await auditCount() };
    const northCompany = await one<{ id: string }>(server.db, 'SELECT id FROM trucking_companies WHERE tenant_id = $1 LIMIT 1', [north]);
    const cases: [Record<string, unknown>, string[]][] = [
      [{ lastName: ' ' }, ['input.lastName']],
      [{ licenceExpiresOn: '2030-02-30', licenceState: 'Pennsylvania' }, ['input.licenceExpiresOn', 'input.licenceState']],
      [{ employment: 'TRUCKING_COMPANY' }, ['input.truckingCompanyId']],
      [{ payProfile: { kind: 'PERCENT', rate: 12_000 } }, ['input.payProfile.rate']],
      [{ email: 'not-an-email' }, ['input.email']],
      [{ endorsements: ['Q'] }, ['input.endorsements.0']],
      [{ employment: 'TRUCKING_COMPANY', truckingCompanyId: northCompany?.id }, ['input.truckingCompanyId']],
      [{ homeHubId: '00000000-0000-4000-8000-000000000000' }, ['input.homeHubId']],
    ];
    for (const [overrides, fields] of cases) {
      const error = expectError(await safety.gql(CREATE_DRIVER, { input: driverInput(overrides) }), 'BAD_USER_INPUT');
      expect(Object.keys(error.extensions.errors as object).sort()).toEqual(fields);
    }
    expect({ drivers: await driverCount(), audits: await auditCount() }).toEqual(before);
  });

  it('answers a stale version with CONFLICT and writes nothing; another tenant is NOT_FOUND', async () => {
    const driver = await created(safety);
    const updated = (
      await safety.gql<{ updateDriver: DriverResult }>(UPDATE_DRIVER, {
        id: driver.id,
        version: 1,
        input: driverInput({ firstName: 'Rosalind' }),
      })
    ).data?.updateDriver;
    expect(updated).toMatchObject({ fullName: 'Rosalind Quintero', version: 2 });
    const audits = await auditCount();
    expectError(await safety.gql(UPDATE_DRIVER, { id: driver.id, version: 1, input: driverInput({ firstName: 'Stale' }) }), 'CONFLICT');
    expect(await auditCount()).toBe(audits);
    expect(
      (await one<{ firstName: string }>(server.db, 'SELECT first_name AS "firstName" FROM drivers WHERE id = $1', [driver.id]))?.firstName,
    ).toBe('Rosalind');
    const northAdmin = await signedIn(server.url, 'admin@legwork.test', 'Legwork North');
    expectError(await northAdmin.gql(UPDATE_DRIVER, { id: driver.id, version: 2, input: driverInput() }), 'NOT_FOUND');
    expectError(await northDispatch.gql(GET_DRIVER, { id: driver.id }), 'NOT_FOUND');
    const { data } = await northDispatch.gql<{ drivers: { data: { id: string }[] } }>('{ drivers(first: 100) { data { id } } }');
    expect(data?.drivers.data.map((d) => d.id)).not.toContain(driver.id);
  });

  it('rolls back the whole request when one of its writes fails', async () => {
    const driver = await created(safety);
    const before = { drivers: await driverCount(), audits: await auditCount() };
    const result = await safety.gql(
      `mutation($input: DriverInput!, $id: ID!) { a: createDriver(input: $input) { id } b: updateDriver(id: $id, version: 99, input: $input) { id } }`,
      { input: driverInput({ lastName: 'Rollback' }), id: driver.id },
    );
    expect(result.errors?.[0]?.extensions?.code).toBe('CONFLICT');
    expect({ drivers: await driverCount(), audits: await auditCount() }).toEqual(before);
    expect(await count(server.db, "drivers WHERE last_name = 'Rollback'")).toBe(0);
  });

  it('replaces contacts, leg priority (DISPATCH_LEAD) and DSC visibility, each audited', async () => {
    const driver = await created(safety);
    const contacts = [
      { type: 'PRIMARY', firstName: 'Rosa', lastName: 'Quintero', phone: '555-0199' },
      { type: 'EMERGENCY', firstName: 'Luis', lastName: 'Quintero', phone: '555-0198', title: 'Brother' },
    ];
    const twoPrimaries = expectError(
      await safety.gql('mutation($id: ID!, $c: [DriverContactInput!]!) { setDriverContacts(id: $id, version: 1, contacts: $c) { id } }', {
        id: driver.id,
        c: [contacts[0], contacts[0]],
      }),
      'BAD_USER_INPUT',
    );
    expect(twoPrimaries.message).toBe('Only one contact may be PRIMARY.');
    const set = await safety.gql<{ setDriverContacts: { version: number; contacts: { type: string; fullName: string }[] } }>(
      'mutation($id: ID!, $c: [DriverContactInput!]!) { setDriverContacts(id: $id, version: 1, contacts: $c) { version contacts { type fullName } } }',
      { id: driver.id, c: contacts },
    );
    expect(set.data?.setDriverContacts).toEqual({
      version: 2,
      contacts: [
        { type: 'PRIMARY', fullName: 'Rosa Quintero' },
        { type: 'EMERGENCY', fullName: 'Luis Quintero' },
      ],
    });
    expect(
      await count(server.db, "audit_logs WHERE entity_kind = 'Contacts' AND event = 'contact.create' AND after->>'driverId' = $1", [
        driver.id,
      ]),
    ).toBe(2);

    const northwind = await one<{ id: string }>(server.db, "SELECT id FROM clients WHERE code = 'NWM' AND tenant_id = $1", [east]);
    const maple = await one<{ id: string }>(server.db, "SELECT id FROM clients WHERE code = 'MFL' AND tenant_id = $1", [north]);
    const PRIORITY = `mutation($id: ID!, $v: Int!, $p: [LegPriorityInput!]!) { setDriverLegPriority(id: $id, version: $v, priority: $p) {
      version legPriority { position kind region client { id } } } }`;
    expectError(await dispatch.gql(PRIORITY, { id: driver.id, v: 2, p: [] }), 'FORBIDDEN');
    const foreign = expectError(
      await dispatchLead.gql(PRIORITY, { id: driver.id, v: 2, p: [{ kind: 'CLIENT', clientId: maple?.id }] }),
      'BAD_USER_INPUT',
    );
    expect(foreign.extensions.errors).toEqual({ 'priority.0.clientId': ['The selected client is invalid.'] });
    const mixed = expectError(
      await dispatchLead.gql(PRIORITY, { id: driver.id, v: 2, p: [{ kind: 'REGION', clientId: northwind?.id }] }),
      'BAD_USER_INPUT',
    );
    expect(Object.keys(mixed.extensions.errors as object).sort()).toEqual(['priority.0.clientId', 'priority.0.region']);
    const ordered = await dispatchLead.gql<{ setDriverLegPriority: { version: number; legPriority: unknown[] } }>(PRIORITY, {
      id: driver.id,
      v: 2,
      p: [
        { kind: 'REGION', region: 'nj' },
        { kind: 'CLIENT', clientId: northwind?.id },
      ],
    });
    expect(ordered.data?.setDriverLegPriority).toEqual({
      version: 3,
      legPriority: [
        { position: 1, kind: 'REGION', region: 'NJ', client: null },
        { position: 2, kind: 'CLIENT', region: null, client: { id: northwind?.id } },
      ],
    });
    expectError(await dispatchLead.gql(PRIORITY, { id: driver.id, v: 2, p: [] }), 'CONFLICT');

    const VISIBILITY = `mutation($id: ID!, $v: Int!, $x: [DscVisibilityInput!]!) { setDriverDscVisibility(id: $id, version: $v, visibility: $x) {
      version dscVisibility { client { id } customer { id } } } }`;
    const harborLogan = await one<{ id: string }>(server.db, "SELECT id FROM customers WHERE code = 'HBR-LG'");
    const wrong = expectError(
      await safety.gql(VISIBILITY, { id: driver.id, v: 3, x: [{ clientId: northwind?.id, customerId: harborLogan?.id }] }),
      'BAD_USER_INPUT',
    );
    expect(wrong.extensions.errors).toEqual({ 'visibility.0.customerId': ['The customer does not belong to the client.'] });
    const visible = await safety.gql<{ setDriverDscVisibility: { version: number; dscVisibility: unknown[] } }>(VISIBILITY, {
      id: driver.id,
      v: 3,
      x: [{ clientId: northwind?.id }],
    });
    expect(visible.data?.setDriverDscVisibility).toEqual({
      version: 4,
      dscVisibility: [{ client: { id: northwind?.id }, customer: null }],
    });
    const events = await server.db.query<{ event: string }>(
      "SELECT event FROM audit_logs WHERE entity_kind = 'Drivers' AND entity_id = $1 ORDER BY created_at",
      [driver.id],
    );
    expect(events.rows.map((r) => r.event)).toEqual(['driver.create', 'driver.legPriority', 'driver.dscVisibility']);
  });

  it('creates and edits trucking companies and units, with IFTA computed and its reason', async () => {
    const COMPANY = `id displayName usdotNumber mcNumber cargoInsurance { insurer expiresOn } payee { taxIdLast4 } contacts { type fullName } version`;
    const badCompany = expectError(
      await safety.gql(`mutation($i: TruckingCompanyInput!) { createTruckingCompany(input: $i) { id } }`, {
        i: { legalName: 'X', displayName: '', usdotNumber: '12ab', payee: { taxIdLast4: '123456789' } },
      }),
      'BAD_USER_INPUT',
    );
    expect(Object.keys(badCompany.extensions.errors as object).sort()).toEqual([
      'input.displayName',
      'input.payee.taxIdLast4',
      'input.usdotNumber',
    ]);
    const company = (
      await safety.gql<{ createTruckingCompany: { id: string; version: number; mcNumber: string } }>(
        `mutation($i: TruckingCompanyInput!) { createTruckingCompany(input: $i) { ${COMPANY} } }`,
        {
          i: {
            legalName: 'Granite State Haulers LLC',
            displayName: 'Granite State Haulers',
            usdotNumber: '3456789',
            mcNumber: 'MC-1234567',
            cargoInsurance: { insurer: 'Canal Insurance', policy: 'CG-1', expiresOn: '2027-03-31' },
            payee: { taxIdLast4: '4321' },
            contacts: [{ type: 'PRIMARY', firstName: 'Gina', lastName: 'Stone' }],
          },
        },
      )
    ).data?.createTruckingCompany;
    expect(company).toMatchObject({ mcNumber: '1234567', version: 1 });
    expectError(
      await safety.gql(`mutation($id: ID!, $i: TruckingCompanyInput!) { updateTruckingCompany(id: $id, version: 7, input: $i) { id } }`, {
        id: company?.id,
        i: { legalName: 'A', displayName: 'B' },
      }),
      'CONFLICT',
    );
    const UNIT = `mutation($i: UnitInput!) { createUnit(input: $i) { id unitNumber ifta { qualified reason } version } }`;
    const unit = { unitNumber: 'P-900', kind: 'PICKUP', axles: 2, grossWeightLb: 11_000, combinedWeightLb: 25_000, fuelType: 'DIESEL' };
    const made = await safety.gql<{ createUnit: { id: string; ifta: { qualified: boolean; reason: string } } }>(UNIT, { i: unit });
    expect(made.data?.createUnit.ifta).toEqual({
      qualified: false,
      reason:
        'Two axles, a gross weight of 11,000 lb (not over 26,000 lb) and weighs 25,000 lb in combination: not an IFTA qualified motor vehicle.',
    });
    expect(expectError(await safety.gql(UNIT, { i: unit }), 'BAD_USER_INPUT').extensions.errors).toEqual({
      'input.unitNumber': ['The unit number has already been taken.'],
    });
    const badUnit = expectError(
      await safety.gql(UNIT, { i: { ...unit, unitNumber: 'P-901', axles: 1, vin: 'ABC', combinedWeightLb: 10 } }),
      'BAD_USER_INPUT',
    );
    expect(Object.keys(badUnit.extensions.errors as object).sort()).toEqual(['input.axles', 'input.combinedWeightLb', 'input.vin']);
    const heavier = await safety.gql<{ updateUnit: { ifta: { qualified: boolean; reason: string }; version: number } }>(
      `mutation($id: ID!, $i: UnitInput!) { updateUnit(id: $id, version: 1, input: $i) { ifta { qualified reason } version } }`,
      { id: made.data?.createUnit.id, i: { ...unit, combinedWeightLb: 30_000 } },
    );
    expect(heavier.data?.updateUnit).toEqual({
      version: 2,
      ifta: { qualified: true, reason: 'A combination weighing 30,000 lb, over 26,000 lb.' },
    });
    expect(await count(server.db, "audit_logs WHERE entity_kind = 'Units' AND entity_id = $1", [made.data?.createUnit.id])).toBe(2);
    // The VIN fills what the form left empty.
    const ford = await safety.gql<{ createUnit: { make: string; year: number } }>(
      'mutation($i: UnitInput!) { createUnit(input: $i) { make year } }',
      { i: { ...unit, unitNumber: 'P-902', vin: '1FTFW1ET9DFC10312' } },
    );
    expect(ford.data?.createUnit).toEqual({ make: 'Ford', year: 2013 });
  });

  it("keeps a trucking company's pay profile and a driver's tax id, refusing a bad one with its field and storing nothing", async () => {
    const PROFILE = 'id version payProfile { kind rate chargebackAllowed } payee { taxIdLast4 }';
    type Company = { id: string; version: number; payProfile: { kind: string; rate: number; chargebackAllowed: boolean } | null };
    const created = (
      await safety.gql<{ createTruckingCompany: Company }>(
        `mutation($i: TruckingCompanyInput!) { createTruckingCompany(input: $i) { ${PROFILE} } }`,
        { i: { legalName: 'Pay Profile Haulers LLC', displayName: 'Pay Profile Haulers', payProfile: { kind: 'PERCENT', rate: 7_500 } } },
      )
    ).data?.createTruckingCompany as Company;
    expect(created.payProfile).toEqual({ kind: 'PERCENT', rate: 7_500, chargebackAllowed: false });
    const refused = expectError(
      await safety.gql(`mutation($id: ID!, $i: TruckingCompanyInput!) { updateTruckingCompany(id: $id, version: 1, input: $i) { id } }`, {
        id: created.id,
        i: { legalName: 'Pay Profile Haulers LLC', displayName: 'Pay Profile Haulers', payProfile: { kind: 'PERCENT', rate: 10_001 } },
      }),
      'BAD_USER_INPUT',
    );
    expect(Object.keys(refused.extensions.errors as object)).toEqual(['input.payProfile.rate']);
    expect(await one(server.db, 'SELECT pay_kind, pay_rate, version FROM trucking_companies WHERE id = $1', [created.id])).toEqual({
      pay_kind: 'PERCENT',
      pay_rate: 7_500,
      version: 1,
    });
    const updated = (
      await safety.gql<{ updateTruckingCompany: Company }>(
        `mutation($id: ID!, $i: TruckingCompanyInput!) { updateTruckingCompany(id: $id, version: 1, input: $i) { ${PROFILE} } }`,
        {
          id: created.id,
          i: {
            legalName: 'Pay Profile Haulers LLC',
            displayName: 'Pay Profile Haulers',
            payProfile: { kind: 'PER_MOVE', rate: 25_000, chargebackAllowed: true },
          },
        },
      )
    ).data?.updateTruckingCompany as Company;
    expect(updated).toMatchObject({ version: 2, payProfile: { kind: 'PER_MOVE', rate: 25_000, chargebackAllowed: true } });

    const DRIVER_TAX = 'mutation($i: DriverInput!) { createDriver(input: $i) { id taxIdLast4 } }';
    const badTax = expectError(await safety.gql(DRIVER_TAX, { i: driverInput({ taxIdLast4: '123-45-6789' }) }), 'BAD_USER_INPUT');
    expect(badTax.extensions.errors).toEqual({ 'input.taxIdLast4': ['Give the last four digits of the tax id only.'] });
    const driver = (
      await safety.gql<{ createDriver: { id: string; taxIdLast4: string } }>(DRIVER_TAX, { i: driverInput({ taxIdLast4: '6789' }) })
    ).data?.createDriver;
    expect(driver?.taxIdLast4).toBe('6789');
    expect(await one(server.db, 'SELECT tax_id_last4 FROM drivers WHERE id = $1', [driver?.id])).toEqual({ tax_id_last4: '6789' });
  });

  it('lists drivers with filters, search and sort', async () => {
    const LIST = `query($s: [DriverStatus!], $e: [DriverEmployment!], $q: String, $days: Int, $tc: ID) {
      drivers(first: 100, status: $s, employment: $e, search: $q, expiringWithinDays: $days, truckingCompanyId: $tc,
        orderBy: [{ column: LICENCE_EXPIRES_ON, order: ASC }]) { data { id fullName status employment licenceExpiresOn medicalCardExpiresOn truckingCompany { id } } paginatorInfo { total } } }`;
    type Row = {
      fullName: string;
      status: string;
      employment: string;
      licenceExpiresOn: string;
      medicalCardExpiresOn: string;
      truckingCompany: { id: string } | null;
    };
    const list = async (variables: Record<string, unknown>) =>
      (await safety.gql<{ drivers: { data: Row[] } }>(LIST, variables)).data?.drivers.data ?? [];
    expect((await list({ s: ['DISQUALIFIED'] })).map((d) => d.status)).toContain('DISQUALIFIED');
    expect(new Set((await list({ s: ['DISQUALIFIED'] })).map((d) => d.status))).toEqual(new Set(['DISQUALIFIED']));
    expect((await list({ s: ['ASSIGNED'] })).map((d) => d.fullName)).toContain('Dale Driver');
    expect(new Set((await list({ e: ['CONTRACTOR'] })).map((d) => d.employment))).toEqual(new Set(['CONTRACTOR']));
    expect((await list({ q: 'dale driv' })).map((d) => d.fullName)).toEqual(['Dale Driver']);
    const limit = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
    const expiring = await list({ days: 30 });
    expect(expiring.length).toBeGreaterThanOrEqual(4);
    for (const d of expiring) expect(d.licenceExpiresOn <= limit || d.medicalCardExpiresOn <= limit).toBe(true);
    const dates = expiring.map((d) => d.licenceExpiresOn);
    expect(dates).toEqual([...dates].sort());
    const ridgeline = await one<{ id: string }>(server.db, "SELECT id FROM trucking_companies WHERE display_name = 'Ridgeline Haulers'");
    expect(new Set((await list({ tc: ridgeline?.id })).map((d) => d.truckingCompany?.id))).toEqual(new Set([ridgeline?.id]));
    expectError(await safety.gql(LIST, { days: -1 }), 'BAD_USER_INPUT');
    expectError(await safety.gql(LIST, { tc: 'nope' }), 'BAD_USER_INPUT');
  });
});

describe('carrier users see only their own (row-level security)', () => {
  let dale: TestClient;
  let daleToken: TestClient;
  let trucking: TestClient;
  let daleId: string;
  let ridgeline: string;
  let otherLeg: string;

  beforeAll(async () => {
    dale = await signedIn(server.url, 'driver@legwork.test');
    daleToken = new TestClient(server.url);
    daleToken.bearer = (await createToken(dale, 'driver app')).token;
    daleToken.tenant = east;
    trucking = await signedIn(server.url, 'trucking@legwork.test');
    daleId = await driverIdOfUser(server.db, 'driver@legwork.test');
    ridgeline = (await one<{ id: string }>(server.db, "SELECT id FROM trucking_companies WHERE display_name = 'Ridgeline Haulers'"))
      ?.id as string;
    otherLeg = (
      await one<{ id: string }>(
        server.db,
        'SELECT id FROM order_legs WHERE tenant_id = $1 AND driver_id IS NOT NULL AND driver_id <> $2 AND (trucking_company_id IS NULL OR trucking_company_id <> $3) LIMIT 1',
        [east, daleId, ridgeline],
      )
    )?.id as string;
    expect(otherLeg).toBeTruthy();
  });

  const LEGS =
    '{ orderLegs(first: 40) { data { id driverId truckingCompanyId driver { id } order { number client { id } } vehicle { vin } origin { id } } paginatorInfo { total } } }';
  type Legs = {
    orderLegs: {
      data: { id: string; driverId: string | null; truckingCompanyId: string | null; order: { number: string } }[];
      paginatorInfo: { total: number };
    };
  };

  it.each(['cookie', 'bearer'] as const)(
    'a driver (%s) reads only the legs assigned to them, with their order, vehicle and places',
    async (via) => {
      const client = via === 'cookie' ? dale : daleToken;
      const result = await client.gql<Legs>(LEGS);
      expect(result.errors).toBeUndefined();
      const legs = result.data?.orderLegs.data ?? [];
      expect(legs.length).toBeGreaterThan(5);
      expect(new Set(legs.map((l) => l.driverId))).toEqual(new Set([daleId]));
      expect(result.data?.orderLegs.paginatorInfo.total).toBe(
        await count(server.db, 'order_legs WHERE driver_id = $1 AND deleted_at IS NULL', [daleId]),
      );
      const page2 = await client.gql<Legs>(
        '{ orderLegs(first: 40, page: 2) { data { id driverId truckingCompanyId order { number } } paginatorInfo { total } } }',
      );
      expect(new Set(page2.data?.orderLegs.data.map((l) => l.driverId))).toEqual(new Set([daleId]));
      expectError(await client.gql('query($id: ID!) { orderLeg(id: $id) { id } }', { id: otherLeg }), 'NOT_FOUND');
      expectError(
        await client.gql('query($id: ID!) { orderLeg(id: $id) { id } }', { id: '00000000-0000-4000-8000-000000000000' }),
        'NOT_FOUND',
      );
      // Their own profile, and nobody else's.
      const drivers = await client.gql<{ drivers: { data: { id: string }[] } }>('{ drivers(first: 100) { data { id } } }');
      expect(drivers.data?.drivers.data.map((d) => d.id)).toEqual([daleId]);
      const other = await one<{ id: string }>(server.db, 'SELECT id FROM drivers WHERE tenant_id = $1 AND id <> $2 LIMIT 1', [
        east,
        daleId,
      ]);
      expectError(await client.gql(GET_DRIVER, { id: other?.id }), 'NOT_FOUND');
      expect((await client.gql<{ driver: { id: string } }>(GET_DRIVER, { id: daleId })).data?.driver.id).toBe(daleId);
      expect(
        (await client.gql<{ truckingCompanies: { data: unknown[] } }>('{ truckingCompanies { data { id } } }')).data?.truckingCompanies
          .data,
      ).toEqual([]);
      expectError(await client.gql('query($id: ID!) { truckingCompany(id: $id) { id } }', { id: ridgeline }), 'NOT_FOUND');
      expectError(await client.gql(QUALIFICATION, { driverId: other?.id, legId: legs[0].id }), 'NOT_FOUND');
      // Staff lists stay staff's; writes are the editors'.
      expectError(await client.gql('{ orders { data { id } } }'), 'FORBIDDEN');
      expectError(await client.gql(CREATE_DRIVER, { input: driverInput() }), 'FORBIDDEN');
      expectError(await client.gql(UPDATE_DRIVER, { id: daleId, version: 1, input: driverInput() }), 'FORBIDDEN');
      expectError(await client.gql(DISQUALIFY, { id: daleId, version: 1, reason: 'x' }), 'FORBIDDEN');
      expectError(
        await client.gql('mutation($i: UnitInput!) { createUnit(input: $i) { id } }', {
          i: { unitNumber: 'Z', kind: 'OTHER', axles: 2, grossWeightLb: 1000, fuelType: 'DIESEL' },
        }),
        'FORBIDDEN',
      );
      const units = await client.gql<{ units: { data: { id: string }[] } }>('{ units { data { id driver { id } } } }');
      const allowed = await server.db.query<{ id: string }>(
        'SELECT id FROM units WHERE driver_id = $1 OR id IN (SELECT unit_id FROM order_legs WHERE driver_id = $1)',
        [daleId],
      );
      expect(units.data?.units.data.map((u) => u.id).sort()).toEqual(allowed.rows.map((u) => u.id).sort());
    },
  );

  it('a driver moves their own leg (their driver row, not their user id) and nobody else', async () => {
    const order = await fx.order({
      state: 'DISPATCH',
      legs: [{ status: 'PENDING_PICKUP', driverId: daleId, confirmedPickupAt: '2031-01-02T14:00:00Z' }],
    });
    const legId = order.legIds[0];
    await server.db.query('UPDATE order_legs SET pickup_report_submitted = true WHERE id = $1', [legId]);
    const mine = await dale.gql<{ orderLeg: { availableEvents: string[] } }>('query($id: ID!) { orderLeg(id: $id) { availableEvents } }', {
      id: legId,
    });
    expect(mine.data?.orderLeg.availableEvents).toEqual(['PICK_UP']);
    const moved = await dale.gql<{ transitionOrderLeg: { status: string } }>(TRANSITION, {
      id: legId,
      event: 'PICK_UP',
      version: (await legRow(legId))?.version,
    });
    expect(moved.data?.transitionOrderLeg.status).toBe('IN_TRANSIT');
    expectError(await dale.gql(TRANSITION, { id: otherLeg, event: 'PICK_UP', version: (await legRow(otherLeg))?.version }), 'NOT_FOUND');
    expectError(
      await dale.gql(TRANSITION, { id: legId, event: 'UNASSIGN', version: (await legRow(legId))?.version }),
      'INVALID_TRANSITION',
    );
  });

  it("a trucking company's user reads its company's legs and drivers only", async () => {
    const company = await trucking.gql<{
      truckingCompanies: { data: { id: string; drivers: { id: string }[]; users: { email: string }[] }[] };
    }>('{ truckingCompanies { data { id drivers { id } users { email } } } }');
    expect(company.data?.truckingCompanies.data.map((c) => c.id)).toEqual([ridgeline]);
    expect(company.data?.truckingCompanies.data[0].users.map((u) => u.email)).toContain('trucking@legwork.test');
    const companyDrivers = await server.db.query<{ id: string }>('SELECT id FROM drivers WHERE trucking_company_id = $1', [ridgeline]);
    const drivers = await trucking.gql<{ drivers: { data: { id: string }[] } }>('{ drivers(first: 100) { data { id } } }');
    expect(drivers.data?.drivers.data.map((d) => d.id).sort()).toEqual(companyDrivers.rows.map((d) => d.id).sort());
    const legs = (await trucking.gql<Legs>(LEGS)).data?.orderLegs.data ?? [];
    expect(legs.length).toBeGreaterThan(0);
    const ids = new Set(companyDrivers.rows.map((d) => d.id));
    for (const leg of legs) expect(leg.truckingCompanyId === ridgeline || (leg.driverId !== null && ids.has(leg.driverId))).toBe(true);
    expectError(await trucking.gql('query($id: ID!) { orderLeg(id: $id) { id } }', { id: otherLeg }), 'NOT_FOUND');
    const otherCompany = await one<{ id: string }>(
      server.db,
      'SELECT id FROM trucking_companies WHERE tenant_id = $1 AND id <> $2 LIMIT 1',
      [east, ridgeline],
    );
    expectError(await trucking.gql('query($id: ID!) { truckingCompany(id: $id) { id } }', { id: otherCompany?.id }), 'NOT_FOUND');
    expectError(await trucking.gql(GET_DRIVER, { id: daleId }), 'NOT_FOUND');
    expectError(await trucking.gql(TRANSITION, { id: legs[0].id, event: 'PICK_UP', version: 1 }), 'FORBIDDEN');
    expectError(
      await trucking.gql(`mutation($i: TruckingCompanyInput!) { createTruckingCompany(input: $i) { id } }`, {
        i: { legalName: 'A', displayName: 'B' },
      }),
      'FORBIDDEN',
    );
  });

  it('refuses every carrier write to drivers and trucking companies users alike, and hides units that are not theirs', async () => {
    const id = daleId;
    const writes: [string, Record<string, unknown>][] = [
      [CREATE_DRIVER, { input: driverInput() }],
      [UPDATE_DRIVER, { id, version: 1, input: driverInput() }],
      [DISQUALIFY, { id, version: 1, reason: 'x' }],
      [REINSTATE, { id, version: 1 }],
      ['mutation($id: ID!) { setDriverContacts(id: $id, version: 1, contacts: []) { id } }', { id }],
      ['mutation($id: ID!) { setDriverLegPriority(id: $id, version: 1, priority: []) { id } }', { id }],
      ['mutation($id: ID!) { setDriverDscVisibility(id: $id, version: 1, visibility: []) { id } }', { id }],
      ['mutation { createTruckingCompany(input: { legalName: "A", displayName: "B" }) { id } }', {}],
      [
        'mutation($id: ID!) { updateTruckingCompany(id: $id, version: 1, input: { legalName: "A", displayName: "B" }) { id } }',
        { id: ridgeline },
      ],
      ['mutation { createUnit(input: { unitNumber: "Z", kind: OTHER, axles: 2, grossWeightLb: 1000, fuelType: DIESEL }) { id } }', {}],
      [
        'mutation($id: ID!) { updateUnit(id: $id, version: 1, input: { unitNumber: "Z", kind: OTHER, axles: 2, grossWeightLb: 1000, fuelType: DIESEL }) { id } }',
        { id },
      ],
      ['mutation($id: ID!) { updateOrderLeg(id: $id, version: 1, input: { driverId: null }) { id } }', { id: otherLeg }],
    ];
    const before = await auditCount();
    for (const client of [dale, daleToken, trucking])
      for (const [query, variables] of writes) expectError(await client.gql(query, variables), 'FORBIDDEN');
    expect(await auditCount()).toBe(before);
    const foreignUnit = await one<{ id: string }>(
      server.db,
      `SELECT u.id FROM units u WHERE u.tenant_id = $1 AND u.driver_id IS DISTINCT FROM $2
         AND NOT EXISTS (SELECT 1 FROM order_legs l WHERE l.unit_id = u.id AND l.driver_id = $2) LIMIT 1`,
      [east, daleId],
    );
    for (const client of [dale, trucking])
      expectError(await client.gql('query($id: ID!) { unit(id: $id) { id } }', { id: foreignUnit?.id }), 'NOT_FOUND');
    const ridgelineDriver = await one<{ id: string }>(server.db, 'SELECT id FROM drivers WHERE trucking_company_id = $1 LIMIT 1', [
      ridgeline,
    ]);
    expect((await trucking.gql<{ driver: { id: string } }>(GET_DRIVER, { id: ridgelineDriver?.id })).data?.driver.id).toBe(
      ridgelineDriver?.id,
    );
  });

  it('a portal user reads no carrier row, whatever the id', async () => {
    const client = await signedIn(server.url, 'client@legwork.test');
    expectError(await client.gql('{ drivers { data { id } } }'), 'FORBIDDEN');
    expectError(await client.gql(GET_DRIVER, { id: daleId }), 'FORBIDDEN');
    expectError(await client.gql('{ orderLegs { data { id } } }'), 'FORBIDDEN');
  });
});

describe('the daily document-expiry job', () => {
  it('raises one alert per document and expiry date, notifies safety, and nothing twice', async () => {
    const first = await raiseExpiryAlerts(server.db, server.events);
    expect(first).toBeGreaterThanOrEqual(4);
    // Seeded: licences and medical cards expiring or expired in both tenants, insurance in East (18 days) and North (lapsed).
    const rows = await server.db.query<{ document: string; kind: string }>(
      'SELECT document, entity_kind AS kind FROM document_expiry_alerts',
    );
    expect(new Set(rows.rows.map((r) => r.document))).toEqual(
      new Set(['LICENCE', 'MEDICAL_CARD', 'CARGO_INSURANCE', 'LIABILITY_INSURANCE']),
    );
    const alerts = await count(server.db, 'alerts a JOIN document_expiry_alerts d ON d.alert_id = a.id');
    expect(alerts).toBe(first);
    expect(await count(server.db, "audit_logs WHERE event = 'alert.documentExpiring'")).toBe(first);
    const safetyUser = await userIdOf(server.db, 'driver-safety@legwork.test');
    expect(await count(server.db, "notifications WHERE user_id = $1 AND type = 'ALERT'", [safetyUser])).toBeGreaterThan(0);
    expect(await raiseExpiryAlerts(server.db, server.events)).toBe(0);
    // A renewed document with a new date inside the window is watched again.
    const soon = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
    const driver = await freshDriverId(server.db, 'Legwork East', { medicalCardExpiresOn: soon });
    expect(await raiseExpiryAlerts(server.db, server.events)).toBe(1);
    const message = await one<{ message: string; priority: string }>(
      server.db,
      'SELECT a.message, a.priority FROM alerts a JOIN document_expiry_alerts d ON d.alert_id = a.id WHERE d.entity_id = $1',
      [driver],
    );
    // Days counted from the tenant's today (New York), a day behind UTC's in the evening there.
    expect(message).toEqual({
      message: expect.stringMatching(new RegExp(`the medical card expires on ${soon} \\(in (9|10|11) days\\)\\.$`)),
      priority: 'CHECK',
    });
  });
});

describe('the demo seed', () => {
  it('seeds drivers, trucking companies with a dispatcher each, and units in both tenants', async () => {
    for (const tenant of [east, north]) {
      const drivers = await count(
        server.db,
        "drivers WHERE tenant_id = $1 AND first_name <> 'Test' AND last_name NOT IN ('Quintero', 'Rollback', 'Where')",
        [tenant],
      );
      expect(drivers).toBeGreaterThanOrEqual(12);
      expect(drivers).toBeLessThanOrEqual(20);
      expect(
        await count(server.db, "drivers WHERE tenant_id = $1 AND disqualified_at IS NOT NULL AND first_name <> 'Test'", [tenant]),
      ).toBeGreaterThanOrEqual(1);
      expect(
        await count(
          server.db,
          'drivers WHERE tenant_id = $1 AND (licence_expires_on < current_date OR medical_card_expires_on < current_date)',
          [tenant],
        ),
      ).toBeGreaterThan(0);
      expect(
        await count(server.db, 'drivers WHERE tenant_id = $1 AND licence_expires_on BETWEEN current_date AND current_date + 30', [tenant]),
      ).toBeGreaterThan(0);
      expect(
        new Set(
          (await server.db.query<{ e: string }>('SELECT DISTINCT employment AS e FROM drivers WHERE tenant_id = $1', [tenant])).rows.map(
            (r) => r.e,
          ),
        ),
      ).toEqual(new Set(['COMPANY', 'CONTRACTOR', 'TRUCKING_COMPANY']));
      const companies = await count(server.db, 'trucking_companies WHERE tenant_id = $1', [tenant]);
      expect(companies).toBeGreaterThanOrEqual(3);
      expect(
        await count(
          server.db,
          'trucking_companies c WHERE tenant_id = $1 AND EXISTS (SELECT 1 FROM trucking_company_users u WHERE u.trucking_company_id = c.id)',
          [tenant],
        ),
      ).toBeGreaterThanOrEqual(3);
      expect(await count(server.db, 'units WHERE tenant_id = $1', [tenant])).toBeGreaterThanOrEqual(5);
    }
  });
});
