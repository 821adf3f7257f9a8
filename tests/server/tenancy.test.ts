import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Queryable } from '../../server/db/database';
import { signedIn } from './support/client';
import { expectError, tenantIdOf, userIdOf } from './support/helpers';
import { startTestServer, type TestServer } from './support/testServer';

let server: TestServer;
let east: string;
let north: string;
beforeAll(async () => {
  server = await startTestServer();
  east = await tenantIdOf(server.db, 'Legwork East');
  north = await tenantIdOf(server.db, 'Legwork North');
});
afterAll(() => server?.close());

const FORBIDDEN_TENANT = {
  status: 200,
  data: null,
  errors: [{ message: 'You do not have access to this tenant.', extensions: { code: 'FORBIDDEN' } }],
};
const USER = 'query($id: ID!) { user(id: $id) { id email } }';

describe('X-TENANT', () => {
  it.each([
    ['a tenant the user does not belong to', () => east],
    ['an unknown uuid', () => '7d1f2c3e-0000-4000-8000-000000000000'],
    ['garbage', () => "east'; DROP TABLE clients; --"],
  ])('answers FORBIDDEN with data null for %s', async (_name, tenant) => {
    const client = await signedIn(server.url, 'north-dispatch@legwork.test');
    expect(client.tenant).toBe(north);
    expect(await client.gql('{ me { id } }', {}, { 'x-tenant': tenant() })).toEqual(FORBIDDEN_TENANT);
    expect(await client.gql('mutation { markAllNotificationsRead }', {}, { 'x-tenant': tenant() })).toEqual(FORBIDDEN_TENANT);
  });

  it('answers FORBIDDEN for an anonymous request that names a tenant', async () => {
    const anonymous = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-tenant': east },
      body: JSON.stringify({ query: '{ ping }' }),
    });
    expect(await anonymous.json()).toEqual({ data: null, errors: FORBIDDEN_TENANT.errors });
  });

  it('allows an empty X-TENANT for me but not for tenant-scoped fields', async () => {
    const client = await signedIn(server.url, 'dispatch@legwork.test');
    const me = await client.gql<{ me: { email: string } }>('{ me { email } }', {}, { 'x-tenant': '' });
    expect(me).toEqual({ status: 200, data: { me: { email: 'dispatch@legwork.test' } } });
    const colleague = await userIdOf(server.db, 'call-center@legwork.test');
    const result = await client.gql(USER, { id: colleague }, { 'x-tenant': '' });
    expect(expectError(result, 'FORBIDDEN').message).toBe('Select a tenant (X-TENANT) for this request.');
    expect(result.data).toEqual({ user: null });
  });

  it('shows staff the users of their tenant only', async () => {
    const eastDispatch = await userIdOf(server.db, 'dispatch@legwork.test');
    const local = await signedIn(server.url, 'call-center@legwork.test');
    expect((await local.gql(USER, { id: eastDispatch })).data).toEqual({ user: { id: eastDispatch, email: 'dispatch@legwork.test' } });

    const northDispatch = await signedIn(server.url, 'north-dispatch@legwork.test');
    const foreign = await northDispatch.gql(USER, { id: eastDispatch });
    expect(expectError(foreign, 'NOT_FOUND').message).toBe('User not found.');
    expect(foreign.data).toEqual({ user: null });

    const admin = await signedIn(server.url, 'admin@legwork.test', 'Legwork North');
    expect(admin.tenant).toBe(north);
    expectError(await admin.gql(USER, { id: eastDispatch }), 'NOT_FOUND');
    admin.tenant = east;
    expect((await admin.gql(USER, { id: eastDispatch })).data).toEqual({ user: { id: eastDispatch, email: 'dispatch@legwork.test' } });
  });

  it('refuses user(id:) to client users and answers a malformed id with NOT_FOUND', async () => {
    const client = await signedIn(server.url, 'client@legwork.test');
    const other = await userIdOf(server.db, 'customer@legwork.test');
    expectError(await client.gql(USER, { id: other }), 'FORBIDDEN');
    const staff = await signedIn(server.url, 'dispatch@legwork.test');
    expectError(await staff.gql(USER, { id: 'not-a-uuid' }), 'NOT_FOUND');
  });
});

