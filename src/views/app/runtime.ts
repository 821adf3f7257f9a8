import type { ActorRefFrom, InspectionEvent, Observer } from 'xstate';
import { fromPromise } from 'xstate';
import { type ClientStore, createClientStore } from './clientStore';
import { fetchLatestBuildId, logout } from '../../http/api';
import { buildWatcherMachine } from '../../machines/app/buildWatcher.machine';
import { sessionMachine } from '../../machines/app/session.machine';
import { tenantMachine } from '../../machines/app/tenant.machine';
import { fetchSession } from './sessionSource';
import { persistTenant } from './tenantStorage';

export type Inspect = Observer<InspectionEvent> | ((event: InspectionEvent) => void);

type Refs = {
  session?: ActorRefFrom<typeof sessionMachine>;
  tenant?: ActorRefFrom<typeof tenantMachine>;
};

export type AppRuntime = {
  clientStore: ClientStore;
  sessionLogic: typeof sessionMachine;
  tenantLogic: typeof tenantMachine;
  buildWatcherLogic: typeof buildWatcherMachine;
  inspect: Inspect | undefined;
  /** The external portal address (spec §2), or null for /portal. */
  portalUrl: string | null;
  /** Called once the actors exist: the client and the session's actions reach them through these refs. */
  connect: (refs: Required<Refs>) => void;
};

/**
 * The app's implementations of the machines' named actors and actions (the machines stay pure), and the
 * urql client store whose headers and error handling read and tell those actors.
 */
export const createAppRuntime = ({ inspect, portalUrl }: { inspect?: Inspect; portalUrl: string | null }): AppRuntime => {
  const refs: Refs = {};
  const clientStore = createClientStore({
    tenantId: () => refs.tenant?.getSnapshot().context.tenantId ?? null,
    // A verified user is known (kept through re-checks; cleared on logout, expiry and 409).
    signedIn: () => refs.session?.getSnapshot().context.user != null,
    onExpired: () => refs.session?.send({ type: 'session.expired' }),
    onUnverified: () => refs.session?.send({ type: 'session.unverified' }),
  });

  const sessionLogic = sessionMachine.provide({
    actors: {
      fetchSession: fromPromise(() => fetchSession(clientStore.getClient())),
      logout: fromPromise(async () => {
        try {
          await logout();
        } finally {
          clientStore.reset();
        }
      }),
    },
    actions: { clearTenant: () => refs.tenant?.send({ type: 'tenant.clear' }) },
  });

  const tenantLogic = tenantMachine.provide({
    actions: {
      persist: ({ context }) => persistTenant(context.tenantId),
      resetCache: () => clientStore.reset(),
    },
  });

  const buildWatcherLogic = buildWatcherMachine.provide({
    actors: { fetchBuildId: fromPromise(() => fetchLatestBuildId()) },
    actions: { reloadPage: () => window.location.reload() },
  });

  return {
    clientStore,
    sessionLogic,
    tenantLogic,
    buildWatcherLogic,
    inspect,
    portalUrl,
    connect: (next) => Object.assign(refs, next),
  };
};
