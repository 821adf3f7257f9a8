/**
 * DSC visibility made real (issue 14): a driver is offered the open legs of the clients and customers on their list,
 * as summaries, ranked by their leg priority; their row-level security still shows them no leg that is not theirs.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn, type TestClient } from './support/client';
import { driverIdOfUser } from './support/drivers';
import { one, tenantIdOf } from './support/helpers';
import { startTestServer, type TestServer } from './support/testServer';

let server: TestServer;
let east: string;
let admin: TestClient;
let northAdmin: TestClient;
let dale: TestClient;
let daleId: string;
let offered: { id: string; number: string; clientId: string; state: string };

const SET_DSC = `mutation($id: ID!, $v: Int!, $x: [DscVisibilityInput!]!) { setDriverDscVisibility(id: $id, version: $v, visibility: $x) { version } }`;
const SET_PRIORITY = `mutation($id: ID!, $v: Int!, $p: [LegPriorityInput!]!) { setDriverLegPriority(id: $id, version: $v, priority: $p) { version } }`;
const OFFERS = `query($id: ID!) { driver(id: $id) { id version legOffers(first: 100) { legId number clientName pickupState priority
  requestedPickup { mode date } transportMethod } } }`;
const MY_OFFERS = '{ drivers(first: 5) { data { id legOffers { legId number } } } }';
type Offer = { legId: string; number: string; clientName: string; pickupState: string | null; priority: number | null };

const driverVersion = async () =>
  (await one<{ version: number }>(server.db, 'SELECT version FROM drivers WHERE id = $1', [daleId]))?.version as number;

beforeAll(async () => {
  server = await startTestServer();
  east = await tenantIdOf(server.db, 'Legwork East');
  admin = await signedIn(server.url, 'admin@legwork.test', 'Legwork East');
  northAdmin = await signedIn(server.url, 'admin@legwork.test', 'Legwork North');
  dale = await signedIn(server.url, 'driver@legwork.test');
  daleId = await driverIdOfUser(server.db, 'driver@legwork.test');
  offered = (await one<{ id: string; number: string; clientId: string; state: string }>(
    server.db,
    `SELECT l.id, l.number, o.client_id AS "clientId", loc.state_province AS state FROM order_legs l
       JOIN orders o ON o.id = l.order_id JOIN locations loc ON loc.id = l.origin_id
     WHERE l.tenant_id = $1 AND l.status = 'CLEARED_FOR_DISPATCH' AND l.driver_id IS NULL AND l.trucking_company_id IS NULL
       AND l.transport_method = 'DRIVEN' AND l.deleted_at IS NULL ORDER BY l.number LIMIT 1`,
    [east],
  )) as typeof offered;
  expect(offered, 'the demo seed has an open, unassigned DRIVEN leg in East').toBeTruthy();
}, 60_000);
afterAll(async () => {
  await server?.close();
});

describe('leg offers (DSC visibility)', () => {
  it('offers nothing until a client is on the driver’s list, then its open legs, to staff and to the driver alone', async () => {
    await admin.gql(SET_DSC, { id: daleId, v: await driverVersion(), x: [] });
    const none = await admin.gql<{ driver: { legOffers: Offer[] } }>(OFFERS, { id: daleId });
    expect(none.data?.driver.legOffers).toEqual([]);

    const set = await admin.gql(SET_DSC, { id: daleId, v: await driverVersion(), x: [{ clientId: offered.clientId }] });
    expect(set.errors).toBeUndefined();
    const staff = await admin.gql<{ driver: { legOffers: Offer[] } }>(OFFERS, { id: daleId });
    const offers = staff.data?.driver.legOffers ?? [];
    expect(offers.map((offer) => offer.legId)).toContain(offered.id);
    // Every offer is an open, unassigned leg of that client: the database agrees with each one.
    for (const offer of offers) {
      const row = await one<{ status: string; driverId: string | null; clientId: string }>(
        server.db,
        'SELECT l.status, l.driver_id AS "driverId", o.client_id AS "clientId" FROM order_legs l JOIN orders o ON o.id = l.order_id WHERE l.id = $1',
        [offer.legId],
      );
      expect(row).toEqual({ status: 'CLEARED_FOR_DISPATCH', driverId: null, clientId: offered.clientId });
    }

    // The driver reads the same offers on his own profile, but the offered leg itself stays out of his reach.
    const mine = await dale.gql<{ drivers: { data: { id: string; legOffers: { legId: string }[] }[] } }>(MY_OFFERS);
    expect(mine.data?.drivers.data.map((driver) => driver.id)).toEqual([daleId]);
    expect(mine.data?.drivers.data[0].legOffers.map((offer) => offer.legId)).toContain(offered.id);
    const leg = await dale.gql<{ orderLeg: { id: string } | null }>('query($id: ID!) { orderLeg(id: $id) { id } }', { id: offered.id });
    expect(leg.data?.orderLeg ?? null).toBeNull();
  });

  it('ranks the legs the driver’s leg priority names first, and drops a leg once someone is assigned', async () => {
    await admin.gql(SET_DSC, { id: daleId, v: await driverVersion(), x: [{ clientId: offered.clientId }] });
    const priority = await admin.gql(SET_PRIORITY, {
      id: daleId,
      v: await driverVersion(),
      p: [{ kind: 'REGION', region: offered.state }],
    });
    expect(priority.errors).toBeUndefined();
    const ranked = (await admin.gql<{ driver: { legOffers: Offer[] } }>(OFFERS, { id: daleId })).data?.driver.legOffers ?? [];
    const firstUnranked = ranked.findIndex((offer) => offer.priority === null);
    const lastRanked = ranked.map((offer) => offer.priority).lastIndexOf(1);
    expect(ranked.find((offer) => offer.legId === offered.id)?.priority).toBe(1);
    if (firstUnranked >= 0) expect(lastRanked).toBeLessThan(firstUnranked);

    const other = await one<{ id: string }>(server.db, 'SELECT id FROM drivers WHERE tenant_id = $1 AND id <> $2 LIMIT 1', [east, daleId]);
    await server.db.query('UPDATE order_legs SET driver_id = $1 WHERE id = $2', [other?.id, offered.id]);
    try {
      const after = (await admin.gql<{ driver: { legOffers: Offer[] } }>(OFFERS, { id: daleId })).data?.driver.legOffers ?? [];
      expect(after.map((offer) => offer.legId)).not.toContain(offered.id);
    } finally {
      await server.db.query('UPDATE order_legs SET driver_id = NULL WHERE id = $1', [offered.id]);
    }
  });

  it('is nothing to another tenant, and refuses a first outside 1–100', async () => {
    const north = await northAdmin.gql<{ driver: unknown }>(OFFERS, { id: daleId });
    expect(north.data?.driver ?? null).toBeNull();
    const tooMany = await admin.gql('query($id: ID!) { driver(id: $id) { legOffers(first: 101) { legId } } }', { id: daleId });
    expect(tooMany.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
  });
});
