import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod';
import { reportPeriodSchema } from '../../src/domain/reports/period';
import type { ReportResult } from '../../src/domain/reports/table';
import type { AuthUser } from '../../server/auth/users';
import { defineReport, REPORT_ROLES, runReportAs } from '../../server/reports/reports.public';
import { executeRun } from '../../server/reports/reports.runs';
import { signedIn, type TestClient } from './support/client';
import { expectError, one, tenantIdOf, userIdOf } from './support/helpers';
import { startTestServer, type TestServer } from './support/testServer';

// The report kit (server/reports): a run kept for its user only, its result and CSV, a long run's CUSTOM_REPORT_CSV
// notification, a failure in words; runReport's own refusals. Each report's figures are tested in its area's tests.
let server: TestServer;
let admin: TestClient;
let dispatch: TestClient;
let east: string;
let adminId: string;
beforeAll(async () => {
  server = await startTestServer();
  admin = await signedIn(server.url, 'admin@legwork.test', 'Legwork East');
  dispatch = await signedIn(server.url, 'dispatch@legwork.test');
  east = await tenantIdOf(server.db, 'Legwork East');
  adminId = await userIdOf(server.db, 'admin@legwork.test');
});
afterAll(() => server?.close());

/** A report of the orders the tenant took per day of the period: counted under the caller's RLS. */
const ordersByDay = defineReport({
  name: 'kit-test-orders',
  title: 'Orders by day',
  page: '/admin/reports',
  roles: REPORT_ROLES,
  params: z.object({ period: reportPeriodSchema }),
  run: async (rc, { period }) => {
    const { rows } = await rc.tx.query<{ tenants: number; orders: number }>(
      'SELECT count(DISTINCT tenant_id)::int AS tenants, count(*)::int AS orders FROM orders WHERE created_at::date BETWEEN $1 AND $2',
      [period.from, period.to],
    );
    rc.progress(1, 1);
    return {
      currency: rc.currency,
      distanceUnit: rc.distanceUnit,
      volumeUnit: 'gal',
      period,
      tables: [
        {
          key: 'orders',
          title: 'Orders',
          columns: [
            { key: 'tenants', label: 'Tenants', kind: 'int' },
            { key: 'orders', label: 'Orders', kind: 'int' },
            { key: 'value', label: 'Value', kind: 'money' },
          ],
          rows: [{ cells: { tenants: rows[0]?.tenants ?? 0, orders: rows[0]?.orders ?? 0, value: 123456 } }],
        },
      ],
    } satisfies ReportResult;
  },
});

const YEARS = { kind: 'CUSTOM' as const, from: '2000-01-01', to: '2099-12-31' };
const WIDE = { kind: 'CUSTOM' as const, from: '2020-01-01', to: '2024-12-31' };
const newRun = async () => {
  const run = await one<{ id: string }>(
    server.db,
    `INSERT INTO report_runs (tenant_id, user_id, report, params) VALUES ($1, $2, 'kit-test-orders', '{}') RETURNING id`,
    [east, adminId],
  );
  return run?.id ?? '';
};
const adminActor = async () => ({ tenantId: east, user: { id: adminId, roles: ['ADMIN'] } as unknown as AuthUser });
const RUN = 'id report status done total result error csvUrl';

