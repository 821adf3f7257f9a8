import { afterEach, describe, expect, it, vi } from 'vitest';
import { type AnyMachineSnapshot, createActor, fromPromise, sendTo, setup, waitFor } from 'xstate';
import { buildWatcherMachine } from './buildWatcher.machine';
import { type SessionResult, sessionMachine } from './session.machine';
import { tenantMachine } from './tenant.machine';
import { createTraceRecorder, replayTrace, type Trace } from './trace';
import { tenantFixture, userFixture } from '../../testing/fixtures';

const user = userFixture({ tenants: [tenantFixture('a'), tenantFixture('b')] });

const valueAndContext = (snapshot: AnyMachineSnapshot) => JSON.parse(JSON.stringify({ value: snapshot.value, context: snapshot.context }));

/** The app's wiring in small: session and tenant actors, recorded, the session clearing the tenant. */
const recordAppSession = async (answers: (SessionResult | Error)[]) => {
  const recorder = createTraceRecorder();
  const tenantActor = createActor(tenantMachine, {
    systemId: 'tenant',
    input: { queryTenant: null, storedTenant: 'b', cookieTenant: null },
    inspect: recorder.inspect,
  }).start();
  const fetchSession = fromPromise<SessionResult>(async () => {
    const answer = answers.shift();
    if (!answer || answer instanceof Error) throw answer ?? new Error('no answer');
    return answer;
  });
  const session = createActor(
    sessionMachine.provide({
      actors: { fetchSession, logout: fromPromise(async () => {}) },
      actions: { clearTenant: () => tenantActor.send({ type: 'tenant.clear' }) },
    }),
    { systemId: 'session', inspect: recorder.inspect },
  ).start();
  const settled = () => waitFor(session, (s) => !s.matches('checking') && !s.matches('loggingOut'));
  return { recorder, session, tenantActor, settled };
};

