import { getShortestPaths } from 'xstate/graph';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RepairStatusValues } from '../../src/generated/enums/RepairStatus';
import {
  nextRepairStatus,
  probeRepairEvent,
  type RepairContext,
  type RepairEvent,
  type RepairStatus,
  repairEventName,
  repairEventTypes,
  repairMachine,
} from '../../src/machines/domain/repair.machine';
import { signedIn, type TestClient } from './support/client';
import { freshDriverId } from './support/drivers';
import { count, expectError, one, PNG, tenantIdOf, uploadFile, userIdOf } from './support/helpers';
import { PDF } from './support/images';
import { type OrderFixture, orderFixture } from './support/orderFixtures';
import { startTestServer, type TestServer } from './support/testServer';
import { subscribeTenantTopic } from './support/ws';

let server: TestServer;
let east: string;
let north: string;
let fx: OrderFixture;
let northFx: OrderFixture;
let manager: TestClient;
let admin: TestClient;
let safety: TestClient;
let dispatch: TestClient;
let northAdmin: TestClient;
const sockets: { dispose(): void | Promise<void> }[] = [];
const MANAGER: RepairContext = { actor: { id: 'manager', roles: ['ACCIDENT_INCIDENT_MGMT'] } };

beforeAll(async () => {
  server = await startTestServer();
  east = await tenantIdOf(server.db, 'Legwork East');
  north = await tenantIdOf(server.db, 'Legwork North');
  fx = orderFixture(server.db, east);
  northFx = orderFixture(server.db, north);
  manager = await signedIn(server.url, 'accident-incident-mgmt@legwork.test');
  admin = await signedIn(server.url, 'admin@legwork.test', 'Legwork East');
  safety = await signedIn(server.url, 'driver-safety@legwork.test');
  dispatch = await signedIn(server.url, 'dispatch@legwork.test');
  northAdmin = await signedIn(server.url, 'admin@legwork.test', 'Legwork North');
}, 60_000);
afterAll(async () => {
  for (const socket of sockets) await socket.dispose();
  await server?.close();
});

const REPORT = `id number kind status occurredAt timeZone street city state latitude longitude description legStatusAtReport legAction
  injuries injuriesTreatedAway fatalities towedDisabled hazmatReleased weather claimNumbers policeAgency policeReportNumber
  recordable { recordable reasons } preventability preventabilityNote reviewedByName reviewedAt reportedByName version
  order { id } leg { id status } vehicle { id vin } vin driver { id } otherParties { name licenceState plate plateState insurer }
  witnesses { name statement } repairs { id number status } repairCost recovered media { id category } activity { event }`;
type Report = {
  id: string;
  number: string;
  status: string;
  legAction: string;
  legStatusAtReport: string | null;
  recordable: { recordable: boolean; reasons: string[] };
  version: number;
  repairCost: number;
  recovered: number;
  order: { id: string } | null;
  leg: { id: string; status: string } | null;
  vehicle: { id: string; vin: string } | null;
  vin: string | null;
  driver: { id: string } | null;
  repairs: { id: string; number: string; status: string }[];
  activity: { event: string }[];
  media: { id: string; category: string }[];
};
const REPAIR = `id number status version estimateAmount approvedAmount repairOrderNumber invoiceNumber invoiceAmount declineReason
  chargebackAllowed driver { id } leg { id status } report { id number } vehicle { id }
  recoveries { source party claimNumber amountClaimed amountRecovered note } eventOptions { event enabled refusal reason } activity { event }`;
type Repair = {
  id: string;
  number: string;
  status: RepairStatus;
  version: number;
  chargebackAllowed: boolean;
  leg: { id: string; status: string } | null;
  recoveries: { source: string; party: string | null; amountClaimed: number; amountRecovered: number }[];
  eventOptions: { event: string; enabled: boolean; refusal: string | null; reason: string | null }[];
  activity: { event: string }[];
};

const CREATE = `mutation($input: AccidentReportInput!) { createAccidentReport(input: $input) { ${REPORT} } }`;
const UPDATE = `mutation($id: ID!, $version: Int!, $input: AccidentReportInput!) { updateAccidentReport(id: $id, version: $version, input: $input) { ${REPORT} } }`;
const REVIEW = `mutation($id: ID!, $version: Int!, $p: Preventability!, $note: String) {
  reviewAccidentPreventability(id: $id, version: $version, preventability: $p, note: $note) { ${REPORT} } }`;
const CLOSE = `mutation($id: ID!, $version: Int!) { closeAccidentReport(id: $id, version: $version) { ${REPORT} } }`;
const REOPEN = `mutation($id: ID!, $version: Int!) { reopenAccidentReport(id: $id, version: $version) { ${REPORT} } }`;
const GET = `query($id: ID!) { accidentReport(id: $id) { ${REPORT} } }`;
const LIST = `query($kind: IncidentKind, $status: [AccidentReportStatus!], $recordable: Boolean, $driverId: ID, $from: String, $to: String, $search: String) {
  accidentReports(first: 100, kind: $kind, status: $status, recordable: $recordable, driverId: $driverId, from: $from, to: $to, search: $search) {
    data { id number kind recordable { recordable } } paginatorInfo { total } } }`;
const CREATE_REPAIR = `mutation($input: RepairInput!) { createRepair(input: $input) { ${REPAIR} } }`;
const UPDATE_REPAIR = `mutation($id: ID!, $version: Int!, $input: RepairInput!) { updateRepair(id: $id, version: $version, input: $input) { ${REPAIR} } }`;
const TRANSITION = `mutation($id: ID!, $event: RepairEvent!, $input: RepairTransitionInput, $version: Int!) {
  transitionRepair(id: $id, event: $event, input: $input, version: $version) { ${REPAIR} } }`;
const RECOVERIES = `mutation($id: ID!, $version: Int!, $recoveries: [RepairRecoveryInput!]!) {
  setRepairRecoveries(id: $id, version: $version, recoveries: $recoveries) { ${REPAIR} } }`;
const GET_REPAIR = `query($id: ID!) { repair(id: $id) { ${REPAIR} } }`;
const REPAIRS = `query($status: [RepairStatus!], $reportId: ID, $search: String) {
  repairs(first: 100, status: $status, reportId: $reportId, search: $search) { data { id number status } paginatorInfo { total } } }`;
const OVERVIEW = `query($year: Int) { accidentOverview(year: $year) { year openReports recentOpen { id number } reportsThisYear recordablesThisYear
  fatalitiesThisYear injuriesThisYear openRepairs repairCost recovered byMonth { month accidents incidents recordable } } }`;
const REGISTER =
  'query($from: String, $to: String) { accidentRegister(from: $from, to: $to) { id number occurredAt recordable { recordable } } }';

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();

