import { randomUUID } from 'node:crypto';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InspectionItemCodeValues } from '../../src/generated/enums/InspectionItemCode';
import { signedIn, type TestClient } from './support/client';
import { driverIdOfUser, freshDriverId } from './support/drivers';
import { count, expectError, mailTo, one, tenantIdOf } from './support/helpers';
import { HTML, PDF, png } from './support/images';
import { type OrderFixture, orderFixture } from './support/orderFixtures';
import { startTestServer, type TestServer } from './support/testServer';

let server: TestServer;
let east: string;
let fx: OrderFixture;
let dale: TestClient;
let dispatch: TestClient;
let member: TestClient;
let northAdmin: TestClient;
let daleId: string;
let otherDriverId: string;
let trucking: TestClient;
let ridgeline: string;

beforeAll(async () => {
  server = await startTestServer();
  east = await tenantIdOf(server.db, 'Legwork East');
  fx = orderFixture(server.db, east);
  dale = await signedIn(server.url, 'driver@legwork.test');
  dispatch = await signedIn(server.url, 'dispatch@legwork.test');
  member = await signedIn(server.url, 'member@legwork.test');
  northAdmin = await signedIn(server.url, 'admin@legwork.test', 'Legwork North');
  daleId = await driverIdOfUser(server.db, 'driver@legwork.test');
  otherDriverId = await freshDriverId(server.db);
  trucking = await signedIn(server.url, 'trucking@legwork.test');
  ridgeline = (await one<{ id: string }>(server.db, "SELECT id FROM trucking_companies WHERE display_name = 'Ridgeline Haulers'"))
    ?.id as string;
}, 60_000);
afterAll(async () => {
  await server?.close();
});

const UPLOAD = `mutation($file: File!, $leg: ID!, $clientId: ID!, $kind: ConditionPhotoKind!, $at: DateTime!, $lat: Float, $lng: Float) {
  uploadConditionPhoto(orderLegId: $leg, clientId: $clientId, kind: $kind, file: $file, capturedAt: $at, latitude: $lat, longitude: $lng) {
    id clientId kind url thumbnailUrl capturedAt latitude longitude } }`;
const SUBMIT = `mutation($input: ConditionReportInput!) { submitConditionReport(input: $input) {
  id number status version direction vin vinScanned vinMatches newDamageCount keysCount fuelLevel customerNotAvailableReason
  previousReport { id number } damages { area type severity code description newSinceLastCustody preExisting photos { id } }
  driverSignature { name image { id kind } } photos { id } orderLeg { id status pickupReportSubmitted deliveryReportSubmitted }
  eventOptions { event enabled refusal reason } } }`;
const TRANSITION = `mutation($id: ID!, $event: ConditionReportEvent!, $version: Int!, $input: ConditionReportEventInput) {
  transitionConditionReport(id: $id, event: $event, version: $version, input: $input) { id status rejectReason reviewedByName version } }`;
const LEG_MOVE =
  'mutation($id: ID!, $event: OrderLegEvent!, $version: Int!) { transitionOrderLeg(id: $id, event: $event, version: $version) { id status } }';

type Photo = { id: string; clientId: string; kind: string; url: string };
type Report = {
  id: string;
  number: string;
  status: string;
  version: number;
  vinMatches: boolean | null;
  newDamageCount: number;
  previousReport: { id: string; number: string } | null;
  damages: { code: string; description: string; newSinceLastCustody: boolean }[];
  driverSignature: { name: string; image: { id: string; kind: string } | null } | null;
  orderLeg: { id: string; status: string; pickupReportSubmitted: boolean; deliveryReportSubmitted: boolean };
  eventOptions: { event: string; enabled: boolean }[];
};

/** A multipart upload of one photo as `client`. */
const upload = async (
  client: TestClient,
  leg: string,
  kind: string,
  options: { clientId?: string; bytes?: Uint8Array<ArrayBuffer>; type?: string } = {},
) => {
  const form = new FormData();
  const variables = {
    file: null,
    leg,
    clientId: options.clientId ?? randomUUID(),
    kind,
    at: new Date().toISOString(),
    lat: 32.78,
    lng: -96.8,
  };
  form.append('operations', JSON.stringify({ query: UPLOAD, variables }));
  form.append('map', JSON.stringify({ 0: ['variables.file'] }));
  form.append('0', new Blob([options.bytes ?? png(8, 8)], { type: options.type ?? 'image/png' }), 'photo.png');
  const headers: Record<string, string> = { accept: 'application/json', 'x-tenant': client.tenant, cookie: client.cookieHeader() };
  if (client.xsrf) headers['x-xsrf-token'] = decodeURIComponent(client.xsrf);
  const response = await fetch(`${client.baseUrl}/graphql`, { method: 'POST', headers, body: form });
  return (await response.json()) as {
    data?: { uploadConditionPhoto: Photo };
    errors?: { extensions: { code: string; errors?: Record<string, string[]> } }[];
  };
};

