import type { GraphQLContext } from '../graphql/context';
import { liveRecords } from '../graphql/liveRecords';
import { requireSettlementStaff } from './settlements.access';
import { settlementLoaders } from './settlements.loaders';
import { findSettlement } from './settlements.rows';

/** settlementChanged: every settlement write and transition of the tenant (the accounting roles). */
export const settlementChanges = (ctx: GraphQLContext) =>
  liveRecords(ctx, requireSettlementStaff(ctx).tenantId, {
    topic: 'settlementChanged',
    load: (db, id) => findSettlement(db, id),
    loader: (ctx) => settlementLoaders(ctx).settlementById,
  });
