import { lazy, Suspense } from 'react';
import { useSearch } from 'wouter';
import { ClientsList } from '../clientAccounts/public';
import { Spinner } from '../kit/ui/Spinner';
import { accountHref } from './figures';
import { ScopeSwitch } from './ScopeSwitch';
import { useScope } from './useScope';

const AccountView = lazy(() => import('./AccountView').then((m) => ({ default: m.AccountView })));

const hrefOf = (client: { id: string }) => accountHref(client.id);

/** /client-relations/clients: the clients list kept to the desk's accounts; `?id=` opens an account's view above it. */
export const RelationsClientsPage = () => {
  const { scope, scopes, setScope } = useScope();
  const clientId = new URLSearchParams(useSearch()).get('id');
  return (
    <>
      {clientId && (
        <Suspense fallback={<Spinner label="Loading the account…" />}>
          <AccountView key={clientId} clientId={clientId} />
        </Suspense>
      )}
      <ScopeSwitch scope={scope} scopes={scopes} onChange={setScope} />
      <ClientsList accountManager={scope} path="/client-relations/clients" clientHref={hrefOf} />
    </>
  );
};
