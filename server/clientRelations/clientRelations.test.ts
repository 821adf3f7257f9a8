import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../auth/passwords';
import { DEMO_PASSWORD } from '../db/seed/demo';
import { signedIn, type TestClient } from '../../tests/server/support/client';
import { auditRows, count, expectError, one, tenantIdOf, userIdOf } from '../../tests/server/support/helpers';
import { ok } from '../../tests/server/support/portal';
import { startTestServer, type TestServer } from '../../tests/server/support/testServer';
import type { ClientRelationsAccountRow } from './clientRelations.rows';

/**
 * Client relations (issue 32): account managers on clients (clientAccounts.manager.ts), the lists' manager filter, the
 * manager's overview and an account's 90 days, from rows stored here.
 */
let server: TestServer;
let admin: TestClient;
let relations: TestClient;
let lead: TestClient;
let dispatch: TestClient;
let northAdmin: TestClient;
let east: string;
let north: string;
let relationsId: string;
let leadId: string;
let northwind: string;
let second: string;

const addUser = async (email: string, role: string, tenantIds: string[]) => {
  const { id } = (await one<{ id: string }>(
    server.db,
    'INSERT INTO users (email, name, password_hash, email_verified_at, password_set_at) VALUES ($1, $2, $3, now(), now()) RETURNING id',
    [email, `Person ${email.split('@')[0]}`, await hashPassword(DEMO_PASSWORD)],
  )) as { id: string };
  await server.db.query('INSERT INTO user_roles (user_id, role) VALUES ($1, $2)', [id, role]);
  for (const tenantId of tenantIds) await server.db.query('INSERT INTO user_tenants (tenant_id, user_id) VALUES ($1, $2)', [tenantId, id]);
  return id;
};

const setManager = (as: TestClient, clientId: string, version: number, accountManagerId: string | null) =>
  as.gql<{ setClientAccountManager: { id: string; version: number; accountManager: { id: string; name: string } | null } }>(
    `mutation($clientId: ID!, $version: Int!, $managerId: ID) {
       setClientAccountManager(clientId: $clientId, version: $version, accountManagerId: $managerId) { id version accountManager { id name } }
     }`,
    { clientId, version, managerId: accountManagerId },
  );

const versionOf = async (clientId: string) =>
  ((await one<{ version: number }>(server.db, 'SELECT version FROM clients WHERE id = $1', [clientId])) as { version: number }).version;

const managerOf = async (clientId: string) =>
  (await one<{ id: string | null }>(server.db, 'SELECT account_manager_id AS id FROM clients WHERE id = $1', [clientId]))?.id ?? null;

beforeAll(async () => {
  server = await startTestServer();
  east = await tenantIdOf(server.db, 'Legwork East');
  north = await tenantIdOf(server.db, 'Legwork North');
  relationsId = await userIdOf(server.db, 'client-relations@legwork.test');
  leadId = await addUser('relations-lead@legwork.test', 'CLIENT_RELATIONS_LEAD', [east]);
  await addUser('north-relations@legwork.test', 'CLIENT_RELATIONS', [north]);
  const clients = await server.db.query<{ id: string; code: string }>(
    "SELECT id, code FROM clients WHERE tenant_id = $1 AND deleted_at IS NULL AND code IS NOT NULL ORDER BY code = 'NWM' DESC, code LIMIT 2",
    [east],
  );
  [northwind, second] = clients.rows.map((row) => row.id);
  admin = await signedIn(server.url, 'admin@legwork.test', 'Legwork East');
  relations = await signedIn(server.url, 'client-relations@legwork.test', 'Legwork East');
  lead = await signedIn(server.url, 'relations-lead@legwork.test');
  dispatch = await signedIn(server.url, 'dispatch@legwork.test', 'Legwork East');
  northAdmin = await signedIn(server.url, 'admin@legwork.test', 'Legwork North');
}, 60_000);
afterAll(() => server?.close());

