import { OrdersList } from '../orders/public';
import { ScopeSwitch } from './ScopeSwitch';
import { useScope } from './useScope';

/** /client-relations/orders: the orders list, kept to the desk's accounts. */
export const RelationsOrdersPage = () => {
  const { scope, scopes, setScope } = useScope();
  return (
    <>
      <ScopeSwitch scope={scope} scopes={scopes} onChange={setScope} />
      <OrdersList accountManager={scope} path="/client-relations/orders" />
    </>
  );
};
