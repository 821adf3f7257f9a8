import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { openDatabase } from '../server/db/database';
import { actAsTenant, insertRows } from '../server/db/seed/rows';
import { ROOT, bearerToken, freshDatabase, startServer, tempDir } from './lib';
import { type Api, gql, gqlTimed, summarize, tenantIdByName, timeRequests } from './orders.http';

/**
 * The dispatch part of `npm run bench` against the server (issue 15), on PGlite and on PostgreSQL (DATABASE_URL,
 * scripts/with-postgres.sh): Legwork East bulk-seeded (npm run seed) and then reshaped in SQL to exactly 10,000 open
 * legs (CLEARED_FOR_DISPATCH, PENDING_PICKUP, IN_TRANSIT, ABORTED) between 200 places across the US, picked up over
 * the next 10 days, and 2,000 drivers with home hubs in 50 US cities, their delivered and busy legs from the bulk
 * load (last deliveries moved across the US too). Then, over HTTP with the server's own time (Server-Timing): the
 * board's first page (with and without a day filter), the map, driver suggestions for a leg, the day plan of 300
 * legs (the server weighs every driver of the tenant: 300 × 2,000 here), an assignment seen by a second
 * dispatcher's orderLegChanged subscription, and a pickup report of 12 JPEG photos (~300 KB) + signature, end to end.
 */
export const DISPATCH_SERVER_GOALS = { boardP95Ms: 50, suggestionsP95Ms: 50, planMs: 2000, assignSeenP95Ms: 100 };

const EAST = 'Legwork East';
const ORDERS = Number(process.env.BENCH_DISPATCH_ORDERS ?? 26_000);
const OPEN = 10_000;
const DRIVERS = 2_000;
const RUNS = Number(process.env.BENCH_RUNS ?? 200);
const PLAN_RUNS = Number(process.env.BENCH_PLAN_RUNS ?? 5);
const ASSIGNS = Number(process.env.BENCH_ASSIGNS ?? 60);
const REPORTS = Number(process.env.BENCH_REPORTS ?? 3);
const PORT = Number(process.env.BENCH_DISPATCH_PORT ?? 4620);
const OPEN_STATUSES = ['CLEARED_FOR_DISPATCH', 'PENDING_PICKUP', 'IN_TRANSIT', 'ABORTED'];

