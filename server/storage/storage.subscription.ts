import type { GraphQLContext } from '../graphql/context';
import { liveRecords } from '../graphql/liveRecords';
import { requireStorageStaff } from './storage.access';
import { storageLoaders } from './storage.loaders';
import { findStorageRecord } from './storage.rows';

/** storageRecordChanged: every storage record write and transition of the tenant (staff of the storage area). */
export const storageRecordChanges = (ctx: GraphQLContext) =>
  liveRecords(ctx, requireStorageStaff(ctx).tenantId, {
    topic: 'storageRecordChanged',
    load: (db, id) => findStorageRecord(db, id),
    loader: (ctx) => storageLoaders(ctx).recordById,
  });
