/**
 * Graphcache updates of the order and leg pages (issue 3). Status changes (mutation results and the
 * orderChanged/orderLegChanged subscriptions) arrive as entities, Order:id and OrderLeg:id, and are written by id
 * without help; what follows keeps the lists around them right: new comments, alerts, notes and files join their
 * record's cached lists, and the dashboard and alert lists are asked again.
 */
import type { DataField, OptimisticMutationResolver, UpdateResolver } from '@urql/exchange-graphcache';
import { append, appendWhere, idOf, invalidateQueryField, invalidating, keyOf } from './cacheLinks';

const COMMENT_PARENT: Record<string, string> = { ORDER: 'Order', ORDER_LEG: 'OrderLeg', QUOTE: 'Quote' };

const field = (value: DataField | undefined, name: string): DataField | undefined =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, DataField>)[name] : undefined;

// No activity is invalidated here: a non-null field gone missing would null the whole record for a moment (the
// page would flash or read it as not found). The pages refetch their activity instead (useLiveOrder).
export const orderMutationUpdates: Record<string, UpdateResolver> = {
  transitionOrderLeg: invalidating('dashboard'),
  transitionOrder: invalidating('dashboard'),
  // A new order or quote belongs somewhere in the cached lists; which page, only the server knows.
  createOrder: invalidating('orders', 'dashboard'),
  createQuote: invalidating('quotes'),
  convertQuoteToOrder: invalidating('orders'),
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
  acknowledgeAlert: invalidating('alerts', 'dashboard'),
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
