import schema, { embeddedTypes } from '@/generated/introspection.staff';
import { createCacheExchange } from './cache';
import { orderMutationUpdates, orderOptimisticUpdates } from './orderCache';

/** The staff layouts' graphcache: the staff pages' introspection and the order, leg and quote list updates. */
export const createStaffCacheExchange = () =>
  createCacheExchange({ schema, embeddedTypes, mutationUpdates: orderMutationUpdates, optimistic: orderOptimisticUpdates });
