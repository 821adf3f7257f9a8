import schema, { embeddedTypes } from '@/generated/introspection.portal';
import { createCacheExchange } from './cache';
import { portalMutationUpdates } from './portalCache';

/** The portal layout's graphcache: the portal pages' introspection and their list updates. */
export const createPortalCacheExchange = () => createCacheExchange({ schema, embeddedTypes, mutationUpdates: portalMutationUpdates });
