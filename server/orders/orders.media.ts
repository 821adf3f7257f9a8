import type { MediaCategory, MutationUploadOrderMediaArgs } from '../../src/generated/resolvers';
import { auditAs } from '../audit';
import type { GraphQLContext } from '../graphql/context';
import { badUserInput, notFound } from '../errors';
import type { MediaRow } from '../media/media.rows';
import { checkUpload, type UploadType } from '../media/detect';
import { checkId, requireEditor } from './orders.access';
import { findLeg, findOrder } from './orders.rows';
import { publishChange } from '../graphql/liveRecords';

export const ORDER_MEDIA_MAX_BYTES = 20 * 1024 * 1024;
export const ORDER_MEDIA_CATEGORIES: readonly MediaCategory[] = ['PHOTOS', 'RECEIPTS', 'DOCUMENTS', 'CONDITION_REPORTS'];
export const ORDER_MEDIA_TYPES: readonly UploadType[] = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/gif',
  'image/heic',
  'image/heif',
  'application/pdf',
];

/**
 * Stores a file of an order or one of its legs by content hash (server/media/store.ts) under the type read from its
 * bytes, once server/media/detect.ts has proved it whole (and decoded a JPEG, PNG or WebP image, whose thumbnail is
 * stored with it); other files have no thumbnail.
 */
export const uploadOrderMedia = async (ctx: GraphQLContext, args: MutationUploadOrderMediaArgs): Promise<MediaRow> => {
  const { user, tenantId } = requireEditor(ctx);
  const order = await findOrder(ctx.db, checkId(args.orderId, 'Order'));
  if (!order) throw notFound('Order');
  const leg = args.orderLegId ? await findLeg(ctx.db, checkId(args.orderLegId, 'Order leg')) : null;
  if (args.orderLegId && (!leg || leg.orderId !== order.id)) throw notFound('Order leg');
  const { file, category } = args;
  if (!ORDER_MEDIA_CATEGORIES.includes(category))
    throw badUserInput({ category: [`The category must be one of ${ORDER_MEDIA_CATEGORIES.join(', ')}.`] });
  if (file.size > ORDER_MEDIA_MAX_BYTES) throw badUserInput({ file: ['The file may not be greater than 20 MB.'] });
  if (file.size === 0) throw badUserInput({ file: ['The file is empty.'] });
  const bytes = new Uint8Array(await file.arrayBuffer());
  const checked = await checkUpload(file, bytes, {
    types: ORDER_MEDIA_TYPES,
    refusal: 'The file must be a JPEG, PNG, WebP, GIF or HEIC image, or a PDF.',
    fallbackName: 'file',
  });
  const hash = await ctx.media.put(bytes);
  const thumbnailHash = checked.thumbnail ? await ctx.media.put(checked.thumbnail.bytes) : null;
  const { rows } = await ctx.db.query<MediaRow>(
    `INSERT INTO media (tenant_id, owner_kind, owner_id, order_id, category, file_name, mime_type, size, content_hash, thumbnail_hash, created_by)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)
     RETURNING id, category, file_name AS "fileName", mime_type AS "mimeType", size, thumbnail_hash AS "thumbnailHash",
       created_at AS "createdAt"`,
    [tenantId, leg ? 'OrderLeg' : 'Order', leg?.id ?? order.id, order.id, category, checked.fileName, checked.type, bytes.length, hash, thumbnailHash, user.id],
  );
  await auditAs(ctx, { tenantId, user }, {
    entityKind: 'Media',
    entityId: rows[0].id,
    action: 'CREATED',
    event: 'media.upload',
    after: { ...rows[0], orderId: order.id, orderLegId: leg?.id ?? null },
  });
  publishChange(ctx, 'orderChanged', tenantId, order.id);
  if (leg) publishChange(ctx, 'orderLegChanged', tenantId, leg.id);
  return rows[0];
};