const photoOf = async (client: TestClient, leg: string, kind: string) => {
  const result = await upload(client, leg, kind);
  if (!result.data) throw new Error(JSON.stringify(result.errors));
  return result.data.uploadConditionPhoto;
};

const legRow = (id: string) =>
  one<{ status: string; version: number; pickup: boolean; delivery: boolean }>(
    server.db,
    'SELECT status, version, pickup_report_submitted AS pickup, delivery_report_submitted AS delivery FROM order_legs WHERE id = $1',
    [id],
  );

/** A complete report for `leg` as `client` takes it: every item passed, the photos uploaded first. */
const reportInput = async (client: TestClient, leg: string, direction: 'PICKUP' | 'DELIVERY', extra: Record<string, unknown> = {}) => {
  const vehicle = await photoOf(client, leg, 'VEHICLE');
  const signature = await photoOf(client, leg, 'DRIVER_SIGNATURE');
  return {
    clientId: randomUUID(),
    orderLegId: leg,
    direction,
    items: InspectionItemCodeValues.map((code) => ({ code, result: 'PASS' })),
    damages: [],
    photoIds: [vehicle.id],
    odometer: 12_345,
    fuelLevel: 'HALF',
    keysCount: 2,
    fobsCount: 1,
    interiorConditions: ['CLEAN'],
    looseItems: [{ spot: 'GLOVE_BOX', description: 'Owner’s manual' }],
    washType: 'NONE',
    obstructions: [],
    capturedAt: new Date().toISOString(),
    latitude: 32.78,
    longitude: -96.8,
    driverSignature: { name: 'Dale Driver', signedAt: new Date().toISOString(), latitude: 32.78, longitude: -96.8, imageId: signature.id },
    customerNotAvailableReason: 'Lot closed; keys in the lock box.',
    ...extra,
  };
};

const submit = (client: TestClient, input: unknown) => client.gql<{ submitConditionReport: Report }>(SUBMIT, { input });

let vins = 0;
/** A leg of Dale's at `status`, its vehicle with a VIN a scanner reads (the fixture's have an O, which no VIN has). */
const daleLeg = async (status: 'PENDING_PICKUP' | 'IN_TRANSIT' = 'PENDING_PICKUP') => {
  const order = await fx.order({ state: 'DISPATCH', legs: [{ status, driverId: daleId, confirmedPickupAt: '2031-01-02T14:00:00Z' }] });
  const vin = `1FTFW1E5${String(++vins).padStart(9, '0')}`;
  await server.db.query('UPDATE vehicles SET vin = $2 WHERE id = $1', [order.vehicleId, vin]);
  return { legId: order.legIds[0], vin, vehicleId: order.vehicleId };
};

describe('condition photos', () => {
  it('stores a retried upload once, and refuses what is not an image without storing anything', async () => {
    const { legId } = await daleLeg();
    const clientId = randomUUID();
    const first = await upload(dale, legId, 'VEHICLE', { clientId });
    const again = await upload(dale, legId, 'VEHICLE', { clientId });
    expect(first.data?.uploadConditionPhoto.id).toBeDefined();
    expect(again.data?.uploadConditionPhoto.id).toBe(first.data?.uploadConditionPhoto.id);
    expect(await count(server.db, 'condition_photos WHERE client_id = $1', [clientId])).toBe(1);
    expect(await count(server.db, "media WHERE owner_id = $1 AND category = 'CONDITION_REPORTS'", [legId])).toBe(1);
    for (const [bytes, type] of [
      [HTML, 'image/png'],
      [PDF, 'application/pdf'],
    ] as const) {
      const refused = await upload(dale, legId, 'VEHICLE', { bytes, type });
      expect(refused.errors?.[0].extensions.code).toBe('BAD_USER_INPUT');
    }
    expect(await count(server.db, 'condition_photos WHERE order_leg_id = $1', [legId])).toBe(1);
    // The driver reads the photo back through the media route (their leg's file).
    const response = await fetch(`${server.url}${first.data?.uploadConditionPhoto.url}`, { headers: { cookie: dale.cookieHeader() } });
    expect(response.status).toBe(200);
  });

  it("is NOT_FOUND for another driver's leg and FORBIDDEN for a staff role that takes no reports", async () => {
    const order = await fx.order({ state: 'DISPATCH', legs: [{ status: 'PENDING_PICKUP', driverId: otherDriverId }] });
    expect((await upload(dale, order.legIds[0], 'VEHICLE')).errors?.[0].extensions.code).toBe('NOT_FOUND');
    expect((await upload(member, order.legIds[0], 'VEHICLE')).errors?.[0].extensions.code).toBe('FORBIDDEN');
    expect((await upload(northAdmin, order.legIds[0], 'VEHICLE')).errors?.[0].extensions.code).toBe('NOT_FOUND');
  });
});