/** [city, state, postal code, lat, lng]: the bench's places and hubs across the US. */
const US: [string, string, string, number, number][] = [
  ['Seattle', 'WA', '98101', 47.6062, -122.3321],
  ['Spokane', 'WA', '99201', 47.6588, -117.426],
  ['Portland', 'OR', '97204', 45.5152, -122.6784],
  ['Sacramento', 'CA', '95814', 38.5816, -121.4944],
  ['San Francisco', 'CA', '94103', 37.7749, -122.4194],
  ['Fresno', 'CA', '93721', 36.7378, -119.7871],
  ['Los Angeles', 'CA', '90012', 34.0522, -118.2437],
  ['San Diego', 'CA', '92101', 32.7157, -117.1611],
  ['Las Vegas', 'NV', '89101', 36.1699, -115.1398],
  ['Reno', 'NV', '89501', 39.5296, -119.8138],
  ['Boise', 'ID', '83702', 43.615, -116.2023],
  ['Salt Lake City', 'UT', '84101', 40.7608, -111.891],
  ['Phoenix', 'AZ', '85004', 33.4484, -112.074],
  ['Tucson', 'AZ', '85701', 32.2226, -110.9747],
  ['Albuquerque', 'NM', '87102', 35.0844, -106.6504],
  ['Denver', 'CO', '80202', 39.7392, -104.9903],
  ['Billings', 'MT', '59101', 45.7833, -108.5007],
  ['Cheyenne', 'WY', '82001', 41.14, -104.8202],
  ['El Paso', 'TX', '79901', 31.7619, -106.485],
  ['Dallas', 'TX', '75201', 32.7767, -96.797],
  ['Houston', 'TX', '77002', 29.7604, -95.3698],
  ['San Antonio', 'TX', '78205', 29.4241, -98.4936],
  ['Austin', 'TX', '78701', 30.2672, -97.7431],
  ['Oklahoma City', 'OK', '73102', 35.4676, -97.5164],
  ['Kansas City', 'MO', '64106', 39.0997, -94.5786],
  ['Omaha', 'NE', '68102', 41.2565, -95.9345],
  ['Des Moines', 'IA', '50309', 41.5868, -93.625],
  ['Minneapolis', 'MN', '55401', 44.9778, -93.265],
  ['Fargo', 'ND', '58102', 46.8772, -96.7898],
  ['Chicago', 'IL', '60601', 41.8781, -87.6298],
  ['Milwaukee', 'WI', '53202', 43.0389, -87.9065],
  ['Detroit', 'MI', '48226', 42.3314, -83.0458],
  ['Indianapolis', 'IN', '46204', 39.7684, -86.1581],
  ['Columbus', 'OH', '43215', 39.9612, -82.9988],
  ['Cleveland', 'OH', '44113', 41.4993, -81.6944],
  ['St. Louis', 'MO', '63101', 38.627, -90.1994],
  ['Memphis', 'TN', '38103', 35.1495, -90.049],
  ['Nashville', 'TN', '37203', 36.1627, -86.7816],
  ['Louisville', 'KY', '40202', 38.2527, -85.7585],
  ['New Orleans', 'LA', '70112', 29.9511, -90.0715],
  ['Little Rock', 'AR', '72201', 34.7465, -92.2896],
  ['Birmingham', 'AL', '35203', 33.5186, -86.8104],
  ['Atlanta', 'GA', '30303', 33.749, -84.388],
  ['Charlotte', 'NC', '28202', 35.2271, -80.8431],
  ['Jacksonville', 'FL', '32202', 30.3322, -81.6557],
  ['Miami', 'FL', '33130', 25.7617, -80.1918],
  ['Richmond', 'VA', '23219', 37.5407, -77.436],
  ['Philadelphia', 'PA', '19103', 39.9526, -75.1652],
  ['Newark', 'NJ', '07102', 40.7357, -74.1724],
  ['Boston', 'MA', '02108', 42.3601, -71.0589],
];
const PLACES = 200;

/**
 * After the bulk load: 200 places and 50 hubs across the US, every driver given a home hub, the open legs made exactly
 * 10,000 (CLEARED_FOR_DISPATCH ⇄ CALL_CENTER_CONFIRMED, neither assigned), moved between the US places and picked
 * up over the next 10 days, and the delivered legs' destinations spread across the US (drivers' last deliveries).
 */
