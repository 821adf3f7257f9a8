import { fileTypeFromBuffer } from 'file-type';
import { badUserInput } from '../errors';
import { isWholeFile, type WholeFileType } from './structure';
import { exceedsPixelLimit, IMAGE_MAX_PIXELS, makeThumbnail, type Thumbnail } from './thumbnails';

/** Every type an upload may be stored as: read from its bytes, never taken from the client. */
export type UploadType = WholeFileType;

const KINDS: Record<UploadType, { label: string; extensions: readonly string[] }> = {
  'image/jpeg': { label: 'JPEG image', extensions: ['jpg', 'jpeg', 'jpe', 'jfif'] },
  'image/png': { label: 'PNG image', extensions: ['png'] },
  'image/webp': { label: 'WebP image', extensions: ['webp'] },
  'image/gif': { label: 'GIF image', extensions: ['gif'] },
  'image/heic': { label: 'HEIC image', extensions: ['heic', 'heif', 'hif'] },
  'image/heif': { label: 'HEIF image', extensions: ['heic', 'heif', 'hif'] },
  'application/pdf': { label: 'PDF', extensions: ['pdf'] },
};

/** The types the thumbnail worker decodes in full: one that does not decode is refused. */
const DECODED = new Set<UploadType>(['image/jpeg', 'image/png', 'image/webp']);

// file-type calls an animated PNG image/apng; it is a PNG all the same (readers show its first frame).
const detectedType = async (bytes: Uint8Array) => {
  const mime = (await fileTypeFromBuffer(bytes))?.mime;
  return mime === 'image/apng' ? 'image/png' : mime;
};

// Browsers label a HEIF file by its extension (.heic, .heif) while its brand says which of the two it is.
const HEIF = new Set(['image/heic', 'image/heif']);
const sameType = (declared: string, detected: UploadType) => declared === detected || (HEIF.has(declared) && HEIF.has(detected));

/** The client's name, given the detected type's extension when it has another, so a download never opens as HTML. */
const fileNameFor = (name: string, type: UploadType, fallback: string) => {
  const base = name.slice(0, 200) || fallback;
  const extension = base.includes('.') ? (base.split('.').pop() ?? '').toLowerCase() : '';
  return KINDS[type].extensions.includes(extension) ? base : `${base}.${KINDS[type].extensions[0]}`;
};

export type UploadRule = {
  /** The detected types accepted. */
  types: readonly UploadType[];
  /** The field error for any other content, e.g. "The avatar must be a PNG, JPEG, WebP or GIF image." */
  refusal: string;
  /** The stored name when the client sent none. */
  fallbackName: string;
};
export type CheckedUpload = { type: UploadType; fileName: string; thumbnail: Thumbnail | null };

const refuse = (message: string) => badUserInput({ file: [message] });

/**
 * What an upload is, from its content: the type by its magic bytes (file-type), which must be allowed and the one
 * the client declared; then the whole file walked (server/media/structure.ts) and a JPEG, PNG or WebP image decoded
 * in full (its thumbnail is the proof, and is returned). Anything else is BAD_USER_INPUT on `file`. Stores nothing:
 * call it before ctx.media.put.
 */
export const checkUpload = async (file: { name: string; type: string }, bytes: Uint8Array, rule: UploadRule): Promise<CheckedUpload> => {
  const detected = await detectedType(bytes);
  const type = rule.types.find((allowed) => allowed === detected);
  if (!type) throw refuse(rule.refusal);
  const { label } = KINDS[type];
  if (!sameType(file.type, type)) throw refuse(`The file is a ${label} but was sent as ${file.type.slice(0, 100) || 'an unknown type'}.`);
  // Decompression bombs: a small file can declare billions of pixels.
  if (exceedsPixelLimit(bytes)) throw refuse(`The image may not be larger than ${IMAGE_MAX_PIXELS / 1e6} megapixels.`);
  const damaged = () => refuse(`The ${label} is damaged or incomplete.`);
  if (!isWholeFile(type, bytes)) throw damaged();
  const thumbnail = DECODED.has(type) ? await makeThumbnail(bytes) : null;
  if (DECODED.has(type) && !thumbnail) throw damaged();
  return { type, fileName: fileNameFor(file.name, type, rule.fallbackName), thumbnail };
};
