import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from './support/client';
import { ok, type PortalOrderView, type PortalWorld, portalOrder, portalRequest, startPortalServer } from './support/portal';
import type { TestServer } from './support/testServer';
import { liveFeed, portalSocket, type Sockets } from './support/portalLive';

let server: TestServer;
let world: PortalWorld;
let client: TestClient;
let customer: TestClient;
let rival: TestClient;
let dispatch: TestClient;
const sockets: Sockets = [];
beforeAll(async () => {
  ({ server, world, client, customer, rival, dispatch } = await startPortalServer());
});
afterAll(async () => {
  for (const socket of sockets) await socket.dispose();
  await server?.close();
});

type Leg = { id: string; status: string; order: { id: string } };

/** A portal user's portalOrderLegChanged, live once a probe event about one of its own legs has arrived. */
const subscribe = (as: TestClient, probeLegId: string) =>
  liveFeed<Leg>(server, as, sockets, {
    field: 'portalOrderLegChanged',
    selection: 'id status order { id }',
    topic: 'orderLegChanged',
    probeId: probeLegId,
  });

const acknowledge = async (legId: string) =>
  ok(await dispatch.gql('mutation($id: ID!) { transitionOrderLeg(id: $id, event: ACKNOWLEDGE, version: 1) { status } }', { id: legId }));

describe('portalOrderLegChanged', () => {
  it("delivers a user's own legs as staff move them, and never another client's or customer's", async () => {
    const own: PortalOrderView = await portalOrder(client, portalRequest(world.northwind));
    const theirs = await portalOrder(rival, portalRequest(world.rival));
    const ofCustomer = await portalOrder(customer, portalRequest(world.northwind, { customerId: world.downtown }));
    const clientSub = await subscribe(client, own.legs[0].id);
    const rivalSub = await subscribe(rival, theirs.legs[0].id);
    const customerSub = await subscribe(customer, ofCustomer.legs[0].id);

    await acknowledge(own.legs[0].id);
    await acknowledge(ofCustomer.legs[0].id);
    await acknowledge(theirs.legs[0].id);
    // A last event after all three, so each subscriber has handled every one of them once its last arrives.
    server.events.publish('orderLegChanged', client.tenant, { id: ofCustomer.legs[0].id });

    const processed = (id: string) => (leg: Leg) => leg.id === id && leg.status === 'PROCESSING';
    const twice = (sub: { received: Leg[]; waitFor: (match: (leg: Leg) => boolean) => Promise<Leg | undefined> }, id: string) =>
      sub.waitFor(() => sub.received.filter(processed(id)).length === 2);
    await twice(clientSub, ofCustomer.legs[0].id);
    await twice(customerSub, ofCustomer.legs[0].id);
    expect(await rivalSub.waitFor(processed(theirs.legs[0].id))).toEqual({
      id: theirs.legs[0].id,
      status: 'PROCESSING',
      order: { id: theirs.id },
    });
    // Events arrive in order: by the time the last one is in, the others were dropped, not late. (The probes that
    // made each subscription live were legs of its own user, which another user of the same client may see too.)
    const seen = (sub: { received: Leg[] }) => [...new Set(sub.received.map((leg) => leg.id))].sort();
    expect(seen(clientSub)).toEqual([own.legs[0].id, ofCustomer.legs[0].id].sort());
    expect(clientSub.received.filter((leg) => leg.status === 'PROCESSING').map((leg) => leg.id)).toEqual([
      own.legs[0].id,
      ofCustomer.legs[0].id,
      ofCustomer.legs[0].id,
    ]);
    expect(seen(rivalSub)).toEqual([theirs.legs[0].id]);
    expect(seen(customerSub)).toEqual([ofCustomer.legs[0].id]);
    expect([clientSub.errors, rivalSub.errors, customerSub.errors]).toEqual([[], [], []]);
  });

  it('refuses the subscription to staff', async () => {
    const ws = portalSocket(server, dispatch, sockets);
    const outcome = await new Promise<unknown>((resolve) => {
      ws.subscribe(
        { query: 'subscription { portalOrderLegChanged { id } }' },
        { next: (value) => resolve(value), error: (error) => resolve(error), complete: () => resolve('complete') },
      );
    });
    expect(JSON.stringify(outcome)).toContain('FORBIDDEN');
  });
});