export const reshape = async (env: Record<string, string>) => {
  const db = await openDatabase({ databaseUrl: env.DATABASE_URL || null, dataDir: env.DATA_DIR });
  try {
    return await db.transaction(async (tx) => {
      const { rows: tenants } = await tx.query<{ id: string }>('SELECT id FROM tenants WHERE name = $1', [EAST]);
      const tenantId = tenants[0].id;
      await actAsTenant(tx, tenantId);
      await tx.query("SELECT set_config('session_replication_role', 'replica', true)");
      const places = Array.from({ length: PLACES }, (_, n) => {
        const [city, state, postal, lat, lng] = US[n % US.length];
        const hub = n < US.length;
        return {
          tenant_id: tenantId,
          id: randomUUID(),
          name: `Bench ${city} ${hub ? 'Hub' : `Yard ${n}`}`,
          type: hub ? 'HUB' : 'COMMERCIAL',
          address1: `${100 + ((n * 37) % 9000)} Bench Rd`,
          city,
          state_province: state,
          postal_code: postal,
          country: 'US',
          lat: lat + (((n * 37) % 100) - 50) / 500,
          lng: lng + (((n * 53) % 100) - 50) / 500,
          geocode_source: 'FORM',
        };
      });
      await insertRows(tx, 'locations', places);
      await insertRows(
        tx,
        'hubs',
        places.slice(0, US.length).map((place, i) => ({
          tenant_id: tenantId,
          id: randomUUID(),
          name: place.name,
          code: `BENCH${i + 1}`,
          location_id: place.id,
        })),
      );
      await tx.query(
        `UPDATE drivers d SET home_hub_id = h.ids[1 + x.k % cardinality(h.ids)]
         FROM (SELECT id, row_number() OVER (ORDER BY id) AS k FROM drivers WHERE tenant_id = $1) x,
           (SELECT array_agg(id ORDER BY code) AS ids FROM hubs WHERE tenant_id = $1 AND code LIKE 'BENCH%') h
         WHERE d.tenant_id = $1 AND d.id = x.id`,
        [tenantId],
      );
      const open = async () =>
        (
          await tx.query<{ n: number }>(
            'SELECT count(*)::int AS n FROM order_legs WHERE tenant_id = $1 AND deleted_at IS NULL AND status = ANY($2::text[])',
            [tenantId, OPEN_STATUSES],
          )
        ).rows[0].n;
      const have = await open();
      const [from, to] =
        have > OPEN ? ['CLEARED_FOR_DISPATCH', 'CALL_CENTER_CONFIRMED'] : ['CALL_CENTER_CONFIRMED', 'CLEARED_FOR_DISPATCH'];
      const { rows: moved } = await tx.query<{ orderId: string }>(
        `UPDATE order_legs l SET status = $3 FROM (SELECT id FROM order_legs WHERE tenant_id = $1 AND deleted_at IS NULL AND status = $2
           ORDER BY id LIMIT $4) x WHERE l.tenant_id = $1 AND l.id = x.id RETURNING l.order_id AS "orderId"`,
        [tenantId, from, to, Math.abs(have - OPEN)],
      );
      await tx.query(
        `UPDATE orders o SET leg_statuses = (SELECT array_agg(l.status ORDER BY l.position) FROM order_legs l WHERE l.tenant_id = o.tenant_id AND l.order_id = o.id)
         WHERE o.tenant_id = $1 AND o.id = ANY($2::uuid[])`,
        [tenantId, moved.map((row) => row.orderId)],
      );
      const PLACE_IDS = `(SELECT array_agg(id ORDER BY name) AS ids FROM locations WHERE tenant_id = $1 AND name LIKE 'Bench %')`;
      await tx.query(
        `UPDATE order_legs l SET origin_id = p.ids[1 + x.k % cardinality(p.ids)], destination_id = p.ids[1 + (x.k * 7 + 13) % cardinality(p.ids)],
           requested_pickup_mode = CASE WHEN l.status = 'IN_TRANSIT' THEN l.requested_pickup_mode ELSE 'ON' END,
           requested_pickup_date = CASE WHEN l.status = 'IN_TRANSIT' THEN l.requested_pickup_date ELSE app_today() + (x.k % 10)::int END,
           requested_delivery_date = CASE WHEN l.status = 'IN_TRANSIT' THEN l.requested_delivery_date ELSE app_today() + (x.k % 10)::int + 3 END,
           confirmed_pickup_at = CASE WHEN l.status = 'IN_TRANSIT' OR l.confirmed_pickup_at IS NULL THEN l.confirmed_pickup_at
             ELSE (app_today() + (x.k % 10)::int) + time '14:00' END,
           confirmed_delivery_at = CASE WHEN l.status = 'IN_TRANSIT' OR l.confirmed_delivery_at IS NULL THEN l.confirmed_delivery_at
             ELSE (app_today() + (x.k % 10)::int + 2) + time '15:00' END
         FROM (SELECT id, row_number() OVER (ORDER BY id) AS k FROM order_legs WHERE tenant_id = $1 AND deleted_at IS NULL AND status = ANY($2::text[])) x,
           ${PLACE_IDS} p
         WHERE l.tenant_id = $1 AND l.id = x.id`,
        [tenantId, OPEN_STATUSES],
      );
      await tx.query(
        `UPDATE order_legs l SET destination_id = p.ids[1 + abs(hashtext(l.id::text)) % cardinality(p.ids)] FROM ${PLACE_IDS} p
         WHERE l.tenant_id = $1 AND l.driver_id IS NOT NULL AND l.delivered_at IS NOT NULL`,
        [tenantId],
      );
      // Triggers are off here: the stored pickup day (migration 032) follows the new dates by hand.
      await tx.query(
        `UPDATE order_legs l SET pickup_day = coalesce((l.confirmed_pickup_at AT TIME ZONE t.time_zone)::date, l.requested_pickup_date)
         FROM tenants t WHERE t.id = l.tenant_id AND l.tenant_id = $1`,
        [tenantId],
      );
      const { rows: shape } = await tx.query<Record<string, number>>(
        `SELECT (SELECT count(*)::int FROM order_legs WHERE tenant_id = $1 AND deleted_at IS NULL AND status = ANY($2::text[])) AS "openLegs",
           (SELECT count(*)::int FROM order_legs WHERE tenant_id = $1 AND deleted_at IS NULL) AS "allLegs",
           (SELECT count(*)::int FROM drivers WHERE tenant_id = $1 AND deleted_at IS NULL) AS drivers,
           (SELECT count(*)::int FROM drivers WHERE tenant_id = $1 AND home_hub_id IS NOT NULL) AS "driversWithHub",
           (SELECT count(*)::int FROM order_legs l WHERE tenant_id = $1 AND driver_id IS NOT NULL AND deleted_at IS NULL
              AND (l.status IN ('PENDING_PICKUP', 'IN_TRANSIT', 'PORT_TRANSIT', 'IN_REPAIR', 'IN_STORAGE') OR (l.status = 'ON_HOLD' AND l.held_from = 'PENDING_PICKUP'))) AS "busyLegs",
           (SELECT count(*)::int FROM order_legs WHERE tenant_id = $1 AND driver_id IS NOT NULL AND delivered_at IS NOT NULL) AS "deliveredLegs",
           (SELECT count(DISTINCT driver_id)::int FROM order_legs WHERE tenant_id = $1 AND driver_id IS NOT NULL AND delivered_at IS NOT NULL) AS "driversWithDeliveries"`,
        [tenantId, OPEN_STATUSES],
      );
      const { rows: byStatus } = await tx.query<{ status: string; n: number }>(
        'SELECT status, count(*)::int AS n FROM order_legs WHERE tenant_id = $1 AND deleted_at IS NULL AND status = ANY($2::text[]) GROUP BY 1 ORDER BY 1',
        [tenantId, OPEN_STATUSES],
      );
      return { ...shape[0], openByStatus: Object.fromEntries(byStatus.map((row) => [row.status, row.n])) };
    });
  } finally {
    await db.exec('ANALYZE order_legs, orders, locations, drivers, hubs').catch(() => undefined);
    await db.close();
  }
};

