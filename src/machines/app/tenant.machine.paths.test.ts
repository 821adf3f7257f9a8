import { describe, expect, it } from 'vitest';
import { type AnyMachineSnapshot, createActor } from 'xstate';
import { adjacencyMapToArray, getAdjacencyMap, getShortestPaths } from 'xstate/graph';
import { type TenantEvent, type TenantInput, tenantMachine } from './tenant.machine';
import { tenantFixture } from '../../testing/fixtures';

const [a, b, c] = [tenantFixture('a'), tenantFixture('b'), tenantFixture('c')];

const input: TenantInput = { queryTenant: 'x', storedTenant: 'b', cookieTenant: 'c' };

// Traversal uses exactly this list: every event type, with ids that are and are not the user's.
const events: TenantEvent[] = [
  { type: 'tenant.userLoaded', tenants: [a, b] },
  { type: 'tenant.userLoaded', tenants: [b, c] },
  { type: 'tenant.userLoaded', tenants: [] },
  { type: 'tenant.select', id: 'a' },
  { type: 'tenant.select', id: 'c' },
  { type: 'tenant.select', id: 'x' },
  { type: 'tenant.queryParam', id: 'a' },
  { type: 'tenant.queryParam', id: 'x' },
  { type: 'tenant.clear' },
];

const paths = getShortestPaths(tenantMachine, { events, input });
const transitions = adjacencyMapToArray(getAdjacencyMap(tenantMachine, { events, input }));
const key = (snapshot: AnyMachineSnapshot) => JSON.stringify({ value: snapshot.value, context: snapshot.context });
const pathTo = new Map(paths.map((path) => [key(path.state), path]));

/** Runs events on a real actor and checks after each one what the app would see in storage and cache. */
const run = (steps: readonly { event: { type: string } }[]) => {
  const persisted: (string | null)[] = [];
  let resets = 0;
  const actor = createActor(
    tenantMachine.provide({
      actions: { persist: ({ context }) => persisted.push(context.tenantId), resetCache: () => resets++ },
    }),
    { input },
  ).start();
  for (const { event } of steps) {
    if (event.type === 'xstate.init') continue;
    const before = actor.getSnapshot();
    const [persistedBefore, resetsBefore] = [persisted.length, resets];
    actor.send(event as TenantEvent);
    const after = actor.getSnapshot();
    const { tenantId, tenants } = after.context;
    const changed = tenantId !== before.context.tenantId;
    const cleared = event.type === 'tenant.clear';
    // The chosen tenant is always one of the user's, and a user with tenants always has one chosen.
    if (tenantId !== null) expect(tenants.map((t) => t.id)).toContain(tenantId);
    if (after.matches('ready') && tenants.length > 0) expect(tenantId).not.toBeNull();
    // Storage is written exactly when the choice is made or changes, and then holds the current choice.
    const entered = before.matches('waiting') && after.matches('ready');
    expect(persisted.length - persistedBefore).toBe(cleared || entered || (before.matches('ready') && changed) ? 1 : 0);
    if (persisted.length > persistedBefore) expect(persisted.at(-1)).toBe(tenantId);
    // The cache is reset when a chosen tenant is replaced, and on clear.
    expect(resets - resetsBefore).toBe(cleared || (before.matches('ready') && changed) ? 1 : 0);
  }
  return actor.getSnapshot();
};

const label = (event: { type: string }) => {
  const e = event as TenantEvent;
  if (e.type === 'tenant.userLoaded') return `userLoaded[${e.tenants.map((t) => t.id).join(',')}]`;
  if (e.type === 'tenant.select' || e.type === 'tenant.queryParam') return `${e.type.slice(7)}(${e.id})`;
  return e.type === 'tenant.clear' ? 'clear' : 'start';
};

describe('tenant machine paths', () => {
  it('reaches both states with many contexts', () => {
    expect(new Set(paths.map((path) => path.state.value))).toEqual(new Set(['waiting', 'ready']));
    expect(paths.length).toBeGreaterThan(10);
  });

  it.each(paths.map((path) => [path.steps.map((step) => label(step.event)).join(' → '), path]))('%s', (_, path) => {
    expect(key(run(path.steps))).toBe(key(path.state));
  });

  it('every transition keeps the invariants', () => {
    for (const { state, event, nextState } of transitions) {
      const path = pathTo.get(key(state));
      if (!path) throw new Error(`no path to ${key(state)}`);
      expect(key(run([...path.steps, { event }]))).toBe(key(nextState));
    }
    expect(transitions.length).toBe(paths.length * events.length);
  });
});
