import { useRef } from 'react';
import { useSubscription } from 'urql';
import { PortalOrderLegChangedSubscription } from '../../../graphql/operations/portalLegs';
import { useCurrentTenant } from '../../kit/app/useCurrentUser';

/**
 * While a portal page is open: the user's legs as they change, over graphql-ws. Graphcache writes each event into
 * PortalOrderLeg:id and its PortalOrder (status, dates, driver, history), so every table and timeline showing that
 * leg changes in place; `onChange` hears the leg's id for anything the event does not carry.
 */
export const useLiveLegs = (onChange?: (legId: string) => void) => {
  const tenant = useCurrentTenant();
  const handler = useRef(onChange);
  handler.current = onChange;
  useSubscription({ query: PortalOrderLegChangedSubscription, pause: !tenant }, (_previous, data) => {
    handler.current?.(data.portalOrderLegChanged.id);
    return data;
  });
};