const reportInput = (extra: Record<string, unknown> = {}) => ({
  kind: 'ACCIDENT',
  occurredAt: hoursAgo(3),
  street: '100 Market St',
  city: 'Philadelphia',
  state: 'pa',
  postalCode: '19106',
  latitude: 39.95,
  longitude: -75.15,
  description: 'Clipped a parked van while turning.',
  ...extra,
});

const created = async (input: Record<string, unknown>, client: TestClient = manager): Promise<Report> => {
  const result = await client.gql<{ createAccidentReport: Report }>(CREATE, { input });
  if (!result.data) throw new Error(JSON.stringify(result.errors));
  return result.data.createAccidentReport;
};

const newRepair = async (input: Record<string, unknown>, client: TestClient = manager): Promise<Repair> => {
  const result = await client.gql<{ createRepair: Repair }>(CREATE_REPAIR, {
    input: { vendorName: 'Main Street Body', description: 'Dent.', estimateAmount: 50_000, ...input },
  });
  if (!result.data) throw new Error(JSON.stringify(result.errors));
  return result.data.createRepair;
};

/** The GraphQL input of a repair event (the probe's payload, made real). */
const payload = (event: RepairEvent) => {
  switch (event.type) {
    case 'repair.approve':
      return { approvedAmount: 48_000 };
    case 'repair.start':
      return { repairOrderNumber: 'RO-1001' };
    case 'repair.invoiceReceived':
      return { invoiceNumber: 'INV-77', invoiceAmount: 49_500 };
    case 'repair.decline':
      return { reason: 'Too dear.' };
    default:
      return null;
  }
};

const send = (client: TestClient, repair: { id: string; version: number }, event: RepairEvent, input: unknown = payload(event)) =>
  client.gql<{ transitionRepair: Repair }>(TRANSITION, {
    id: repair.id,
    event: repairEventName(event.type),
    input,
    version: repair.version,
  });

const legRow = (id: string) =>
  one<{ status: string; version: number; heldFrom: string | null; holdReason: string | null; statusReason: string | null }>(
    server.db,
    'SELECT status, version, held_from AS "heldFrom", hold_reason AS "holdReason", status_reason AS "statusReason" FROM order_legs WHERE id = $1',
    [id],
  );

/** An East order under way: one DRIVEN leg in `status` with a fresh driver. */
const legIn = async (status: 'IN_TRANSIT' | 'PENDING_PICKUP' | 'CLEARED_FOR_DISPATCH', driverId?: string) => {
  const driver = driverId ?? (await freshDriverId(server.db));
  const order = await fx.order({ state: status === 'IN_TRANSIT' ? 'ACTIVE' : 'DISPATCH', legs: [{ status, driverId: driver }] });
  return { ...order, legId: order.legIds[0], driverId: driver };
};

const stored = async () => ({
  reports: await count(server.db, 'accident_reports'),
  repairs: await count(server.db, 'repairs'),
  audits: await count(server.db, 'audit_logs'),
  counters: (
    await one<{ v: string }>(server.db, "SELECT coalesce(sum(value), 0)::text AS v FROM counters WHERE kind IN ('ACCIDENT', 'REPAIR')")
  )?.v,
});

describe('the demo seed', () => {
  it('gives East a stable first report AI-100001: recordable (treated away), its leg sent to repair, RP-100001 in progress', async () => {
    const id = (
      await one<{ id: string }>(server.db, "SELECT id FROM accident_reports WHERE tenant_id = $1 AND number = 'AI-100001'", [east])
    )?.id;
    const report = (await manager.gql<{ accidentReport: Report }>(GET, { id })).data?.accidentReport;
    expect(report).toMatchObject({
      number: 'AI-100001',
      status: 'OPEN',
      recordable: { recordable: true },
      legStatusAtReport: 'IN_TRANSIT',
    });
    expect(report?.recordable.reasons[0]).toContain('away from the scene');
    expect(report?.repairs).toEqual([expect.objectContaining({ number: 'RP-100001', status: 'IN_PROGRESS' })]);
    expect(report?.repairCost).toBe(284_500);
    if (report?.legAction === 'TO_REPAIR') expect(report.leg?.status).toBe('IN_REPAIR');
  });

  it('holds a repair in every status, recoveries, both kinds, and reports in North too', async () => {
    const statuses = await server.db.query<{ status: string }>('SELECT DISTINCT status FROM repairs WHERE tenant_id = $1 ORDER BY status', [
      east,
    ]);
    expect(statuses.rows.map((r) => r.status)).toEqual([...RepairStatusValues].sort());
    expect(await count(server.db, 'repair_recoveries WHERE tenant_id = $1', [east])).toBeGreaterThan(1);
    expect(await count(server.db, "accident_reports WHERE tenant_id = $1 AND kind = 'INCIDENT'", [east])).toBeGreaterThan(0);
    expect(
      await count(server.db, 'accident_reports WHERE tenant_id = $1 AND NOT recordable AND kind = $2', [east, 'ACCIDENT']),
    ).toBeGreaterThan(0);
    expect(await count(server.db, 'accident_reports WHERE tenant_id = $1', [north])).toBeGreaterThan(0);
    // Every seeded repair replays from its audit rows to its stored status.
    expect(
      await count(
        server.db,
        `repairs r WHERE r.status <> 'ESTIMATE' AND r.status IS DISTINCT FROM (SELECT a.after->>'status' FROM audit_logs a
           WHERE a.entity_kind = 'Repairs' AND a.entity_id = r.id::text AND a.event LIKE 'repair.%' AND a.after ? 'status'
           AND a.event <> 'repair.create' ORDER BY a.created_at DESC LIMIT 1)`,
      ),
    ).toBe(0);
  });
});

