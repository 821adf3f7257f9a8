import type { Queryable } from '../db/database';

/** What an area caches for one request: usually a set of groupLoaders, built from the request's transaction. */
export type LoaderFactory<T> = (db: Queryable) => T;

/**
 * The request's (or subscription's) loaders, one set per area, each built on first use. Nothing here names an area:
 * an area declares its set with defineLoaders, and clear() forgets every area's cached rows at once.
 */
export type LoaderRegistry = {
  get<T>(factory: LoaderFactory<T>): T;
  /** A subscription's context outlives one event: it clears before reloading what changed. */
  clear(): void;
};

export const createLoaders = (db: Queryable): LoaderRegistry => {
  const sets = new Map<LoaderFactory<unknown>, unknown>();
  return {
    get: <T>(factory: LoaderFactory<T>): T => {
      if (!sets.has(factory)) sets.set(factory, factory(db));
      return sets.get(factory) as T;
    },
    clear: () => sets.clear(),
  };
};

/** An area's loaders: `orderLoaders(ctx).orderById.load(id)`, one set per request, built when first asked for. */
export const defineLoaders =
  <T>(factory: LoaderFactory<T>) =>
  (ctx: { loaders: LoaderRegistry }): T =>
    ctx.loaders.get(factory);
