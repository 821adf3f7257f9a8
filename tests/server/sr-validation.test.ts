import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withContext } from '../../server/db/database';
import { CsvReader, NO_VIN_COLUMN, SR_CATEGORY_LABELS, SR_RESULT_HEADER } from '../../src/domain/storage/srValidation';
import { vinCheckDigit } from '../../src/domain/vin';
import { signedIn, type TestClient } from './support/client';
import { PNG, tenantIdOf } from './support/helpers';
import { startTestServer, type TestServer } from './support/testServer';

// The SR validation tool over HTTP (issue 16): a client's list reconciled against the storage records on site.
let server: TestServer;
let storage: TestClient;
let east: string;
let north: string;
let clientId: string;
let otherClientId: string;
let northClientId: string;
let northYard: string;
let southYard: string;
let northTenantYard: string;

/** A valid 17-character VIN for each number (check digit computed), so the list's rows are well-formed. */
const vinOf = (n: number): string => {
  const base = `1FTFW1E5${'0'}X${String(n).padStart(7, '0')}`;
  return `${base.slice(0, 8)}${vinCheckDigit(base)}${base.slice(9)}`;
};

type Summary = {
  counts: Record<string, number>;
  rows: Record<
    string,
    { row: number | null; vin: string | null; recordNumber: string | null; note: string | null; legworkFacility: string | null }[]
  >;
  listRows: number;
  recordsOnSite: number;
  download: { url: string; fileName: string };
};

const send = async (
  client: TestClient,
  body: BodyInit,
  options: { clientId?: string; facilityId?: string; type?: string; tenant?: string; csrf?: boolean } = {},
) => {
  const query = new URLSearchParams({
    clientId: options.clientId ?? clientId,
    ...(options.facilityId ? { facilityId: options.facilityId } : {}),
  });
  const headers: Record<string, string> = {
    accept: 'application/json',
    cookie: client.cookieHeader(),
    'content-type': options.type ?? 'text/csv',
    'x-tenant': options.tenant ?? client.tenant,
  };
  if (options.csrf !== false) headers['x-xsrf-token'] = decodeURIComponent(client.xsrf);
  const response = await fetch(`${server.url}/api/storage/sr-validation?${query}`, { method: 'POST', headers, body });
  const text = await response.text();
  return {
    status: response.status,
    body: (text ? JSON.parse(text) : null) as Summary & { message: string; errors?: Record<string, string[]> },
  };
};

/** A download's status, headers and text (the body is always read, so no connection is left open). */
const download = async (client: TestClient, url: string) => {
  const response = await fetch(`${server.url}${url}`, { headers: { cookie: client.cookieHeader() } });
  return { status: response.status, headers: response.headers, text: await response.text() };
};

const resultFiles = () => {
  const dir = path.join(server.config.dataDir, 'sr-validation');
  return fs.existsSync(dir) ? fs.readdirSync(dir).length : 0;
};

/** Inserts a STORAGE location with its facility row as the tenant's application role. */
const facility = async (tenantId: string, name: string) =>
  withContext(server.db, { tenantId, userId: null }, async (tx) => {
    const { rows } = await tx.query<{ id: string }>(
      `INSERT INTO locations (tenant_id, name, type, address1, city, state_province, postal_code)
       VALUES ($1, $2, 'STORAGE', '1 Yard Rd', 'Newark', 'NJ', '07105') RETURNING id`,
      [tenantId, name],
    );
    await tx.query('INSERT INTO storage_facilities (tenant_id, location_id, capacity) VALUES ($1, $2, 10000)', [tenantId, rows[0].id]);
    return rows[0].id;
  });

const insertClient = async (tenantId: string, name: string) =>
  withContext(server.db, { tenantId, userId: null }, async (tx) => {
    const { rows } = await tx.query<{ id: string }>('INSERT INTO clients (tenant_id, display_name) VALUES ($1, $2) RETURNING id', [
      tenantId,
      name,
    ]);
    return rows[0].id;
  });

type Seeded = { n: number; client: string; facility: string; status: string; problemFrom?: string; deleted?: boolean; stock?: boolean };

