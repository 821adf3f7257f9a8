import type { MediaCategory, MutationUploadOrderMediaArgs } from '../../src/generated/resolvers';
import type { GraphQLContext } from '../graphql/context';
import { notFound } from '../errors';
import type { MediaRow } from '../media/media.rows';
import { insertUploadedMedia, storeRecordFile } from '../media/recordFile';
import { checkId, requireEditor } from '../auth/actors';
import { findLeg, findOrder } from './orders.rows';
import { publishChange } from '../graphql/liveRecords';
import { checkDocumentType } from '../catalogs/catalogs.public';
import { notify } from '../notifications/notifications.public';

export const ORDER_MEDIA_CATEGORIES: readonly MediaCategory[] = ['PHOTOS', 'RECEIPTS', 'DOCUMENTS', 'CONDITION_REPORTS'];

/**
 * A file of an order or one of its legs, checked and stored as a record's file (server/media/recordFile.ts: by content
 * hash, under the type read from its bytes, a decoded image with its thumbnail), then its media row, audit row and
 * the order's and leg's live updates. A DOCUMENTS file may name its document type (the catalogs' check).
 */
export const uploadOrderMedia = async (ctx: GraphQLContext, args: MutationUploadOrderMediaArgs): Promise<MediaRow> => {
  const { user, tenantId } = requireEditor(ctx);
  const order = await findOrder(ctx.db, checkId(args.orderId, 'Order'));
  if (!order) throw notFound('Order');
  const leg = args.orderLegId ? await findLeg(ctx.db, checkId(args.orderLegId, 'Order leg')) : null;
  if (args.orderLegId && (!leg || leg.orderId !== order.id)) throw notFound('Order leg');
  const documentTypeId = await checkDocumentType(ctx.db, tenantId, args, leg ? 'ORDER_LEG' : 'ORDER');
  const stored = await storeRecordFile(ctx, args.file, args.category, ORDER_MEDIA_CATEGORIES);
  const owner = {
    ownerKind: leg ? 'OrderLeg' : 'Order',
    ownerId: leg?.id ?? order.id,
    orderId: order.id,
    category: args.category,
    documentTypeId,
  };
  const media = await insertUploadedMedia(ctx, { tenantId, user }, owner, stored, { orderId: order.id, orderLegId: leg?.id ?? null });
  // A document on an order (not a photo or a receipt) is news to the order's creator when someone else files it.
  if (args.category === 'DOCUMENTS' && order.createdBy && order.createdBy !== user.id)
    await notify(ctx, [order.createdBy], {
      type: 'DOCUMENT',
      title: `Document added to ${leg ? `leg ${leg.number}` : `order ${order.number}`}`,
      body: `${user.name} added ${media.fileName}.`,
      data: { orderId: order.id, orderLegId: leg?.id ?? null, mediaId: media.id },
      tenantId,
    });
  publishChange(ctx, 'orderChanged', tenantId, order.id);
  if (leg) publishChange(ctx, 'orderLegChanged', tenantId, leg.id);
  return media;
};
