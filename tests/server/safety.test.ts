import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn, type TestClient } from './support/client';
import { auditRows, count, expectError, one, tenantIdOf } from './support/helpers';
import { startTestServer, type TestServer } from './support/testServer';

let server: TestServer;
let east: string;
let north: string;
let admin: TestClient;
let safety: TestClient;
let dispatch: TestClient;
let dispatchLead: TestClient;
let northAdmin: TestClient;

beforeAll(async () => {
  server = await startTestServer();
  east = await tenantIdOf(server.db, 'Legwork East');
  north = await tenantIdOf(server.db, 'Legwork North');
  admin = await signedIn(server.url, 'admin@legwork.test', 'Legwork East');
  safety = await signedIn(server.url, 'driver-safety@legwork.test');
  dispatch = await signedIn(server.url, 'dispatch@legwork.test');
  dispatchLead = await signedIn(server.url, 'dispatch-lead@legwork.test');
  northAdmin = await signedIn(server.url, 'admin@legwork.test', 'Legwork North');
}, 60_000);
afterAll(async () => {
  await server?.close();
});

const PLATE = `id number state type expiresOn status missingReason reportDueOn missingReportedByName version
  current { vin leg { id } driver { id } outAt inAt } assignments { id inAt }`;
type Plate = {
  id: string;
  status: string;
  version: number;
  reportDueOn: string | null;
  current: { inAt: string | null } | null;
  assignments: { id: string }[];
};
const CREATE_PLATE = `mutation($input: TransportPlateInput!) { createTransportPlate(input: $input) { ${PLATE} } }`;
const ASSIGN_PLATE = `mutation($id: ID!, $version: Int!, $input: AssignTransportPlateInput!) { assignTransportPlate(id: $id, version: $version, input: $input) { ${PLATE} } }`;
const CHECK_IN = `mutation($id: ID!, $version: Int!, $inAt: String!) { checkInTransportPlate(id: $id, version: $version, inAt: $inAt) { ${PLATE} } }`;
const MISSING = `mutation($id: ID!, $version: Int!, $reason: String!) { markTransportPlateMissing(id: $id, version: $version, reason: $reason) { ${PLATE} } }`;
const GET_PLATE = `query($id: ID!) { transportPlate(id: $id) { ${PLATE} } }`;
const PLATES = `query($status: [TransportPlateStatus!]) { transportPlates(status: $status, first: 100) { data { id status } paginatorInfo { total } } }`;
const DECAL = 'id year number status unit { id unitNumber } issuedOn returnedOn destroyedOn version';
const CREATE_DECAL = `mutation($input: IftaDecalInput!) { createIftaDecal(input: $input) { ${DECAL} } }`;
const ASSIGN_DECAL = `mutation($id: ID!, $version: Int!, $unitId: ID!, $issuedOn: String!) { assignIftaDecal(id: $id, version: $version, unitId: $unitId, issuedOn: $issuedOn) { ${DECAL} } }`;
const RETURN_DECAL = `mutation($id: ID!, $version: Int!, $returnedOn: String!) { returnIftaDecal(id: $id, version: $version, returnedOn: $returnedOn) { ${DECAL} } }`;
const DECALS = `query($year: Int) { iftaDecals(year: $year, first: 100) { data { id year status } paginatorInfo { total } } }`;
const OVERVIEW = `{ safetyOverview { decalYear decalsInStock missingPlates { id number reportDueOn } expiringPlates { id }
  expiringInsurance { kind expiresOn truckingCompany { displayName } } } }`;

let plateNo = 100;
const newPlate = async (client: TestClient = safety, state = 'PA') => {
  const result = await client.gql<{ createTransportPlate: Plate }>(CREATE_PLATE, {
    input: { number: `T-${plateNo++}`, state, type: 'TRANSPORTER', expiresOn: '2031-01-31' },
  });
  if (!result.data) throw new Error(JSON.stringify(result.errors));
  return result.data.createTransportPlate;
};