describe('roles (docs/access.md#areas: ACCIDENT_INCIDENT_MGMT writes, DRIVER_SAFETY reads, ADMIN everything)', () => {
  it('lets the manager, admin and safety read; other staff are FORBIDDEN', async () => {
    for (const client of [manager, admin, safety]) {
      expect((await client.gql(LIST)).errors).toBeUndefined();
      expect((await client.gql(OVERVIEW)).errors).toBeUndefined();
      expect((await client.gql(REPAIRS)).errors).toBeUndefined();
    }
    for (const query of [LIST, OVERVIEW, REPAIRS, REGISTER]) expectError(await dispatch.gql(query), 'FORBIDDEN');
  });

  it('refuses drivers, trucking companies and portal users any of it', async () => {
    const some = (await one<{ id: string }>(server.db, 'SELECT id FROM accident_reports WHERE tenant_id = $1 LIMIT 1', [east]))?.id;
    for (const email of ['driver@legwork.test', 'trucking@legwork.test', 'client@legwork.test']) {
      const client = await signedIn(server.url, email);
      expectError(await client.gql(LIST), 'FORBIDDEN');
      expectError(await client.gql(GET, { id: some }), 'FORBIDDEN');
      expectError(await client.gql(REPAIRS), 'FORBIDDEN');
      expectError(await client.gql(CREATE, { input: reportInput() }), 'FORBIDDEN');
    }
  });

  it('keeps DRIVER_SAFETY read-only and DISPATCH out: writes are FORBIDDEN and store nothing', async () => {
    const before = await stored();
    const repair = (await one<{ id: string; version: number }>(
      server.db,
      "SELECT id, version FROM repairs WHERE tenant_id = $1 AND status = 'ESTIMATE' LIMIT 1",
      [east],
    )) as {
      id: string;
      version: number;
    };
    for (const client of [safety, dispatch]) {
      expectError(await client.gql(CREATE, { input: reportInput() }), 'FORBIDDEN');
      expectError(
        await client.gql(CREATE_REPAIR, { input: { vehicleId: null, vendorName: 'X', description: 'Y', estimateAmount: 1 } }),
        'FORBIDDEN',
      );
      expectError(await send(client, repair, { type: 'repair.approve', approvedAmount: 1 }), 'FORBIDDEN');
    }
    expect(await stored()).toEqual(before);
    // Safety sees the repair's actions, each refused for the role.
    const options = (await safety.gql<{ repair: Repair }>(GET_REPAIR, { id: repair.id })).data?.repair.eventOptions;
    expect(options).toEqual([
      { event: 'APPROVE', enabled: false, refusal: 'ROLE', reason: 'Your role cannot do this.' },
      { event: 'DECLINE', enabled: false, refusal: 'ROLE', reason: 'Your role cannot do this.' },
    ]);
  });
});

