import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from './support/client';
import { tenantIdOf } from './support/helpers';
import { addPortalUser, ok, type PortalOrderView, portalOrder, portalQuote, portalRequest, portalSession } from './support/portal';
import { startTestServer, type TestServer } from './support/testServer';

let server: TestServer;
let home: TestClient;
let clientId: string;
/** Home Motors' orders: a (two legs), b (cancelled), c (asked to be picked up today). */
let a: PortalOrderView;
let b: PortalOrderView;
let c: PortalOrderView;
const VIN = '1HGCM82633A004352';

/** A leg's status and dates as staff work would leave them, with its order's copy of its legs' statuses. */
const setLeg = async (legId: string, values: Record<string, unknown>) => {
  const columns = Object.keys(values);
  await server.db.query(`UPDATE order_legs SET ${columns.map((column, i) => `${column} = $${i + 2}`).join(', ')} WHERE id = $1`, [
    legId,
    ...Object.values(values),
  ]);
  await server.db.query(
    `UPDATE orders o SET leg_statuses = (SELECT array_agg(l.status ORDER BY l.position) FROM order_legs l WHERE l.order_id = o.id)
     WHERE o.id = (SELECT order_id FROM order_legs WHERE id = $1)`,
    [legId],
  );
};

beforeAll(async () => {
  server = await startTestServer();
  const east = await tenantIdOf(server.db, 'Legwork East');
  clientId = (
    await server.db.query<{ id: string }>(
      "INSERT INTO clients (tenant_id, display_name, code) VALUES ($1, 'Home Motors', 'HOME') RETURNING id",
      [east],
    )
  ).rows[0].id;
  await addPortalUser(server.db, east, 'home@legwork.test', { clientId });
  home = await portalSession(server.url, 'home@legwork.test');
  a = await portalOrder(home, portalRequest(clientId, { referenceNumbers: ['PO-ALPHA'] }, 2));
  b = await portalOrder(home, portalRequest(clientId, { referenceNumbers: ['PO-BRAVO'] }));
  const withVin = portalRequest(clientId, { referenceNumbers: ['PO-CHARLIE'], vehicles: [{ vin: VIN }] });
  c = await portalOrder(home, withVin);
  await setLeg(a.legs[0].id, { status: 'DELIVERED', delivered_at: new Date(Date.now() - 3_600_000) });
  await setLeg(a.legs[1].id, { status: 'IN_TRANSIT', confirmed_delivery_at: new Date(Date.now() + 86_400_000) });
  await setLeg(b.legs[0].id, { status: 'CANCELLED' });
  await server.db.query("UPDATE orders SET state = 'CANCELLED' WHERE id = $1", [b.id]);
  const today = new Date().toISOString().slice(0, 10);
  await setLeg(c.legs[0].id, { requested_pickup_mode: 'ON', requested_pickup_date: today });
});
afterAll(() => server?.close());

describe('portalHome', () => {
  it('counts open legs and orders, lists quotes to answer, recent deliveries and what is due today or tomorrow', async () => {
    const quote = await portalQuote(home, portalRequest(clientId));
    const expired = await portalQuote(home, portalRequest(clientId));
    await server.db.query("UPDATE quotes SET status = 'EXPIRED' WHERE id = $1", [expired.id]);
    const result = ok(
      await home.gql<{ portalHome: Record<string, unknown> }>(`{ portalHome { openOrders openLegsByStatus { status count }
      quotesAwaitingAnswer { id } recentDeliveries { id status } upcoming { id } } }`),
    );
    expect(result.portalHome).toEqual({
      openOrders: 2,
      openLegsByStatus: [
        { status: 'IN_TRANSIT', count: 1 },
        { status: 'UNACKNOWLEDGED', count: 1 },
      ],
      quotesAwaitingAnswer: [{ id: quote.id }],
      recentDeliveries: [{ id: a.legs[0].id, status: 'DELIVERED' }],
      upcoming: [{ id: c.legs[0].id }, { id: a.legs[1].id }],
    });
  });
});

describe('portalSearch and portalLocations', () => {
  const SEARCH = 'query($q: String!) { portalSearch(query: $q) { orders { id } legs { id } quotes { id } } }';
  const search = async (q: string) =>
    ok(await home.gql<{ portalSearch: { orders: { id: string }[]; legs: { id: string }[]; quotes: { id: string }[] } }>(SEARCH, { q }))
      .portalSearch;
  const ids = (rows: { id: string }[]) => rows.map((row) => row.id).sort();

  it('finds orders and legs by order number, leg number, VIN and reference number', async () => {
    expect(await search(a.number)).toMatchObject({ orders: [{ id: a.id }], quotes: [] });
    expect(ids((await search(a.number)).legs)).toEqual(ids(a.legs));
    expect(await search(a.legs[1].number)).toMatchObject({ legs: [{ id: a.legs[1].id }] });
    expect(await search(VIN.slice(-8).toLowerCase())).toEqual({ orders: [{ id: c.id }], legs: [{ id: c.legs[0].id }], quotes: [] });
    expect(await search('po-bravo')).toEqual({ orders: [{ id: b.id }], legs: [{ id: b.legs[0].id }], quotes: [] });
    expect(await search('   ')).toEqual({ orders: [], legs: [], quotes: [] });
  });

  it('finds quotes by number', async () => {
    const quote = await portalQuote(home, portalRequest(clientId));
    expect((await search(quote.number)).quotes).toEqual([{ id: quote.id }]);
  });

  it("lists the client's saved locations, searchable", async () => {
    const LOCATIONS = 'query($search: String) { portalLocations(search: $search) { id name city } }';
    const all = ok(await home.gql<{ portalLocations: { id: string; name: string; city: string }[] }>(LOCATIONS)).portalLocations;
    expect(all.map((l) => l.name)).toEqual([
      'Portal Drop',
      'Portal Drop',
      'Portal Drop',
      'Portal Pickup',
      'Portal Pickup',
      'Portal Pickup',
    ]);
    const drops = ok(await home.gql<{ portalLocations: { city: string }[] }>(LOCATIONS, { search: 'brooklyn' })).portalLocations;
    expect(drops.map((l) => l.city)).toEqual(['Brooklyn', 'Brooklyn', 'Brooklyn']);
  });
});