/** An East DRIVEN leg under way with a vehicle and a driver (seeded). */
const legUnderWay = async () => {
  const row = await one<{ id: string; driverId: string }>(
    server.db,
    `SELECT id, driver_id AS "driverId" FROM order_legs WHERE tenant_id = $1 AND transport_method = 'DRIVEN' AND driver_id IS NOT NULL
       AND vehicle_id IS NOT NULL AND status IN ('PENDING_PICKUP', 'IN_TRANSIT') ORDER BY number LIMIT 1`,
    [east],
  );
  if (!row) throw new Error('no leg under way');
  return row;
};

describe('seed', () => {
  it('gives both tenants decals for this year and last, and plates in every status with a log', async () => {
    const year = new Date().getUTCFullYear();
    expect(await count(server.db, 'ifta_decals WHERE tenant_id = $1 AND year = $2', [east, year])).toBeGreaterThan(0);
    expect(await count(server.db, 'ifta_decals WHERE tenant_id = $1 AND year = $2', [east, year - 1])).toBeGreaterThan(0);
    const statuses = await server.db.query<{ status: string }>(
      'SELECT DISTINCT status FROM transport_plates WHERE tenant_id = $1 ORDER BY status',
      [east],
    );
    expect(statuses.rows.map((r) => r.status)).toEqual(['ASSIGNED', 'DESTROYED', 'IN_HOUSE', 'MISSING']);
    expect(await count(server.db, 'transport_plate_assignments WHERE tenant_id = $1', [east])).toBeGreaterThan(2);
    expect(await count(server.db, 'transport_plates WHERE tenant_id = $1', [north])).toBeGreaterThan(0);
  });
});

describe('roles (docs/access.md#areas: /safety is DRIVER_SAFETY; ADMIN opens everything)', () => {
  it('lets safety, admin and the dispatch lead read; other staff are FORBIDDEN', async () => {
    for (const client of [safety, admin, dispatchLead]) expect((await client.gql(PLATES)).errors).toBeUndefined();
    expectError(await dispatch.gql(PLATES), 'FORBIDDEN');
    expectError(await dispatch.gql(DECALS), 'FORBIDDEN');
    expectError(await dispatch.gql(OVERVIEW), 'FORBIDDEN');
  });

  it('lets only safety and admin write', async () => {
    const before = await count(server.db, 'transport_plates');
    expectError(await dispatchLead.gql(CREATE_PLATE, { input: { number: 'X-1', state: 'PA', type: 'DEALER' } }), 'FORBIDDEN');
    expectError(await dispatch.gql(CREATE_DECAL, { input: { year: 2026, number: 'X-1' } }), 'FORBIDDEN');
    expect(await count(server.db, 'transport_plates')).toBe(before);
    expect((await admin.gql(CREATE_PLATE, { input: { number: 'ADM-1', state: 'pa', type: 'DEALER' } })).data).toMatchObject({
      createTransportPlate: { number: 'ADM-1', state: 'PA', status: 'IN_HOUSE' },
    });
  });
});