describe('account managers', () => {
  it('names a client relations user of the tenant, audited, and lists who may be named', async () => {
    const managers = ok(await relations.gql<{ accountManagers: { id: string; lead: boolean }[] }>('{ accountManagers { id lead } }'));
    const ids = managers.accountManagers.map((m) => m.id);
    expect(ids).toEqual(expect.arrayContaining([relationsId, leadId]));
    expect(ids).not.toContain(await userIdOf(server.db, 'north-relations@legwork.test'));
    expect(ids).not.toContain(await userIdOf(server.db, 'dispatch@legwork.test'));
    expect(managers.accountManagers.find((m) => m.id === leadId)?.lead).toBe(true);

    const set = ok(await setManager(relations, northwind, await versionOf(northwind), relationsId)).setClientAccountManager;
    expect(set.accountManager?.id).toBe(relationsId);
    expect(await managerOf(northwind)).toBe(relationsId);
    const [audit] = (await auditRows(server.db, 'client.accountManager')).filter((row) => row.entityId === northwind);
    expect(audit.after).toEqual({ accountManagerId: relationsId });
    ok(await setManager(admin, second, await versionOf(second), leadId));
    expect(await managerOf(second)).toBe(leadId);
  });

  it('refuses a user who is not a client relations user of the tenant, and stores nothing', async () => {
    const dispatchId = await userIdOf(server.db, 'dispatch@legwork.test');
    const northRelations = await userIdOf(server.db, 'north-relations@legwork.test');
    for (const bad of [dispatchId, northRelations, 'not-an-id']) {
      const version = await versionOf(northwind);
      const error = expectError(await setManager(relations, northwind, version, bad), 'BAD_USER_INPUT');
      expect(error.extensions.errors).toHaveProperty(['accountManagerId']);
      expect(await managerOf(northwind)).toBe(relationsId);
      expect(await versionOf(northwind)).toBe(version);
    }
  });

  it('is the account managers’ to write; another tenant’s client is NOT_FOUND; a stale version CONFLICT', async () => {
    expectError(await setManager(dispatch, northwind, await versionOf(northwind), null), 'FORBIDDEN');
    expectError(await setManager(northAdmin, northwind, await versionOf(northwind), null), 'NOT_FOUND');
    expectError(await setManager(relations, northwind, (await versionOf(northwind)) - 1, null), 'CONFLICT');
    expect(await managerOf(northwind)).toBe(relationsId);
  });
});

type Total = { paginatorInfo: { total: number }; data: { client?: { id: string }; id?: string }[] };
const LISTS = {
  orders: { query: 'orders', rows: 'data { client { id } }', table: 'orders o', client: 'o.client_id', live: 'o.deleted_at IS NULL' },
  quotes: { query: 'quotes', rows: 'data { client { id } }', table: 'quotes q', client: 'q.client_id', live: 'q.deleted_at IS NULL' },
  clients: { query: 'clients', rows: 'data { id }', table: 'clients c', client: 'c.id', live: 'c.deleted_at IS NULL' },
  orderLegs: {
    query: 'orderLegs',
    rows: 'data { id }',
    table: 'order_legs l JOIN orders lo ON lo.id = l.order_id',
    client: 'lo.client_id',
    live: 'l.deleted_at IS NULL',
  },
} as const;

const listTotal = async (as: TestClient, list: keyof typeof LISTS, scope: string | null) => {
  const { query, rows } = LISTS[list];
  const data = ok(
    await as.gql<Record<string, Total>>(
      `query($scope: AccountManagerScope) { ${query}(first: 100, accountManager: $scope) { paginatorInfo { total } ${rows} } }`,
      { scope },
    ),
  );
  return data[query];
};

const storedTotal = (list: keyof typeof LISTS, clientIds: string[] | null) => {
  const { table, client, live } = LISTS[list];
  return count(
    server.db,
    `${table} WHERE ${live} AND ${client.split('.')[0]}.tenant_id = $1 AND ($2::uuid[] IS NULL OR ${client} = ANY($2::uuid[]))`,
    [east, clientIds],
  );
};

describe('the lists, filtered to an account manager', () => {
  for (const list of Object.keys(LISTS) as (keyof typeof LISTS)[]) {
    it(`${list}: ME keeps the user's accounts, TEAM every managed one, ALL (and none) every row`, async () => {
      const mine = await listTotal(relations, list, 'ME');
      expect(mine.paginatorInfo.total).toBe(await storedTotal(list, [northwind]));
      if (list === 'orders' || list === 'quotes') expect(mine.data.every((row) => row.client?.id === northwind)).toBe(true);
      expect((await listTotal(lead, list, 'ME')).paginatorInfo.total).toBe(await storedTotal(list, [second]));
      expect((await listTotal(lead, list, 'TEAM')).paginatorInfo.total).toBe(await storedTotal(list, [northwind, second]));
      const all = await storedTotal(list, null);
      expect((await listTotal(lead, list, 'ALL')).paginatorInfo.total).toBe(all);
      expect((await listTotal(relations, list, null)).paginatorInfo.total).toBe(all);
      // Someone who manages nothing has no accounts of their own.
      expect((await listTotal(dispatch, list, 'ME')).paginatorInfo.total).toBe(0);
    });
  }
});

