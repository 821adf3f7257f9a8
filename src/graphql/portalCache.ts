/**
 * Graphcache updates of the portal pages (issue 4). A leg's change (portalOrderLegChanged) and a quote's answer
 * arrive as entities, PortalOrderLeg:id and PortalQuote:id, and are written by id without help; what follows keeps
 * the lists around them right: a new comment joins its record's cached comments, and the lists a new order or an
 * answered quote belongs to are asked again.
 */
import type { Cache, UpdateResolver } from '@urql/exchange-graphcache';

const linksOf = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];

/** Every cached variant of a root field (lists with arguments, the home): their next read asks the server. */
const invalidateQueryField = (cache: Cache, name: string) => {
  for (const cached of cache.inspectFields('Query')) {
    if (cached.fieldName === name) cache.invalidate('Query', cached.fieldName, cached.arguments ?? undefined);
  }
};

const COMMENT_PARENT: Record<string, string> = { ORDER: 'PortalOrder', ORDER_LEG: 'PortalOrderLeg', QUOTE: 'PortalQuote' };

const commentKeyOf = (cache: Cache, comment: unknown): string | null =>
  comment && typeof comment === 'object' && 'id' in comment && typeof comment.id === 'string'
    ? cache.keyOfEntity({ __typename: 'PortalComment', id: comment.id })
    : null;

export const portalMutationUpdates: Record<string, UpdateResolver> = {
  // The comment does not say what it is on: the arguments do. A list not cached yet is left for its query to load.
  portalAddComment: (result, args, cache) => {
    const parentType = COMMENT_PARENT[String(args.entityKind)];
    const child = commentKeyOf(cache, result.portalAddComment);
    const parent = parentType ? cache.keyOfEntity({ __typename: parentType, id: String(args.entityId) }) : null;
    if (!parent || !child) return;
    const list = cache.resolve(parent, 'comments');
    if (!Array.isArray(list)) return;
    const links = linksOf(list);
    if (!links.includes(child)) cache.link(parent, 'comments', [...links, child]);
  },
  // Which page of a list a new record lands on only the server knows.
  portalCreateOrder: (_result, _args, cache) => {
    invalidateQueryField(cache, 'portalOrders');
    invalidateQueryField(cache, 'portalHome');
  },
  portalCreateQuote: (_result, _args, cache) => {
    invalidateQueryField(cache, 'portalQuotes');
    invalidateQueryField(cache, 'portalHome');
  },
  // An answered quote leaves "awaiting your answer" (the home) and the status-filtered lists.
  portalRespondToQuote: (_result, _args, cache) => {
    invalidateQueryField(cache, 'portalQuotes');
    invalidateQueryField(cache, 'portalHome');
  },
};