describe('validation', () => {
  it('answers BAD_USER_INPUT with field errors and stores nothing', async () => {
    const before = await count(server.db, 'transport_plates');
    const bad = expectError(
      await safety.gql(CREATE_PLATE, { input: { number: '  ', state: 'Pennsylvania', type: 'TRANSPORTER', expiresOn: '2026-02-30' } }),
      'BAD_USER_INPUT',
    );
    expect(Object.keys(bad.extensions.errors as object).sort()).toEqual(['input.expiresOn', 'input.number', 'input.state']);
    expect(await count(server.db, 'transport_plates')).toBe(before);
    const decal = expectError(await safety.gql(CREATE_DECAL, { input: { year: 1999, number: 'no spaces' } }), 'BAD_USER_INPUT');
    expect(Object.keys(decal.extensions.errors as object).sort()).toEqual(['input.number', 'input.year']);
  });

  it('refuses a duplicate plate or decal number on its field', async () => {
    const plate = await newPlate();
    const dup = await safety.gql<{ transportPlate: Plate }>(GET_PLATE, { id: plate.id });
    expect(dup.data?.transportPlate).toBeTruthy();
    const again = expectError(
      await safety.gql(CREATE_PLATE, { input: { number: `T-${plateNo - 1}`, state: 'PA', type: 'DEALER' } }),
      'BAD_USER_INPUT',
    );
    expect(again.extensions.errors).toEqual({ 'input.number': ['A plate with this number and state already exists.'] });
    await safety.gql(CREATE_DECAL, { input: { year: 2030, number: 'pa30-1' } });
    const decal = expectError(await safety.gql(CREATE_DECAL, { input: { year: 2030, number: 'PA30-1' } }), 'BAD_USER_INPUT');
    expect(Object.keys(decal.extensions.errors as object)).toEqual(['input.number']);
  });

  it('needs a reason to mark a plate missing, and a real out time', async () => {
    const plate = await newPlate();
    const bad = expectError(await safety.gql(MISSING, { id: plate.id, version: plate.version, reason: ' ' }), 'BAD_USER_INPUT');
    expect(bad.extensions.errors).toEqual({ reason: ['The reason field is required.'] });
    const leg = await legUnderWay();
    const out = expectError(
      await safety.gql(ASSIGN_PLATE, { id: plate.id, version: plate.version, input: { legId: leg.id, outAt: 'yesterday' } }),
      'BAD_USER_INPUT',
    );
    expect(Object.keys(out.extensions.errors as object)).toEqual(['input.outAt']);
  });
});