describe('submitting a condition report', () => {
  it('names the missing items and stores nothing', async () => {
    const { legId } = await daleLeg();
    const input = await reportInput(dale, legId, 'PICKUP', {
      items: [{ code: 'EXT_FRONT', result: 'PASS' }],
      customerNotAvailableReason: null,
    });
    const result = await submit(dale, input);
    const errors = expectError(result, 'BAD_USER_INPUT').extensions?.errors as Record<string, string[]>;
    expect(errors['input.items'][0]).toContain('EXT_REAR');
    expect(errors['input.customerSignature'][0]).toContain('not available');
    expect(await count(server.db, 'condition_reports WHERE order_leg_id = $1', [legId])).toBe(0);
  });

  it('submits once for a retried submit, sets the leg’s flag and lets the driver pick the vehicle up', async () => {
    const { legId, vin } = await daleLeg();
    expectError(await dale.gql(LEG_MOVE, { id: legId, event: 'PICK_UP', version: (await legRow(legId))?.version }), 'INVALID_TRANSITION');
    const input = await reportInput(dale, legId, 'PICKUP', { vinScanned: vin });
    const first = await submit(dale, input);
    expect(first.errors).toBeUndefined();
    const report = first.data?.submitConditionReport as Report;
    expect(report).toMatchObject({ status: 'SUBMITTED', vinMatches: true, newDamageCount: 0, previousReport: null });
    expect(report.number).toMatch(/^CR-\d+$/);
    expect(report.driverSignature?.image?.kind).toBe('DRIVER_SIGNATURE');
    expect(report.orderLeg.pickupReportSubmitted).toBe(true);
    const retried = await submit(dale, input);
    expect(retried.data?.submitConditionReport.id).toBe(report.id);
    expect(await count(server.db, 'condition_reports WHERE order_leg_id = $1', [legId])).toBe(1);
    expect(await count(server.db, "audit_logs WHERE entity_id = $1 AND event = 'cr.submit'", [report.id])).toBe(1);
    // Another report of the same leg and direction is refused by the machine: it is already submitted.
    expectError(await submit(dale, { ...input, clientId: randomUUID() }), 'INVALID_TRANSITION');
    const moved = await dale.gql<{ transitionOrderLeg: { status: string } }>(LEG_MOVE, {
      id: legId,
      event: 'PICK_UP',
      version: (await legRow(legId))?.version,
    });
    expect(moved.data?.transitionOrderLeg.status).toBe('IN_TRANSIT');
  });

  it('makes the bill of lading: a PDF that names the VIN, stored on the leg and mailed to its contacts', async () => {
    const { legId, vin } = await daleLeg();
    await server.db.query('UPDATE order_legs SET pickup_contact = $2 WHERE id = $1', [
      legId,
      { name: 'Lot Manager', phone: null, email: 'lot@bol.test' },
    ]);
    const sent = await dale.gql<{ submitConditionReport: { number: string; billOfLading: { url: string; category: string } | null } }>(
      'mutation($input: ConditionReportInput!) { submitConditionReport(input: $input) { number billOfLading { url category } } }',
      { input: await reportInput(dale, legId, 'PICKUP', { vinScanned: vin }) },
    );
    const report = sent.data?.submitConditionReport;
    expect(report?.billOfLading?.category).toBe('BOLS');
    const response = await fetch(`${server.url}${report?.billOfLading?.url}`, { headers: { cookie: dispatch.cookieHeader() } });
    expect(response.headers.get('content-type')).toContain('application/pdf');
    const pdf = await getDocumentProxy(new Uint8Array(await response.arrayBuffer()));
    const { text } = await extractText(pdf, { mergePages: true });
    expect(text).toContain(vin);
    expect(text).toContain(report?.number);
    const mail = (await mailTo(server.url, 'lot@bol.test'))[0] as unknown as { subject: string; attachments: { fileName: string }[] };
    expect(mail.subject).toContain(report?.number);
    expect(mail.attachments.map((a) => a.fileName)).toEqual([`BOL-${report?.number}.pdf`]);
  });

  it('answers two racing tries of one submit with the same report, and a second device’s report with a refusal', async () => {
    const { legId } = await daleLeg();
    const input = await reportInput(dale, legId, 'PICKUP');
    const [a, b] = await Promise.all([submit(dale, input), submit(dale, input)]);
    expect(a.data?.submitConditionReport.id).toBeDefined();
    expect(b.data?.submitConditionReport.id).toBe(a.data?.submitConditionReport.id);
    expect(await count(server.db, 'condition_reports WHERE order_leg_id = $1', [legId])).toBe(1);
    expect(await count(server.db, "audit_logs WHERE event = 'conditionReport.submit' AND entity_id = $1", [legId])).toBe(1);
    const other = await reportInput(dale, legId, 'PICKUP');
    expectError(await submit(dale, other), 'INVALID_TRANSITION');
  });

  it('refuses a VIN that is not the vehicle’s unless the driver confirms it, and then alerts the help desk', async () => {
    const { legId } = await daleLeg();
    const input = await reportInput(dale, legId, 'PICKUP', { vinScanned: '1HGCM82633A004352' });
    const refused = expectError(await submit(dale, input), 'BAD_USER_INPUT');
    expect(Object.keys(refused.extensions?.errors as object)).toEqual(['input.vinScanned']);
    const sent = await submit(dale, { ...input, acceptVinMismatch: true });
    expect(sent.data?.submitConditionReport.vinMatches).toBe(false);
    expect(await count(server.db, "alerts WHERE order_leg_id = $1 AND message LIKE '%VIN%'", [legId])).toBe(1);
  });

  it('refuses a leg that is not at the right step, and photos of another leg', async () => {
    const { legId } = await daleLeg('IN_TRANSIT');
    expectError(await submit(dale, await reportInput(dale, legId, 'PICKUP')), 'INVALID_TRANSITION');
    const other = await daleLeg();
    const input = await reportInput(dale, other.legId, 'PICKUP');
    const foreign = await photoOf(dale, legId, 'VEHICLE');
    const errors = expectError(await submit(dale, { ...input, photoIds: [foreign.id] }), 'BAD_USER_INPUT').extensions?.errors as object;
    expect(Object.keys(errors)).toEqual(['input.photoIds.0']);
  });

  it('flags damage new since the pickup on the delivery report, alerts, and shows the custody chain', async () => {
    const { legId, vehicleId } = await daleLeg();
    const damagePhoto = await photoOf(dale, legId, 'DAMAGE');
    const scratch = { area: '03', type: '12', severity: 2, x: 0.5, y: 0.05, preExisting: true, photoIds: [damagePhoto.id] };
    const pickup = await submit(dale, await reportInput(dale, legId, 'PICKUP', { damages: [scratch] }));
    expect(pickup.data?.submitConditionReport.damages[0]).toMatchObject({ code: '03122', newSinceLastCustody: false });
    await dale.gql(LEG_MOVE, { id: legId, event: 'PICK_UP', version: (await legRow(legId))?.version });
    const dent = { area: '27', type: '04', severity: 3, x: 0.5, y: 0.2, preExisting: false, photoIds: [] };
    const delivery = await submit(dale, await reportInput(dale, legId, 'DELIVERY', { damages: [scratch, dent] }));
    const report = delivery.data?.submitConditionReport as Report;
    expect(report.previousReport?.id).toBe(pickup.data?.submitConditionReport.id);
    expect(report.newDamageCount).toBe(1);
    expect(report.damages.map((d) => d.newSinceLastCustody)).toEqual([false, true]);
    expect(report.orderLeg.deliveryReportSubmitted).toBe(true);
    const alert = await one<{ message: string }>(
      server.db,
      "SELECT message FROM alerts WHERE order_leg_id = $1 AND message LIKE '%new damage%'",
      [legId],
    );
    expect(alert?.message).toContain('Hood');
    const queue = await dispatch.gql<{ conditionReports: { data: { id: string; newDamageCount: number }[] } }>(
      '{ conditionReports(first: 5, filter: { status: [SUBMITTED], newDamage: true }) { data { id newDamageCount } } }',
    );
    expect(queue.data?.conditionReports.data[0].id).toBe(report.id);
    const chain = await dispatch.gql<{ vehicleCustody: { id: string; direction: string }[] }>(
      'query($v: ID!) { vehicleCustody(vehicleId: $v) { id direction } }',
      { v: vehicleId },
    );
    expect(chain.data?.vehicleCustody.map((r) => r.direction)).toEqual(['PICKUP', 'DELIVERY']);
    expectError(await northAdmin.gql('query($id: ID!) { conditionReport(id: $id) { id } }', { id: report.id }), 'NOT_FOUND');
  });
});