describe('reports', () => {
  it('creates, reads and updates a report with its parties, witnesses and claims; audits each write', async () => {
    const report = await created(
      reportInput({
        kind: 'INCIDENT',
        description: 'Keys lost at the gate.',
        otherParties: [{ name: 'Pat Doe', licenceState: 'nj', plate: 'ABC123', plateState: 'NJ', insurer: 'Allstate' }],
        witnesses: [{ name: 'Lee Gate', statement: 'Saw them fall.' }],
        claimNumbers: ['CLM-1', ' ', 'CLM-1', 'CLM-2'],
        policeAgency: 'PPD',
        policeReportNumber: 'PPD-1',
      }),
    );
    expect(report).toMatchObject({
      number: expect.stringMatching(/^AI-\d{6}$/),
      kind: 'INCIDENT',
      status: 'OPEN',
      state: 'PA',
      timeZone: 'America/New_York',
      legAction: 'NONE',
      otherParties: [{ name: 'Pat Doe', licenceState: 'NJ', plate: 'ABC123', plateState: 'NJ', insurer: 'Allstate' }],
      witnesses: [{ name: 'Lee Gate', statement: 'Saw them fall.' }],
      claimNumbers: ['CLM-1', 'CLM-2'],
      reportedByName: 'Accident Incident Mgmt Demo',
      recordable: { recordable: false, reasons: ['An incident is not an accident under 49 CFR 390.5, so it is never DOT-recordable.'] },
      repairCost: 0,
      recovered: 0,
      activity: [{ event: 'accidentReport.create' }],
    });
    const audit = await one<{ entityKind: string; userId: string; action: string }>(
      server.db,
      `SELECT entity_kind AS "entityKind", user_id AS "userId", action FROM audit_logs WHERE entity_id = $1`,
      [report.id],
    );
    expect(audit).toEqual({
      entityKind: 'Accident reports',
      userId: await userIdOf(server.db, 'accident-incident-mgmt@legwork.test'),
      action: 'CREATED',
    });

    const updated = await manager.gql<{ updateAccidentReport: Report }>(UPDATE, {
      id: report.id,
      version: report.version,
      input: reportInput({
        kind: 'ACCIDENT',
        injuries: 2,
        injuriesTreatedAway: 1,
        timeZone: 'America/Chicago',
        otherParties: [],
        witnesses: [{ name: 'Kim' }],
      }),
    });
    expect(updated.data?.updateAccidentReport).toMatchObject({
      kind: 'ACCIDENT',
      version: report.version + 1,
      timeZone: 'America/Chicago',
      otherParties: [],
      witnesses: [{ name: 'Kim', statement: null }],
      recordable: { recordable: true },
      activity: [{ event: 'accidentReport.create' }, { event: 'accidentReport.update' }],
    });
    expect(updated.data?.updateAccidentReport.recordable.reasons).toEqual([
      '1 person received medical treatment away from the scene: such an injury makes the accident recordable (49 CFR 390.5, (ii)).',
    ]);
    expect(
      (await one<{ recordable: boolean }>(server.db, 'SELECT recordable FROM accident_reports WHERE id = $1', [report.id]))?.recordable,
    ).toBe(true);
  });

  it('says why an accident is not recordable, and which of the three makes one recordable', async () => {
    const bender = await created(reportInput({ injuries: 1 }));
    expect(bender.recordable).toEqual({
      recordable: false,
      reasons: [
        'Not DOT-recordable: no fatality, no injury treated away from the scene and no vehicle towed away with disabling damage (49 CFR 390.5).',
        '1 person injured but treated only at the scene (or not treated): that does not count.',
      ],
    });
    const towed = await created(reportInput({ towedDisabled: true, fatalities: 1 }));
    expect(towed.recordable.recordable).toBe(true);
    expect(towed.recordable.reasons.map((reason) => reason.match(/\((i+)\)\)\.$/)?.[1])).toEqual(['i', 'iii']);
    const recordables = (
      await manager.gql<{ accidentReports: { data: { id: string }[] } }>(LIST, { recordable: true })
    ).data?.accidentReports.data.map((r) => r.id);
    expect(recordables).toContain(towed.id);
    expect(recordables).not.toContain(bender.id);
  });

  it('answers junk with BAD_USER_INPUT naming every field, and stores nothing', async () => {
    const before = await stored();
    const bad = expectError(
      await manager.gql(CREATE, {
        input: reportInput({
          occurredAt: new Date(Date.now() + 3 * 3_600_000).toISOString(),
          injuries: 1,
          injuriesTreatedAway: 2,
          fatalities: -1,
          latitude: 91,
          state: 'Penn',
          timeZone: 'Mars/Olympus_Mons',
          description: ' ',
          legAction: 'TO_REPAIR',
          claimNumbers: ['x'.repeat(61)],
          otherParties: [{ name: '' }],
        }),
      }),
      'BAD_USER_INPUT',
    );
    expect(Object.keys(bad.extensions.errors as object).sort()).toEqual([
      'input.claimNumbers.0',
      'input.description',
      'input.fatalities',
      'input.latitude',
      'input.occurredAt',
      'input.otherParties.0.name',
      'input.state',
      'input.timeZone',
    ]);
    expect((bad.extensions.errors as Record<string, string[]>)['input.occurredAt']).toEqual([
      'The date and time may not be in the future.',
    ]);
    // Rules across fields, once every field is well-formed on its own.
    const across = expectError(
      await manager.gql(CREATE, { input: reportInput({ injuries: 1, injuriesTreatedAway: 2, longitude: null, legAction: 'HOLD' }) }),
      'BAD_USER_INPUT',
    );
    expect(across.extensions.errors).toEqual({
      'input.injuriesTreatedAway': ['The number treated away from the scene may not be greater than the number of injuries.'],
      'input.longitude': ['Give both the latitude and the longitude, or neither.'],
      'input.legAction': ['Choose the leg the report moves.'],
    });
    expectError(await manager.gql(CREATE, { input: reportInput({ occurredAt: 'last tuesday' }) }), 'BAD_USER_INPUT');
    const northLeg = (await one<{ id: string }>(server.db, 'SELECT id FROM order_legs WHERE tenant_id = $1 LIMIT 1', [north]))?.id;
    const foreign = expectError(
      await manager.gql(CREATE, { input: reportInput({ legId: northLeg, driverId: '00000000-0000-4000-8000-000000000000' }) }),
      'BAD_USER_INPUT',
    );
    expect(foreign.extensions.errors).toEqual({
      'input.legId': ['The selected leg is invalid.'],
      'input.driverId': ['The selected driver is invalid.'],
    });
    expect(await stored()).toEqual(before);
  });

  it('reviews preventability, closes (read-only then) and reopens; CONFLICT on a stale version', async () => {
    const report = await created(reportInput());
    const reviewed = (
      await manager.gql<{ reviewAccidentPreventability: Report & { reviewedByName: string } }>(REVIEW, {
        id: report.id,
        version: report.version,
        p: 'PREVENTABLE',
        note: 'Turned too tight.',
      })
    ).data?.reviewAccidentPreventability;
    expect(reviewed).toMatchObject({
      preventability: 'PREVENTABLE',
      preventabilityNote: 'Turned too tight.',
      reviewedByName: 'Accident Incident Mgmt Demo',
    });
    const audits = await count(server.db, 'audit_logs');
    expectError(await manager.gql(CLOSE, { id: report.id, version: report.version }), 'CONFLICT');
    expect(await count(server.db, 'audit_logs')).toBe(audits);
    const closed = (await manager.gql<{ closeAccidentReport: Report }>(CLOSE, { id: report.id, version: reviewed?.version })).data
      ?.closeAccidentReport as Report;
    expect(closed.status).toBe('CLOSED');
    const edit = expectError(
      await manager.gql(UPDATE, { id: report.id, version: closed.version, input: reportInput() }),
      'INVALID_TRANSITION',
    );
    expect(edit.extensions).toMatchObject({ status: 'CLOSED', reason: 'STATUS' });
    expectError(await manager.gql(CLOSE, { id: report.id, version: closed.version }), 'INVALID_TRANSITION');
    const reopened = (await manager.gql<{ reopenAccidentReport: Report }>(REOPEN, { id: report.id, version: closed.version })).data
      ?.reopenAccidentReport;
    expect(reopened?.status).toBe('OPEN');
    expect(reopened?.activity.map((a) => a.event)).toEqual([
      'accidentReport.create',
      'accidentReport.review',
      'accidentReport.close',
      'accidentReport.reopen',
    ]);
  });

  it('lists by kind, status, driver, day range and search', async () => {
    const driverId = await freshDriverId(server.db);
    const leg = await legIn('CLEARED_FOR_DISPATCH', driverId);
    const mine = await created(
      reportInput({ legId: leg.legId, occurredAt: '2024-03-10T15:00:00Z', description: 'Scraped the mirror on a gate post.' }),
    );
    expect(mine.driver?.id).toBe(driverId);
    const ids = async (variables: Record<string, unknown>) =>
      (await manager.gql<{ accidentReports: { data: { id: string }[] } }>(LIST, variables)).data?.accidentReports.data.map((r) => r.id);
    expect(await ids({ driverId })).toEqual([mine.id]);
    expect(await ids({ from: '2024-03-10', to: '2024-03-10', kind: 'ACCIDENT' })).toEqual([mine.id]);
    expect(await ids({ from: '2024-03-11', to: '2024-03-31', driverId })).toEqual([]);
    expect(await ids({ search: 'gate post' })).toEqual([mine.id]);
    expect(await ids({ search: mine.number })).toEqual([mine.id]);
    expect(await ids({ status: ['CLOSED'], driverId })).toEqual([]);
    expectError(await manager.gql(LIST, { from: '2024-02-30' }), 'BAD_USER_INPUT');
    expectError(await manager.gql(LIST, { from: '2024-03-11', to: '2024-03-10' }), 'BAD_USER_INPUT');
  });

  it('stores a photo of a report with no order (the portal never reads it); only writers upload', async () => {
    const report = await created(reportInput());
    const query =
      'mutation($file: File!, $id: ID!) { uploadAccidentMedia(reportId: $id, category: PHOTOS, file: $file) { id category fileName } }';
    const upload = await uploadFile(manager, query.replace('$id: ID!', `$id: ID! = "${report.id}"`), 'file', {
      bytes: PNG,
      name: 'scene.png',
      type: 'image/png',
    });
    expect(upload.errors).toBeUndefined();
    const media = (upload.data as { uploadAccidentMedia: { id: string } }).uploadAccidentMedia;
    const row = await one(
      server.db,
      'SELECT owner_kind AS "ownerKind", owner_id AS "ownerId", order_id AS "orderId" FROM media WHERE id = $1',
      [media.id],
    );
    expect(row).toEqual({ ownerKind: 'AccidentReport', ownerId: report.id, orderId: null });
    expect((await manager.gql<{ accidentReport: Report }>(GET, { id: report.id })).data?.accidentReport.media).toEqual([
      { id: media.id, category: 'PHOTOS' },
    ]);
    const refused = await uploadFile(dispatch, query.replace('$id: ID!', `$id: ID! = "${report.id}"`), 'file', {
      bytes: PNG,
      name: 'x.png',
      type: 'image/png',
    });
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('files a document under an active accident report type; any other type, or one on a photo, is refused and stores nothing', async () => {
    const typeOf = async (as: TestClient, name: string, appliesTo: string[]) => {
      const result = await as.gql<{ createDocumentType: { id: string } }>(
        'mutation($input: DocumentTypeInput!) { createDocumentType(input: $input) { id } }',
        { input: { name, appliesTo, retentionYears: 7 } },
      );
      if (!result.data) throw new Error(JSON.stringify(result.errors));
      return result.data.createDocumentType.id;
    };
    const policeReport = await typeOf(admin, 'Police report (accidents test)', ['ACCIDENT_REPORT', 'ORDER']);
    const orderOnly = await typeOf(admin, 'Dealer invoice (accidents test)', ['ORDER', 'ORDER_LEG']);
    const retired = await typeOf(admin, 'Old adjuster letter (accidents test)', ['ACCIDENT_REPORT']);
    expect(
      (await admin.gql('mutation($id: ID!) { retireDocumentType(id: $id, version: 1) { id } }', { id: retired })).errors,
    ).toBeUndefined();
    const northType = await typeOf(northAdmin, 'Police report (accidents test)', ['ACCIDENT_REPORT']);
    const report = await created(reportInput());
    const upload = (category: string, documentTypeId: string | null) =>
      uploadFile(
        manager,
        `mutation($file: File!) { uploadAccidentMedia(reportId: "${report.id}", category: ${category}, file: $file,
          documentTypeId: ${documentTypeId ? `"${documentTypeId}"` : 'null'}) { id category fileName documentType { id name } } }`,
        'file',
        category === 'PHOTOS'
          ? { bytes: PNG, name: 'scene.png', type: 'image/png' }
          : { bytes: PDF, name: 'police report.pdf', type: 'application/pdf' },
      );

    const before = await count(server.db, 'media');
    for (const [category, id] of [
      ['DOCUMENTS', orderOnly],
      ['DOCUMENTS', retired],
      ['DOCUMENTS', northType],
      ['DOCUMENTS', 'not-an-id'],
      ['PHOTOS', policeReport],
    ])
      expect(expectError(await upload(category, id), 'BAD_USER_INPUT').extensions.errors).toHaveProperty('documentTypeId');
    expect(await count(server.db, 'media')).toBe(before);

    const typed = await upload('DOCUMENTS', policeReport);
    expect(typed.errors).toBeUndefined();
    const media = (typed.data as { uploadAccidentMedia: { id: string; documentType: { id: string; name: string } | null } })
      .uploadAccidentMedia;
    expect(media.documentType).toEqual({ id: policeReport, name: 'Police report (accidents test)' });
    expect(
      await one(
        server.db,
        `SELECT owner_kind AS "ownerKind", owner_id AS "ownerId", category, document_type_id AS "documentTypeId"
         FROM media WHERE id = $1`,
        [media.id],
      ),
    ).toEqual({ ownerKind: 'AccidentReport', ownerId: report.id, category: 'DOCUMENTS', documentTypeId: policeReport });
    // A document without a type, and a photo, are stored as before: no type.
    const untyped = await upload('DOCUMENTS', null);
    const photo = await upload('PHOTOS', null);
    expect([untyped.errors, photo.errors]).toEqual([undefined, undefined]);
    expect(await count(server.db, 'media WHERE owner_id = $1 AND document_type_id IS NULL', [report.id])).toBe(2);
    const listed = await manager.gql<{ accidentReport: { media: { id: string; documentType: { name: string } | null }[] } }>(
      'query($id: ID!) { accidentReport(id: $id) { media { id documentType { name } } } }',
      { id: report.id },
    );
    expect(listed.data?.accidentReport.media.find((file) => file.id === media.id)?.documentType).toEqual({
      name: 'Police report (accidents test)',
    });
    expect(listed.data?.accidentReport.media.filter((file) => file.documentType === null)).toHaveLength(2);
  });
});

describe('the report moves its leg through the leg machine', () => {
  it('TO_REPAIR: an IN_TRANSIT leg goes IN_REPAIR in the same write; order, vehicle and driver follow the leg; a second browser hears the leg', async () => {
    const leg = await legIn('IN_TRANSIT');
    const legSubscriber = await subscribeTenantTopic<{ id: string; status: string }>(
      { url: server.url, events: server.events, sockets },
      await signedIn(server.url, 'dispatch@legwork.test'),
      'orderLegChanged',
      'id status',
      leg.legId,
    );
    const report = await created(reportInput({ legId: leg.legId, legAction: 'TO_REPAIR' }));
    expect(report).toMatchObject({
      legAction: 'TO_REPAIR',
      legStatusAtReport: 'IN_TRANSIT',
      leg: { id: leg.legId, status: 'IN_REPAIR' },
      order: { id: leg.id },
      vehicle: { id: leg.vehicleId, vin: leg.vin },
      vin: leg.vin,
      driver: { id: leg.driverId },
    });
    expect(await legSubscriber.waitFor((event) => event.id === leg.legId && event.status === 'IN_REPAIR')).toBeTruthy();
    const audit = await one<{ userId: string; before: unknown; after: unknown }>(
      server.db,
      `SELECT user_id AS "userId", before, after FROM audit_logs WHERE entity_kind = 'Order legs' AND entity_id = $1 AND event = 'leg.toRepair'`,
      [leg.legId],
    );
    expect(audit).toMatchObject({
      userId: await userIdOf(server.db, 'accident-incident-mgmt@legwork.test'),
      before: { status: 'IN_TRANSIT' },
      after: { status: 'IN_REPAIR' },
    });
  });

  it('refuses the whole report when the leg machine refuses (a leg not in transit): nothing stored', async () => {
    const leg = await legIn('PENDING_PICKUP');
    const before = await stored();
    const legBefore = await legRow(leg.legId);
    const refused = expectError(
      await manager.gql(CREATE, { input: reportInput({ legId: leg.legId, legAction: 'TO_REPAIR' }) }),
      'INVALID_TRANSITION',
    );
    expect(refused.extensions).toMatchObject({ event: 'TO_REPAIR', status: 'PENDING_PICKUP', reason: 'STATUS', legId: leg.legId });
    expect(refused.message).toMatch(/^The report was not saved: /);
    expect(await stored()).toEqual(before);
    expect(await legRow(leg.legId)).toEqual(legBefore);
  });

  it('HOLD: a leg before transit goes ON_HOLD (OTHER_REASON, the report named); a leg in transit refuses it', async () => {
    const leg = await legIn('PENDING_PICKUP');
    const report = await created(
      reportInput({ legId: leg.legId, legAction: 'HOLD', kind: 'INCIDENT', description: 'Keys missing at pickup.' }),
    );
    expect(report).toMatchObject({ legAction: 'HOLD', legStatusAtReport: 'PENDING_PICKUP', leg: { status: 'ON_HOLD' } });
    expect(await legRow(leg.legId)).toMatchObject({
      status: 'ON_HOLD',
      heldFrom: 'PENDING_PICKUP',
      holdReason: 'OTHER_REASON',
      statusReason: `Incident report ${report.number}: Keys missing at pickup.`,
    });
    const moving = await legIn('IN_TRANSIT');
    const before = await stored();
    const refused = expectError(
      await manager.gql(CREATE, { input: reportInput({ legId: moving.legId, legAction: 'HOLD' }) }),
      'INVALID_TRANSITION',
    );
    expect(refused.extensions).toMatchObject({ event: 'HOLD', status: 'IN_TRANSIT', reason: 'STATUS' });
    expect(await stored()).toEqual(before);
  });

  it('leaves the leg alone without a legAction, and moves no leg on update', async () => {
    const leg = await legIn('IN_TRANSIT');
    const report = await created(reportInput({ legId: leg.legId }));
    expect(report).toMatchObject({ legAction: 'NONE', legStatusAtReport: 'IN_TRANSIT', leg: { status: 'IN_TRANSIT' } });
    const bad = expectError(
      await manager.gql(UPDATE, {
        id: report.id,
        version: report.version,
        input: reportInput({ legId: leg.legId, legAction: 'TO_REPAIR' }),
      }),
      'BAD_USER_INPUT',
    );
    expect(Object.keys(bad.extensions.errors as object)).toEqual(['input.legAction']);
    expect((await legRow(leg.legId))?.status).toBe('IN_TRANSIT');
  });
});

describe('repairs: the machine through the API', () => {
  const probes = repairEventTypes.map(probeRepairEvent);
  const paths = getShortestPaths(repairMachine, { events: probes, input: MANAGER });
  const named = (path: (typeof paths)[number]) => ['created', ...path.steps.slice(1).map((step) => step.event.type)].join(' → ');

  it.each(paths.map((path) => [named(path), path]))(
    '%s, refusing every other event on the way with the row unchanged',
    async (_name, path) => {
      let repair = await newRepair({ vehicleId: (await fx.order()).vehicleId });
      const walk = [...path.steps.slice(1).map((step) => step.event as RepairEvent), null];
      for (const event of walk) {
        // Every event the status does not take: INVALID_TRANSITION (STATUS), nothing written.
        for (const other of probes.filter((probe) => nextRepairStatus(repair.status, MANAGER, probe) === null)) {
          const row = await one(server.db, 'SELECT status, version FROM repairs WHERE id = $1', [repair.id]);
          const audits = await count(server.db, 'audit_logs WHERE entity_id = $1', [repair.id]);
          const refused = expectError(await send(manager, repair, other), 'INVALID_TRANSITION');
          expect(refused.extensions).toMatchObject({ event: repairEventName(other.type), status: repair.status, reason: 'STATUS' });
          expect(await one(server.db, 'SELECT status, version FROM repairs WHERE id = $1', [repair.id])).toEqual(row);
          expect(await count(server.db, 'audit_logs WHERE entity_id = $1', [repair.id])).toBe(audits);
        }
        if (!event) break;
        const result = await send(manager, repair, event);
        expect(result.errors).toBeUndefined();
        const next = result.data?.transitionRepair as Repair;
        expect(next.version).toBe(repair.version + 1);
        repair = next;
      }
      expect(repair.status).toBe(path.state.value);
      expect(repair.activity.map((a) => a.event)).toEqual(['repair.create', ...path.steps.slice(1).map((step) => step.event.type)]);
    },
  );

  it('names the missing payload (BAD_USER_INPUT), answers CONFLICT on a stale version, and offers the open actions', async () => {
    const repair = await newRepair({ vehicleId: (await fx.order()).vehicleId });
    expect(repair.eventOptions).toEqual([
      { event: 'APPROVE', enabled: true, refusal: null, reason: null },
      { event: 'DECLINE', enabled: true, refusal: null, reason: null },
    ]);
    const missing = expectError(await send(manager, repair, { type: 'repair.approve', approvedAmount: null }, {}), 'BAD_USER_INPUT');
    expect(missing.extensions.errors).toEqual({ 'input.approvedAmount': ['The approved amount field is required.'] });
    const junk = expectError(
      await send(manager, repair, { type: 'repair.approve', approvedAmount: 1 }, { approvedAmount: -5 }),
      'BAD_USER_INPUT',
    );
    expect(Object.keys(junk.extensions.errors as object)).toEqual(['input.approvedAmount']);
    const decline = expectError(await send(manager, repair, { type: 'repair.decline', reason: null }, { reason: ' ' }), 'BAD_USER_INPUT');
    expect(decline.extensions.errors).toEqual({ 'input.reason': ['Say why the estimate is declined.'] });
    expectError(await send(manager, { ...repair, version: repair.version + 3 }, { type: 'repair.approve', approvedAmount: 1 }), 'CONFLICT');
    expect(await one(server.db, 'SELECT status, version FROM repairs WHERE id = $1', [repair.id])).toEqual({
      status: 'ESTIMATE',
      version: repair.version,
    });
  });

  it('sends the leg to repair when made for a leg in transit, and back IN_TRANSIT when the last open repair closes', async () => {
    const leg = await legIn('IN_TRANSIT');
    const report = await created(reportInput({ legId: leg.legId, legAction: 'TO_REPAIR' }));
    let first = await newRepair({ reportId: report.id });
    let second = await newRepair({ legId: leg.legId, vendorName: 'Glass Co', estimateAmount: 20_000 });
    expect(first).toMatchObject({ leg: { id: leg.legId, status: 'IN_REPAIR' }, chargebackAllowed: false });
    const walk = async (repair: Repair) => {
      let current = repair;
      for (const event of [
        probeRepairEvent('repair.approve'),
        probeRepairEvent('repair.start'),
        probeRepairEvent('repair.invoiceReceived'),
        probeRepairEvent('repair.close'),
      ])
        current = (await send(manager, current, event)).data?.transitionRepair as Repair;
      return current;
    };
    first = await walk(first);
    expect(first).toMatchObject({ status: 'CLOSED', leg: { status: 'IN_REPAIR' } }); // the glass repair still holds it
    second = await walk(second);
    expect(second).toMatchObject({ status: 'CLOSED', leg: { status: 'IN_TRANSIT' } });
    expect(
      await count(server.db, "audit_logs WHERE entity_kind = 'Order legs' AND entity_id = $1 AND event = 'leg.repaired'", [leg.legId]),
    ).toBe(1);
    const money = (await manager.gql<{ accidentReport: Report }>(GET, { id: report.id })).data?.accidentReport;
    expect(money?.repairCost).toBe(49_500);
    // A repair made for a leg already in repair, or not under way, moves nothing.
    const pending = await legIn('PENDING_PICKUP');
    expect((await newRepair({ legId: pending.legId })).leg?.status).toBe('PENDING_PICKUP');
  });

  it('edits a repair; the estimate and what it is of are fixed once approved', async () => {
    const order = await fx.order();
    const repair = await newRepair({ vehicleId: order.vehicleId });
    const edited = (
      await manager.gql<{ updateRepair: Repair & { estimateAmount: number } }>(UPDATE_REPAIR, {
        id: repair.id,
        version: repair.version,
        input: { vehicleId: order.vehicleId, vendorName: 'Other Body', description: 'Dent and scratch.', estimateAmount: 61_000 },
      })
    ).data?.updateRepair;
    expect(edited).toMatchObject({ estimateAmount: 61_000, version: repair.version + 1 });
    const approved = (await send(manager, edited as Repair, { type: 'repair.approve', approvedAmount: 60_000 })).data
      ?.transitionRepair as Repair;
    const fixed = expectError(
      await manager.gql(UPDATE_REPAIR, {
        id: repair.id,
        version: approved.version,
        input: { vehicleId: order.vehicleId, vendorName: 'X', description: 'Y', estimateAmount: 1 },
      }),
      'BAD_USER_INPUT',
    );
    expect(fixed.extensions.errors).toEqual({ 'input.estimateAmount': ['The estimate is fixed once the repair is approved.'] });
  });
});

describe('recoveries', () => {
  const chargeback = [{ source: 'DRIVER_CHARGEBACK', amountClaimed: 20_000, amountRecovered: 5_000 }];

  it('refuses a driver chargeback unless the pay profile allows it, then records it (party: the driver)', async () => {
    const leg = await legIn('IN_TRANSIT');
    const report = await created(reportInput({ legId: leg.legId }));
    const repair = await newRepair({ reportId: report.id });
    const before = await count(server.db, 'repair_recoveries');
    const refused = expectError(
      await manager.gql(RECOVERIES, { id: repair.id, version: repair.version, recoveries: chargeback }),
      'BAD_USER_INPUT',
    );
    expect(refused.extensions.errors).toEqual({
      'recoveries.0.source': [expect.stringMatching(/pay profile does not allow a chargeback\.$/)],
    });
    expect(await count(server.db, 'repair_recoveries')).toBe(before);
    await server.db.query('UPDATE drivers SET pay_chargeback_allowed = true WHERE id = $1', [leg.driverId]);
    const set = (
      await manager.gql<{ setRepairRecoveries: Repair }>(RECOVERIES, {
        id: repair.id,
        version: repair.version,
        recoveries: [...chargeback, { source: 'INSURANCE', party: 'Allstate', amountClaimed: 30_000 }],
      })
    ).data?.setRepairRecoveries;
    expect(set).toMatchObject({
      chargebackAllowed: true,
      version: repair.version + 1,
      recoveries: [
        { source: 'DRIVER_CHARGEBACK', party: expect.stringMatching(/^Test Driver /), amountClaimed: 20_000, amountRecovered: 5_000 },
        { source: 'INSURANCE', party: 'Allstate', amountClaimed: 30_000, amountRecovered: 0 },
      ],
    });
    expect(set?.activity.map((a) => a.event)).toEqual(['repair.create', 'repair.setRecoveries']);
    expect((await manager.gql<{ accidentReport: Report }>(GET, { id: report.id })).data?.accidentReport.recovered).toBe(5_000);
  });

  it('claims from a trucking company only for its driver; recovered may not exceed claimed', async () => {
    const company = (await one<{ id: string }>(server.db, 'SELECT id FROM trucking_companies WHERE tenant_id = $1 LIMIT 1', [east]))?.id;
    const own = await legIn('IN_TRANSIT');
    const ownRepair = await newRepair({ reportId: (await created(reportInput({ legId: own.legId }))).id });
    const claim = [{ source: 'TRUCKING_COMPANY_CLAIM', amountClaimed: 10_000 }];
    const refused = expectError(
      await manager.gql(RECOVERIES, { id: ownRepair.id, version: ownRepair.version, recoveries: claim }),
      'BAD_USER_INPUT',
    );
    expect(refused.extensions.errors).toEqual({
      'recoveries.0.source': [expect.stringMatching(/does not drive for a trucking company\.$/)],
    });
    const theirs = await legIn('IN_TRANSIT', await freshDriverId(server.db, 'Legwork East', { truckingCompanyId: company }));
    const repair = await newRepair({ legId: theirs.legId });
    const set = await manager.gql<{ setRepairRecoveries: Repair }>(RECOVERIES, {
      id: repair.id,
      version: repair.version,
      recoveries: claim,
    });
    expect(set.data?.setRepairRecoveries.recoveries[0]).toMatchObject({ source: 'TRUCKING_COMPANY_CLAIM', party: expect.any(String) });
    const over = expectError(
      await manager.gql(RECOVERIES, {
        id: repair.id,
        version: repair.version + 1,
        recoveries: [
          { source: 'INSURANCE', amountClaimed: 100 },
          { source: 'INSURANCE', amountClaimed: 100, amountRecovered: 101, party: 'x'.repeat(201) },
        ],
      }),
      'BAD_USER_INPUT',
    );
    expect(over.extensions.errors).toEqual({
      'recoveries.1.party': ['The party may not be greater than 200 characters.'],
      'recoveries.1.amountRecovered': ['The amount recovered may not be greater than the amount claimed.'],
    });
    const more = expectError(
      await manager.gql(RECOVERIES, {
        id: repair.id,
        version: repair.version + 1,
        recoveries: [{ source: 'INSURANCE', amountClaimed: 100, amountRecovered: 101 }],
      }),
      'BAD_USER_INPUT',
    );
    expect(more.extensions.errors).toEqual({
      'recoveries.0.amountRecovered': ['The amount recovered may not be greater than the amount claimed.'],
    });
  });
});

describe('overview and register', () => {
  it('sums the year in SQL: counts, months, open repairs, cost and recovered', async () => {
    const year = Number(new Date().toLocaleDateString('en-CA', { timeZone: 'America/New_York' }).slice(0, 4));
    const overview = (
      await safety.gql<{
        accidentOverview: Record<string, unknown> & {
          byMonth: { month: string; accidents: number; incidents: number }[];
          recentOpen: unknown[];
        };
      }>(OVERVIEW, { year })
    ).data?.accidentOverview;
    const expected = await one<{ open: number; reports: number; repairs: number }>(
      server.db,
      `SELECT (SELECT count(*)::int FROM accident_reports WHERE tenant_id = $1 AND status = 'OPEN') AS open,
         (SELECT count(*)::int FROM accident_reports WHERE tenant_id = $1
            AND extract(year FROM occurred_at AT TIME ZONE 'America/New_York') = $2) AS reports,
         (SELECT count(*)::int FROM repairs WHERE tenant_id = $1 AND status NOT IN ('CLOSED', 'DECLINED')) AS repairs`,
      [east, year],
    );
    expect(overview).toMatchObject({
      year,
      openReports: expected?.open,
      reportsThisYear: expected?.reports,
      openRepairs: expected?.repairs,
    });
    expect(overview?.byMonth).toHaveLength(12);
    expect(overview?.byMonth.reduce((sum, m) => sum + m.accidents + m.incidents, 0)).toBe(expected?.reports);
    expect(overview?.recentOpen.length).toBeLessThanOrEqual(10);
    expectError(await safety.gql(OVERVIEW, { year: 1999 }), 'BAD_USER_INPUT');
  });

  it('keeps the register: recordable accidents of the last three years, oldest first', async () => {
    const register = (
      await safety.gql<{ accidentRegister: { number: string; occurredAt: string; recordable: { recordable: boolean } }[] }>(REGISTER)
    ).data?.accidentRegister;
    expect(register?.length).toBeGreaterThan(0);
    expect(register?.every((r) => r.recordable.recordable)).toBe(true);
    expect(register?.map((r) => r.occurredAt)).toEqual([...(register ?? [])].map((r) => r.occurredAt).sort());
    expect(register?.map((r) => r.number)).toContain('AI-100001');
    expect(register?.map((r) => r.number)).not.toContain('AI-100002');
    expectError(await safety.gql(REGISTER, { from: '2025-01-02', to: '2025-01-01' }), 'BAD_USER_INPUT');
  });
});

describe('tenant isolation', () => {
  it('answers NOT_FOUND for another tenant’s report and repair, and leaves them out of lists', async () => {
    const northReport = await one<{ id: string; version: number }>(
      server.db,
      'SELECT id, version FROM accident_reports WHERE tenant_id = $1 LIMIT 1',
      [north],
    );
    const northRepair = await one<{ id: string; version: number }>(
      server.db,
      'SELECT id, version FROM repairs WHERE tenant_id = $1 LIMIT 1',
      [north],
    );
    expectError(await manager.gql(GET, { id: northReport?.id }), 'NOT_FOUND');
    expectError(await manager.gql(GET, { id: 'not-an-id' }), 'NOT_FOUND');
    expectError(await manager.gql(UPDATE, { id: northReport?.id, version: northReport?.version, input: reportInput() }), 'NOT_FOUND');
    expectError(await manager.gql(CLOSE, { id: northReport?.id, version: northReport?.version }), 'NOT_FOUND');
    expectError(await manager.gql(GET_REPAIR, { id: northRepair?.id }), 'NOT_FOUND');
    expectError(await send(manager, northRepair as Repair, { type: 'repair.approve', approvedAmount: 1 }), 'NOT_FOUND');
    expectError(await manager.gql(RECOVERIES, { id: northRepair?.id, version: northRepair?.version, recoveries: [] }), 'NOT_FOUND');
    const bad = expectError(
      await manager.gql(CREATE_REPAIR, { input: { reportId: northReport?.id, vendorName: 'X', description: 'Y', estimateAmount: 1 } }),
      'BAD_USER_INPUT',
    );
    expect(bad.extensions.errors).toEqual({ 'input.reportId': ['The selected report is invalid.'] });
    const list = (await manager.gql<{ accidentReports: { data: { id: string }[] } }>(LIST)).data?.accidentReports.data.map((r) => r.id);
    expect(list).not.toContain(northReport?.id);
    const repairs = (await manager.gql<{ repairs: { data: { id: string }[] } }>(REPAIRS)).data?.repairs.data.map((r) => r.id);
    expect(repairs).not.toContain(northRepair?.id);
    expect(await one(server.db, 'SELECT version FROM accident_reports WHERE id = $1', [northReport?.id])).toEqual({
      version: northReport?.version,
    });
  });

  it('tells a second East reader of a report and a repair, and a North reader nothing', async () => {
    const probe = (await one<{ id: string }>(server.db, 'SELECT id FROM accident_reports WHERE tenant_id = $1 LIMIT 1', [east]))
      ?.id as string;
    const northProbe = (await one<{ id: string }>(server.db, 'SELECT id FROM accident_reports WHERE tenant_id = $1 LIMIT 1', [north]))
      ?.id as string;
    const target = { url: server.url, events: server.events, sockets };
    const eastReports = await subscribeTenantTopic<{ id: string; number: string }>(
      target,
      safety,
      'accidentReportChanged',
      'id number',
      probe,
    );
    const northReports = await subscribeTenantTopic<{ id: string }>(target, northAdmin, 'accidentReportChanged', 'id', northProbe);
    const eastRepairs = await subscribeTenantTopic<{ id: string; status: string }>(
      target,
      admin,
      'repairChanged',
      'id status',
      (await one<{ id: string }>(server.db, 'SELECT id FROM repairs WHERE tenant_id = $1 LIMIT 1', [east]))?.id as string,
    );
    // An East id published on North's topic is dropped: North reloads it under its own row-level security.
    server.events.publish('accidentReportChanged', north, { id: probe });
    const report = await created(reportInput());
    expect(await eastReports.waitFor((event) => event.id === report.id)).toMatchObject({ number: report.number });
    const repair = await newRepair({ reportId: report.id });
    await send(manager, repair, { type: 'repair.decline', reason: 'No.' });
    expect(await eastRepairs.waitFor((event) => event.id === repair.id && event.status === 'DECLINED')).toBeTruthy();
    const seen = northReports.received.length;
    server.events.publish('accidentReportChanged', north, { id: northProbe });
    await northReports.waitFor(() => northReports.received.length > seen);
    expect(new Set(northReports.received.map((event) => event.id))).toEqual(new Set([northProbe]));
    // DISPATCH may not subscribe at all.
    await expect(subscribeTenantTopic(target, dispatch, 'repairChanged', 'id', repair.id)).rejects.toThrow(/FORBIDDEN|subscription failed/);
  });

  it('keeps North’s numbering its own', async () => {
    const northReport = await created(reportInput({ state: 'ON' }), northAdmin);
    expect(northReport.number).toMatch(/^AI-1000\d\d$/);
    expect(await count(server.db, 'accident_reports WHERE tenant_id = $1 AND number = $2', [north, northReport.number])).toBe(1);
    const northLeg = await northFx.order({ state: 'ACTIVE', legs: [{ status: 'IN_TRANSIT' }] });
    const moved = await created(reportInput({ state: 'ON', legId: northLeg.legIds[0], legAction: 'TO_REPAIR' }), northAdmin);
    expect(moved.leg?.status).toBe('IN_REPAIR');
  });
});
