import { useSubscription } from 'urql';
import { PortalQuoteChangedSubscription } from './PortalQuotePage.graphql';
import { useCurrentTenant } from '../../kit/app/useCurrentUser';

/**
 * While a quote page is open: the user's quotes as staff confirm, revise or expire them, over graphql-ws. The event
 * carries every field the page shows (PortalQuoteDetail), and graphcache writes it into PortalQuote:id, so the
 * status, the order link and a revision's line items change in place without asking the server again.
 */
export const useLiveQuotes = () => {
  const tenant = useCurrentTenant();
  useSubscription({ query: PortalQuoteChangedSubscription, pause: !tenant });
};
