import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { type Api, gql, summarize } from './orders.http';

type Leg = { id: string; status: string; version: number };
type Change = { orderLegChanged: Leg };

const PENDING_LEG = `{ orderLegs(first: 1, status: [PENDING_PICKUP]) { data { id status version } } }`;
const TRANSITION = `mutation Move($id: ID!, $event: OrderLegEvent!, $version: Int!, $input: LegTransitionInput) {
  transitionOrderLeg(id: $id, event: $event, version: $version, input: $input) { id status version }
}`;

/**
 * Client A (HTTP, bearer token) moves one PENDING_PICKUP leg to ON_HOLD and back, `transitions` times;
 * client B (graphql-ws, its own token) is subscribed to orderLegChanged. Each sample runs from just before A
 * sends the mutation until B has the event with the new version: commit, publish, B's reload under its RLS, send.
 */
export const transitionToEvent = async (api: Api, tokenB: string, transitions: number) => {
  const client = createClient({
    url: `${api.url.replace(/^http/, 'ws')}/graphql`,
    webSocketImpl: WebSocket,
    connectionParams: { authorization: `Bearer ${tokenB}`, tenant: api.tenantId },
    lazy: false,
    retryAttempts: 0,
  });
  const waiting = new Map<string, (at: number) => void>();
  let subscribed!: () => void;
  const ready = new Promise<void>((resolve) => (subscribed = resolve));
  const unsubscribe = client.subscribe<Change>(
    { query: 'subscription { orderLegChanged { id status version } }' },
    {
      next: ({ data }) => {
        const at = performance.now();
        const leg = data?.orderLegChanged;
        if (leg) waiting.get(`${leg.id}:${leg.version}`)?.(at);
      },
      error: (error) => console.error('subscription error', error),
      complete: () => undefined,
    },
  );
  // graphql-ws has no "subscribed" acknowledgement: one probe transition confirms events arrive before timing starts.
  client.on('connected', () => setTimeout(subscribed, 200));
  await ready;
  try {
    const found = await gql<{ orderLegs: { data: Leg[] } }>(api, PENDING_LEG);
    let leg = found.orderLegs.data[0];
    if (!leg) throw new Error('no PENDING_PICKUP leg to hold and release');
    const mutationMs: number[] = [];
    const eventMs: number[] = [];
    for (let i = 0; i < transitions + 2; i++) {
      const hold = leg.status === 'PENDING_PICKUP';
      const variables = hold
        ? { id: leg.id, event: 'HOLD', version: leg.version, input: { holdReason: 'CLIENT_REQUEST' } }
        : { id: leg.id, event: 'RELEASE', version: leg.version };
      const expected = `${leg.id}:${leg.version + 1}`;
      const arrived = new Promise<number>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no orderLegChanged for ${expected} within 5 s`)), 5000);
        waiting.set(expected, (at) => {
          clearTimeout(timer);
          waiting.delete(expected);
          resolve(at);
        });
      });
      const started = performance.now();
      const moved = await gql<{ transitionOrderLeg: Leg }>(api, TRANSITION, variables);
      const answered = performance.now();
      const at = await arrived;
      // The first hold and release are the probe (and warm both paths); they are not samples.
      if (i >= 2) {
        mutationMs.push(answered - started);
        eventMs.push(at - started);
      }
      leg = moved.transitionOrderLeg;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    return { transitions, mutation: summarize(mutationMs), mutationToEvent: summarize(eventMs) };
  } finally {
    unsubscribe();
    await client.dispose();
  }
};
