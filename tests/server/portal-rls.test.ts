import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Queryable } from '../../server/db/database';
import { isPortalUser, type Role } from '../../src/domain/roles';
import { one, userIdOf } from './support/helpers';
import { addPortalUser, type PortalWorld, portalWorld } from './support/portal';
import { startTestServer, type TestServer } from './support/testServer';

// Migration 009 at the SQL level: the same statements a resolver runs, as app_user with a user's settings.

let server: TestServer;
let world: PortalWorld;
beforeAll(async () => {
  server = await startTestServer();
  world = await portalWorld(server.db);
});
afterAll(() => server?.close());

/** Runs `fn` as app_user for `email` in East; `portal` is what the request entry would have said (undefined: nothing). */
const as = <T>(email: string, portal: 'on' | 'off' | undefined, fn: (tx: Queryable) => Promise<T>) =>
  server.db.transaction(async (tx) => {
    const userId = await userIdOf(tx, email);
    await tx.query(
      "SELECT set_config('role', 'app_user', true), set_config('app.tenant_id', $1, true), set_config('app.user_id', $2, true)",
      [world.east, userId],
    );
    if (portal) await tx.query("SELECT set_config('app.portal', $1, true)", [portal]);
    return fn(tx);
  });
const n = async (tx: Queryable, sql: string, params: unknown[] = []) =>
  Number((await one<{ n: number }>(tx, `SELECT count(*)::int AS n FROM ${sql}`, params))?.n);

describe('app_user_is_portal', () => {
  it('agrees with roles.ts isPortalUser for roles and links', async () => {
    const cases: { roles: Role[]; link: 'client' | 'customer' | null }[] = [
      { roles: ['CLIENT'], link: 'client' },
      { roles: ['CUSTOMER'], link: 'customer' },
      { roles: ['CLIENT'], link: null },
      { roles: ['CUSTOMER', 'DRIVER'], link: null },
      { roles: ['CLIENT', 'DISPATCH'], link: null },
      { roles: ['DISPATCH'], link: 'client' },
      { roles: ['ADMIN'], link: 'client' },
      { roles: ['ADMIN', 'CLIENT'], link: null },
      { roles: [], link: 'customer' },
      { roles: ['DRIVER'], link: null },
      { roles: ['MEMBER'], link: null },
    ];
    for (const [i, { roles, link }] of cases.entries()) {
      const email = `case-${i}@legwork.test`;
      const id = link
        ? await addPortalUser(server.db, world.east, email, link === 'client' ? { clientId: world.rival } : { customerId: world.downtown })
        : (
            await server.db.query<{ id: string }>("INSERT INTO users (email, name, password_hash) VALUES ($1, 'Case', 'x') RETURNING id", [
              email,
            ])
          ).rows[0].id;
      await server.db.query('DELETE FROM user_roles WHERE user_id = $1', [id]);
      for (const role of roles) await server.db.query('INSERT INTO user_roles (user_id, role) VALUES ($1, $2)', [id, role]);
      const expected = isPortalUser({
        roles,
        clients: link === 'client' ? [{ id: world.rival, deletedAt: null }] : [],
        customers: link === 'customer' ? [{ id: world.downtown, deletedAt: null }] : [],
      });
      const stored = await one<{ portal: boolean }>(server.db, 'SELECT app_user_is_portal($1) AS portal', [id]);
      expect({ roles, link, portal: stored?.portal }).toEqual({ roles, link, portal: expected });
    }
  });
});