const LEG_FIELDS = `id number status version transportMethod order { id number } vehicle { id year make model vin }
  driver { id fullName } truckingCompany { id displayName }`;
// As the board sends it: the page size is a variable (a literal 50 counts against the query-cost limit).
const BOARD = `query BenchBoard($first: Int!, $page: Int!, $filter: DispatchBoardFilter) { dispatchBoard(first: $first, page: $page, filter: $filter) {
  data { leg { ${LEG_FIELDS} } pickupDay region pickup { label } delivery { label } }
  paginatorInfo { total currentPage lastPage firstItem lastItem hasMorePages } } }`;
const MAP = `query BenchMap($filter: DispatchBoardFilter) { dispatchMap(filter: $filter) {
  legs { id number status pickup { lat lng label } delivery { lat lng label } } total regions } }`;
const SUGGEST = `query BenchSuggest($legId: ID!) { driverSuggestions(legId: $legId, first: 10) {
  considered candidates { driver { id fullName } cost deadheadMiles from reasons warnings } blocked { driver { id fullName } reasons } } }`;
const PLAN = `query BenchPlan($legIds: [ID!]!) { planDispatchDay(legIds: $legIds) {
  pairs { leg { id number version } driver { id fullName } order afterLeg { id number } from deadheadMiles reasons warnings }
  unassigned { leg { id number } reasons } totalDeadheadMiles driversConsidered } }`;
