import type { ActorRefFrom, InspectionEvent, Observer } from 'xstate';
import { fromPromise } from 'xstate';
import type { ClientDeps } from '../../../graphql/client';
import { fetchLatestBuildId, logout } from '../../../http/api';
import { buildWatcherMachine } from '../../../machines/app/buildWatcher.machine';
import { sessionMachine } from '../../../machines/app/session.machine';
import { tenantMachine } from '../../../machines/app/tenant.machine';
import { fetchSession } from './sessionSource';
import { persistTenant } from './tenantStorage';

export type Inspect = Observer<InspectionEvent> | ((event: InspectionEvent) => void);

type Refs = {
  session?: ActorRefFrom<typeof sessionMachine>;
  tenant?: ActorRefFrom<typeof tenantMachine>;
};

/**
 * What a layout needs to make its GraphQL client (views/kit/app/GraphQLProvider): the client's view of the actors,
 * and the reset signal (tenant change, logout) after which every layout's client starts with an empty cache.
 */
export type GraphQLHost = {
  deps: ClientDeps;
  reset: () => void;
  onReset: (listener: () => void) => void;
};

export type AppRuntime = {
  graphql: GraphQLHost;
  sessionLogic: typeof sessionMachine;
  tenantLogic: typeof tenantMachine;
  buildWatcherLogic: typeof buildWatcherMachine;
  inspect: Inspect | undefined;
  /** The external portal address portal users are sent to (docs/access.md#signing-in-and-where-people-land), or null for /portal. */
  portalUrl: string | null;
  /** The id of the build this page runs (its HTML names it), or null: the build watcher's first poll then learns it. */
  buildId: string | null;
  /** Called once the actors exist: the client and the session's actions reach them through these refs. */
  connect: (refs: Required<Refs>) => void;
};

/**
 * The app's implementations of the machines' named actors and actions (the machines stay pure), and what the
 * layouts' urql clients read and tell: headers and error handling reach those actors through `graphql.deps`.
 * No GraphQL client is made here: the layouts that query make their own (GraphQLProvider).
 */
export const createAppRuntime = ({
  inspect,
  portalUrl,
  buildId = null,
}: {
  inspect?: Inspect;
  portalUrl: string | null;
  buildId?: string | null;
}): AppRuntime => {
  const refs: Refs = {};
  const tenantId = () => refs.tenant?.getSnapshot().context.tenantId ?? null;
  const resetListeners = new Set<() => void>();
  const graphql: GraphQLHost = {
    deps: {
      tenantId,
      // A verified user is known (kept through re-checks; cleared on logout, expiry and 409).
      signedIn: () => refs.session?.getSnapshot().context.user != null,
      onExpired: () => refs.session?.send({ type: 'session.expired' }),
      onUnverified: () => refs.session?.send({ type: 'session.unverified' }),
      // A re-check with a known user keeps the page (useRouteState): only the menus and guards follow the new roles.
      onAccessChanged: () => refs.session?.send({ type: 'session.check' }),
    },
    reset: () => {
      for (const listener of resetListeners) listener();
    },
    onReset: (listener) => void resetListeners.add(listener),
  };

  const sessionLogic = sessionMachine.provide({
    actors: {
      fetchSession: fromPromise(() => fetchSession(tenantId())),
      logout: fromPromise(async () => {
        try {
          await logout();
        } finally {
          graphql.reset();
        }
      }),
    },
    actions: { clearTenant: () => refs.tenant?.send({ type: 'tenant.clear' }) },
  });

  const tenantLogic = tenantMachine.provide({
    actions: {
      persist: ({ context }) => persistTenant(context.tenantId),
      resetCache: () => graphql.reset(),
    },
  });

  const buildWatcherLogic = buildWatcherMachine.provide({
    actors: { fetchBuildId: fromPromise(() => fetchLatestBuildId()) },
    actions: { reloadPage: () => window.location.reload() },
  });

  return {
    graphql,
    sessionLogic,
    tenantLogic,
    buildWatcherLogic,
    inspect,
    portalUrl,
    buildId,
    connect: (next) => Object.assign(refs, next),
  };
};