describe('carriers see their own legs’ reports only', () => {
  it('lets a trucking company’s user take and read its legs’ reports, and nobody else’s; carriers review nothing', async () => {
    const companyDriver = await freshDriverId(server.db, 'Legwork East', { truckingCompanyId: ridgeline });
    const ours = await fx.order({
      state: 'DISPATCH',
      legs: [{ status: 'PENDING_PICKUP', transportMethod: 'TRUCKED', truckingCompanyId: ridgeline, driverId: companyDriver }],
    });
    const theirs = await daleLeg();
    const ourPhoto = await photoOf(trucking, ours.legIds[0], 'VEHICLE');
    expect(ourPhoto.kind).toBe('VEHICLE');
    expect((await upload(trucking, theirs.legId, 'VEHICLE')).errors?.[0].extensions.code).toBe('NOT_FOUND');
    const report = (await submit(trucking, await reportInput(trucking, ours.legIds[0], 'PICKUP'))).data?.submitConditionReport as Report;
    expect(report.status).toBe('SUBMITTED');
    const dales = (await submit(dale, await reportInput(dale, theirs.legId, 'PICKUP'))).data?.submitConditionReport as Report;
    // Each carrier's list and reads hold its own reports only.
    const list = async (client: TestClient) =>
      (
        await client.gql<{ conditionReports: { data: { id: string }[] } }>('{ conditionReports(first: 100) { data { id } } }')
      ).data?.conditionReports.data.map((r) => r.id);
    expect(await list(trucking)).toContain(report.id);
    expect(await list(trucking)).not.toContain(dales.id);
    expect(await list(dale)).not.toContain(report.id);
    expectError(await trucking.gql('query($id: ID!) { conditionReport(id: $id) { id } }', { id: dales.id }), 'NOT_FOUND');
    expectError(await dale.gql('query($id: ID!) { conditionReport(id: $id) { id } }', { id: report.id }), 'NOT_FOUND');
    expectError(await trucking.gql(TRANSITION, { id: report.id, event: 'ACCEPT', version: report.version }), 'INVALID_TRANSITION');
    // The dispatcher's tools are not theirs.
    for (const client of [dale, trucking]) expectError(await client.gql('{ dispatchBoard(first: 5) { data { pickupDay } } }'), 'FORBIDDEN');
  });
});