/** Vehicles and storage records in one statement each: vehicle n gets VIN vinOf(n) and stock number STK-n. */
const records = async (tenantId: string, from: number, to: number, seed: Omit<Seeded, 'n'>) =>
  withContext(server.db, { tenantId, userId: null }, async (tx) => {
    const numbers = Array.from({ length: to - from + 1 }, (_, i) => from + i);
    await tx.query(
      `WITH v AS (
         INSERT INTO vehicles (tenant_id, client_id, vin, stock_number)
         SELECT $1, $2, vin, 'STK-' || n FROM unnest($3::int[], $4::text[]) AS x(n, vin) RETURNING id, vin, stock_number)
       INSERT INTO storage_records (tenant_id, number, facility_id, client_id, vehicle_id, vin, storage_type, movement_kind, status,
         problem_from, reserved_from, checked_in_at, deleted_at)
       SELECT $1, 'SR-' || (8800000 + substring(v.stock_number FROM 5)::int), $5, $2, v.id, v.vin, 'STORAGE', 'CLIENT_IN', $6, $7,
         current_date - 3, now() - interval '3 days', CASE WHEN $8 THEN now() END
       FROM v`,
      [tenantId, seed.client, numbers, numbers.map(vinOf), seed.facility, seed.status, seed.problemFrom ?? null, seed.deleted ?? false],
    );
  });

beforeAll(async () => {
  server = await startTestServer();
  storage = await signedIn(server.url, 'storage@legwork.test');
  east = await tenantIdOf(server.db, 'Legwork East');
  north = await tenantIdOf(server.db, 'Legwork North');
  clientId = await insertClient(east, 'Yardley Motors');
  otherClientId = await insertClient(east, 'Other Motors');
  northClientId = await insertClient(north, 'Northern Motors');
  northYard = await facility(east, 'Test North Yard');
  southYard = await facility(east, 'Test South Yard');
  northTenantYard = await facility(north, 'North Tenant Yard');
  // On site for the client: 1–4200 (1–10 a PROBLEM raised while on site), at the north yard.
  await records(east, 1, 10, { client: clientId, facility: northYard, status: 'PROBLEM', problemFrom: 'RETURNED' });
  await records(east, 11, 4200, { client: clientId, facility: northYard, status: 'RETURNED' });
  // In Legwork but not on site, or not this client's: the list's rows for them are "not in Legwork".
  await records(east, 5001, 5050, { client: clientId, facility: northYard, status: 'PICKED_UP' });
  await records(east, 5051, 5060, { client: otherClientId, facility: northYard, status: 'RETURNED' });
  await records(east, 5061, 5061, { client: clientId, facility: northYard, status: 'PROBLEM', problemFrom: 'RESERVED' });
  await records(east, 5062, 5062, { client: clientId, facility: northYard, status: 'RETURNED', deleted: true });
  await records(north, 5063, 5063, { client: northClientId, facility: northTenantYard, status: 'RETURNED' });
});
afterAll(() => server?.close());

/**
 * The 5,000-row list: 3,800 at the right yard (100 of them by stock number only), 200 said to be at the south
 * yard, 900 not on site for this client, 50 malformed VINs, 50 repeats. Records 4001–4200 are on site but unlisted.
 */
const LIST = (() => {
  const lines = ['\uFEFF"Vehicle VIN","Stock #","Facility"'];
  for (let n = 1; n <= 3700; n++) lines.push(`${vinOf(n).toLowerCase()},STK-${n},Test North Yard`);
  for (let n = 3701; n <= 3800; n++) lines.push(`,stk-${n},"test north yard"`);
  for (let n = 3801; n <= 4000; n++) lines.push(`${vinOf(n)},,Test South Yard`);
  for (let n = 5001; n <= 5900; n++) lines.push(`${vinOf(n)},,Test North Yard`);
  for (let n = 1; n <= 50; n++) lines.push(`BAD${n},,Test North Yard`);
  for (let n = 1; n <= 50; n++) lines.push(`${vinOf(n)},,Test North Yard`);
  return `${lines.join('\r\n')}\r\n`;
})();

const EXPECTED = { MATCHED: 3800, WRONG_FACILITY: 200, IN_LEGWORK_ONLY: 200, IN_LIST_ONLY: 900, INVALID: 50, DUPLICATE: 50 };

