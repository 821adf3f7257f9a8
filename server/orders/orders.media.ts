import type { MediaCategory, MutationUploadOrderMediaArgs } from '../../src/generated/resolvers';
import { auditAs } from '../audit';
import type { GraphQLContext } from '../graphql/context';
import { notFound } from '../errors';
import type { MediaRow } from '../media/media.rows';
import { storeRecordFile } from '../media/recordFile';
import { checkId, requireEditor } from '../auth/actors';
import { findLeg, findOrder } from './orders.rows';
import { publishChange } from '../graphql/liveRecords';

export const ORDER_MEDIA_CATEGORIES: readonly MediaCategory[] = ['PHOTOS', 'RECEIPTS', 'DOCUMENTS', 'CONDITION_REPORTS'];

/**
 * A file of an order or one of its legs, checked and stored as a record's file (server/media/recordFile.ts: by content
 * hash, under the type read from its bytes, a decoded image with its thumbnail), then its media row, audit row and
 * the order's and leg's live updates.
 */
export const uploadOrderMedia = async (ctx: GraphQLContext, args: MutationUploadOrderMediaArgs): Promise<MediaRow> => {
  const { user, tenantId } = requireEditor(ctx);
  const order = await findOrder(ctx.db, checkId(args.orderId, 'Order'));
  if (!order) throw notFound('Order');
  const leg = args.orderLegId ? await findLeg(ctx.db, checkId(args.orderLegId, 'Order leg')) : null;
  if (args.orderLegId && (!leg || leg.orderId !== order.id)) throw notFound('Order leg');
  const stored = await storeRecordFile(ctx, args.file, args.category, ORDER_MEDIA_CATEGORIES);
  const { rows } = await ctx.db.query<MediaRow>(
    `INSERT INTO media (tenant_id, owner_kind, owner_id, order_id, category, file_name, mime_type, size, content_hash, thumbnail_hash, created_by)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)
     RETURNING id, category, file_name AS "fileName", mime_type AS "mimeType", size, thumbnail_hash AS "thumbnailHash",
       created_at AS "createdAt"`,
    [
      tenantId,
      leg ? 'OrderLeg' : 'Order',
      leg?.id ?? order.id,
      order.id,
      args.category,
      stored.fileName,
      stored.type,
      stored.size,
      stored.hash,
      stored.thumbnailHash,
      user.id,
    ],
  );
  await auditAs(
    ctx,
    { tenantId, user },
    {
      entityKind: 'Media',
      entityId: rows[0].id,
      action: 'CREATED',
      event: 'media.upload',
      after: { ...rows[0], orderId: order.id, orderLegId: leg?.id ?? null },
    },
  );
  publishChange(ctx, 'orderChanged', tenantId, order.id);
  if (leg) publishChange(ctx, 'orderLegChanged', tenantId, leg.id);
  return rows[0];
};