describe('the report kit', () => {
  it('computes a report under the caller’s row-level security: one tenant’s rows', async () => {
    const result = await runReportAs(server.db, { tenantId: east, userId: adminId }, ordersByDay, { period: WIDE });
    const cells = result.tables[0]?.rows[0]?.cells;
    expect(cells?.tenants).toBeLessThanOrEqual(1);
    const all = await one<{ n: number }>(
      server.db,
      "SELECT count(*)::int AS n FROM orders WHERE tenant_id = $1 AND created_at::date BETWEEN '2020-01-01' AND '2024-12-31'",
      [east],
    );
    expect(cells?.orders).toBe(all?.n);
  });

  it('refuses a period past five years or a from after its to, by field', async () => {
    await expect(runReportAs(server.db, { tenantId: east, userId: adminId }, ordersByDay, { period: YEARS })).rejects.toMatchObject({
      extensions: { code: 'BAD_USER_INPUT', errors: { 'params.period.from': [expect.stringContaining('5 years')] } },
    });
    await expect(
      runReportAs(server.db, { tenantId: east, userId: adminId }, ordersByDay, {
        period: { kind: 'CUSTOM', from: '2026-03-02', to: '2026-03-01' },
      }),
    ).rejects.toMatchObject({ extensions: { code: 'BAD_USER_INPUT', errors: { 'params.period.to': [expect.any(String)] } } });
  });

  it('keeps a finished run’s result for its user, with its CSV, and tells nobody when it was quick', async () => {
    const id = await newRun();
    await executeRun({ db: server.db, events: server.events }, await adminActor(), { id }, ordersByDay, { period: WIDE });
    const read = await admin.gql<{ reportRun: { status: string; result: ReportResult; csvUrl: string } }>(
      `query($id: ID!) { reportRun(id: $id) { ${RUN} } }`,
      { id },
    );
    expect(read.errors).toBeUndefined();
    expect(read.data?.reportRun).toMatchObject({ status: 'DONE', csvUrl: `/api/report-runs/${id}/csv` });
    expect(read.data?.reportRun.result.tables[0].rows[0].cells.value).toBe(123456);
    const csv = await admin.request('GET', `/api/report-runs/${id}/csv?table=orders`);
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toContain('text/csv');
    expect(csv.headers.get('content-disposition')).toContain('kit-test-orders-orders-2020-01-01-to-2024-12-31.csv');
    const text = String(csv.body);
    expect(text.split('\r\n')[0]).toBe('Tenants,Orders,Value (USD)');
    expect(text.split('\r\n')[1]).toMatch(/^[01],\d+,1234\.56$/);
    expect(await one(server.db, "SELECT count(*)::int AS n FROM notifications WHERE data->>'reportRunId' = $1", [id])).toEqual({ n: 0 });
  });

  it('tells its user when a run took longer than two seconds (CUSTOM_REPORT_CSV, linking the run)', async () => {
    const id = await newRun();
    let clock = 0;
    await executeRun(
      { db: server.db, events: server.events },
      await adminActor(),
      { id },
      ordersByDay,
      { period: WIDE },
      () => (clock += 2500),
    );
    const sent = await one<{ type: string; data: { link: string; csv: string } }>(
      server.db,
      "SELECT type, data FROM notifications WHERE data->>'reportRunId' = $1",
      [id],
    );
    expect(sent?.type).toBe('CUSTOM_REPORT_CSV');
    expect(sent?.data.link).toBe(`/admin/reports?run=${id}`);
    expect(sent?.data.csv).toBe(`/api/report-runs/${id}/csv`);
  });

  it('words a failed run for its user and keeps no result', async () => {
    const id = await newRun();
    const broken = { ...ordersByDay, run: async () => Promise.reject(new Error('relation "nowhere" does not exist')) };
    await executeRun({ db: server.db, events: server.events }, await adminActor(), { id }, broken, { period: WIDE });
    const read = await admin.gql<{ reportRun: { status: string; error: string; result: null; csvUrl: null } }>(
      `query($id: ID!) { reportRun(id: $id) { ${RUN} } }`,
      { id },
    );
    expect(read.data?.reportRun).toMatchObject({ status: 'FAILED', result: null, csvUrl: null });
    expect(read.data?.reportRun.error).toMatch(/failed to run/);
    expect(read.data?.reportRun.error).not.toContain('nowhere');
  });

  it('never shows a run to another user: NOT_FOUND, and its CSV is not found', async () => {
    const id = await newRun();
    await executeRun({ db: server.db, events: server.events }, await adminActor(), { id }, ordersByDay, { period: WIDE });
    expectError(await dispatch.gql(`query($id: ID!) { reportRun(id: $id) { ${RUN} } }`, { id }), 'NOT_FOUND');
    expect((await dispatch.request('GET', `/api/report-runs/${id}/csv`)).status).toBe(404);
    expectError(await admin.gql(`query { reportRun(id: "not-an-id") { ${RUN} } }`), 'NOT_FOUND');
    expect((await new (admin.constructor as typeof TestClient)(server.url).request('GET', `/api/report-runs/${id}/csv`)).status).toBe(401);
  });

  it('answers an unknown report name with a field error, and a report outside the caller’s roles with FORBIDDEN', async () => {
    const unknown = await admin.gql(`mutation { runReport(report: "nope", params: {}) { ${RUN} } }`);
    expect(expectError(unknown, 'BAD_USER_INPUT').extensions.errors).toEqual({ report: ['There is no report named "nope".'] });
  });
});
