import type { GraphQLContext } from '../graphql/context';
import { liveRecords } from '../graphql/liveRecords';
import { requireTntReader } from './tagAndTitle.access';
import { tntLoaders } from './tagAndTitle.loaders';
import { findPacket } from './tagAndTitle.rows';

/** tntPacketChanged: every packet write and transition of the tenant, as the subscriber sees it. */
export const tntPacketChanges = (ctx: GraphQLContext) =>
  liveRecords(ctx, requireTntReader(ctx).tenantId, {
    topic: 'tntPacketChanged',
    load: (db, id) => findPacket(db, id),
    loader: (ctx) => tntLoaders(ctx).packetById,
  });
