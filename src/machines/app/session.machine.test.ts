import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { type SessionResult, selectGuardSession, selectIsChecking, selectUser, sessionMachine } from './session.machine';
import { userFixture } from '../../testing/fixtures';

const user = userFixture();

/** A promise actor whose every run waits until the test settles it. */
const controlled = <T>() => {
  const runs: { resolve: (value: T) => void; reject: (error: unknown) => void }[] = [];
  const logic = fromPromise<T>(() => new Promise<T>((resolve, reject) => runs.push({ resolve, reject })));
  const last = () => {
    const run = runs.at(-1);
    if (!run) throw new Error('the actor was never invoked');
    return run;
  };
  return { logic, runs, resolve: (value: T) => last().resolve(value), reject: (error: unknown) => last().reject(error) };
};

const start = () => {
  const fetchSession = controlled<SessionResult>();
  const logout = controlled<void>();
  const clearTenant = vi.fn();
  const actor = createActor(
    sessionMachine.provide({ actors: { fetchSession: fetchSession.logic, logout: logout.logic }, actions: { clearTenant } }),
  ).start();
  return { actor, fetchSession, logout, clearTenant };
};

const settled = (actor: ReturnType<typeof start>['actor']) => waitFor(actor, (s) => !s.matches('checking') && !s.matches('loggingOut'));

const loggedIn = async () => {
  const session = start();
  session.fetchSession.resolve({ kind: 'user', user });
  await settled(session.actor);
  return session;
};

describe('session machine', () => {
  it('starts by checking; the guard must wait', () => {
    const { actor } = start();
    expect(actor.getSnapshot().value).toBe('checking');
    expect(selectIsChecking(actor.getSnapshot())).toBe(true);
    expect(selectGuardSession(actor.getSnapshot())).toEqual({ status: 'loggedOut' });
  });

  it('a user result logs in, verified', async () => {
    const { actor } = await loggedIn();
    const snapshot = actor.getSnapshot();
    expect(snapshot.value).toEqual({ loggedIn: 'verified' });
    expect(selectUser(snapshot)).toEqual(user);
    expect(selectIsChecking(snapshot)).toBe(false);
    expect(selectGuardSession(snapshot)).toEqual({ status: 'loggedIn', user: { ...user, emailVerified: true } });
    expect(snapshot.can({ type: 'session.logout' })).toBe(true);
  });

  it('an unverified result is logged in, unverified, with no user and no roles', async () => {
    const { actor, fetchSession } = start();
    fetchSession.resolve({ kind: 'unverified' });
    const snapshot = await settled(actor);
    expect(snapshot.value).toEqual({ loggedIn: 'unverified' });
    expect(snapshot.context.user).toBeNull();
    expect(selectGuardSession(snapshot)).toEqual({
      status: 'loggedIn',
      user: { roles: [], clients: [], customers: [], emailVerified: false },
    });
  });

  it('an anonymous result is logged out', async () => {
    const { actor, fetchSession } = start();
    fetchSession.resolve({ kind: 'anonymous' });
    expect((await settled(actor)).value).toBe('loggedOut');
    expect(actor.getSnapshot().can({ type: 'session.logout' })).toBe(false);
  });

  it.each([401, 419])('a %i from the check means logged out', async (status) => {
    const { actor, fetchSession } = start();
    fetchSession.reject(Object.assign(new Error('unauthenticated'), { status }));
    const snapshot = await settled(actor);
    expect(snapshot.value).toBe('loggedOut');
    expect(snapshot.context).toEqual({ user: null, error: null });
  });

  it.each([
    ['a 500', Object.assign(new Error('boom'), { status: 500 })],
    ['a network failure', new TypeError('Failed to fetch')],
  ])('%s is kept in the error state and a check retries', async (_, error) => {
    const { actor, fetchSession } = await loggedIn();
    actor.send({ type: 'session.check' });
    fetchSession.reject(error);
    const snapshot = await settled(actor);
    expect(snapshot.value).toBe('error');
    expect(snapshot.context).toEqual({ user: null, error });
    actor.send({ type: 'session.check' });
    expect(fetchSession.runs).toHaveLength(3);
    fetchSession.resolve({ kind: 'user', user });
    expect((await settled(actor)).value).toEqual({ loggedIn: 'verified' });
  });

  it('without a provided fetchSession it ends in error', async () => {
    const actor = createActor(sessionMachine).start();
    const snapshot = await waitFor(actor, (s) => s.matches('error'));
    expect(snapshot.context.error).toEqual(new Error('fetchSession not provided'));
  });

  it('a re-check keeps the known user until the answer comes', async () => {
    const { actor, fetchSession } = await loggedIn();
    actor.send({ type: 'session.check' });
    expect(actor.getSnapshot().value).toBe('checking');
    expect(fetchSession.runs).toHaveLength(2);
    expect(selectGuardSession(actor.getSnapshot())).toMatchObject({ status: 'loggedIn' });
    fetchSession.resolve({ kind: 'anonymous' });
    expect((await settled(actor)).context.user).toBeNull();
  });

  it('a check while checking is not taken', () => {
    const { actor } = start();
    expect(actor.getSnapshot().can({ type: 'session.check' })).toBe(false);
  });

  it('login clears the tenant and restarts a check in flight', async () => {
    const { actor, fetchSession, clearTenant } = start();
    actor.send({ type: 'session.loggedIn' });
    expect(clearTenant).toHaveBeenCalledTimes(1);
    expect(fetchSession.runs).toHaveLength(2);
    fetchSession.runs[0].resolve({ kind: 'anonymous' });
    fetchSession.resolve({ kind: 'user', user });
    expect((await settled(actor)).context.user).toEqual(user);
  });

  it.each([
    ['succeeds', (logout: ReturnType<typeof controlled<void>>) => logout.resolve()],
    ['fails', (logout: ReturnType<typeof controlled<void>>) => logout.reject(new Error('offline'))],
  ])('logout clears user and tenant when the call %s', async (_, settle) => {
    const { actor, logout, clearTenant } = await loggedIn();
    actor.send({ type: 'session.logout' });
    expect(actor.getSnapshot().value).toBe('loggingOut');
    expect(logout.runs).toHaveLength(1);
    settle(logout);
    const snapshot = await settled(actor);
    expect(snapshot.value).toBe('loggedOut');
    expect(snapshot.context.user).toBeNull();
    expect(clearTenant).toHaveBeenCalledTimes(1);
  });

  it('expired logs out and clears the user; not taken when already logged out', async () => {
    const { actor } = await loggedIn();
    actor.send({ type: 'session.expired' });
    expect(actor.getSnapshot().value).toBe('loggedOut');
    expect(actor.getSnapshot().context.user).toBeNull();
    expect(actor.getSnapshot().can({ type: 'session.expired' })).toBe(false);
  });

  it('a 409 on a request makes the session unverified', async () => {
    const { actor } = await loggedIn();
    actor.send({ type: 'session.unverified' });
    expect(actor.getSnapshot().value).toEqual({ loggedIn: 'unverified' });
    expect(actor.getSnapshot().context.user).toBeNull();
  });
});
