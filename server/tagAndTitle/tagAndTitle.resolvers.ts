import { districtName } from '../../src/domain/districts/regions';
import { isOutstanding } from '../../src/domain/tagAndTitle/checklist';
import { tempTagDaysLeft } from '../../src/domain/tagAndTitle/tempTags';
import { hasRole } from '../../src/domain/roles';
import type { Resolvers, TntDocumentMove } from '../../src/generated/resolvers';
import { isChecklistOpen, TNT_ROLES } from '../../src/machines/domain/tntPacket.machine';
import { accountLoaders } from '../account/account.loaders';
import { directoryLoaders } from '../directory/directory.loaders';
import { isUuid, notFound } from '../errors';
import { type GraphQLContext, requireTenant } from '../graphql/context';
import { liveField } from '../graphql/liveRecords';
import { maybe, required } from '../graphql/relations';
import { orderLoaders } from '../orders/orders.loaders';
import { findOrder } from '../orders/orders.rows';
import { eventOptions } from '../transitions/transitions.options';
import { requireTntReader, requireTntWriter } from './tagAndTitle.access';
import {
  listPackets,
  packetsMissingDocuments,
  packetsMissingDocumentsCount,
  tempTagsExpiring,
  tempTagsExpiringCount,
  waitingLegCount,
  waitingLegIds,
  workQueue,
} from './tagAndTitle.lists';
import { tntLoaders } from './tagAndTitle.loaders';
import { portalTntPackets, uploadPortalTntDocument } from './tagAndTitle.portal';
import { findPacket, type TntDocumentRow, type TntPacketRow } from './tagAndTitle.rows';
import {
  acceptTntDocument,
  createTntPacket,
  type DocumentMove,
  documentMoves,
  receiveTntDocument,
  rejectTntDocument,
  setTntPacketFees,
  updateTntPacket,
} from './tagAndTitle.service';
import { tntPacketChanges } from './tagAndTitle.subscription';
import { transitionTntPacket, tntPacketRecord } from './tagAndTitle.transition';

const userName = async (ctx: GraphQLContext, id: string | null) =>
  (await maybe(id, (userId) => accountLoaders(ctx).userNameById.load(userId)))?.name ?? null;

const documents = (packet: TntPacketRow, ctx: GraphQLContext) => tntLoaders(ctx).documentsByPacket.load(packet.id);

const documentMedia = (document: TntDocumentRow, ctx: GraphQLContext) =>
  maybe(document.mediaId, (id) => tntLoaders(ctx).mediaById.load(id));

/** The moves `document` may make now (documentMoves), as the GraphQL enum; `may` narrows them to the asker's. */
const movesOf = async (document: TntDocumentRow, ctx: GraphQLContext, may: (move: DocumentMove) => boolean): Promise<TntDocumentMove[]> => {
  const [packet] = await tntLoaders(ctx).packetById.load(document.packetId);
  if (!packet) return [];
  return documentMoves(packet, document)
    .filter(may)
    .map((move) => move.toUpperCase() as TntDocumentMove);
};

/**
 * Tag-and-title packets (tagAndTitle.graphql). Reads are the tag-and-title roles' and dispatch's, writes the
 * tag-and-title roles' (tagAndTitle.access.ts); portal users have their own two fields. Another tenant's id is
 * NOT_FOUND (row-level security), and every write, its audit row and the legs a clearance releases share the
 * request's transaction.
 */