describe('the portal policies', () => {
  it("scope a portal user even where no statement said it is one (fail closed), and leave staff's rows alone", async () => {
    const owner = await n(server.db, 'orders WHERE tenant_id = $1', [world.east]);
    const northwind = await n(server.db, 'orders WHERE tenant_id = $1 AND client_id = $2', [world.east, world.northwind]);
    expect(await as('client@legwork.test', undefined, (tx) => n(tx, 'orders'))).toBe(northwind);
    expect(await as('client@legwork.test', 'on', (tx) => n(tx, 'orders'))).toBe(northwind);
    expect(await as('dispatch@legwork.test', undefined, (tx) => n(tx, 'orders'))).toBe(owner);
    expect(await as('dispatch@legwork.test', 'off', (tx) => n(tx, 'orders'))).toBe(owner);
    const downtown = await n(server.db, 'orders WHERE tenant_id = $1 AND customer_id = $2', [world.east, world.downtown]);
    expect(await as('customer@legwork.test', undefined, (tx) => n(tx, 'orders'))).toBe(downtown);
    expect(downtown).toBeGreaterThan(0);
    expect(downtown).toBeLessThan(northwind);
  });

  it('hide alerts, tags, GENERAL notes, internal comments, other categories of files and other records’ history', async () => {
    const counts = await as('client@legwork.test', 'on', async (tx) => ({
      alerts: await n(tx, 'alerts'),
      tags: await n(tx, 'tags'),
      orderTags: await n(tx, 'order_tags'),
      generalNotes: await n(tx, "order_notes WHERE kind = 'GENERAL'"),
      internalComments: await n(tx, 'comments WHERE internal'),
      otherFiles: await n(
        tx,
        "media WHERE tenant_id IS NOT NULL AND category NOT IN ('PHOTOS', 'CONDITION_REPORTS', 'DOCUMENTS', 'RECEIPTS', 'BOLS', 'INVOICES', 'TNT_PACKS', 'VIDEOS')",
      ),
      foreignHistory: await n(
        tx,
        "audit_logs a WHERE a.tenant_id IS NOT NULL AND NOT (a.entity_kind IN ('Orders', 'Order legs', 'Quotes'))",
      ),
      foreignLegs: await n(tx, 'order_legs l JOIN orders o ON o.id = l.order_id WHERE o.client_id <> $1', [world.northwind]),
      // Without the join: a leg whose order the user cannot see is not there either.
      legsOfOthers: await n(tx, 'order_legs l WHERE NOT EXISTS (SELECT 1 FROM orders o WHERE o.id = l.order_id)'),
    }));
    expect(counts).toEqual({
      alerts: 0,
      tags: 0,
      orderTags: 0,
      generalNotes: 0,
      internalComments: 0,
      otherFiles: 0,
      foreignHistory: 0,
      foreignLegs: 0,
      legsOfOthers: 0,
    });
    // The demo data has all of these for Northwind's orders: the policies are what hides them.
    const owner = async (sql: string) => n(server.db, sql, [world.northwind]);
    expect(await owner('alerts a JOIN orders o ON o.id = a.order_id WHERE o.client_id = $1')).toBeGreaterThan(0);
    expect(await owner('comments c JOIN orders o ON o.id = c.order_id WHERE c.internal AND o.client_id = $1')).toBeGreaterThan(0);
    expect(await owner("order_notes x JOIN orders o ON o.id = x.order_id WHERE x.kind = 'GENERAL' AND o.client_id = $1")).toBeGreaterThan(
      0,
    );
  });

  it('refuse a portal user a write outside its scope', async () => {
    await expect(
      as('client@legwork.test', 'on', (tx) =>
        tx.query("INSERT INTO orders (tenant_id, number, client_id) VALUES ($1, 'SMUGGLED-1', $2)", [world.east, world.rival]),
      ),
    ).rejects.toThrow(/row-level security/);
    await expect(
      as('client@legwork.test', 'on', (tx) =>
        tx.query(
          "INSERT INTO comments (tenant_id, entity_kind, entity_id, body, internal) SELECT tenant_id, 'Orders', id, 'psst', true FROM orders LIMIT 1",
        ),
      ),
    ).rejects.toThrow(/row-level security/);
    const updated = await as('client@legwork.test', 'on', (tx) =>
      tx.query("UPDATE orders SET reference_numbers = '{HIJACKED}' WHERE client_id = $1 RETURNING id", [world.rival]),
    );
    expect(updated.rows).toEqual([]);
  });

  it('plan no subquery into staff statements: the portal test is one InitPlan per table', async () => {
    const plan = await as('dispatch@legwork.test', 'off', async (tx) =>
      (await tx.query<{ 'QUERY PLAN': string }>('EXPLAIN SELECT l.id FROM order_legs l JOIN comments c ON c.order_id = l.order_id')).rows
        .map((row) => Object.values(row)[0])
        .join('\n'),
    );
    expect(plan).not.toMatch(/SubPlan/);
    expect(plan).toMatch(/InitPlan/);
  });
});
