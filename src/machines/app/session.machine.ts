import { assign, fromPromise, type SnapshotFrom, setup } from 'xstate';
import type { CurrentUser } from '../../domain/currentUser';
import type { AccessUser } from '../../domain/roles';

/** What the app's session check (GET /api/user, then the AuthQuery) found. */
export type SessionResult = { kind: 'user'; user: CurrentUser } | { kind: 'unverified' } | { kind: 'anonymous' };

export type SessionContext = { user: CurrentUser | null; error: unknown };

export type SessionEvent =
  | { type: 'session.check' }
  | { type: 'session.loggedIn' }
  | { type: 'session.logout' }
  | { type: 'session.expired' }
  | { type: 'session.unverified' };

/** A session check failing with 401 or 419 means "not logged in". */
const UNAUTHENTICATED = [401, 419];

const statusOf = (error: unknown): number | undefined =>
  typeof error === 'object' && error !== null && 'status' in error && typeof error.status === 'number' ? error.status : undefined;

export const sessionMachine = setup({
  types: {} as { context: SessionContext; events: SessionEvent },
  actors: {
    fetchSession: fromPromise<SessionResult>(async () => {
      throw new Error('fetchSession not provided');
    }),
    logout: fromPromise<void>(async () => {
      throw new Error('logout not provided');
    }),
  },
  guards: {
    resultIs: (_, params: { result: SessionResult; kind: SessionResult['kind'] }) => params.result.kind === params.kind,
    isUnauthenticated: (_, params: { error: unknown }) => UNAUTHENTICATED.includes(statusOf(params.error) ?? 0),
  },
  actions: {
    storeResult: assign((_, params: { result: SessionResult }) => ({
      user: params.result.kind === 'user' ? params.result.user : null,
      error: null,
    })),
    // A failed session refresh clears the user; the error is kept for the error view.
    storeError: assign((_, params: { error: unknown }) => ({ user: null, error: params.error })),
    clearUser: assign({ user: null, error: null }),
    clearError: assign({ error: null }),
    // The app provides one that tells the tenant actor (signing in and signing out both clear the tenant).
    clearTenant: () => {},
  },
}).createMachine({
  id: 'session',
  context: { user: null, error: null },
  initial: 'checking',
  on: {
    // After POST /login: drop the tenant choice and re-run the check, even one in flight.
    'session.loggedIn': { target: '.checking', reenter: true, actions: 'clearTenant' },
  },
  states: {
    checking: {
      invoke: {
        id: 'fetchSession',
        src: 'fetchSession',
        onDone: [
          {
            guard: { type: 'resultIs', params: ({ event }) => ({ result: event.output, kind: 'user' }) },
            target: 'loggedIn.verified',
            actions: { type: 'storeResult', params: ({ event }) => ({ result: event.output }) },
          },
          {
            guard: { type: 'resultIs', params: ({ event }) => ({ result: event.output, kind: 'unverified' }) },
            target: 'loggedIn.unverified',
            actions: { type: 'storeResult', params: ({ event }) => ({ result: event.output }) },
          },
          { target: 'loggedOut', actions: { type: 'storeResult', params: ({ event }) => ({ result: event.output }) } },
        ],
        onError: [
          {
            guard: { type: 'isUnauthenticated', params: ({ event }) => ({ error: event.error }) },
            target: 'loggedOut',
            actions: 'clearUser',
          },
          { target: 'error', actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) } },
        ],
      },
      on: {
        'session.expired': { target: 'loggedOut', actions: 'clearUser' },
        'session.unverified': { target: 'loggedIn.unverified', actions: 'clearUser' },
        'session.logout': 'loggingOut',
      },
    },
    loggedIn: {
      initial: 'verified',
      states: {
        verified: { on: { 'session.unverified': { target: 'unverified', actions: 'clearUser' } } },
        // A 409 user: the server answers 409 to every call, so no user is known here.
        unverified: {},
      },
      on: {
        'session.check': 'checking',
        'session.logout': 'loggingOut',
        'session.expired': { target: 'loggedOut', actions: 'clearUser' },
      },
    },
    loggedOut: { on: { 'session.check': 'checking' } },
    loggingOut: {
      invoke: {
        id: 'logout',
        src: 'logout',
        // A failed POST /logout still ends the local session; the next check shows the truth.
        onDone: { target: 'loggedOut', actions: ['clearUser', 'clearTenant'] },
        onError: { target: 'loggedOut', actions: ['clearUser', 'clearTenant'] },
      },
    },
    error: {
      exit: 'clearError',
      on: {
        'session.check': 'checking',
        'session.logout': 'loggingOut',
        'session.expired': { target: 'loggedOut', actions: 'clearUser' },
      },
    },
  },
});

export type SessionSnapshot = SnapshotFrom<typeof sessionMachine>;

/** An unverified session has no user (the server answers 409 to every call), only "no access yet". */
export type GuardUser = (CurrentUser & { emailVerified: true }) | (AccessUser & { emailVerified: false });

/** Structurally the navigation guard's `GuardSession` (navigationGuard.ts). */
export type SessionGuardState = { status: 'loggedOut' } | { status: 'loggedIn'; user: GuardUser };

const UNVERIFIED_USER: GuardUser = { roles: [], clients: [], customers: [], emailVerified: false };

export const selectUser = (snapshot: SessionSnapshot): CurrentUser | null => snapshot.context.user;

/** True while a check is in flight; before the first one finishes the guard must wait, not redirect. */
export const selectIsChecking = (snapshot: SessionSnapshot): boolean => snapshot.matches('checking');

/**
 * The session as the navigation guard sees it. During a re-check the last known user still counts;
 * a check without a known user counts as loggedOut (read selectIsChecking first).
 */
export const selectGuardSession = (snapshot: SessionSnapshot): SessionGuardState => {
  if (snapshot.matches({ loggedIn: 'unverified' })) return { status: 'loggedIn', user: UNVERIFIED_USER };
  const { user } = snapshot.context;
  return user ? { status: 'loggedIn', user: { ...user, emailVerified: true } } : { status: 'loggedOut' };
};
