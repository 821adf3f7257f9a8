import type { Queryable } from '../db/database';

/** Batched relation loaders of this area (see groupLoader in loaders.ts). */
export const createOrderLoaders = (_tx: Queryable) => ({});
