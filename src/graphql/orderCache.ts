/**
 * Graphcache updates of the order and leg pages (issue 3). Status changes (mutation results and the
 * orderChanged/orderLegChanged subscriptions) arrive as entities, Order:id and OrderLeg:id, and are written by id
 * without help; what follows keeps the lists around them right: new comments, alerts, notes and files join their
 * record's cached lists, and the dashboard and alert lists are asked again.
 */
import type { Cache, DataField, OptimisticMutationResolver, UpdateResolver } from '@urql/exchange-graphcache';

const idOf = (value: DataField | undefined): string | null => {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return null;
  const id = (value as { id?: unknown }).id;
  return typeof id === 'string' ? id : null;
};

const keyOf = (cache: Cache, typename: string, id: string | null | undefined): string | null =>
  id ? cache.keyOfEntity({ __typename: typename, id }) : null;

const linksOf = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];

/** Adds a new entity to a cached list field of its parent; a list not cached yet is left for its query to load. */
const append = (cache: Cache, parent: string | null, field: string, child: string | null) => {
  if (!parent || !child) return;
  const list = cache.resolve(parent, field);
  if (!Array.isArray(list)) return;
  const links = linksOf(list);
  if (!links.includes(child)) cache.link(parent, field, [...links, child]);
};

/** Every cached variant of a root field (lists with arguments, the dashboard): their next read asks the server. */
const invalidateQueryField = (cache: Cache, name: string) => {
  for (const cached of cache.inspectFields('Query')) {
    if (cached.fieldName === name) cache.invalidate('Query', cached.fieldName, cached.arguments ?? undefined);
  }
};

const COMMENT_PARENT: Record<string, string> = { ORDER: 'Order', ORDER_LEG: 'OrderLeg', QUOTE: 'Quote' };

const field = (value: DataField | undefined, name: string): DataField | undefined =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, DataField>)[name] : undefined;

/**
 * Every cached variant of a list field on an entity whose arguments `accepts` (e.g. media(category:) lists that
 * would show a new file) gets the child appended.
 */
const appendWhere = (
  cache: Cache,
  parent: string | null,
  name: string,
  child: string | null,
  accepts: (args: Record<string, unknown>) => boolean,
) => {
  if (!parent || !child) return;
  for (const cached of cache.inspectFields(parent)) {
    if (cached.fieldName !== name || !accepts(cached.arguments ?? {})) continue;
    const links = linksOf(cache.resolve(parent, cached.fieldKey));
    if (!links.includes(child)) cache.link(parent, cached.fieldName, cached.arguments ?? undefined, [...links, child]);
  }
};

// No activity is invalidated here: a non-null field gone missing would null the whole record for a moment (the
// page would flash or read it as not found). The pages refetch their activity instead (useLiveOrder).
export const orderMutationUpdates: Record<string, UpdateResolver> = {
  transitionOrderLeg: (_result, _args, cache) => invalidateQueryField(cache, 'dashboard'),
  transitionOrder: (_result, _args, cache) => invalidateQueryField(cache, 'dashboard'),
  // A new order or quote belongs somewhere in the cached lists; which page, only the server knows.
  createOrder: (_result, _args, cache) => {
    invalidateQueryField(cache, 'orders');
    invalidateQueryField(cache, 'dashboard');
  },
  createQuote: (_result, _args, cache) => invalidateQueryField(cache, 'quotes'),
  convertQuoteToOrder: (_result, _args, cache) => invalidateQueryField(cache, 'orders'),
  createComment: (result, _args, cache) => {
    const comment = result.createComment;
    const parentType = COMMENT_PARENT[String(field(comment, 'entityKind'))];
    const entityId = field(comment, 'entityId');
    if (!parentType || typeof entityId !== 'string') return;
    append(cache, keyOf(cache, parentType, entityId), 'comments', keyOf(cache, 'Comment', idOf(comment)));
  },
  createAlert: (result, _args, cache) => {
    const alert = result.createAlert;
    const key = keyOf(cache, 'Alert', idOf(alert));
    const legId = idOf(field(alert, 'orderLeg'));
    if (legId) append(cache, keyOf(cache, 'OrderLeg', legId), 'alerts', key);
    else append(cache, keyOf(cache, 'Order', idOf(field(alert, 'order'))), 'alerts', key);
    invalidateQueryField(cache, 'alerts');
    invalidateQueryField(cache, 'dashboard');
  },
  acknowledgeAlert: (_result, _args, cache) => {
    invalidateQueryField(cache, 'alerts');
    invalidateQueryField(cache, 'dashboard');
  },
  addOrderNote: (result, args, cache) =>
    append(cache, keyOf(cache, 'Order', String(args.orderId)), 'notes', keyOf(cache, 'OrderNote', idOf(result.addOrderNote))),
  uploadOrderMedia: (result, args, cache) => {
    const media = keyOf(cache, 'Media', idOf(result.uploadOrderMedia));
    const shows = (list: Record<string, unknown>) => !list.category || list.category === args.category;
    appendWhere(cache, keyOf(cache, 'Order', String(args.orderId)), 'media', media, shows);
    if (args.orderLegId) appendWhere(cache, keyOf(cache, 'OrderLeg', String(args.orderLegId)), 'media', media, shows);
  },
};

/**
 * The staff cache's optimistic resolvers (graphcache reads this object at each mutation). Each is added by the module
 * that sends its mutation, so it loads with the pages that can send it, not with every staff page: the leg's
 * (legOptimistic.ts, with the leg machine) comes with the leg actions.
 */
export const orderOptimisticUpdates: Record<string, OptimisticMutationResolver> = {};

export const addOptimisticUpdates = (updates: Record<string, OptimisticMutationResolver>): void => {
  Object.assign(orderOptimisticUpdates, updates);
};
