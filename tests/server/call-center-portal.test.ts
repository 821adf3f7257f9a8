import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from './support/client';
import { ok, type PortalWorld, portalOrder, portalRequest, portalSession, startPortalServer } from './support/portal';
import { liveFeed, type Sockets } from './support/portalLive';
import type { TestServer } from './support/testServer';

let server: TestServer;
let world: PortalWorld;
let client: TestClient;
let rival: TestClient;
let callCenter: TestClient;
const sockets: Sockets = [];
beforeAll(async () => {
  ({ server, world, client, rival } = await startPortalServer());
  callCenter = await portalSession(server.url, 'call-center@legwork.test');
});
afterAll(async () => {
  for (const socket of sockets) await socket.dispose();
  await server?.close();
});

type Leg = { id: string; status: string; confirmedPickupAt: string | null; confirmedDeliveryAt: string | null };
const subscribe = (as: TestClient, probeLegId: string) =>
  liveFeed<Leg>(server, as, sockets, {
    field: 'portalOrderLegChanged',
    selection: 'id status confirmedPickupAt confirmedDeliveryAt',
    topic: 'orderLegChanged',
    probeId: probeLegId,
  });

const inHours = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();

describe('a confirmed window on the portal', () => {
  it("reaches the client's portal live once the call center acknowledges and confirms the leg with the call", async () => {
    const order = await portalOrder(client, portalRequest(world.northwind));
    const theirs = await portalOrder(rival, portalRequest(world.rival));
    const legId = order.legs[0].id;
    const clientFeed = await subscribe(client, legId);
    const rivalFeed = await subscribe(rival, theirs.legs[0].id);

    const acknowledged = ok(
      await callCenter.gql<{ acknowledgeCallCenterLeg: { status: string; version: number } }>(
        'mutation($id: ID!) { acknowledgeCallCenterLeg(id: $id, version: 1) { status version } }',
        { id: legId },
      ),
    ).acknowledgeCallCenterLeg;
    expect(acknowledged.status).toBe('PENDING_CONFIRMATION');
    const window = { confirmedPickupAt: inHours(30), confirmedDeliveryAt: inHours(60) };
    ok(
      await callCenter.gql(
        'mutation($id: ID!, $version: Int!, $input: ConfirmLegWithCallInput!) { confirmLegWithCall(id: $id, version: $version, input: $input) { id } }',
        { id: legId, version: acknowledged.version, input: window },
      ),
    );

    expect(await clientFeed.waitFor((leg) => leg.id === legId && leg.status === 'CALL_CENTER_CONFIRMED')).toEqual({
      id: legId,
      status: 'CALL_CENTER_CONFIRMED',
      ...window,
    });
    // A last event about the rival's own leg: once it is in, the confirmed leg was dropped for them, not late.
    server.events.publish('orderLegChanged', rival.tenant, { id: theirs.legs[0].id });
    await rivalFeed.waitFor(() => rivalFeed.received.length >= 2);
    expect(rivalFeed.seen()).toEqual([theirs.legs[0].id]);
    expect([clientFeed.errors, rivalFeed.errors]).toEqual([[], []]);
  });
});
