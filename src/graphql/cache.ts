/**
 * Graphcache, one per layout: normalized by that layout's generated introspection (trimmed to the documents its pages
 * reach, docs/decisions.md#one-introspection-per-layout-trimmed-to-what-its-pages-ask), with the list updates the account
 * and notification views of both layouts rely on, plus the layout's own. Subscriptions feed the same cache.
 */
import {
  type Cache,
  cacheExchange,
  type DataField,
  type OptimisticMutationResolver,
  type UpdateResolver,
  type UpdatesConfig,
} from '@urql/exchange-graphcache';
import type { IntrospectionQuery } from 'graphql';
import { entityKey, invalidateQueryField, linksOf } from './cacheLinks';
import { UnreadNotificationCountQuery } from './operations/unreadCount';

/** Every cached `notifications(...)` page that shows unread items gets the new one on top. */
const prependNotification = (cache: Cache, key: string) => {
  for (const field of cache.inspectFields('Query')) {
    if (field.fieldName !== 'notifications' || field.arguments?.unread === false) continue;
    const paginator = cache.resolve('Query', field.fieldKey);
    if (typeof paginator !== 'string') continue;
    const data = linksOf(cache.resolve(paginator, 'data'));
    if (!data.includes(key)) cache.link(paginator, 'data', [key, ...data]);
  }
  cache.updateQuery({ query: UnreadNotificationCountQuery }, (current) =>
    current ? { ...current, unreadNotificationCount: current.unreadNotificationCount + 1 } : current,
  );
};

const invalidateNotifications = (cache: Cache) => {
  invalidateQueryField(cache, 'notifications');
  cache.invalidate('Query', 'unreadNotificationCount');
};

const meKey = (cache: Cache): string | null => {
  const me = cache.resolve('Query', 'me');
  return typeof me === 'string' ? me : null;
};

const updatesWith = (mutationUpdates: Record<string, UpdateResolver>): UpdatesConfig => ({
  Subscription: {
    notificationCreated: (result, _args, cache) => {
      const key = entityKey(cache, result.notificationCreated);
      if (key) prependNotification(cache, key);
    },
  },
  Mutation: {
    markNotificationRead: (_result, _args, cache) => cache.invalidate('Query', 'unreadNotificationCount'),
    markAllNotificationsRead: (_result, _args, cache) => invalidateNotifications(cache),
    createPersonalAccessToken: (result, _args, cache) => {
      const created = result.createPersonalAccessToken;
      const token = created && typeof created === 'object' && 'token' in created ? created.token : undefined;
      const key = entityKey(cache, token as DataField | undefined);
      const list = cache.resolve('Query', 'personalAccessTokens');
      if (key && Array.isArray(list)) cache.link('Query', 'personalAccessTokens', [key, ...linksOf(list)]);
    },
    revokePersonalAccessToken: (_result, args, cache) => {
      const key = cache.keyOfEntity({ __typename: 'PersonalAccessToken', id: String(args.id) });
      const list = cache.resolve('Query', 'personalAccessTokens');
      if (Array.isArray(list))
        cache.link(
          'Query',
          'personalAccessTokens',
          linksOf(list).filter((item) => item !== key),
        );
      if (key) cache.invalidate(key);
    },
    uploadAvatar: (result, _args, cache) => {
      const user = meKey(cache);
      const media = entityKey(cache, result.uploadAvatar);
      if (user && media) cache.link(user, 'media', [media]);
    },
    deleteAvatar: (_result, _args, cache) => {
      const user = meKey(cache);
      if (user) cache.link(user, 'media', []);
    },
    updateContact: (result, _args, cache) => {
      const user = meKey(cache);
      const contact = entityKey(cache, result.updateContact);
      if (user && contact) cache.link(user, 'contact', contact);
    },
    ...mutationUpdates,
  },
});

const embedded = (): null => null;

/** A layout's cache: its generated introspection and identity-less types, and its pages' mutation updates. */
export type LayoutCache = {
  schema: IntrospectionQuery;
  embeddedTypes: readonly string[];
  mutationUpdates: Record<string, UpdateResolver>;
  /** Mutations shown before their answer (a leg's move: orderCache.ts). */
  optimistic?: Record<string, OptimisticMutationResolver>;
};

export const createCacheExchange = ({ schema, embeddedTypes, mutationUpdates, optimistic }: LayoutCache) =>
  cacheExchange({
    schema,
    optimistic,
    // Pages, counts and receipts (types without an `id`) have no identity of their own: they live in their parent.
    keys: Object.fromEntries(embeddedTypes.map((type) => [type, embedded])),
    updates: updatesWith(mutationUpdates),
  });
