import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readSheet } from 'read-excel-file/node';
import { readCsv } from '../../src/domain/csv';
import type { TestClient } from './support/client';
import { count, expectError, one, uploadFile, userIdOf } from './support/helpers';
import { type PortalWorld, portalSession, portalWorld } from './support/portal';
import { seedPricing } from './support/pricing';
import { failStaleImports } from '../../server/imports/imports.stale';
import { startTestServer, type TestServer } from './support/testServer';
import { workbook } from './support/workbooks';

// Spreadsheet import (server/imports): upload, map and check every row, import the rows that passed (each order through
// the orders area's create service), the error file and the ADAPTER_ERROR notice; refusals store nothing.
let server: TestServer;
let world: PortalWorld;
let dispatch: TestClient;
let clara: TestClient;
beforeAll(async () => {
  server = await startTestServer();
  world = await portalWorld(server.db);
  await seedPricing(server.db, world.east, world.northwind);
  dispatch = await portalSession(server.url, 'dispatch@legwork.test');
  clara = await portalSession(server.url, 'client@legwork.test');
});
afterAll(() => server?.close());

const JOB = `id fileName format status headers totalRows processedRows validRows importedRows failedRows error
  columns { field label required header } problems { row messages } errorCsv`;
type Job = {
  id: string;
  status: string;
  format: string;
  totalRows: number;
  validRows: number;
  importedRows: number;
  failedRows: number;
  columns: { field: string; header: string | null; required: boolean }[];
  problems: { row: number; messages: string[] }[];
  errorCsv: string | null;
};

