import { describe, expect, it, vi } from 'vitest';
import { type AnyMachineSnapshot, createActor, fromPromise, waitFor } from 'xstate';
import { adjacencyMapToArray, getAdjacencyMap, getShortestPaths } from 'xstate/graph';
import { type SessionEvent, type SessionResult, sessionMachine } from './session.machine';
import { userFixture } from '../../testing/fixtures';

const user = userFixture({ roles: ['ADMIN'] });

/** The model also steps on what the invoked actors answer; the test makes the real fakes answer the same. */
type ModelEvent =
  | SessionEvent
  | { type: 'xstate.init' }
  | { type: 'xstate.done.actor.fetchSession'; output: SessionResult }
  | { type: 'xstate.error.actor.fetchSession'; error: { status?: number; message: string } }
  | { type: 'xstate.done.actor.logout'; output: undefined }
  | { type: 'xstate.error.actor.logout'; error: { message: string } };

// Traversal uses exactly this list, so it names every event the machine takes.
const modelEvents: ModelEvent[] = [
  { type: 'session.check' },
  { type: 'session.loggedIn' },
  { type: 'session.logout' },
  { type: 'session.expired' },
  { type: 'session.unverified' },
  { type: 'xstate.done.actor.fetchSession', output: { kind: 'user', user } },
  { type: 'xstate.done.actor.fetchSession', output: { kind: 'unverified' } },
  { type: 'xstate.done.actor.fetchSession', output: { kind: 'anonymous' } },
  { type: 'xstate.error.actor.fetchSession', error: { status: 401, message: 'Unauthenticated.' } },
  { type: 'xstate.error.actor.fetchSession', error: { status: 419, message: 'CSRF token mismatch.' } },
  { type: 'xstate.error.actor.fetchSession', error: { status: 500, message: 'Server Error' } },
  { type: 'xstate.done.actor.logout', output: undefined },
  { type: 'xstate.error.actor.logout', error: { message: 'offline' } },
];

const traversal = { events: modelEvents as SessionEvent[] };
const paths = getShortestPaths(sessionMachine, traversal);
const adjacency = getAdjacencyMap(sessionMachine, traversal);

const key = (snapshot: AnyMachineSnapshot) => JSON.stringify({ value: snapshot.value, context: snapshot.context });
const pathTo = new Map(paths.map((path) => [key(path.state), path]));

type Pending = { resolve: (value: never) => void; reject: (error: unknown) => void };
type ActorName = 'fetchSession' | 'logout';

/** The real machine with fake actors that answer what the model's done/error events say. */
const system = () => {
  const pending: Record<ActorName, Pending[]> = { fetchSession: [], logout: [] };
  const controlled = <T>(name: ActorName) =>
    fromPromise<T>(() => new Promise<T>((resolve, reject) => pending[name].push({ resolve, reject })));
  const clearTenant = vi.fn();
  const actor = createActor(
    sessionMachine.provide({
      actors: { fetchSession: controlled<SessionResult>('fetchSession'), logout: controlled<void>('logout') },
      actions: { clearTenant },
    }),
  ).start();
  const running = (event: ModelEvent) => {
    const name = event.type.split('.')[3] as ActorName;
    return name in actor.getSnapshot().children;
  };
  const step = async (event: ModelEvent, expected: AnyMachineSnapshot) => {
    if (event.type === 'xstate.init') return;
    if (!event.type.startsWith('xstate.')) actor.send(event as SessionEvent);
    else {
      const run = pending[event.type.split('.')[3] as ActorName].at(-1);
      if (!run) throw new Error(`${event.type}: the actor never ran`);
      if ('output' in event) run.resolve(event.output as never);
      else if ('error' in event) run.reject(event.error);
    }
    await waitFor(actor, (snapshot) => key(snapshot) === key(expected), { timeout: 500 });
  };
  const walk = async (path: (typeof paths)[number]) => {
    for (const { event, state } of path.steps) await step(event as ModelEvent, state);
  };
  return { actor, clearTenant, running, step, walk };
};

const label = (event: ModelEvent) => {
  if ('output' in event) return `${event.type}(${event.output?.kind ?? ''})`;
  if ('error' in event) return `${event.type}(${'status' in event.error ? event.error.status : event.error.message})`;
  return event.type;
};

const describePath = (events: ModelEvent[]) => ['start', ...events.filter((event) => event.type !== 'xstate.init').map(label)].join(' → ');

const transitions = adjacencyMapToArray(adjacency).map(({ state, event, nextState }) => ({
  state,
  event: event as ModelEvent,
  target: nextState,
}));

const userEvents = modelEvents.flatMap((event) => (event.type.startsWith('session.') ? [event.type as SessionEvent['type']] : []));

// Which user events each state takes; the rest are refused (`can` is false).
const taken: Record<string, SessionEvent['type'][]> = {
  '"checking"': ['session.loggedIn', 'session.expired', 'session.unverified', 'session.logout'],
  '{"loggedIn":"verified"}': ['session.check', 'session.loggedIn', 'session.logout', 'session.expired', 'session.unverified'],
  '{"loggedIn":"unverified"}': ['session.check', 'session.loggedIn', 'session.logout', 'session.expired'],
  '"loggedOut"': ['session.check', 'session.loggedIn'],
  '"loggingOut"': ['session.loggedIn'],
  '"error"': ['session.check', 'session.loggedIn', 'session.logout', 'session.expired'],
};

describe('session machine paths', () => {
  it('reaches every state', () => {
    const values = new Set(paths.map((path) => JSON.stringify(path.state.value)));
    expect([...values].sort()).toEqual(Object.keys(taken).sort());
  });

  it.each(paths.map((path) => [describePath(path.steps.map((step) => step.event as ModelEvent)), path]))('%s', async (_, path) => {
    const { actor, clearTenant, walk } = system();
    await walk(path);
    const snapshot = actor.getSnapshot();
    expect(key(snapshot)).toBe(key(path.state));
    // A known user means a verified session (or one being re-checked or logged out of).
    if (snapshot.context.user) expect(snapshot.matches({ loggedIn: 'unverified' })).toBe(false);
    if (!snapshot.matches('error')) expect(snapshot.context.error).toBeNull();
    // The tenant is cleared exactly on each login and each finished logout.
    const clears = path.steps.filter((step) => step.event.type === 'session.loggedIn' || step.event.type.includes('.actor.logout')).length;
    expect(clearTenant).toHaveBeenCalledTimes(clears);
    for (const type of userEvents) {
      const allowed = taken[JSON.stringify(snapshot.value)].includes(type);
      expect([type, snapshot.can({ type })]).toEqual([type, allowed]);
    }
  });

  it.each(
    transitions.map((t) => [
      `${describePath(pathTo.get(key(t.state))?.steps.map((s) => s.event as ModelEvent) ?? [])} ⇒ ${label(t.event)}`,
      t,
    ]),
  )('%s', async (_, { state, event, target }) => {
    const sut = system();
    const path = pathTo.get(key(state));
    if (!path) throw new Error('no path to the state');
    await sut.walk(path);
    // An answer from an actor that is not running cannot happen; the model must ignore it too.
    if (event.type.startsWith('xstate.') && !sut.running(event)) return expect(key(target)).toBe(key(state));
    await sut.step(event, target);
    expect(key(sut.actor.getSnapshot())).toBe(key(target));
  });
});