const ASSIGN = `mutation BenchAssign($input: AssignLegsInput!) { assignLegs(input: $input) { ${LEG_FIELDS} } }`;
const DRIVABLE = `query BenchDrivable($filter: DispatchBoardFilter, $page: Int!) { dispatchBoard(first: 100, page: $page, filter: $filter) {
  data { pickupDay leg { id status version transportMethod } } } }`;

type BoardRow = { pickupDay: string | null; leg: { id: string; status: string; version: number; transportMethod: string } };

/** Unassigned CLEARED_FOR_DISPATCH legs a driver can take (DRIVEN, TOW), earliest pickup first. */
const drivableLegs = async (api: Api, wanted: number) => {
  const legs: BoardRow[] = [];
  for (let page = 1; legs.length < wanted && page <= 60; page++) {
    const { dispatchBoard } = await gql<{ dispatchBoard: { data: BoardRow[] } }>(api, DRIVABLE, {
      page,
      filter: { status: ['CLEARED_FOR_DISPATCH'], unassigned: true },
    });
    if (dispatchBoard.data.length === 0) break;
    legs.push(...dispatchBoard.data.filter((row) => row.leg.transportMethod === 'DRIVEN' || row.leg.transportMethod === 'TOW'));
  }
  return legs.slice(0, wanted);
};

