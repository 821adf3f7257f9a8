/**
 * Graphcache (ARCHITECTURE §8): normalized by the generated introspection, with the list updates the
 * account and notification views rely on. Subscriptions feed the same cache as queries.
 */
import { type Cache, cacheExchange, type Data, type DataField, type UpdatesConfig } from '@urql/exchange-graphcache';
import schema from '@/generated/introspection';
import { ORDER_EMBEDDED_TYPES, orderMutationUpdates } from './orderCache';
import { UnreadNotificationCountQuery } from './operations/unreadCount';
import { PORTAL_EMBEDDED_TYPES, portalMutationUpdates } from './portalCache';

const keyOf = (cache: Cache, value: DataField | undefined): string | null =>
  value && typeof value === 'object' && !Array.isArray(value) ? cache.keyOfEntity(value as Data) : null;

const linksOf = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];

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
  for (const field of cache.inspectFields('Query')) {
    if (field.fieldName === 'notifications') cache.invalidate('Query', field.fieldName, field.arguments ?? undefined);
  }
  cache.invalidate('Query', 'unreadNotificationCount');
};

const meKey = (cache: Cache): string | null => {
  const me = cache.resolve('Query', 'me');
  return typeof me === 'string' ? me : null;
};

const updates: UpdatesConfig = {
  Subscription: {
    notificationCreated: (result, _args, cache) => {
      const key = keyOf(cache, result.notificationCreated);
      if (key) prependNotification(cache, key);
    },
  },
  Mutation: {
    markNotificationRead: (_result, _args, cache) => cache.invalidate('Query', 'unreadNotificationCount'),
    markAllNotificationsRead: (_result, _args, cache) => invalidateNotifications(cache),
    createPersonalAccessToken: (result, _args, cache) => {
      const created = result.createPersonalAccessToken;
      const token = created && typeof created === 'object' && 'token' in created ? created.token : undefined;
      const key = keyOf(cache, token as DataField | undefined);
      const list = cache.resolve('Query', 'personalAccessTokens');
      if (key && Array.isArray(list)) cache.link('Query', 'personalAccessTokens', [key, ...linksOf(list)]);
    },
    revokePersonalAccessToken: (_result, args, cache) => {
      const key = cache.keyOfEntity({ __typename: 'PersonalAccessToken', id: String(args.id) });
      const list = cache.resolve('Query', 'personalAccessTokens');
      if (Array.isArray(list)) cache.link('Query', 'personalAccessTokens', linksOf(list).filter((item) => item !== key));
      if (key) cache.invalidate(key);
    },
    uploadAvatar: (result, _args, cache) => {
      const user = meKey(cache);
      const media = keyOf(cache, result.uploadAvatar);
      if (user && media) cache.link(user, 'media', [media]);
    },
    deleteAvatar: (_result, _args, cache) => {
      const user = meKey(cache);
      if (user) cache.link(user, 'media', []);
    },
    updateContact: (result, _args, cache) => {
      const user = meKey(cache);
      const contact = keyOf(cache, result.updateContact);
      if (user && contact) cache.link(user, 'contact', contact);
    },
    ...orderMutationUpdates,
    ...portalMutationUpdates,
  },
};

const embedded = (): null => null;

export const createCacheExchange = () =>
  cacheExchange({
    schema,
    keys: {
      // Pages and token receipts have no identity of their own: they live inside their parent field.
      NotificationPaginator: embedded,
      PaginatorInfo: embedded,
      NewPersonalAccessToken: embedded,
      ...Object.fromEntries([...ORDER_EMBEDDED_TYPES, ...PORTAL_EMBEDDED_TYPES].map((type) => [type, embedded])),
    },
    updates,
  });