type Account = Omit<ClientRelationsAccountRow, 'clientId'> & { client: { id: string } };
const OVERVIEW = `query($scope: AccountManagerScope) { clientRelationsOverview(accountManager: $scope) {
  client { id } ordersThisMonth ordersLastMonth latePickups lateDeliveries openQuotes oldestOpenQuoteDays openDamageClaims } }`;
const overview = (as: TestClient, scope: string | null = null) => as.gql<{ clientRelationsOverview: Account[] }>(OVERVIEW, { scope });

const HEALTH = `query($id: ID!) { clientHealth(clientId: $id) { client { id } since orders legsDelivered legsPromised legsOnTime onTimeRate
  legsDamaged damageRate invoicesPaid averagePaymentDays openIssues { kind id number href since } } }`;

/** A client with known rows: two orders in the period (one older), four delivered legs (one long ago), a late pickup. */
const healthWorld = async () => {
  const q = (sql: string, params: unknown[] = []) => server.db.query<{ id: string }>(sql, params);
  const day = (offset: number) => `((now() AT TIME ZONE 'America/New_York')::date + ${offset})`;
  const [client] = (await q("INSERT INTO clients (tenant_id, display_name, code) VALUES ($1, 'Health Motors', 'HLT') RETURNING id", [east]))
    .rows;
  await q('UPDATE clients SET account_manager_id = $1 WHERE id = $2', [relationsId, client.id]);
  const order = async (number: string, daysAgo: number) =>
    (
      await q(
        `INSERT INTO orders (tenant_id, number, client_id, state, created_at) VALUES ($1, $2, $3, 'ACTIVE', now() - interval '${daysAgo} days') RETURNING id`,
        [east, number, client.id],
      )
    ).rows[0].id;
  const recent = await order('O-990001', 20);
  const old = await order('O-990002', 200);
  await order('O-990003', 1);
  const leg = async (orderId: string, n: number, status: string, extra: Record<string, string>) => {
    const columns = Object.keys(extra);
    return (
      await q(
        `INSERT INTO order_legs (tenant_id, order_id, number, position, sequence, transport_method, status${columns.map((c) => `, ${c}`).join('')})
         VALUES ($1, $2, $3, $4, $4, 'TRUCKED', $5${columns.map((c) => `, ${extra[c]}`).join('')}) RETURNING id`,
        [east, orderId, `O-99000${orderId === old ? 2 : 1}-${n}`, n, status],
      )
    ).rows[0].id;
  };
  // Late: delivered 10 days ago, confirmed for 12 days ago.
  await leg(recent, 1, 'DELIVERED', { delivered_at: "now() - interval '10 days'", confirmed_delivery_at: "now() - interval '12 days'" });
  // On time: delivered 5 days ago, requested before a day still to come.
  await leg(recent, 2, 'DELIVERED', {
    delivered_at: "now() - interval '5 days'",
    requested_delivery_mode: "'BEFORE'",
    requested_delivery_date: day(2),
  });
  // No promise, and damaged: an open accident report on it.
  const damaged = await leg(recent, 3, 'DELIVERED', { delivered_at: "now() - interval '3 days'" });
  const late = await leg(recent, 4, 'PENDING_PICKUP', { confirmed_pickup_at: "now() - interval '3 days'" });
  await leg(old, 1, 'DELIVERED', { delivered_at: "now() - interval '190 days'", confirmed_delivery_at: "now() - interval '191 days'" });
  const [accident] = (
    await q(
      `INSERT INTO accident_reports (tenant_id, number, kind, occurred_at, time_zone, description, order_id, order_leg_id)
       VALUES ($1, 'AI-990001', 'ACCIDENT', now() - interval '4 days', 'America/New_York', 'Scraped at the gate', $2, $3) RETURNING id`,
      [east, recent, damaged],
    )
  ).rows;
  await q(
    `INSERT INTO quotes (tenant_id, number, client_id, status, valid_until, request, currency, created_at)
     VALUES ($1, 'Q-990001', $2, 'PENDING', ${day(20)}, '{}', 'USD', now() - interval '7 days')`,
    [east, client.id],
  );
  const invoice = async (number: string, status: string, issued: number, due: number) =>
    (
      await q(
        `INSERT INTO invoices (tenant_id, number, status, client_id, issued_on, due_on, terms, subtotal, total, paid)
         VALUES ($1, $2, $3, $4, ${day(issued)}, ${day(due)}, 'NET_30', 10000, 10000, $5) RETURNING id`,
        [east, number, status, client.id, status === 'PAID' ? 10000 : 0],
      )
    ).rows[0].id;
  const pay = async (invoiceId: string, key: string, received: number) => {
    const [payment] = (
      await q(
        `INSERT INTO payments (tenant_id, key, client_id, received_on, amount, method) VALUES ($1, $2, $3, ${day(received)}, 10000, 'ACH') RETURNING id`,
        [east, key, client.id],
      )
    ).rows;
    await q('INSERT INTO payment_applications (tenant_id, payment_id, invoice_id, amount) VALUES ($1, $2, $3, 10000)', [
      east,
      payment.id,
      invoiceId,
    ]);
  };
  await pay(await invoice('INV-990001', 'PAID', -40, -10), 'health-1', -20);
  await pay(await invoice('INV-990002', 'PAID', -300, -270), 'health-2', -250);
  const overdue = await invoice('INV-990003', 'OPEN', -40, -5);
  return { client: client.id, late, damaged, accident: accident.id, overdue };
};