/** Client B (graphql-ws) subscribed to orderLegChanged; client A assigns a leg to its best-suggested driver (bench/orders.live.ts). */
const assignSeen = async (api: Api, tokenB: string, legs: BoardRow[]) => {
  const client = createClient({
    url: `${api.url.replace(/^http/, 'ws')}/graphql`,
    webSocketImpl: WebSocket,
    connectionParams: { authorization: `Bearer ${tokenB}`, tenant: api.tenantId },
    lazy: false,
    retryAttempts: 0,
  });
  const seen = new Map<string, number>();
  const waiting = new Map<string, (at: number) => void>();
  let subscribed!: () => void;
  const ready = new Promise<void>((resolve) => (subscribed = resolve));
  const unsubscribe = client.subscribe<{ orderLegChanged: { id: string; version: number } }>(
    { query: 'subscription { orderLegChanged { id status version driver { id } } }' },
    {
      next: ({ data }) => {
        const at = performance.now();
        const leg = data?.orderLegChanged;
        if (!leg) return;
        const key = `${leg.id}:${leg.version}`;
        seen.set(key, at);
        waiting.get(key)?.(at);
      },
      error: (error) => console.error('subscription error', error),
      complete: () => undefined,
    },
  );
  client.on('connected', () => setTimeout(subscribed, 200));
  await ready;
  try {
    const mutationMs: number[] = [];
    const sendToEventMs: number[] = [];
    const answerToEventMs: number[] = [];
    let skipped = 0;
    for (const [i, row] of legs.entries()) {
      const { driverSuggestions } = await gql<{ driverSuggestions: { candidates: { driver: { id: string } }[] } }>(api, SUGGEST, {
        legId: row.leg.id,
      });
      const driver = driverSuggestions.candidates[0]?.driver.id;
      if (!driver) {
        skipped += 1;
        continue;
      }
      const expected = `${row.leg.id}:${row.leg.version + 1}`;
      const arrived = new Promise<number>((resolve, reject) => {
        const early = seen.get(expected);
        if (early !== undefined) return resolve(early);
        const timer = setTimeout(() => reject(new Error(`no orderLegChanged for ${expected} within 5 s`)), 5000);
        waiting.set(expected, (at) => {
          clearTimeout(timer);
          waiting.delete(expected);
          resolve(at);
        });
      });
      const started = performance.now();
      await gql(api, ASSIGN, { input: { legIds: [row.leg.id], driverId: driver } });
      const answered = performance.now();
      const at = await arrived;
      // The first two warm both paths; they are not samples.
      if (i >= 2) {
        mutationMs.push(answered - started);
        sendToEventMs.push(at - started);
        // The event may beat the answer to client A (both leave the server at the commit): that counts as 0.
        answerToEventMs.push(Math.max(0, at - answered));
      }
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    return {
      assignments: mutationMs.length,
      skipped,
      mutation: summarize(mutationMs),
      sendToEvent: summarize(sendToEventMs),
      answerToEvent: summarize(answerToEventMs),
    };
  } finally {
    unsubscribe();
    await client.dispose();
  }
};

/** `count` different 1600 × 1200 JPEGs of about 300 KB (a gradient with noise; MozJPEG at quality 75, as the server's own encoder). */
const photos = async (count: number): Promise<Uint8Array[]> => {
  const encode = await import('@jsquash/jpeg/encode.js');
  const wasm = await WebAssembly.compile(
    fs.readFileSync(createRequire(import.meta.url).resolve('@jsquash/jpeg/codec/enc/mozjpeg_enc.wasm')),
  );
  type Init = (module: WebAssembly.Module, overrides: { print(text: string): void; printErr(text: string): void }) => Promise<unknown>;
  await (encode.init as unknown as Init)(wasm, { print: () => undefined, printErr: () => undefined });
  const [width, height, amplitude] = [1600, 1200, 25];
  const made: Uint8Array[] = [];
  for (let p = 0; p < count; p++) {
    const data = new Uint8ClampedArray(width * height * 4);
    let seed = p + 1;
    for (let i = 0; i < width * height; i++) {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      const noise = (seed % (2 * amplitude + 1)) - amplitude;
      const x = i % width;
      const y = Math.floor(i / width);
      data.set([60 + p * 8 + x / 16 + noise, 120 + y / 12 + noise, 160 - x / 20 + noise, 255], i * 4);
    }
    made.push(new Uint8Array(await encode.default(new ImageData(data, width, height), { quality: 75 })));
  }
  return made;
};

const ITEMS = [
  'EXT_FRONT',
  'EXT_REAR',
  'EXT_LEFT',
  'EXT_RIGHT',
  'EXT_ROOF',
  'INT_SEATS',
  'INT_DASH',
  'INT_CARPET',
  'INT_HEADLINER',
  'INT_WARNING_LIGHTS',
  'TIRE_LF',
  'TIRE_RF',
  'TIRE_LR',
  'TIRE_RR',
  'TIRE_SPARE',
  'LIGHT_HEAD',
  'LIGHT_TAIL',
  'LIGHT_FOG',
  'GLASS_WS',
  'GLASS_REAR',
  'GLASS_SIDE',
  'ODOMETER',
  'VIN',
  'KEYS',
  'DOCS',
  'LOOSE_ITEMS',
  'PLATES',
  'FLUID_LEAK',
];
const UPLOAD = `mutation($file: File!, $leg: ID!, $id: ID!, $kind: ConditionPhotoKind!, $at: DateTime!, $lat: Float, $lng: Float) {
  uploadConditionPhoto(orderLegId: $leg, clientId: $id, kind: $kind, file: $file, capturedAt: $at, latitude: $lat, longitude: $lng) { id } }`;
const SUBMIT = `mutation($input: ConditionReportInput!) { submitConditionReport(input: $input) { id number status billOfLading { url } } }`;

/** One pickup report as the capture page sends it: 12 photos and the signature one after another, then the submit. */
const report = async (api: Api, legId: string, vin: string | null, jpegs: Uint8Array[], signature: Uint8Array) => {
  const here = { lat: 32.7767, lng: -96.797 };
  const upload = async (kind: string, bytes: Uint8Array, type: string) => {
    const form = new FormData();
    form.append(
      'operations',
      JSON.stringify({
        query: UPLOAD,
        variables: { file: null, leg: legId, id: randomUUID(), kind, at: new Date().toISOString(), ...here },
      }),
    );
    form.append('map', JSON.stringify({ 0: ['variables.file'] }));
    form.append('0', new Blob([bytes as Uint8Array<ArrayBuffer>], { type }), type === 'image/jpeg' ? 'photo.jpg' : 'signature.png');
    const headers = { authorization: `Bearer ${api.token}`, 'x-tenant': api.tenantId, accept: 'application/json' };
    const response = await fetch(`${api.url}/graphql`, { method: 'POST', headers, body: form });
    const body = (await response.json()) as { data?: { uploadConditionPhoto: { id: string } }; errors?: unknown[] };
    if (!body.data) throw new Error(`upload: ${JSON.stringify(body.errors)}`);
    return body.data.uploadConditionPhoto.id;
  };
  const started = performance.now();
  const photoIds: string[] = [];
  for (const bytes of jpegs) photoIds.push(await upload('VEHICLE', bytes, 'image/jpeg'));
  const uploadedMs = performance.now() - started;
  const signed = await upload('DRIVER_SIGNATURE', signature, 'image/png');
  const now = new Date().toISOString();
  await gql(api, SUBMIT, {
    input: {
      clientId: randomUUID(),
      orderLegId: legId,
      direction: 'PICKUP',
      items: ITEMS.map((code) => ({ code, result: 'PASS' })),
      damages: [],
      photoIds,
      odometer: 18250,
      fuelLevel: 'THREE_QUARTERS',
      keysCount: 2,
      fobsCount: 1,
      interiorConditions: ['CLEAN'],
      looseItems: [],
      obstructions: [],
      vinScanned: vin,
      capturedAt: now,
      latitude: here.lat,
      longitude: here.lng,
      driverSignature: { name: 'Bench Driver', signedAt: now, latitude: here.lat, longitude: here.lng, imageId: signed },
      customerNotAvailableReason: 'After hours; keys left in the lock box.',
    },
  });
  return { totalMs: performance.now() - started, photosMs: uploadedMs };
};

const reports = async (api: Api) => {
  const jpegs = await photos(12);
  const signature = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');
  const { orderLegs } = await gql<{
    orderLegs: { data: { id: string; transportMethod: string; pickupReportSubmitted?: boolean; vehicle: { vin: string } | null }[] };
  }>(api, '{ orderLegs(first: 50, status: [PENDING_PICKUP]) { data { id transportMethod vehicle { vin } } } }');
  const legs = orderLegs.data.filter((leg) => leg.transportMethod === 'DRIVEN' || leg.transportMethod === 'TOW');
  const runs: { totalMs: number; photosMs: number }[] = [];
  // One untimed report first (the server's codecs and PDF library load on first use).
  for (const [i, leg] of legs.slice(0, REPORTS + 1).entries()) {
    const run = await report(api, leg.id, leg.vehicle?.vin ?? null, jpegs, signature);
    if (i > 0) runs.push(run);
  }
  const median = (values: number[]) => Math.round([...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]);
  return {
    photos: jpegs.length,
    photoKb: Math.round(jpegs.reduce((sum, bytes) => sum + bytes.length, 0) / jpegs.length / 1024),
    runs: runs.length,
    medianMs: median(runs.map((run) => run.totalMs)),
    medianPhotosMs: median(runs.map((run) => run.photosMs)),
    allMs: runs.map((run) => Math.round(run.totalMs)),
  };
};

const measure = async (url: string) => {
  const token = await bearerToken(url);
  const api: Api = { url, token, tenantId: await tenantIdByName(url, token, EAST) };
  const drivable = await drivableLegs(api, 300 + ASSIGNS + 60);
  // The day filter: the earliest day with legs to dispatch (the reshaped legs are picked up today and the next 9 days).
  const day = drivable.find((row) => row.pickupDay !== null)?.pickupDay ?? null;
  const planLegs = drivable.slice(0, 300).map((row) => row.leg.id);
  let i = 0;
  const board = await timeRequests(RUNS, 10, () => gqlTimed(api, BOARD, { first: 50, page: 1 }));
  const boardDay = await timeRequests(RUNS, 10, () => gqlTimed(api, BOARD, { first: 50, page: 1, filter: { from: day, to: day } }));
  const dispatchMap = await timeRequests(Math.min(RUNS, 50), 3, () => gqlTimed(api, MAP, {}));
  const { data: mapped } = await gqlTimed<{ dispatchMap: { total: number; legs: unknown[] } }>(api, MAP, {});
  const suggestions = await timeRequests(RUNS, 10, () => gqlTimed(api, SUGGEST, { legId: drivable[i++ % drivable.length].leg.id }));
  const { data: suggested } = await gqlTimed<{ driverSuggestions: { considered: number } }>(api, SUGGEST, { legId: planLegs[0] });
  // The same after a change to the drivers' facts each time (a driver's leg priority set): the server loads them again
  // (server/dispatch/dispatch.factsCache.ts). The server time is the suggestion's alone.
  const { drivers } = await gql<{ drivers: { data: { id: string; version: number }[] } }>(
    api,
    '{ drivers(first: 1) { data { id version } } }',
  );
  let changed = drivers.data[0];
  const afterChange = await timeRequests(Math.min(RUNS, 60), 2, async () => {
    const { setDriverLegPriority } = await gql<{ setDriverLegPriority: { id: string; version: number } }>(
      api,
      'mutation($id: ID!, $version: Int!) { setDriverLegPriority(id: $id, version: $version, priority: []) { id version } }',
      changed,
    );
    changed = setDriverLegPriority;
    return gqlTimed(api, SUGGEST, { legId: drivable[i++ % drivable.length].leg.id });
  });
  const plan = await timeRequests(PLAN_RUNS, 1, () => gqlTimed(api, PLAN, { legIds: planLegs }));
  const { data: planned } = await gqlTimed<{ planDispatchDay: { pairs: unknown[]; unassigned: unknown[]; driversConsidered: number } }>(
    api,
    PLAN,
    {
      legIds: planLegs,
    },
  );
  const tokenB = await bearerToken(url);
  const assignment = await assignSeen(api, tokenB, drivable.slice(300, 300 + ASSIGNS));
  return {
    boardDay: day,
    board,
    boardDayFilter: boardDay,
    map: { legs: mapped.dispatchMap.legs.length, total: mapped.dispatchMap.total, ...dispatchMap },
    suggestions: { driversConsidered: suggested.driverSuggestions.considered, ...suggestions },
    suggestionsAfterChange: { server: afterChange.server },
    plan: {
      legs: planLegs.length,
      driversConsidered: planned.planDispatchDay.driversConsidered,
      pairs: planned.planDispatchDay.pairs.length,
      unassigned: planned.planDispatchDay.unassigned.length,
      ...plan,
    },
    assignSeen: assignment,
    report12Photos: await reports(api),
  };
};

const run = async (kind: 'pglite' | 'postgres') => {
  const dataDir = tempDir('legwork-bench-dispatch-');
  const env =
    kind === 'pglite'
      ? { DATA_DIR: dataDir, DATABASE_URL: '' }
      : { DATA_DIR: dataDir, DATABASE_URL: await freshDatabase(process.env.DATABASE_URL ?? '', 'legwork_bench_dispatch') };
  const started = performance.now();
  execFileSync('npm', ['run', 'seed', '--', '--orders', String(ORDERS), '--tenant', EAST, '--drivers', String(DRIVERS)], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: 'inherit',
  });
  const data = await reshape(env);
  const seedMs = Math.round(performance.now() - started);
  const server = await startServer(
    ['node', '--enable-source-maps', 'dist/server/main.mjs'],
    { ...env, HOST: '127.0.0.1' },
    kind === 'pglite' ? PORT : PORT + 1,
  );
  try {
    return { seedMs, data, ...(await measure(server.url)) };
  } finally {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
};

export const dispatchServerBench = async () => {
  const pglite = await run('pglite');
  const postgres = process.env.DATABASE_URL ? await run('postgres') : null;
  const met = (result: Awaited<ReturnType<typeof run>>) => ({
    board: Math.max(result.board.server.p95, result.boardDayFilter.server.p95) <= DISPATCH_SERVER_GOALS.boardP95Ms,
    suggestions: result.suggestions.server.p95 <= DISPATCH_SERVER_GOALS.suggestionsP95Ms,
    plan: result.plan.server.p95 <= DISPATCH_SERVER_GOALS.planMs,
    assignSeen: result.assignSeen.answerToEvent.p95 <= DISPATCH_SERVER_GOALS.assignSeenP95Ms,
  });
  return {
    date: new Date().toISOString(),
    ordersEast: ORDERS,
    goals: DISPATCH_SERVER_GOALS,
    pglite,
    postgres,
    goalsMet: { pglite: met(pglite), postgres: postgres ? met(postgres) : null },
  };
};