describe('reviewing a condition report', () => {
  it('accepts or rejects with a reason (dispatch only), and the driver takes a rejected report again', async () => {
    const { legId } = await daleLeg();
    const sent = (await submit(dale, await reportInput(dale, legId, 'PICKUP'))).data?.submitConditionReport as Report;
    expect(sent.eventOptions.filter((o) => o.enabled)).toEqual([]);
    expectError(await dale.gql(TRANSITION, { id: sent.id, event: 'ACCEPT', version: sent.version }), 'INVALID_TRANSITION');
    const noReason = expectError(await dispatch.gql(TRANSITION, { id: sent.id, event: 'REJECT', version: sent.version }), 'BAD_USER_INPUT');
    expect(Object.keys(noReason.extensions?.errors as object)).toEqual(['input.reason']);
    expectError(
      await dispatch.gql(TRANSITION, { id: sent.id, event: 'REJECT', version: sent.version + 5, input: { reason: 'x' } }),
      'CONFLICT',
    );
    const rejected = await dispatch.gql<{ transitionConditionReport: { status: string; rejectReason: string } }>(TRANSITION, {
      id: sent.id,
      event: 'REJECT',
      version: sent.version,
      input: { reason: 'The odometer photo is blurred.' },
    });
    expect(rejected.data?.transitionConditionReport).toMatchObject({ status: 'REJECTED', rejectReason: 'The odometer photo is blurred.' });
    const again = await submit(dale, await reportInput(dale, legId, 'PICKUP'));
    expect(again.data?.submitConditionReport).toMatchObject({ id: sent.id, status: 'SUBMITTED' });
    const current = again.data?.submitConditionReport as Report;
    const accepted = await dispatch.gql<{ transitionConditionReport: { status: string } }>(TRANSITION, {
      id: sent.id,
      event: 'ACCEPT',
      version: current.version,
    });
    expect(accepted.data?.transitionConditionReport.status).toBe('ACCEPTED');
    expect((await legRow(legId))?.pickup).toBe(true);
  });
});
