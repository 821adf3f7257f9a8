import { type ReactNode, useState, useSyncExternalStore } from 'react';
import { Provider as UrqlProvider } from 'urql';
import { SessionActor, TenantActor } from './actors';
import { RuntimeBridge } from './RuntimeBridge';
import { RuntimeContext } from './RuntimeContext';
import type { AppRuntime } from './runtime';
import { readTenantInput } from './tenantStorage';

export type AppProvidersProps = { runtime: AppRuntime; children: ReactNode };

/** Providers only: the tenant and session actors, the runtime, and the urql client (new on cache reset). */
export const AppProviders = ({ runtime, children }: AppProvidersProps) => {
  const client = useSyncExternalStore(runtime.clientStore.subscribe, runtime.clientStore.getClient);
  const [tenantInput] = useState(() => readTenantInput(window.location.search));
  return (
    <RuntimeContext.Provider value={runtime}>
      <TenantActor.Provider
        logic={runtime.tenantLogic}
        options={{ systemId: 'tenant', input: tenantInput, inspect: runtime.inspect }}
      >
        <SessionActor.Provider logic={runtime.sessionLogic} options={{ systemId: 'session', inspect: runtime.inspect }}>
          <RuntimeBridge />
          <UrqlProvider value={client}>{children}</UrqlProvider>
        </SessionActor.Provider>
      </TenantActor.Provider>
    </RuntimeContext.Provider>
  );
};