const csv = (rows: string[][]) => new TextEncoder().encode(rows.map((row) => row.join(',')).join('\r\n')) as Uint8Array<ArrayBuffer>;
const upload = (client: TestClient, bytes: Uint8Array<ArrayBuffer>, name: string, clientId?: string) =>
  uploadFile(
    client,
    `mutation($file: File!) { uploadSpreadsheetImport(file: $file${clientId ? `, clientId: "${clientId}"` : ''}) { ${JOB} } }`,
    'file',
    { bytes, name, type: name.endsWith('.xlsx') ? 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' : 'text/csv' },
  );
const uploaded = async (client: TestClient, bytes: Uint8Array<ArrayBuffer>, name: string, clientId?: string) => {
  const result = await upload(client, bytes, name, clientId);
  expect(result.errors).toBeUndefined();
  return (result.data as { uploadSpreadsheetImport: Job }).uploadSpreadsheetImport;
};
const jobOf = async (client: TestClient, id: string) =>
  ((await client.gql(`query($id: ID!) { spreadsheetImport(id: $id) { ${JOB} } }`, { id })).data as { spreadsheetImport: Job })
    .spreadsheetImport;
const settled = async (client: TestClient, id: string, status: string) => {
  for (let i = 0; i < 400; i++) {
    const job = await jobOf(client, id);
    if (job.status === status || job.status === 'FAILED') return job;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`import ${id} never reached ${status}`);
};
const asMapping = (job: Job) => job.columns.map(({ field, header }) => ({ field, header }));
const check = async (client: TestClient, job: Job, mapping = asMapping(job)) => {
  const result = await client.gql(
    'mutation($id: ID!, $mapping: [SpreadsheetColumnInput!]!) { checkSpreadsheetImport(id: $id, mapping: $mapping) { id status } }',
    { id: job.id, mapping },
  );
  expect(result.errors).toBeUndefined();
  return settled(client, job.id, 'CHECKED');
};
const run = async (client: TestClient, job: Job) => {
  const result = await client.gql('mutation($id: ID!) { runSpreadsheetImport(id: $id) { id status } }', { id: job.id });
  expect(result.errors).toBeUndefined();
  return settled(client, job.id, 'DONE');
};

const HEADER = [
  'Client',
  'Client reference',
  'VIN',
  'Year',
  'Make',
  'Model',
  'Pickup name',
  'Pickup address',
  'Pickup city',
  'Pickup state',
  'Pickup postal code',
  'Pickup date',
  'Delivery name',
  'Delivery address',
  'Delivery city',
  'Delivery state',
  'Delivery postal code',
  'Delivery date',
  'Transport method',
];
const row = (client: string, reference: string, changes: { vin?: string; date?: string; method?: string } = {}) => [
  client,
  reference,
  changes.vin ?? '',
  '2021',
  'Toyota',
  'Corolla',
  'Back Bay lot',
  '1 Boylston St',
  'Boston',
  'MA',
  '02116',
  changes.date ?? '2099-03-01',
  'Brooklyn store',
  '10 Court St',
  'Brooklyn',
  'NY',
  '11201',
  '',
  changes.method ?? 'Trucked',
];
const spreadsheetOrders = (clientId: string) =>
  count(server.db, "orders WHERE client_id = $1 AND source = 'SPREADSHEET' AND idempotency_key LIKE 'spreadsheet:%'", [clientId]);

describe('a mixed file from the staff app', () => {
  it('reports every row before storing anything, imports the valid rows and returns the rest as the error file', async () => {
    const rows = [
      row('NWM', 'WK-1', { vin: '1HGCM82633A004352' }),
      row('Northwind Motors', 'WK-2'),
      row('Nope Motors', 'WK-3'),
      row('NWM', 'WK-4', { vin: '1HGCM82633A004353' }),
      row('NWM', 'WK-5', { date: '2020-01-06' }),
      row('NWM', 'WK-6', { method: 'Driven' }),
      row('nwm', 'wk-1'),
    ];
    const before = await spreadsheetOrders(world.northwind);
    const job = await uploaded(dispatch, csv([HEADER, ...rows]), 'weekly.csv');
    expect(job).toMatchObject({ status: 'UPLOADED', format: 'CSV', totalRows: 7 });
    expect(job.columns.find((column) => column.field === 'PICKUP_POSTAL_CODE')?.header).toBe('Pickup postal code');

    const checked = await check(dispatch, job);
    expect(checked).toMatchObject({ status: 'CHECKED', validRows: 2, failedRows: 5 });
    expect(checked.problems.map((problem) => problem.row)).toEqual([3, 4, 5, 6, 7]);
    const messages = Object.fromEntries(checked.problems.map((problem) => [problem.row, problem.messages.join(' ')]));
    expect(messages[3]).toBe('Client: Unknown client "Nope Motors".');
    expect(messages[4]).toMatch(/^VIN: /);
    expect(messages[5]).toBe("Pickup date: Pickup can't be in the past");
    expect(messages[6]).toMatch(/^Route: the rate card cannot price it \(No tariff for DRIVEN/);
    expect(messages[7]).toBe('Client reference: a duplicate of row 1 (the same client and reference).');
    expect(await spreadsheetOrders(world.northwind)).toBe(before);

    const done = await run(dispatch, job);
    expect(done).toMatchObject({ status: 'DONE', importedRows: 2, failedRows: 5 });
    const stored = await server.db.query<{ id: string; referenceNumbers: string[]; state: string }>(
      `SELECT id, reference_numbers AS "referenceNumbers", state FROM orders WHERE client_id = $1 AND idempotency_key LIKE 'spreadsheet:%' AND source = 'SPREADSHEET'
       ORDER BY reference_numbers[1]`,
      [world.northwind],
    );
    expect(stored.rows.map((order) => [order.referenceNumbers, order.state])).toEqual([
      [['WK-1'], 'CALL_CENTER'],
      [['WK-2'], 'CALL_CENTER'],
    ]);
    for (const order of stored.rows)
      expect(await count(server.db, "audit_logs WHERE entity_id = $1 AND event = 'order.create'", [order.id])).toBe(1);
    // The second row's lane is the first's: its order names the places the first stored rather than storing them again.
    const lanes = await server.db.query<{ origin: string; destination: string }>(
      'SELECT origin_id AS origin, destination_id AS destination FROM order_legs WHERE order_id = ANY ($1::uuid[]) ORDER BY number',
      [stored.rows.map((order) => order.id)],
    );
    expect(lanes.rows).toHaveLength(2);
    expect(lanes.rows[1]).toEqual(lanes.rows[0]);
    expect(
      await one(server.db, 'SELECT vin FROM vehicles v JOIN order_legs l ON l.vehicle_id = v.id WHERE l.order_id = $1', [
        stored.rows[0].id,
      ]),
    ).toEqual({ vin: '1HGCM82633A004352' });

    const errorFile = readCsv(done.errorCsv as string);
    expect(errorFile[0]).toEqual([...HEADER, 'Errors']);
    expect(errorFile.slice(1).map((cells) => [cells[1], cells[HEADER.length]])).toEqual([
      ['WK-3', 'Row 3: Client: Unknown client "Nope Motors".'],
      ['WK-4', `Row 4: ${messages[4]}`],
      ['WK-5', "Row 5: Pickup date: Pickup can't be in the past"],
      ['WK-6', `Row 6: ${messages[6]}`],
      ['wk-1', 'Row 7: Client reference: a duplicate of row 1 (the same client and reference).'],
    ]);
    const dispatchId = await userIdOf(server.db, 'dispatch@legwork.test');
    expect(
      await one(server.db, "SELECT title, data FROM notifications WHERE user_id = $1 AND type = 'ADAPTER_ERROR'", [dispatchId]),
    ).toEqual({ title: '5 rows of weekly.csv not imported', data: { spreadsheetImportId: job.id, link: `/orders?import=${job.id}` } });

    // The same file again: its two orders are already there, and nothing is imported twice.
    const again = await check(dispatch, await uploaded(dispatch, csv([HEADER, ...rows]), 'weekly.csv'));
    expect(again.validRows).toBe(0);
    expect(again.problems.slice(0, 2)).toEqual([
      { row: 1, messages: ['Client reference: already imported (an order of this client has it from an earlier import).'] },
      { row: 2, messages: ['Client reference: already imported (an order of this client has it from an earlier import).'] },
    ]);
    expectError(await dispatch.gql('mutation($id: ID!) { runSpreadsheetImport(id: $id) { id } }', { id: again.id }), 'INVALID_TRANSITION');
    expect(await spreadsheetOrders(world.northwind)).toBe(before + 2);
  });

  it('reads the same rows from an Excel workbook', async () => {
    const job = await uploaded(dispatch, workbook([HEADER, row('NWM', 'XL-1')]), 'weekly.xlsx');
    expect(job).toMatchObject({ format: 'XLSX', totalRows: 1 });
    expect(await check(dispatch, job)).toMatchObject({ validRows: 1, failedRows: 0 });
  });
});

describe('a file of two lanes, each repeated', () => {
  it("prices and places every row by its own lane, though the lanes' places and rate card are read once an import", async () => {
    // Boston → Brooklyn, then back: the second lane starts where the first ends (the place the first row stored).
    const back = (cells: string[]) => [
      ...cells.slice(0, 6),
      ...cells.slice(12, 17),
      cells[11],
      ...cells.slice(6, 11),
      cells[17],
      cells[18],
    ];
    const rows = [row('NWM', 'LN-1'), back(row('NWM', 'LN-2')), row('NWM', 'LN-3'), back(row('NWM', 'LN-4'))];
    const job = await check(dispatch, await uploaded(dispatch, csv([HEADER, ...rows]), 'lanes.csv'));
    expect(job).toMatchObject({ validRows: 4, failedRows: 0 });
    expect(await run(dispatch, job)).toMatchObject({ importedRows: 4, failedRows: 0 });
    const orders = await server.db.query<{ id: string; total: number }>(
      `SELECT id, price_total::float8 AS total FROM orders WHERE client_id = $1 AND reference_numbers[1] LIKE 'LN-%'
       ORDER BY reference_numbers[1]`,
      [world.northwind],
    );
    expect(orders.rows).toHaveLength(4);
    const ends = await Promise.all(
      orders.rows.map((order) =>
        one(
          server.db,
          `SELECT po.name AS origin, pd.name AS destination, l.origin_id AS "originId", l.destination_id AS "destinationId"
           FROM order_legs l JOIN locations po ON po.id = l.origin_id JOIN locations pd ON pd.id = l.destination_id WHERE l.order_id = $1`,
          [order.id],
        ),
      ),
    );
    expect(ends.map((end) => [end?.origin, end?.destination])).toEqual([
      ['Back Bay lot', 'Brooklyn store'],
      ['Brooklyn store', 'Back Bay lot'],
      ['Back Bay lot', 'Brooklyn store'],
      ['Brooklyn store', 'Back Bay lot'],
    ]);
    // Each place stored once: the way back names the places the way there stored.
    expect(ends[1]).toMatchObject({ originId: ends[0]?.destinationId, destinationId: ends[0]?.originId });
    expect(ends[2]).toEqual(ends[0]);
    expect(ends[3]).toEqual(ends[1]);
    const lines = await Promise.all(
      orders.rows.map(
        async (order) =>
          (
            await server.db.query<{ type: string; description: string; amount: string }>(
              'SELECT type, description, amount::text AS amount FROM order_line_items WHERE order_id = $1 ORDER BY position',
              [order.id],
            )
          ).rows,
      ),
    );
    // Taxed by the lane's destination (New York 8.875 %, Massachusetts 6.25 %), the fee zones of its own ends.
    expect(lines[0].find((line) => line.type === 'TAX')?.description).toBe('Tax 8.875%');
    expect(lines[1].find((line) => line.type === 'TAX')?.description).toBe('Tax 6.25%');
    expect(lines[2]).toEqual(lines[0]);
    expect(lines[3]).toEqual(lines[1]);
    expect(orders.rows[0].total).not.toBe(orders.rows[1].total);
  });
});

describe('a batch the database refuses', () => {
  it('imports its rows one by one: the refused row comes back with its reason and the others are stored whole', async () => {
    // The database refuses one order (as a failing constraint would) only when the import writes it: the check passed it.
    await server.db.query(`CREATE FUNCTION test_refuse_order() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'refused for the test'; END $$`);
    await server.db.query(`CREATE TRIGGER test_refuse_order BEFORE INSERT ON orders FOR EACH ROW
      WHEN ('FB-3' = ANY (NEW.reference_numbers)) EXECUTE FUNCTION test_refuse_order()`);
    try {
      const rows = ['FB-1', 'FB-2', 'FB-3', 'FB-4', 'FB-5'].map((reference) => row('NWM', reference));
      const job = await check(dispatch, await uploaded(dispatch, csv([HEADER, ...rows]), 'refused.csv'));
      expect(job).toMatchObject({ validRows: 5, failedRows: 0 });
      const done = await run(dispatch, job);
      expect(done).toMatchObject({ importedRows: 4, failedRows: 1, problems: [{ row: 3, messages: ['The order could not be saved.'] }] });
      const stored = await server.db.query<{ reference: string; legs: number; vehicles: number; audit: number }>(
        `SELECT o.reference_numbers[1] AS reference, o.leg_count AS legs,
           (SELECT count(*)::int FROM order_legs l JOIN vehicles v ON v.id = l.vehicle_id WHERE l.order_id = o.id) AS vehicles,
           (SELECT count(*)::int FROM audit_logs a WHERE a.entity_id = o.id::text AND a.event IN ('order.create', 'order.submit')) AS audit
         FROM orders o WHERE o.client_id = $1 AND o.reference_numbers[1] LIKE 'FB-%' ORDER BY 1`,
        [world.northwind],
      );
      expect(stored.rows).toEqual(['FB-1', 'FB-2', 'FB-4', 'FB-5'].map((reference) => ({ reference, legs: 1, vehicles: 1, audit: 2 })));
      // Nothing of the refused batch's first attempt was left behind: one vehicle an order.
      expect(
        await count(server.db, 'vehicles v WHERE v.client_id = $1 AND NOT EXISTS (SELECT 1 FROM order_legs l WHERE l.vehicle_id = v.id)', [
          world.northwind,
        ]),
      ).toBe(0);
    } finally {
      await server.db.query('DROP TRIGGER test_refuse_order ON orders');
      await server.db.query('DROP FUNCTION test_refuse_order()');
    }
  });
});

describe('uploads that are not a spreadsheet of orders', () => {
  const refused = async (bytes: Uint8Array<ArrayBuffer>, name: string, message: string) => {
    const before = await count(server.db, 'spreadsheet_imports');
    const error = expectError(await upload(dispatch, bytes, name), 'BAD_USER_INPUT');
    expect(error.extensions.errors).toEqual({ file: [message] });
    expect(await count(server.db, 'spreadsheet_imports')).toBe(before);
  };

  it('refuses a text file named .xlsx, a PNG named .csv and a ZIP that is no workbook', async () => {
    await refused(
      csv([HEADER, row('NWM', 'F-1')]),
      'orders.xlsx',
      'The file is named .xlsx but is not an Excel workbook: its content is text.',
    );
    const png = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
    await refused(png, 'orders.csv', 'The file is a PNG image: upload a CSV or an Excel workbook (.xlsx).');
  });

  it('refuses a workbook whose sheet unpacks past 200 MB before inflating it', async () => {
    // One cell of 201 MB of spaces: the sheet's XML unpacks past 200 MB, its deflated bytes are a few hundred KB.
    const bomb = workbook([[' '.repeat(201 * 1024 * 1024)]]);
    expect(bomb.length).toBeLessThan(1024 * 1024);
    await refused(bomb, 'bomb.xlsx', 'The workbook unpacks to more than 200 MB: save its orders as a smaller file or a CSV.');
  });

  it('refuses 50,001 rows with their count', async () => {
    const line = row('NWM', 'R').join(',');
    const text = `${HEADER.join(',')}\r\n${Array.from({ length: 50_001 }, () => line).join('\r\n')}`;
    await refused(
      new TextEncoder().encode(text) as Uint8Array<ArrayBuffer>,
      'big.csv',
      'The file has 50,001 rows; an import takes at most 50,000. Split it and import each part.',
    );
  });
});

describe('the template', () => {
  const templates = async (client: TestClient) => {
    const { data } = await client.gql('{ spreadsheetImportTemplate spreadsheetImportTemplateXlsx }');
    const { spreadsheetImportTemplate: text, spreadsheetImportTemplateXlsx: base64 } = data as Record<string, string>;
    return {
      csv: readCsv(text),
      xlsx: (await readSheet(Buffer.from(base64, 'base64'))).map((cells) => cells.map((cell) => (cell === null ? '' : String(cell)))),
    };
  };

  it('is the same header row and example order as CSV and as an Excel workbook', async () => {
    const staff = await templates(dispatch);
    expect(staff.csv[0]).toEqual(expect.arrayContaining(['Client', 'Client reference', 'Pickup postal code']));
    expect(staff.xlsx).toEqual(staff.csv.slice(0, 2));
    expect(staff.xlsx[1][staff.csv[0].indexOf('Pickup postal code')]).toBe('30303');
    // A client's rows need no client column.
    const portal = await templates(clara);
    expect(portal.csv[0]).not.toContain('Client');
    expect(portal.xlsx).toEqual(portal.csv.slice(0, 2));
  });
});

describe('a client imports in the portal', () => {
  it('cannot import for another client: the upload is NOT_FOUND and a row naming one is refused', async () => {
    const before = await count(server.db, 'spreadsheet_imports');
    expectError(await upload(clara, csv([HEADER, row('RVL', 'P-1')]), 'mine.csv', world.rival), 'NOT_FOUND');
    expect(await count(server.db, 'spreadsheet_imports')).toBe(before);
    const job = await uploaded(clara, csv([HEADER, row('Rival Motors', 'P-1'), row('', 'P-2')]), 'mine.csv');
    const checked = await check(clara, job);
    expect(checked.problems).toEqual([{ row: 1, messages: ['Client: Unknown client "Rival Motors".'] }]);
    const done = await run(clara, checked);
    expect(done).toMatchObject({ importedRows: 1, failedRows: 1 });
    // Filed with the call center as the portal's wizard files a client's order: CALL_CENTER, its leg waiting for staff.
    const order = (await one(server.db, `SELECT id, client_id AS "clientId", state FROM orders WHERE reference_numbers = '{P-2}'`)) as {
      id: string;
    };
    expect(order).toMatchObject({ clientId: world.northwind, state: 'CALL_CENTER' });
    expect(await one(server.db, 'SELECT status FROM order_legs WHERE order_id = $1', [order.id])).toEqual({ status: 'UNACKNOWLEDGED' });
    expect(await count(server.db, "audit_logs WHERE entity_id = $1 AND event = 'order.submit'", [order.id])).toBe(1);
    // Staff's imports are not the client's to read.
    const staffJob = await uploaded(dispatch, csv([HEADER, row('NWM', 'S-1')]), 'staff.csv');
    expect(await jobOf(clara, staffJob.id)).toBeNull();
  });

  it("remembers the client's mapping for its next file", async () => {
    const theirs = [
      'Auftrag',
      'Fahrzeug',
      'Marke',
      'Modell',
      'Von',
      'Von Strasse',
      'Von Stadt',
      'Von Land',
      'Von PLZ',
      'Nach',
      'Nach Strasse',
      'Nach Stadt',
      'Nach Land',
      'Nach PLZ',
      'Art',
    ];
    const cells = [
      'M-1',
      '',
      'Toyota',
      'Corolla',
      'Back Bay lot',
      '1 Boylston St',
      'Boston',
      'MA',
      '02116',
      'Brooklyn store',
      '10 Court St',
      'Brooklyn',
      'NY',
      '11201',
      'TRUCKED',
    ];
    const first = await uploaded(clara, csv([theirs, cells]), 'liste.csv');
    expect(first.columns.filter((column) => column.header !== null)).toEqual([]);
    const fields = [
      'REFERENCE',
      'VIN',
      'MAKE',
      'MODEL',
      'PICKUP_NAME',
      'PICKUP_ADDRESS',
      'PICKUP_CITY',
      'PICKUP_STATE',
      'PICKUP_POSTAL_CODE',
      'DELIVERY_NAME',
      'DELIVERY_ADDRESS',
      'DELIVERY_CITY',
      'DELIVERY_STATE',
      'DELIVERY_POSTAL_CODE',
      'TRANSPORT_METHOD',
    ];
    const mapping = fields.map((field, i) => ({ field, header: theirs[i] }));
    expect(await check(clara, first, mapping)).toMatchObject({ validRows: 1 });
    const second = await uploaded(clara, csv([theirs, ['M-2', ...cells.slice(1)]]), 'liste-2.csv');
    expect(second.columns.filter((column) => column.header !== null).map(({ field, header }) => ({ field, header }))).toEqual(mapping);
    // The staff's own mapping (no client named) is another one.
    const staff = await uploaded(dispatch, csv([theirs, cells]), 'liste.csv');
    expect(staff.columns.filter((column) => column.header !== null)).toEqual([]);
  });

  it('refuses a mapping without the required columns, changing nothing', async () => {
    const job = await uploaded(clara, csv([['Ref'], ['X']]), 'short.csv');
    const error = expectError(
      await clara.gql(
        'mutation($id: ID!, $mapping: [SpreadsheetColumnInput!]!) { checkSpreadsheetImport(id: $id, mapping: $mapping) { id } }',
        {
          id: job.id,
          mapping: [{ field: 'REFERENCE', header: 'Nope' }],
        },
      ),
      'BAD_USER_INPUT',
    );
    expect(Object.keys(error.extensions.errors as object)).toEqual(['mapping.0.header', 'mapping']);
    expect(await jobOf(clara, job.id)).toMatchObject({ status: 'UPLOADED' });
  });
});

describe('an import a restart stopped', () => {
  it('is FAILED with what it did once its progress has not moved for ten minutes, and a moving one is left alone', async () => {
    const stopped = await uploaded(dispatch, csv([HEADER, row('NWM', 'ST-1')]), 'stopped.csv');
    const moving = await uploaded(dispatch, csv([HEADER, row('NWM', 'ST-2')]), 'moving.csv');
    await server.db.query(
      "UPDATE spreadsheet_imports SET status = 'IMPORTING', imported_rows = 3, updated_at = now() - interval '11 minutes' WHERE id = $1",
      [stopped.id],
    );
    await server.db.query("UPDATE spreadsheet_imports SET status = 'IMPORTING', updated_at = now() - interval '9 minutes' WHERE id = $1", [
      moving.id,
    ]);
    await failStaleImports(server.db);
    expect(await one(server.db, 'SELECT status, error FROM spreadsheet_imports WHERE id = $1', [stopped.id])).toEqual({
      status: 'FAILED',
      error:
        'The import stopped when the server restarted, after 3 orders. Upload the file again: the rows already imported are reported as such, the others are imported.',
    });
    expect(await one(server.db, 'SELECT status FROM spreadsheet_imports WHERE id = $1', [moving.id])).toEqual({ status: 'IMPORTING' });
  });
});
