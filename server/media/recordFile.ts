import type { MediaCategory } from '../../src/generated/enums/MediaCategory';
import { badUserInput } from '../errors';
import type { GraphQLContext } from '../graphql/context';
import { checkUpload, type UploadType } from './detect';

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
