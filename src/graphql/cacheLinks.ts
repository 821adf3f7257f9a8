/**
 * Keeping graphcache's lists right after a mutation, for every layout's updates (cache.ts, orderCache.ts,
 * portalCache.ts). Entities a result carries are written by id without help; a list around them either gets the new
 * entity appended, when the list is cached and where it goes is plain, or is invalidated so its next read asks the
 * server (which page a new record lands on only the server knows).
 */
import type { Cache, Data, DataField, UpdateResolver } from '@urql/exchange-graphcache';

/** The entity keys of a resolved list field; anything else in it is left out. */
export const linksOf = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];

/** The `id` of an entity in a result, or null. */
export const idOf = (value: DataField | undefined): string | null => {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return null;
  const id = (value as { id?: unknown }).id;
  return typeof id === 'string' ? id : null;
};

/** The cache key of an entity named by its type and id, or null without an id. */
export const keyOf = (cache: Cache, typename: string, id: string | null | undefined): string | null =>
  id ? cache.keyOfEntity({ __typename: typename, id }) : null;

/** The cache key of an entity in a result (its own __typename and id), or null. */
export const entityKey = (cache: Cache, value: DataField | undefined): string | null =>
  value && typeof value === 'object' && !Array.isArray(value) ? cache.keyOfEntity(value as Data) : null;

/** Adds a new entity to a cached list field of its parent; a list not cached yet is left for its query to load. */
export const append = (cache: Cache, parent: string | null, field: string, child: string | null) => {
  if (!parent || !child) return;
  const list = cache.resolve(parent, field);
  if (!Array.isArray(list)) return;
  const links = linksOf(list);
  if (!links.includes(child)) cache.link(parent, field, [...links, child]);
};

/**
 * Every cached variant of a list field on an entity whose arguments `accepts` (e.g. media(category:) lists that
 * would show a new file) gets the child appended.
 */
export const appendWhere = (
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

/** Every cached variant of a root field (lists with arguments, a home page): their next read asks the server. */
export const invalidateQueryField = (cache: Cache, name: string) => {
  for (const cached of cache.inspectFields('Query')) {
    if (cached.fieldName === name) cache.invalidate('Query', cached.fieldName, cached.arguments ?? undefined);
  }
};

/** A mutation's update that only invalidates these root fields (every cached variant of each). */
export const invalidating =
  (...names: string[]): UpdateResolver =>
  (_result, _args, cache) => {
    for (const name of names) invalidateQueryField(cache, name);
  };
