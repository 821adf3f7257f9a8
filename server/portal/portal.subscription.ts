import type { GraphQLContext } from '../graphql/context';
import { liveRecords } from '../graphql/liveRecords';
import { requirePortal } from './portal.access';
import { findPortalLeg, findPortalQuote } from './portal.rows';

// The socket's queries run with app.portal set (server/graphql/ws.ts), so row-level security leaves another client's
// or customer's record out and it is dropped; records of deleted orders are gone from the portal.

/** portalOrderLegChanged: a leg moves live on the portal's leg page as staff work it. */
export const portalLegChanges = async (ctx: GraphQLContext) =>
  liveRecords(ctx, (await requirePortal(ctx)).tenantId, { topic: 'orderLegChanged', load: findPortalLeg });

/** portalQuoteChanged: staff confirm or revise, the expiry job, the portal's own answers; line items read afresh. */
export const portalQuoteChanges = async (ctx: GraphQLContext) =>
  liveRecords(ctx, (await requirePortal(ctx)).tenantId, { topic: 'quoteChanged', load: findPortalQuote });