describe('reconciling a client list', () => {
  it('reconciles a 5,000-row CSV into known counts per category, with the first rows of each', async () => {
    const { status, body } = await send(storage, LIST);
    expect(status).toBe(200);
    expect(body.counts).toEqual(EXPECTED);
    expect(body.listRows).toBe(5000);
    expect(body.recordsOnSite).toBe(4200);
    expect(body.rows.MATCHED).toHaveLength(100);
    expect(body.rows.INVALID).toHaveLength(50);
    expect(body.rows.WRONG_FACILITY[0]).toMatchObject({
      legworkFacility: 'Test North Yard',
      note: 'The list expects it at Test South Yard.',
    });
    expect(body.rows.DUPLICATE[0]).toMatchObject({ row: 4952, vin: vinOf(1), note: 'The same VIN as row 2.' });
    // The PROBLEM raised on site counts as on site; the one raised before check-in, a pick-up, another client's and a deleted one do not.
    const matchedNumbers = new Set(
      (await resultRows(storage, body.download.url)).filter((row) => row[0] === 'Matched').map((row) => row[6]),
    );
    expect(matchedNumbers.has('SR-8800001')).toBe(true);
    const listOnly = body.rows.IN_LIST_ONLY.map((row) => row.vin);
    expect(listOnly).toContain(vinOf(5001));
    expect(listOnly).toContain(vinOf(5051));
  });

  it('writes every row to the downloadable result CSV, which only its owner can fetch', async () => {
    const { body } = await send(storage, LIST);
    const response = await download(storage, body.download.url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toContain(`filename="${body.download.fileName}"`);
    expect(body.download.fileName).toMatch(/^sr-validation-yardley-motors-\d{4}-\d{2}-\d{2}\.csv$/);
    const rows = await resultRows(storage, body.download.url);
    expect(rows[0]).toEqual([...SR_RESULT_HEADER]);
    const tally: Record<string, number> = {};
    for (const row of rows.slice(1)) tally[row[0]] = (tally[row[0]] ?? 0) + 1;
    expect(tally).toEqual(
      Object.fromEntries(Object.entries(EXPECTED).map(([category, n]) => [SR_CATEGORY_LABELS[category as keyof typeof EXPECTED], n])),
    );
    const byStock = rows.find((row) => row[6] === 'SR-8803750');
    expect(byStock).toEqual([
      'Matched',
      '3751',
      vinOf(3750),
      'STK-3750',
      'test north yard',
      'Test North Yard',
      'SR-8803750',
      expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/),
      'Matched by stock number.',
    ]);
    const unlisted = rows.find((row) => row[6] === 'SR-8804100');
    expect(unlisted?.slice(0, 3)).toEqual(['In Legwork, not in the list', '', vinOf(4100)]);
    // Another storage user (the admin) gets nothing for the same link.
    const admin = await signedIn(server.url, 'admin@legwork.test', 'Legwork East');
    expect((await download(admin, body.download.url)).status).toBe(404);
    expect((await download(storage, '/api/storage/sr-validation/not-a-token')).status).toBe(404);
  });

  it('checks against the chosen facility when the list names none, leaving the other yards out', async () => {
    const list = `VIN\n${vinOf(1)}\n${vinOf(4100)}\n`;
    const atNorth = await send(storage, list, { facilityId: northYard });
    expect(atNorth.body.counts).toMatchObject({ MATCHED: 2, IN_LEGWORK_ONLY: 4198, WRONG_FACILITY: 0 });
    const atSouth = await send(storage, list, { facilityId: southYard });
    expect(atSouth.body.counts).toMatchObject({ MATCHED: 0, WRONG_FACILITY: 2, IN_LEGWORK_ONLY: 0 });
  });

  it('reads a semicolon-separated export with quoted fields', async () => {
    const { status, body } = await send(
      storage,
      `"VIN";"Stock no";"Lot"\r\n"${vinOf(1)}";"STK-1";"Test North Yard"\r\n"${vinOf(2)}";"";"Test South Yard"\r\n`,
    );
    expect(status).toBe(200);
    expect(body.counts).toMatchObject({ MATCHED: 1, WRONG_FACILITY: 1, IN_LEGWORK_ONLY: 4198 });
  });

  it('takes a pasted column of VINs with no header', async () => {
    const { status, body } = await send(storage, `${vinOf(1)}\n${vinOf(2)}\n`, { type: 'text/plain' });
    expect(status).toBe(200);
    expect(body.counts).toMatchObject({ MATCHED: 2, IN_LEGWORK_ONLY: 4198 });
  });
});

