import { QuotesList } from '../quotes/public';
import { ScopeSwitch } from './ScopeSwitch';
import { useScope } from './useScope';

/** /client-relations/quotes: the quotes list, kept to the desk's accounts (`?client=` narrows it to one). */
export const RelationsQuotesPage = () => {
  const { scope, scopes, setScope } = useScope();
  return (
    <>
      <ScopeSwitch scope={scope} scopes={scopes} onChange={setScope} />
      <QuotesList accountManager={scope} path="/client-relations/quotes" />
    </>
  );
};
