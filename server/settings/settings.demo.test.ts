import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AdminWorld, startAdminWorld } from '../../tests/server/support/admins';
import type { TestClient } from '../../tests/server/support/client';
import { auditRows, count, expectError, one, tenantIdOf } from '../../tests/server/support/helpers';
import { ok } from '../../tests/server/support/portal';
import { withContext } from '../db/database';
import { clearDemoData, DEMO_DATA_TABLES, DEMO_KEPT_TABLES } from './settings.demoReset';

/**
 * /admin/settings/demo (issue 29), on the shared seeded database: ADMIN loads or resets the demo data of a
 * non-production tenant as a job whose progress advances step by step; a production tenant refuses, non-admins are
 * FORBIDDEN, one job runs per tenant, and a failing step rolls back and fails the job with its error.
 */
let world: AdminWorld;
let north: string;
beforeAll(async () => {
  world = await startAdminWorld();
  north = await tenantIdOf(world.server.db, 'Legwork North');
}, 60_000);
afterAll(() => world?.server.close());

type Job = {
  id: string;
  kind: string;
  status: string;
  step: number;
  steps: number;
  percent: number;
  stepLabel: string | null;
  error: string | null;
};
type Demo = { id: string; name: string; production: boolean; version: number; holdings: Record<string, number>; job: Job | null };

const JOB = 'id kind status step steps percent stepLabel error';
const DEMO = `id name production version holdings { orders legs quotes vehicles clients locations drivers } job { ${JOB} }`;

const read = (as: TestClient) => as.gql<{ demoData: Demo }>(`{ demoData { ${DEMO} } }`);
const start = (as: TestClient, kind: 'LOAD' | 'RESET', confirmation?: string) =>
  as.gql<{ startDemoDataJob: Job }>(
    `mutation($kind: DemoDataJobKind!, $confirmation: String) { startDemoDataJob(kind: $kind, confirmation: $confirmation) { ${JOB} } }`,
    { kind, confirmation },
  );
const markProduction = (as: TestClient, version: number, confirmation: string) =>
  as.gql<{ markTenantProduction: Demo }>(
    `mutation($v: Int!, $c: String!) { markTenantProduction(version: $v, confirmation: $c) { ${DEMO} } }`,
    { v: version, c: confirmation },
  );