export const tagAndTitleResolvers: Resolvers = {
  Query: {
    tntPackets: (_parent, args, ctx) => listPackets(ctx.db, requireTntReader(ctx).tenantId, args),
    tntPacket: async (_parent, { id }, ctx) => {
      requireTntReader(ctx);
      const packet = isUuid(id) ? await findPacket(ctx.db, id) : null;
      if (!packet) throw notFound('Tag-and-title packet');
      return packet;
    },
    tntPacketsOfOrder: async (_parent, { orderId }, ctx) => {
      requireTntReader(ctx);
      const order = isUuid(orderId) ? await findOrder(ctx.db, orderId) : null;
      if (!order) throw notFound('Order');
      return tntLoaders(ctx).packetsByOrder.load(order.id);
    },
    tntWorkQueue: (_parent, { days, first }, ctx) => workQueue(requireTntReader(ctx).tenantId, days, first),
    portalTntPackets: (_parent, { orderId }, ctx) => portalTntPackets(ctx, orderId),
  },
  Mutation: {
    createTntPacket: (_parent, { input }, ctx) => createTntPacket(ctx, input),
    updateTntPacket: (_parent, { id, version, input }, ctx) => updateTntPacket(ctx, id, version, input),
    transitionTntPacket: (_parent, args, ctx) => transitionTntPacket(ctx, requireTntWriter(ctx), args),
    receiveTntDocument: (_parent, args, ctx) => receiveTntDocument(ctx, args),
    rejectTntDocument: (_parent, args, ctx) => rejectTntDocument(ctx, args),
    acceptTntDocument: (_parent, args, ctx) => acceptTntDocument(ctx, args),
    setTntPacketFees: (_parent, { id, version, fees }, ctx) => setTntPacketFees(ctx, id, version, fees),
    uploadPortalTntDocument: (_parent, args, ctx) => uploadPortalTntDocument(ctx, args),
  },
  Subscription: {
    tntPacketChanged: liveField(tntPacketChanges),
  },
  TntPacket: {
    order: (packet, _args, ctx) => required(packet.orderId, (id) => orderLoaders(ctx).orderById.load(id), 'Order'),
    vehicle: (packet, _args, ctx) => maybe(packet.vehicleId, (id) => directoryLoaders(ctx).vehicleById.load(id)),
    registerTo: (packet, _args, ctx) => maybe(packet.registerToId, (id) => directoryLoaders(ctx).locationById.load(id)),
    titleTo: (packet, _args, ctx) => maybe(packet.titleToId, (id) => directoryLoaders(ctx).locationById.load(id)),
    districtName: (packet) => districtName(packet.stateProvince, packet.county),
    tempTagDaysLeft: async (packet, _args, ctx) => {
      if (!packet.tempTagExpiresOn) return null;
      const [{ today }] = await tntLoaders(ctx).today.load(packet.tenantId);
      return tempTagDaysLeft(packet.tempTagExpiresOn, today);
    },
    documents: (packet, _args, ctx) => documents(packet, ctx),
    checklistOpen: (packet) => isChecklistOpen(packet.status, packet.heldFrom),
    missingDocuments: async (packet, _args, ctx) =>
      (await documents(packet, ctx)).filter((document) => isOutstanding(document.state)).length,
    fees: (packet, _args, ctx) => tntLoaders(ctx).feesByPacket.load(packet.id),
    feeTotal: async (packet, _args, ctx) =>
      (await tntLoaders(ctx).feesByPacket.load(packet.id)).reduce((sum, fee) => sum + (fee.amount ?? 0), 0),
    legs: async (packet, _args, ctx) =>
      (await orderLoaders(ctx).legsByOrder.load(packet.orderId)).filter((leg) => leg.vehicleId === packet.vehicleId),
    eventOptions: (packet, _args, ctx) => eventOptions(ctx, requireTenant(ctx), tntPacketRecord, packet),
    activity: (packet, _args, ctx) => tntLoaders(ctx).activityByPacket.load(packet.id),
    createdByName: (packet, _args, ctx) => userName(ctx, packet.createdBy),
  },
  TntPacketDocument: {
    media: (document, _args, ctx) => documentMedia(document, ctx),
    // Readers (dispatch) see the checklist and move nothing.
    moves: (document, _args, ctx) => movesOf(document, ctx, () => hasRole(requireTenant(ctx).user, TNT_ROLES)),
    receivedByName: (document, _args, ctx) => userName(ctx, document.receivedBy),
    reviewedByName: (document, _args, ctx) => userName(ctx, document.reviewedBy),
  },
  TntWorkQueue: {
    waitingLegs: async (queue, _args, ctx) => {
      const legs = await orderLoaders(ctx).orderLegById.loadMany(await waitingLegIds(ctx.db, queue));
      return legs.flatMap((rows) => (Array.isArray(rows) ? rows : []));
    },
    waitingLegCount: (queue, _args, ctx) => waitingLegCount(ctx.db, queue),
    documentsMissing: (queue, _args, ctx) => packetsMissingDocuments(ctx.db, queue),
    documentsMissingCount: (queue, _args, ctx) => packetsMissingDocumentsCount(ctx.db, queue),
    tempTagsExpiring: (queue, _args, ctx) => tempTagsExpiring(ctx.db, queue),
    tempTagsExpiringCount: (queue, _args, ctx) => tempTagsExpiringCount(ctx.db, queue),
  },
  PortalTntPacket: {
    districtName: (packet) => districtName(packet.stateProvince, packet.county),
    documents: (packet, _args, ctx) => documents(packet, ctx),
  },
  PortalTntPacketDocument: {
    media: (document, _args, ctx) => documentMedia(document, ctx),
    // The client sends files; the clerk reviews them.
    moves: (document, _args, ctx) => movesOf(document, ctx, (move) => move === 'receive'),
  },
};