describe('the overview and an account’s health', () => {
  let world: Awaited<ReturnType<typeof healthWorld>>;
  beforeAll(async () => {
    world = await healthWorld();
  });

  it("shows the manager's own accounts with their figures", async () => {
    const accounts = ok(await overview(relations)).clientRelationsOverview;
    expect(accounts.map((a) => a.client.id).sort()).toEqual([northwind, world.client].sort());
    const health = accounts.find((a) => a.client.id === world.client);
    expect(health).toMatchObject({ latePickups: 1, lateDeliveries: 0, openQuotes: 1, oldestOpenQuoteDays: 7, openDamageClaims: 1 });
    // Orders made 1 and 20 days ago fall in this month or the last.
    expect((health?.ordersThisMonth ?? 0) + (health?.ordersLastMonth ?? 0)).toBe(2);
  });

  it("a lead sees the team's accounts; a manager may not, and everyone's is the lists'", async () => {
    const team = ok(await overview(lead, 'TEAM')).clientRelationsOverview;
    expect(team.map((a) => a.client.id).sort()).toEqual([northwind, second, world.client].sort());
    expect(ok(await overview(lead)).clientRelationsOverview.map((a) => a.client.id)).toEqual([second]);
    expectError(await overview(relations, 'TEAM'), 'FORBIDDEN');
    expect(expectError(await overview(lead, 'ALL'), 'BAD_USER_INPUT').extensions.errors).toHaveProperty(['accountManager']);
    expectError(await overview(dispatch), 'FORBIDDEN');
  });

  it("works the client's last 90 days out of its stored rows", async () => {
    const { clientHealth } = ok(await relations.gql<{ clientHealth: Record<string, unknown> }>(HEALTH, { id: world.client }));
    expect(clientHealth).toMatchObject({
      client: { id: world.client },
      orders: 2,
      legsDelivered: 3,
      legsPromised: 2,
      legsOnTime: 1,
      onTimeRate: 0.5,
      legsDamaged: 1,
      damageRate: 0.333,
      invoicesPaid: 1,
      averagePaymentDays: 20,
    });
    const issues = clientHealth.openIssues as { kind: string; id: string; href: string | null }[];
    expect(issues.map(({ kind, id, href }) => [kind, id, href])).toEqual([
      ['LATE_PICKUP', world.late, `/order-legs/${world.late}`],
      ['DAMAGE_CLAIM', world.accident, `/order-legs/${world.damaged}`],
      ['OVERDUE_INVOICE', world.overdue, null],
    ]);
  });

  it('is client relations’ only; another tenant’s or an unknown client is NOT_FOUND', async () => {
    expectError(await dispatch.gql(HEALTH, { id: world.client }), 'FORBIDDEN');
    expectError(await northAdmin.gql(HEALTH, { id: world.client }), 'NOT_FOUND');
    expectError(await relations.gql(HEALTH, { id: 'nope' }), 'NOT_FOUND');
    expect(ok(await lead.gql<{ clientHealth: { orders: number } }>(HEALTH, { id: world.client })).clientHealth.orders).toBe(2);
  });
});
