import { randomUUID } from 'node:crypto';
import * as z from 'zod';
import { ConditionPhotoKindValues } from '../../src/generated/enums/ConditionPhotoKind';
import { coordinate, deviceTime } from '../../src/domain/schemas/conditionReports';
import type { MutationUploadConditionPhotoArgs } from '../../src/generated/resolvers';
import { auditAs } from '../audit';
import { badUserInput, isUuid, validate } from '../errors';
import type { GraphQLContext } from '../graphql/context';
import { publishChange } from '../graphql/liveRecords';
import { PHOTO_FILE_TYPES, storeRecordFile } from '../media/recordFile';
import { legForCapture } from './conditionReports.access';
import { type ConditionPhotoRow, PHOTO_SELECT } from './conditionReports.rows';

const photoArgsSchema = z
  .object({
    clientId: z.string().refine(isUuid, 'The photo id must be a UUID made by the device.'),
    kind: z.enum(ConditionPhotoKindValues),
    capturedAt: deviceTime('capture time'),
    latitude: coordinate('latitude', 90),
    longitude: coordinate('longitude', 180),
  })
  .refine((value) => (value.latitude === null) === (value.longitude === null), {
    path: ['longitude'],
    message: 'The position needs both latitude and longitude.',
  });

const findPhotoByClientId = async (ctx: GraphQLContext, tenantId: string, clientId: string): Promise<ConditionPhotoRow | null> => {
  const { rows } = await ctx.db.query<ConditionPhotoRow>(
    `SELECT ${PHOTO_SELECT} FROM condition_photos p JOIN media m ON m.id = p.media_id WHERE p.tenant_id = $1 AND p.client_id = $2`,
    [tenantId, clientId],
  );
  return rows[0] ?? null;
};

/**
 * A photo or a signature for a leg's condition report, with the time and place the device recorded. The device names
 * it with its own id: an upload retried after its answer was lost (the network dropped) finds the photo it already
 * stored and stores nothing new. Only a real JPEG, PNG, WebP or HEIC image of at most 20 MB is taken (its bytes decide,
 * not the name or the declared type); anything else is BAD_USER_INPUT and nothing is stored. Signatures are SIGNATURES
 * media, the rest CONDITION_REPORTS, both files of the leg.
 */
export const uploadConditionPhoto = async (ctx: GraphQLContext, args: MutationUploadConditionPhotoArgs): Promise<ConditionPhotoRow> => {
  const { actor, leg } = await legForCapture(ctx, args.orderLegId);
  const { tenantId, user } = actor;
  const data = validate(photoArgsSchema, args);
  const existing = await findPhotoByClientId(ctx, tenantId, data.clientId);
  if (existing) {
    if (existing.orderLegId !== leg.id || existing.kind !== data.kind)
      throw badUserInput({ clientId: ['This photo id was already used for another photo.'] });
    return existing;
  }
  const signature = data.kind === 'DRIVER_SIGNATURE' || data.kind === 'CUSTOMER_SIGNATURE';
  const category = signature ? 'SIGNATURES' : 'CONDITION_REPORTS';
  const stored = await storeRecordFile(ctx, args.file, category, [category], {
    types: PHOTO_FILE_TYPES,
    refusal: 'The photo must be a JPEG, PNG, WebP or HEIC image.',
  });
  // Ids made here: a carrier may write these rows but reads them back only through the photo's own policy.
  const mediaId = randomUUID();
  const photoId = randomUUID();
  await ctx.db.query(
    `INSERT INTO media (id, tenant_id, owner_kind, owner_id, order_id, category, file_name, mime_type, size, content_hash, thumbnail_hash, created_by)
     VALUES ($1, $2, 'OrderLeg', $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
    [
      mediaId,
      tenantId,
      leg.id,
      leg.orderId,
      category,
      stored.fileName,
      stored.type,
      stored.size,
      stored.hash,
      stored.thumbnailHash,
      user.id,
    ],
  );
  // Two tries of one photo racing: the second waits for the first and then stores nothing.
  const inserted = await ctx.db.query<{ id: string }>(
    `INSERT INTO condition_photos (id, tenant_id, client_id, order_id, order_leg_id, media_id, kind, captured_at, latitude, longitude, created_by)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) ON CONFLICT (tenant_id, client_id) DO NOTHING RETURNING id`,
    [photoId, tenantId, data.clientId, leg.orderId, leg.id, mediaId, data.kind, data.capturedAt, data.latitude, data.longitude, user.id],
  );
  if (inserted.rows.length === 0) {
    await ctx.db.query('DELETE FROM media WHERE id = $1', [mediaId]);
    const raced = await findPhotoByClientId(ctx, tenantId, data.clientId);
    if (!raced || raced.orderLegId !== leg.id || raced.kind !== data.kind)
      throw badUserInput({ clientId: ['This photo id was already used for another photo.'] });
    return raced;
  }
  await auditAs(
    ctx,
    { tenantId, user },
    {
      entityKind: 'Media',
      entityId: mediaId,
      action: 'CREATED',
      event: 'conditionPhoto.upload',
      after: {
        orderId: leg.orderId,
        orderLegId: leg.id,
        kind: data.kind,
        capturedAt: data.capturedAt,
        latitude: data.latitude,
        longitude: data.longitude,
      },
    },
  );
  publishChange(ctx, 'orderLegChanged', tenantId, leg.id);
  const photo = await findPhotoByClientId(ctx, tenantId, data.clientId);
  if (!photo) throw new Error('The stored photo could not be read back.');
  return photo;
};
