import type { GraphQLContext } from '../graphql/context';
import { liveRecords } from '../graphql/liveRecords';
import { requireStaff } from '../auth/actors';
import { quoteLoaders } from './quotes.loaders';
import { findQuote } from './quotes.rows';

/** quoteChanged: the tenant's quote events (staff, the portal's answers, the expiry job) as the subscriber sees them. */
export const quoteChanges = (ctx: GraphQLContext) =>
  liveRecords(ctx, requireStaff(ctx).tenantId, {
    topic: 'quoteChanged',
    load: (db, id) => findQuote(db, id),
    loader: (ctx) => quoteLoaders(ctx).quoteById,
  });
