/**
 * Graphcache updates of the portal pages (issue 4). A leg's change (portalOrderLegChanged) and a quote's answer
 * arrive as entities, PortalOrderLeg:id and PortalQuote:id, and are written by id without help; what follows keeps
 * the lists around them right: a new comment joins its record's cached comments, and the lists a new order or an
 * answered quote belongs to are asked again.
 */
import type { UpdateResolver } from '@urql/exchange-graphcache';
import { append, idOf, invalidating, keyOf } from './cacheLinks';

const COMMENT_PARENT: Record<string, string> = { ORDER: 'PortalOrder', ORDER_LEG: 'PortalOrderLeg', QUOTE: 'PortalQuote' };

export const portalMutationUpdates: Record<string, UpdateResolver> = {
  // The comment does not say what it is on: the arguments do. A list not cached yet is left for its query to load.
  portalAddComment: (result, args, cache) => {
    const parentType = COMMENT_PARENT[String(args.entityKind)];
    const parent = parentType ? keyOf(cache, parentType, String(args.entityId)) : null;
    append(cache, parent, 'comments', keyOf(cache, 'PortalComment', idOf(result.portalAddComment)));
  },
  // Which page of a list a new record lands on only the server knows.
  portalCreateOrder: invalidating('portalOrders', 'portalHome'),
  portalCreateQuote: invalidating('portalQuotes', 'portalHome'),
  // An answered quote leaves "awaiting your answer" (the home) and the status-filtered lists.
  portalRespondToQuote: invalidating('portalQuotes', 'portalHome'),
};
