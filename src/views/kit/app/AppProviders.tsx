import { type ReactNode, useState } from 'react';
import { SessionActor, TenantActor } from './actors';
import { RuntimeBridge } from './RuntimeBridge';
import { RuntimeContext } from './RuntimeContext';
import type { AppRuntime } from './runtime';
import { readTenantInput } from './tenantStorage';

export type AppProvidersProps = { runtime: AppRuntime; children: ReactNode };

/**
 * Providers only: the tenant and session actors and the runtime. The urql client is not here: the layouts that
 * query provide their own (GraphQLProvider), so the sign-in pages carry no GraphQL client or schema.
 */
export const AppProviders = ({ runtime, children }: AppProvidersProps) => {
  const [tenantInput] = useState(() => readTenantInput(window.location.search));
  return (
    <RuntimeContext.Provider value={runtime}>
      <TenantActor.Provider logic={runtime.tenantLogic} options={{ systemId: 'tenant', input: tenantInput, inspect: runtime.inspect }}>
        <SessionActor.Provider logic={runtime.sessionLogic} options={{ systemId: 'session', inspect: runtime.inspect }}>
          <RuntimeBridge />
          {children}
        </SessionActor.Provider>
      </TenantActor.Provider>
    </RuntimeContext.Provider>
  );
};
