import type { MediaCategory } from '../../src/generated/enums/MediaCategory';
import { auditAs } from '../audit';
import type { Queryable } from '../db/database';
import { badUserInput } from '../errors';
import type { GraphQLContext } from '../graphql/context';
import { checkUpload, type UploadType } from './detect';
import type { MediaRow } from './media.rows';

/** A record's file (an order's, a leg's, an accident report's): 20 MB at most, an image or a PDF proved by its bytes. */
export const RECORD_FILE_MAX_BYTES = 20 * 1024 * 1024;
export const RECORD_FILE_TYPES: readonly UploadType[] = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/gif',
  'image/heic',
  'image/heif',
  'application/pdf',
];

export type StoredRecordFile = { fileName: string; type: UploadType; size: number; hash: string; thumbnailHash: string | null };

/** Photos only (a condition report's pictures and signatures): no PDF, no GIF. */
export const PHOTO_FILE_TYPES: readonly UploadType[] = ['image/jpeg', 'image/png', 'image/webp', 'image/heic', 'image/heif'];

/**
 * Checks a record's upload (its category among `categories`, its type among `accept.types`, its size, its bytes by server/media/detect.ts, which
 * decodes a JPEG, PNG or WebP image and makes its thumbnail) and stores it by content hash with its thumbnail; the
 * caller writes the media row for its owner. BAD_USER_INPUT names `category` or `file`, nothing stored.
 */
export const storeRecordFile = async (
  ctx: GraphQLContext,
  file: File,
  category: MediaCategory,
  categories: readonly MediaCategory[],
  accept: { types: readonly UploadType[]; refusal: string } = {
    types: RECORD_FILE_TYPES,
    refusal: 'The file must be a JPEG, PNG, WebP, GIF or HEIC image, or a PDF.',
  },
): Promise<StoredRecordFile> => {
  if (!categories.includes(category)) throw badUserInput({ category: [`The category must be one of ${categories.join(', ')}.`] });
  if (file.size > RECORD_FILE_MAX_BYTES) throw badUserInput({ file: ['The file may not be greater than 20 MB.'] });
  if (file.size === 0) throw badUserInput({ file: ['The file is empty.'] });
  const bytes = new Uint8Array(await file.arrayBuffer());
  const checked = await checkUpload(file, bytes, { ...accept, fallbackName: 'file' });
  const hash = await ctx.media.put(bytes);
  const thumbnailHash = checked.thumbnail ? await ctx.media.put(checked.thumbnail.bytes) : null;
  return { fileName: checked.fileName, type: checked.type, size: bytes.length, hash, thumbnailHash };
};

/** Who owns a stored file: the record (`AccidentReport`, `OrderLeg`), its order when it has one, and the uploader. */
export type MediaOwner = {
  tenantId: string;
  ownerKind: string;
  ownerId: string;
  orderId?: string | null;
  category: MediaCategory;
  /** A DOCUMENTS file's document type, checked by the caller. */
  documentTypeId?: string | null;
  userId: string;
};

/** The media row of a file storeRecordFile kept, read back as a MediaRow (the caller writes the audit row). */
export const insertMedia = async (db: Queryable, owner: MediaOwner, stored: StoredRecordFile): Promise<MediaRow> => {
  const { rows } = await db.query<MediaRow>(
    `INSERT INTO media (tenant_id, owner_kind, owner_id, order_id, category, file_name, mime_type, size, content_hash, thumbnail_hash, created_by,
       document_type_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)
     RETURNING id, category, file_name AS "fileName", mime_type AS "mimeType", size, thumbnail_hash AS "thumbnailHash",
       document_type_id AS "documentTypeId", created_at AS "createdAt"`,
    [
      owner.tenantId,
      owner.ownerKind,
      owner.ownerId,
      owner.orderId ?? null,
      owner.category,
      stored.fileName,
      stored.type,
      stored.size,
      stored.hash,
      stored.thumbnailHash,
      owner.userId,
      owner.documentTypeId ?? null,
    ],
  );
  return rows[0];
};

/**
 * A file uploaded to a record: its media row (the uploader's tenant and user) and its `media.upload` audit row, whose
 * after names the record too (`{ accidentReportId }`).
 */
export const insertUploadedMedia = async (
  ctx: { db: Queryable; ip: string | null },
  who: { tenantId: string; user: { id: string } },
  owner: Omit<MediaOwner, 'tenantId' | 'userId'>,
  stored: StoredRecordFile,
  record: Record<string, unknown>,
): Promise<MediaRow> => {
  const media = await insertMedia(ctx.db, { ...owner, tenantId: who.tenantId, userId: who.user.id }, stored);
  await auditAs(ctx, who, {
    entityKind: 'Media',
    entityId: media.id,
    action: 'CREATED',
    event: 'media.upload',
    after: { ...media, ...record },
  });
  return media;
};
