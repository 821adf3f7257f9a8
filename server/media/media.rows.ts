import type { MediaCategory } from '../../src/generated/enums';

// A stored file as the loaders select it, mapped onto the GraphQL Media type by codegen.

export type MediaRow = {
  id: string;
  category: MediaCategory;
  fileName: string;
  mimeType: string;
  size: number;
  /** The stored thumbnail's content hash, when one was made at upload (Media.thumbnailUrl). */
  thumbnailHash?: string | null;
  createdAt: Date;
};

/** The SELECT list of a MediaRow (alias `m`). */
export const MEDIA_SELECT = `m.id, m.category, m.file_name AS "fileName", m.mime_type AS "mimeType", m.size,
  m.thumbnail_hash AS "thumbnailHash", m.created_at AS "createdAt"`;

/** A record's files, or those of one category when the field asks for one (Order.media, OrderLeg.media). */
export const inCategory = (media: readonly MediaRow[], category: MediaCategory | null | undefined) =>
  category ? media.filter((file) => file.category === category) : [...media];