describe('plates: out, in, missing', () => {
  it('sends a plate out on a leg (log row with the VIN and driver), checks it in, and audits each step', async () => {
    const plate = await newPlate();
    const leg = await legUnderWay();
    const out = await safety.gql<{ assignTransportPlate: Plate }>(ASSIGN_PLATE, {
      id: plate.id,
      version: plate.version,
      input: { legId: leg.id, outAt: '2026-11-20T08:00:00Z' },
    });
    expect(out.data?.assignTransportPlate).toMatchObject({
      status: 'ASSIGNED',
      current: { leg: { id: leg.id }, driver: { id: leg.driverId }, inAt: null },
    });
    const outPlate = out.data?.assignTransportPlate as Plate & { current: { vin: string } };
    expect(outPlate.current.vin).toMatch(/^[A-HJ-NPR-Z0-9]{17}$/);
    const early = expectError(
      await safety.gql(CHECK_IN, { id: plate.id, version: outPlate.version, inAt: '2026-11-19T08:00:00Z' }),
      'BAD_USER_INPUT',
    );
    expect(early.extensions.errors).toEqual({ inAt: ['The in time may not be before the plate went out.'] });
    const back = await safety.gql<{ checkInTransportPlate: Plate }>(CHECK_IN, {
      id: plate.id,
      version: outPlate.version,
      inAt: '2026-11-21T17:30:00Z',
    });
    expect(back.data?.checkInTransportPlate).toMatchObject({
      status: 'IN_HOUSE',
      current: null,
      assignments: [{ inAt: expect.any(String) }],
    });
    const audits = await server.db.query<{ event: string }>('SELECT event FROM audit_logs WHERE entity_id = $1 ORDER BY created_at, id', [
      plate.id,
    ]);
    expect(audits.rows.map((r) => r.event)).toEqual([
      'transportPlate.create',
      'transportPlate.assign',
      'transportPlate.out',
      'transportPlate.in',
      'transportPlate.checkIn',
    ]);
  });

  it('marks a plate MISSING once: one alert, one notice per safety and admin user, the deadline set', async () => {
    const plate = await newPlate(safety, 'TX');
    const alerts = await count(server.db, 'alerts WHERE tenant_id = $1', [east]);
    const notices = await count(server.db, "notifications WHERE tenant_id = $1 AND type = 'ALERT'", [east]);
    const result = await safety.gql<{ markTransportPlateMissing: Plate & { missingReportedByName: string } }>(MISSING, {
      id: plate.id,
      version: plate.version,
      reason: 'Lost in transit.',
    });
    const missing = result.data?.markTransportPlateMissing;
    expect(missing).toMatchObject({ status: 'MISSING', missingReason: 'Lost in transit.', missingReportedByName: 'Driver Safety Demo' });
    expect(missing?.reportDueOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(await count(server.db, 'alerts WHERE tenant_id = $1', [east])).toBe(alerts + 1);
    const alert = await one<{ message: string; priority: string }>(
      server.db,
      'SELECT a.message, a.priority FROM alerts a JOIN transport_plates p ON p.missing_alert_id = a.id WHERE p.id = $1',
      [plate.id],
    );
    expect(alert).toEqual({
      priority: 'CALL',
      message: `Transport plate TX ${'T-'}${plateNo - 1} is missing: Lost in transit. Report the loss by ${missing?.reportDueOn}.`,
    });
    const recipients = await count(
      server.db,
      "user_tenants ut WHERE ut.tenant_id = $1 AND EXISTS (SELECT 1 FROM user_roles r WHERE r.user_id = ut.user_id AND r.role IN ('DRIVER_SAFETY', 'ADMIN'))",
      [east],
    );
    expect(await count(server.db, "notifications WHERE tenant_id = $1 AND type = 'ALERT'", [east])).toBe(notices + recipients);
    const again = expectError(
      await safety.gql(MISSING, { id: plate.id, version: missing?.version, reason: 'Again.' }),
      'INVALID_TRANSITION',
    );
    expect(again.extensions).toMatchObject({ status: 'MISSING', reason: 'STATUS' });
    expect(await count(server.db, 'alerts WHERE tenant_id = $1', [east])).toBe(alerts + 1);
    expect(await auditRows(server.db, 'alert.plateMissing')).toHaveLength(1 + 0);
    const overview = await safety.gql<{ safetyOverview: { missingPlates: { id: string }[] } }>(OVERVIEW);
    expect(overview.data?.safetyOverview.missingPlates.map((p) => p.id)).toContain(plate.id);
  });

  it('answers CONFLICT on a stale version and writes nothing', async () => {
    const plate = await newPlate();
    const audits = await count(server.db, 'audit_logs');
    expectError(await safety.gql(MISSING, { id: plate.id, version: plate.version + 1, reason: 'Lost.' }), 'CONFLICT');
    expect(await count(server.db, 'audit_logs')).toBe(audits);
    expect((await one<{ status: string }>(server.db, 'SELECT status FROM transport_plates WHERE id = $1', [plate.id]))?.status).toBe(
      'IN_HOUSE',
    );
  });
});

describe('decals', () => {
  it('issues a decal to a unit and takes it back, with audit rows; refuses to return one in stock', async () => {
    const created = await safety.gql<{ createIftaDecal: { id: string; version: number; number: string } }>(CREATE_DECAL, {
      input: { year: 2031, number: 'pa31-000123' },
    });
    const decal = created.data?.createIftaDecal;
    expect(decal).toMatchObject({ number: 'PA31-000123', status: 'IN_STOCK' });
    if (!decal) return;
    expectError(await safety.gql(RETURN_DECAL, { id: decal.id, version: decal.version, returnedOn: '2031-02-01' }), 'INVALID_TRANSITION');
    const unit = await one<{ id: string }>(server.db, 'SELECT id FROM units WHERE tenant_id = $1 ORDER BY unit_number LIMIT 1', [east]);
    const assigned = await safety.gql<{ assignIftaDecal: { version: number } }>(ASSIGN_DECAL, {
      id: decal.id,
      version: decal.version,
      unitId: unit?.id,
      issuedOn: '2031-01-05',
    });
    expect(assigned.data?.assignIftaDecal).toMatchObject({ status: 'ASSIGNED', unit: { id: unit?.id }, issuedOn: '2031-01-05' });
    const back = await safety.gql(RETURN_DECAL, {
      id: decal.id,
      version: assigned.data?.assignIftaDecal.version,
      returnedOn: '2031-03-01',
    });
    expect(back.data).toMatchObject({ returnIftaDecal: { status: 'RETURNED', returnedOn: '2031-03-01' } });
    const audits = await server.db.query<{ event: string }>('SELECT event FROM audit_logs WHERE entity_id = $1 ORDER BY created_at, id', [
      decal.id,
    ]);
    expect(audits.rows.map((r) => r.event)).toEqual(['iftaDecal.create', 'iftaDecal.assign', 'iftaDecal.return']);
    const list = await safety.gql<{ iftaDecals: { data: { id: string }[] } }>(DECALS, { year: 2031 });
    expect(list.data?.iftaDecals.data.map((d) => d.id)).toEqual([decal.id]);
  });

  it('refuses another tenant’s unit on its field', async () => {
    const decal = (
      await safety.gql<{ createIftaDecal: { id: string; version: number } }>(CREATE_DECAL, { input: { year: 2032, number: 'X-9' } })
    ).data?.createIftaDecal;
    const northUnit = await one<{ id: string }>(server.db, 'SELECT id FROM units WHERE tenant_id = $1 LIMIT 1', [north]);
    const bad = expectError(
      await safety.gql(ASSIGN_DECAL, { id: decal?.id, version: decal?.version, unitId: northUnit?.id, issuedOn: '2032-01-05' }),
      'BAD_USER_INPUT',
    );
    expect(bad.extensions.errors).toEqual({ unitId: ['The selected unit is invalid.'] });
  });
});

describe('tenant isolation', () => {
  it('answers NOT_FOUND for another tenant’s plate and decal, real or guessed, and leaves them out of lists', async () => {
    const northPlate = await newPlate(northAdmin, 'ON');
    expect((await safety.gql(GET_PLATE, { id: northPlate.id })).data).toEqual({ transportPlate: null });
    expectError(await safety.gql(MISSING, { id: northPlate.id, version: northPlate.version, reason: 'Guess.' }), 'NOT_FOUND');
    expectError(await safety.gql(MISSING, { id: '00000000-0000-4000-8000-000000000000', version: 1, reason: 'Guess.' }), 'NOT_FOUND');
    expectError(await safety.gql(MISSING, { id: 'not-a-uuid', version: 1, reason: 'Guess.' }), 'NOT_FOUND');
    const list = await safety.gql<{ transportPlates: { data: { id: string }[] } }>(PLATES);
    expect(list.data?.transportPlates.data.map((p) => p.id)).not.toContain(northPlate.id);
    const northDecal = await one<{ id: string; version: number }>(
      server.db,
      'SELECT id, version FROM ifta_decals WHERE tenant_id = $1 LIMIT 1',
      [north],
    );
    expectError(
      await safety.gql(RETURN_DECAL, { id: northDecal?.id, version: northDecal?.version, returnedOn: '2026-01-01' }),
      'NOT_FOUND',
    );
    expect((await one<{ status: string }>(server.db, 'SELECT status FROM transport_plates WHERE id = $1', [northPlate.id]))?.status).toBe(
      'IN_HOUSE',
    );
  });

  it('never offers another tenant’s leg for a plate', async () => {
    const plate = await newPlate();
    const northLeg = await one<{ id: string }>(server.db, 'SELECT id FROM order_legs WHERE tenant_id = $1 LIMIT 1', [north]);
    const bad = expectError(
      await safety.gql(ASSIGN_PLATE, {
        id: plate.id,
        version: plate.version,
        input: { legId: northLeg?.id, outAt: '2026-11-20T08:00:00Z' },
      }),
      'BAD_USER_INPUT',
    );
    expect(bad.extensions.errors).toEqual({ 'input.legId': ['The selected leg is invalid.'] });
  });
});
