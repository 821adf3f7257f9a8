import type { Database } from '../../../server/db/database';
import { signedIn, type TestClient } from './client';
import { tenantIdOf, userIdOf } from './helpers';
import { type OrderFixture, orderFixture } from './orderFixtures';
import { startTestServer } from './testServer';

/** The seeded staff the money areas' tests sign in as, by the name they give them: the sign-in each stands for. */
const STAFF = {
  billing: ['billing@legwork.test'],
  accounting: ['accounting@legwork.test'],
  lead: ['accounting-lead@legwork.test'],
  admin: ['admin@legwork.test'],
  dispatch: ['dispatch@legwork.test'],
  driver: ['driver@legwork.test'],
  northAdmin: ['admin@legwork.test', 'Legwork North'],
} as const;

type StaffName = keyof typeof STAFF;

/**
 * A test server with Legwork East's id and an order fixture on it, North's id, the admin's user id, and East's staff
 * signed in, one after the other (the `beforeAll` of the invoices, settlements, books, finance reports and IFTA tests).
 */
export const startEastServer = async () => {
  const server = await startTestServer();
  const east = await tenantIdOf(server.db, 'Legwork East');
  const fx = orderFixture(server.db, east);
  const north = await tenantIdOf(server.db, 'Legwork North');
  const adminId = await userIdOf(server.db, 'admin@legwork.test');
  const staff = {} as Record<StaffName, TestClient>;
  for (const [name, [email, tenant]] of Object.entries(STAFF) as [StaffName, readonly [string, string?]][])
    staff[name] = await signedIn(server.url, email, tenant);
  return { server, east, fx, north, adminId, ...staff };
};

type Priceable = { id: string; legIds: string[] };

/** The order's RATE lines as the rate card writes them: `perLeg` on each leg, positions 1, 2, … in the legs' order. */
export const legRateLines = async (db: Database, tenantId: string, order: Priceable, perLeg: number, description = 'Transport') => {
  for (const [i, legId] of order.legIds.entries())
    await db.query(
      `INSERT INTO order_line_items (tenant_id, order_id, order_leg_id, position, type, leg_index, description, quantity, unit_amount, amount, explanation)
       VALUES ($1, $2, $3, $4, 'RATE', $5, $7, 1, $6::numeric, $6::bigint, 'rate card')`,
      [tenantId, order.id, legId, i + 1, i, perLeg, description],
    );
};

/** An order priced by the rate card: its price, `perLeg` a leg (legRateLines) and an order-wide sales tax line at 100. */
export const priceByRateCard = async (
  db: Database,
  tenantId: string,
  order: Priceable,
  { perLeg, tax, description }: { perLeg: number; tax: number; description?: string },
) => {
  const subtotal = perLeg * order.legIds.length;
  await db.query(
    `UPDATE orders SET price_source = 'RATE_CARD', price_currency = 'USD', price_subtotal = $2, price_tax = $3, price_total = $4,
       priced_at = now() WHERE id = $1`,
    [order.id, subtotal, tax, subtotal + tax],
  );
  await legRateLines(db, tenantId, order, perLeg, description);
  await db.query(
    `INSERT INTO order_line_items (tenant_id, order_id, position, type, description, quantity, unit_amount, amount, explanation)
     VALUES ($1, $2, 100, 'TAX', 'Sales tax', 1, $3::numeric, $3::bigint, 'tax')`,
    [tenantId, order.id, tax],
  );
};

/** The client's order of two DELIVERED legs of one sedan, the first DRIVEN and the second TRUCKED (the finance reports' dimensions). */
export const drivenAndTrucked = async (fx: OrderFixture, clientId: string) => {
  const vehicle = await fx.vehicle({ vehicle_class: 'SEDAN' });
  const order = await fx.order({
    clientId,
    legs: [
      { status: 'DELIVERED', transportMethod: 'DRIVEN', vehicleId: vehicle },
      { status: 'DELIVERED', transportMethod: 'TRUCKED', vehicleId: vehicle },
    ],
  });
  const [driven, trucked] = order.legIds;
  return { vehicle, order, driven, trucked };
};