describe('row-level security in the catalog', () => {
  const tablesWithTenant = async () =>
    (
      await server.db.query<{ table: string; notNull: boolean; rls: boolean; forced: boolean; firstKey: string | null }>(
        `SELECT c.relname AS "table", a.attnotnull AS "notNull", c.relrowsecurity AS rls, c.relforcerowsecurity AS forced,
           (SELECT k.attname FROM pg_index i JOIN pg_attribute k ON k.attrelid = i.indrelid AND k.attnum = i.indkey[0]
            WHERE i.indrelid = c.oid AND i.indisprimary) AS "firstKey"
         FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
         JOIN pg_attribute a ON a.attrelid = c.oid AND a.attname = 'tenant_id' AND NOT a.attisdropped
         WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p') ORDER BY c.relname`,
      )
    ).rows;

  it('forces RLS on every table with a tenant_id column', async () => {
    const tables = await tablesWithTenant();
    expect(tables.map((t) => t.table)).toEqual(
      expect.arrayContaining(['audit_logs', 'clients', 'contacts', 'customers', 'media', 'notifications', 'user_tenants']),
    );
    expect(tables.filter((t) => !t.rls || !t.forced).map((t) => t.table)).toEqual([]);
  });

  it('leads the primary key with tenant_id where tenant_id is NOT NULL', async () => {
    const owned = (await tablesWithTenant()).filter((t) => t.notNull);
    expect(owned.length).toBeGreaterThanOrEqual(6);
    expect(owned.filter((t) => t.firstKey !== 'tenant_id').map((t) => `${t.table} (${t.firstKey})`)).toEqual([]);
  });

  it('lets the app_user role own no table and no function', async () => {
    const owned = await server.db.query<{ name: string }>(
      `SELECT c.relname AS name FROM pg_class c WHERE c.relowner = (SELECT oid FROM pg_roles WHERE rolname = 'app_user')
       UNION ALL SELECT p.proname FROM pg_proc p WHERE p.proowner = (SELECT oid FROM pg_roles WHERE rolname = 'app_user')`,
    );
    expect(owned.rows).toEqual([]);
    const role = await server.db.query<{ super: boolean; bypass: boolean }>(
      "SELECT rolsuper AS super, rolbypassrls AS bypass FROM pg_roles WHERE rolname = 'app_user'",
    );
    expect(role.rows).toEqual([{ super: false, bypass: false }]);
  });
});

describe('row-level security at work', () => {
  const asAppUser = <T>(tenantId: string, fn: (tx: Queryable) => Promise<T>) =>
    server.db.transaction(async (tx) => {
      await tx.query('SET LOCAL ROLE app_user');
      await tx.query("SELECT set_config('app.tenant_id', $1, true), set_config('app.user_id', '', true)", [tenantId]);
      return fn(tx);
    });
  const clientNames = (tx: Queryable) => tx.query<{ name: string }>('SELECT display_name AS name FROM clients ORDER BY 1');

  it("shows app_user only the current tenant's clients", async () => {
    // The owner (no RLS) says which clients each tenant has; app_user must see exactly those.
    const namesOf = async (tenantId: string) =>
      (await server.db.query<{ name: string }>('SELECT display_name AS name FROM clients WHERE tenant_id = $1 ORDER BY 1', [tenantId]))
        .rows;
    const [eastNames, northNames] = [await namesOf(east), await namesOf(north)];
    expect(eastNames.map((r) => r.name)).toEqual(expect.arrayContaining(['Bayside Auto Group', 'Harbor Rentals', 'Northwind Motors']));
    expect(northNames.map((r) => r.name)).toContain('Maple Fleet Leasing');
    expect((await server.db.query('SELECT count(*)::int AS n FROM clients')).rows).toEqual([{ n: eastNames.length + northNames.length }]);
    expect((await asAppUser(north, clientNames)).rows).toEqual(northNames);
    expect((await asAppUser(east, clientNames)).rows).toEqual(eastNames);
    expect((await asAppUser('', clientNames)).rows).toEqual([]);
    const northCustomers = await server.db.query('SELECT count(*)::int AS n FROM customers WHERE tenant_id = $1', [north]);
    expect((await asAppUser(north, (tx) => tx.query('SELECT count(*)::int AS n FROM customers'))).rows).toEqual(northCustomers.rows);
  });

  it("refuses app_user a write into another tenant's rows", async () => {
    await expect(
      asAppUser(north, (tx) => tx.query("INSERT INTO clients (tenant_id, display_name) VALUES ($1, 'Smuggled')", [east])),
    ).rejects.toThrow(/row-level security/);
    const updated = await asAppUser(north, (tx) =>
      tx.query("UPDATE clients SET display_name = 'Hijacked' WHERE tenant_id = $1 RETURNING id", [east]),
    );
    expect(updated.rows).toEqual([]);
    expect((await server.db.query("SELECT count(*)::int AS n FROM clients WHERE display_name IN ('Smuggled', 'Hijacked')")).rows).toEqual([
      { n: 0 },
    ]);
  });
});