const resultRows = async (client: TestClient, url: string): Promise<string[][]> => {
  const { text } = await download(client, url);
  const rows: string[][] = [];
  const reader = new CsvReader((cells) => rows.push(cells));
  reader.push(text);
  reader.end();
  return rows;
};

describe('refusals change nothing', () => {
  const refused = async (
    result: Promise<{ status: number; body: { message: string; errors?: Record<string, string[]> } }>,
    status: number,
    message: string | RegExp,
  ) => {
    const before = resultFiles();
    const { status: actual, body } = await result;
    expect(actual).toBe(status);
    expect(body.message).toMatch(message);
    expect(resultFiles()).toBe(before);
    return body;
  };

  it('refuses what is not a CSV: an image, a PDF or a workbook sent as CSV, binary text', async () => {
    await refused(send(storage, PNG, { type: 'image/png' }), 422, /not a CSV/);
    const body = await refused(
      send(storage, PNG),
      422,
      'The file is not a CSV (it is a PNG image): save the list as "CSV (comma delimited)" and upload that.',
    );
    expect(body.errors).toEqual({ file: [body.message] });
    await refused(send(storage, '%PDF-1.7\n'), 422, /it is a PDF/);
    await refused(send(storage, new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2])), 422, /Excel workbook/);
    await refused(send(storage, new Uint8Array([0x56, 0x49, 0x4e, 0x0a, 0xc3, 0x28])), 422, /not a CSV/);
  });

  it('refuses a list over 10 MB with 413, and one without a VIN column naming the headers it looks for', async () => {
    await refused(send(storage, `VIN\n${'x'.repeat(10 * 1024 * 1024)}\n`), 413, /larger than 10 MB/);
    const body = await refused(send(storage, 'Make,Model\nFord,F-150\n'), 422, NO_VIN_COLUMN);
    expect(body.errors).toEqual({ file: [NO_VIN_COLUMN] });
    await refused(send(storage, ''), 422, /empty/);
    await refused(
      send(storage, `VIN\n${`${vinOf(1)}\n`.repeat(100_001)}`),
      422,
      'The list has more than 100,000 vehicles: split it and check each part.',
    );
  });

  it('answers 419 without the CSRF token, 401 signed out and 403 to staff outside storage', async () => {
    await refused(send(storage, LIST, { csrf: false }), 419, 'CSRF token mismatch.');
    const dispatch = await signedIn(server.url, 'dispatch@legwork.test');
    await refused(send(dispatch, LIST), 403, 'This action is unauthorized.');
    const portal = await signedIn(server.url, 'client@legwork.test');
    await refused(send(portal, LIST), 403, 'This action is unauthorized.');
    const anonymous = { cookieHeader: () => '', xsrf: '', tenant: east } as unknown as TestClient;
    await refused(send(anonymous, LIST, { csrf: false }), 419, 'CSRF token mismatch.');
    expect((await download(anonymous, '/api/storage/sr-validation/x')).status).toBe(401);
  });

  it('keeps tenants apart: another tenant, its client or its facility is not found, and a foreign tenant is refused', async () => {
    await refused(send(storage, LIST, { clientId: northClientId }), 404, 'Not Found.');
    await refused(send(storage, LIST, { facilityId: northTenantYard }), 404, 'Not Found.');
    await refused(send(storage, LIST, { clientId: 'not-a-uuid' }), 404, 'Not Found.');
    await refused(send(storage, LIST, { tenant: north }), 403, 'You do not have access to this tenant.');
    // The admin belongs to both: in North, East's client is not there.
    const admin = await signedIn(server.url, 'admin@legwork.test', 'Legwork North');
    await refused(send(admin, LIST), 404, 'Not Found.');
    const { body } = await send(admin, `VIN\n${vinOf(5063)}\n`, { clientId: northClientId });
    expect(body.counts).toMatchObject({ MATCHED: 1, IN_LEGWORK_ONLY: 0 });
  });

  it('asks for the client when none is given', async () => {
    const body = await refused(send(storage, LIST, { clientId: '' }), 422, 'Choose the client whose list this is.');
    expect(body.errors).toEqual({ clientId: ['Choose the client whose list this is.'] });
  });
});