/** Reads the page until the job has ended (or 60 s pass), answering every job state seen on the way. */
const untilEnded = async (as: TestClient) => {
  const seen: Job[] = [];
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const { job } = ok(await read(as)).demoData;
    if (job) seen.push(job);
    if (job && job.status !== 'RUNNING') return seen;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the job did not end: ${JSON.stringify(seen.at(-1))}`);
};

const jobs = () => count(world.server.db, 'demo_data_jobs');
const ordersOf = (tenantId: string) => count(world.server.db, 'orders WHERE tenant_id = $1', [tenantId]);

describe('demo data', () => {
  it('is ADMIN’s: a dispatcher is FORBIDDEN to read it or start a job, and nothing is written', async () => {
    expectError(await world.dispatch.gql(`{ demoData { id } }`), 'FORBIDDEN');
    expectError(await start(world.dispatch, 'RESET', 'Legwork East'), 'FORBIDDEN');
    expectError(await markProduction(world.dispatch, 1, 'Legwork East'), 'FORBIDDEN');
    expect(await jobs()).toBe(0);
  });

  it('shows the tenant as not production with what it holds, and no job yet', async () => {
    const demo = ok(await read(world.admin)).demoData;
    expect(demo).toMatchObject({ id: world.east, name: 'Legwork East', production: false, job: null });
    expect(demo.holdings.orders).toBe(await ordersOf(world.east));
    expect(demo.holdings.orders).toBeGreaterThan(100);
  });

  it('refuses a load into a tenant that holds data, and a reset without the tenant’s name typed back', async () => {
    const load = expectError(await start(world.admin, 'LOAD'), 'INVALID_TRANSITION');
    expect(load.extensions.reason).toBe('NOT_EMPTY');
    expect(load.message).toBe('Legwork East already holds data: reset it to load the demo data again.');
    for (const typed of [undefined, '', 'legwork east', 'Legwork North']) {
      const reset = expectError(await start(world.admin, 'RESET', typed), 'BAD_USER_INPUT');
      expect(reset.extensions.errors).toEqual({ confirmation: ['Type the tenant’s name, Legwork East, to reset its data.'] });
    }
    expect(await jobs()).toBe(0);
  });

  it('resets: answers the running job at once, refuses a second start, advances to done, replaces the data and keeps the people', async () => {
    const { server, admin, east } = world;
    const oldOrders = (await server.db.query<{ id: string }>('SELECT id FROM orders WHERE tenant_id = $1', [east])).rows.map((r) => r.id);
    const clients = await server.db.query<{ id: string; code: string }>('SELECT id, code FROM clients WHERE tenant_id = $1 ORDER BY code', [
      east,
    ]);
    const northOrders = await ordersOf(north);
    const links = await count(server.db, 'client_users WHERE tenant_id = $1', [east]);

    const job = ok(await start(admin, 'RESET', ' Legwork East ')).startDemoDataJob;
    expect(job).toMatchObject({ kind: 'RESET', status: 'RUNNING', step: 0, steps: 6, percent: 0, error: null });
    expect(job.stepLabel).toBe('Removing the tenant’s operational data');
    const second = expectError(await start(admin, 'RESET', 'Legwork East'), 'CONFLICT');
    expect(second.extensions.jobId).toBe(job.id);
    expect(second.message).toMatch(/^A demo data reset is already running \(step \d of 6\): wait for it to finish\.$/);

    const seen = [job, ...(await untilEnded(admin))];
    expect(seen.at(-1)).toMatchObject({ id: job.id, status: 'DONE', step: 6, steps: 6, percent: 100, stepLabel: null, error: null });
    const steps = seen.map((s) => s.step);
    expect(steps).toEqual([...steps].sort((a, b) => a - b));

    const stored = await one<Record<string, unknown>>(
      server.db,
      'SELECT status, step, steps, finished_at FROM demo_data_jobs WHERE id = $1',
      [job.id],
    );
    expect(stored).toMatchObject({ status: 'DONE', step: 6, steps: 6 });
    const demo = ok(await read(admin)).demoData;
    expect(demo.holdings.orders).toBe(await ordersOf(east));
    expect(demo.holdings.orders).toBeGreaterThan(100);
    expect(demo.holdings.legs).toBeGreaterThan(demo.holdings.orders);
    for (const what of ['quotes', 'vehicles', 'locations', 'drivers'] as const) expect(demo.holdings[what]).toBeGreaterThan(0);
    const left = await count(server.db, 'orders WHERE id = ANY($1::uuid[])', [oldOrders]);
    expect(left).toBe(0);
    // The clients the portal users name are kept (found again by code), and so are the links; North is untouched.
    const after = await server.db.query<{ id: string; code: string }>('SELECT id, code FROM clients WHERE tenant_id = $1 ORDER BY code', [
      east,
    ]);
    expect(after.rows.filter((c) => clients.rows.some((b) => b.code === c.code))).toEqual(clients.rows);
    expect(await count(server.db, 'client_users WHERE tenant_id = $1', [east])).toBe(links);
    expect(await ordersOf(north)).toBe(northOrders);
    expect(
      await count(server.db, 'orders o WHERE tenant_id = $1 AND NOT EXISTS (SELECT 1 FROM order_legs l WHERE l.order_id = o.id)', [east]),
    ).toBe(0);

    const audits = (await auditRows(server.db, 'demoData.start')).filter((a) => a.entityId === job.id);
    expect(audits).toHaveLength(1);
    // Each step committed with its audit row, in order.
    const stepAudits = [...(await auditRows(server.db, 'demoData.step')), ...(await auditRows(server.db, 'demoData.done'))];
    const committed = stepAudits.filter((a) => a.entityId === job.id).map((a) => (a.after as { step: number; label: string }).step);
    expect(committed).toEqual([1, 2, 3, 4, 5, 6]);
    const cleared = stepAudits.find((a) => a.entityId === job.id)?.after as { removed: Record<string, number> };
    expect(cleared.removed).toMatchObject({ orders: oldOrders.length });
    expect(cleared.removed.order_legs).toBeGreaterThan(oldOrders.length);

    // Another tenant sees none of it.
    expect(ok(await read(world.northAdmin)).demoData.job).toBeNull();
  }, 120_000);

  it('a failing step rolls back, the job is FAILED with the error, and a reset then succeeds', async () => {
    const { server, northAdmin } = world;
    await withContext(server.db, { tenantId: north, userId: null }, (tx) => clearDemoData(tx, north));
    // A counter the last step also writes: that step fails on it after four steps committed.
    await withContext(server.db, { tenantId: north, userId: null }, (tx) =>
      tx.query("INSERT INTO counters (tenant_id, kind, value) VALUES ($1, 'ORDER', 7)", [north]),
    );
    const job = ok(await start(northAdmin, 'LOAD')).startDemoDataJob;
    expect(job).toMatchObject({ kind: 'LOAD', status: 'RUNNING', steps: 5 });
    const failed = (await untilEnded(northAdmin)).at(-1);
    expect(failed).toMatchObject({ id: job.id, status: 'FAILED', step: 4, percent: 80 });
    expect(failed?.error).toMatch(/^Step 5 failed and was rolled back: /);
    // What the first four steps stored is there; nothing of the fifth (its comments come before the counters) is.
    expect(await ordersOf(north)).toBeGreaterThan(0);
    expect(await count(server.db, 'comments WHERE tenant_id = $1', [north])).toBe(0);

    ok(await start(northAdmin, 'RESET', 'Legwork North'));
    expect((await untilEnded(northAdmin)).at(-1)).toMatchObject({ status: 'DONE', step: 6, error: null });
    expect(await count(server.db, 'comments WHERE tenant_id = $1', [north])).toBeGreaterThan(0);
  }, 120_000);

  it('marks the tenant production at its version with its name typed back; a production tenant refuses demo data', async () => {
    const { server, northAdmin } = world;
    const demo = ok(await read(northAdmin)).demoData;
    expectError(await markProduction(northAdmin, demo.version - 1, 'Legwork North'), 'CONFLICT');
    const wrong = expectError(await markProduction(northAdmin, demo.version, 'Legwork East'), 'BAD_USER_INPUT');
    expect(wrong.extensions.errors).toEqual({ confirmation: ['Type the tenant’s name, Legwork North, to mark it production.'] });
    expect(await one(server.db, 'SELECT production FROM tenants WHERE id = $1', [north])).toEqual({ production: false });

    const marked = ok(await markProduction(northAdmin, demo.version, 'Legwork North')).markTenantProduction;
    expect(marked).toMatchObject({ production: true, version: demo.version + 1 });
    const [audit] = (await auditRows(server.db, 'tenant.markProduction')).slice(-1);
    expect(audit).toMatchObject({ entityKind: 'Tenants', entityId: north, tenantId: north });

    const before = { jobs: await jobs(), orders: await ordersOf(north) };
    for (const [kind, typed] of [
      ['RESET', 'Legwork North'],
      ['LOAD', undefined],
    ] as const) {
      const refused = expectError(await start(northAdmin, kind, typed), 'INVALID_TRANSITION');
      expect(refused.extensions.reason).toBe('PRODUCTION');
      expect(refused.message).toBe(
        'Legwork North is a production tenant: demo data is loaded or reset only in a tenant marked non-production.',
      );
    }
    expect({ jobs: await jobs(), orders: await ordersOf(north) }).toEqual(before);
  });

  it('a reset names every table a tenant owns, removing or keeping it, children before the tables they reference', async () => {
    const { db } = world.server;
    const owned = (
      await db.query<{ name: string }>(
        `SELECT c.table_name AS name FROM information_schema.columns c JOIN information_schema.tables t USING (table_schema, table_name)
         WHERE c.table_schema = 'public' AND c.column_name = 'tenant_id' AND t.table_type = 'BASE TABLE' ORDER BY 1`,
      )
    ).rows.map((row) => row.name);
    const named = [...DEMO_DATA_TABLES, ...Object.keys(DEMO_KEPT_TABLES)];
    expect(owned.filter((table) => !named.includes(table))).toEqual([]);
    expect(DEMO_DATA_TABLES.filter((table) => Object.hasOwn(DEMO_KEPT_TABLES, table))).toEqual([]);
    const references = (
      await db.query<{ child: string; parent: string }>(
        `SELECT conrelid::regclass::text AS child, confrelid::regclass::text AS parent FROM pg_constraint
         WHERE contype = 'f' AND connamespace = 'public'::regnamespace AND conrelid <> confrelid`,
      )
    ).rows;
    // The references clearDemoData empties before it deletes: the two that run both ways, and the kept clients'.
    const emptiedFirst = new Set(['orders quotes', 'storage_records condition_reports', 'clients contacts', 'clients locations']);
    const removed = (table: string) => DEMO_DATA_TABLES.includes(table);
    const order = references.filter(
      ({ child, parent }) =>
        removed(child) &&
        removed(parent) &&
        !emptiedFirst.has(`${child} ${parent}`) &&
        DEMO_DATA_TABLES.indexOf(child) > DEMO_DATA_TABLES.indexOf(parent),
    );
    expect(order).toEqual([]);
    // A table that stays may reference a removed one only where clearDemoData empties the reference first.
    const dangling = references.filter(
      ({ child, parent }) => !removed(child) && removed(parent) && !emptiedFirst.has(`${child} ${parent}`),
    );
    expect(dangling).toEqual([]);
  });
});