describe('trace recorder and replay', () => {
  afterEach(() => vi.useRealTimers());

  it('replays checking → loggedIn → logout → loggedOut and the tenant flow to the same state', async () => {
    const app = await recordAppSession([{ kind: 'user', user }, Object.assign(new Error('boom'), { status: 500 })]);
    await app.settled();
    app.tenantActor.send({ type: 'tenant.userLoaded', tenants: user.tenants });
    app.tenantActor.send({ type: 'tenant.select', id: 'a' });
    const loggedIn = { session: app.session.getSnapshot(), tenant: app.tenantActor.getSnapshot() };
    expect(loggedIn.session.value).toEqual({ loggedIn: 'verified' });
    expect(loggedIn.tenant.context.tenantId).toBe('a');
    app.session.send({ type: 'session.check' });
    expect((await app.settled()).value).toBe('error');
    app.session.send({ type: 'session.logout' });
    expect((await app.settled()).value).toBe('loggedOut');

    const trace: Trace = JSON.parse(JSON.stringify(app.recorder.exportTrace()));
    expect(trace).toEqual(app.recorder.exportTrace());
    expect(Object.keys(trace.actors).sort()).toEqual(['session', 'tenant']);
    expect(trace.actors.session.machineId).toBe('session');
    expect(trace.actors.session.events.map(({ event }) => event.type)).toEqual([
      'xstate.init',
      'xstate.done.actor.fetchSession',
      'session.check',
      'xstate.error.actor.fetchSession',
      'session.logout',
      'xstate.done.actor.logout',
    ]);
    expect(trace.actors.session.events[3].event).toMatchObject({ error: { status: 500, message: 'boom' } });
    expect(trace.actors.tenant.events.at(-1)?.event).toEqual({ type: 'tenant.clear' });

    const replayed = replayTrace(trace, { session: sessionMachine, tenant: tenantMachine });
    expect(valueAndContext(replayed.session)).toEqual(valueAndContext(app.session.getSnapshot()));
    expect(valueAndContext(replayed.tenant)).toEqual(valueAndContext(app.tenantActor.getSnapshot()));
    expect(replayed.tenant.context).toEqual({ tenantId: null, tenants: [], candidates: [] });

    // Cut before the logout and the recorded answers bring the replay to the logged-in state instead.
    const cut = (events: Trace['actors'][string]['events'], last: number) => events.filter(({ seq }) => seq <= last);
    const lastLoggedIn = trace.actors.tenant.events.at(-2)?.seq ?? -1;
    const early = replayTrace(
      {
        version: 1,
        actors: {
          session: { ...trace.actors.session, events: cut(trace.actors.session.events, lastLoggedIn) },
          tenant: { ...trace.actors.tenant, events: cut(trace.actors.tenant.events, lastLoggedIn) },
        },
      },
      { session: sessionMachine, tenant: tenantMachine },
    );
    expect(valueAndContext(early.session)).toEqual(valueAndContext(loggedIn.session));
    expect(valueAndContext(early.tenant)).toEqual(valueAndContext(loggedIn.tenant));
  });

  it('replay never runs the invoked actors and keeps recorded errors', async () => {
    const app = await recordAppSession([Object.assign(new Error('Server Error'), { status: 503 })]);
    await app.settled();
    const fetchSession = vi.fn(async (): Promise<SessionResult> => ({ kind: 'anonymous' }));
    const replayed = replayTrace(app.recorder.exportTrace(), {
      session: sessionMachine.provide({ actors: { fetchSession: fromPromise(fetchSession) } }),
      tenant: tenantMachine,
    });
    expect(fetchSession).not.toHaveBeenCalled();
    expect(replayed.session.value).toBe('error');
    expect(replayed.session.context.error).toMatchObject({ status: 503, message: 'Server Error' });
  });

  it('replays fired delays, and names a second actor of one machine apart', async () => {
    vi.useFakeTimers();
    const recorder = createTraceRecorder();
    const ids = ['b1', 'b2'];
    const watcher = buildWatcherMachine.provide({ actors: { fetchBuildId: fromPromise(async () => ids.shift() ?? 'b2') } });
    const first = createActor(watcher, { inspect: recorder.inspect }).start();
    const second = createActor(watcher, { inspect: recorder.inspect }).start();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(first.getSnapshot().value).toBe('updateReady');
    const trace = recorder.exportTrace();
    expect(Object.keys(trace.actors)).toEqual(['buildWatcher', 'buildWatcher#2']);
    expect(trace.actors.buildWatcher.events.map(({ event }) => event.type)).toContain('xstate.after.pollInterval.buildWatcher.waiting');
    const replayed = replayTrace(trace, { buildWatcher: buildWatcherMachine });
    expect(valueAndContext(replayed.buildWatcher)).toEqual(valueAndContext(first.getSnapshot()));
    expect(valueAndContext(replayed['buildWatcher#2'])).toEqual(valueAndContext(second.getSnapshot()));
    first.stop();
    second.stop();
  });

  it('records root actors only: invoked child machines are re-created by the replayed parent', () => {
    const child = setup({ types: { events: {} as { type: 'child.ping' } } }).createMachine({
      id: 'child',
      initial: 'idle',
      states: { idle: { on: { 'child.ping': 'pinged' } }, pinged: { type: 'final' } },
    });
    const parent = setup({ types: { events: {} as { type: 'parent.go' } }, actors: { child } }).createMachine({
      id: 'parent',
      initial: 'running',
      states: {
        running: {
          invoke: { id: 'worker', src: 'child', onDone: 'done' },
          on: { 'parent.go': { actions: sendTo('worker', { type: 'child.ping' }) } },
        },
        done: {},
      },
    });
    const recorder = createTraceRecorder();
    const actor = createActor(parent, { inspect: recorder.inspect }).start();
    actor.send({ type: 'parent.go' });
    expect(actor.getSnapshot().value).toBe('done');
    const trace = recorder.exportTrace();
    expect(Object.keys(trace.actors)).toEqual(['parent']);
    expect(replayTrace(trace, { parent }).parent.value).toBe('done');
  });

  it('refuses a trace it has no machine for', () => {
    const trace: Trace = { version: 1, actors: { orders: { machineId: 'order', events: [] } } };
    expect(() => replayTrace(trace, { session: sessionMachine })).toThrow('no machine for actor "orders" (order)');
  });

  it('clear starts a new trace', async () => {
    const app = await recordAppSession([{ kind: 'anonymous' }]);
    await app.settled();
    app.recorder.clear();
    app.session.send({ type: 'session.check' });
    expect(app.recorder.exportTrace().actors.session.events.map(({ seq, event }) => [seq, event.type])).toEqual([[0, 'session.check']]);
  });
});
