import type { MediaCategory } from '../../src/generated/enums';
import type { Queryable } from '../db/database';
import { groupLoader } from '../graphql/groupLoader';

// A stored file as the loaders select it, mapped onto the GraphQL Media type by codegen.

export type MediaRow = {
  id: string;
  category: MediaCategory;
  fileName: string;
  mimeType: string;
  size: number;
  /** The stored thumbnail's content hash, when one was made at upload (Media.thumbnailUrl). */
  thumbnailHash?: string | null;
  /** A DOCUMENTS file's document type (Media.documentType, answered by the catalogs area). */
  documentTypeId?: string | null;
  createdAt: Date;
};

/** The SELECT list of a MediaRow (alias `m`). */
export const MEDIA_SELECT = `m.id, m.category, m.file_name AS "fileName", m.mime_type AS "mimeType", m.size,
  m.thumbnail_hash AS "thumbnailHash", m.document_type_id AS "documentTypeId", m.created_at AS "createdAt"`;

/** The files of the records of one owner kind (`AccidentReport`), newest first, batched by the owner's id. */
export const mediaLoader = (db: Queryable, ownerKind: string) =>
  groupLoader<MediaRow>(
    db,
    `SELECT m.owner_id AS key, ${MEDIA_SELECT} FROM media m WHERE m.owner_kind = '${ownerKind}' AND m.owner_id = ANY($1::uuid[])
     ORDER BY m.created_at DESC, m.id`,
  );

/** A record's files, or those of one category when the field asks for one (Order.media, OrderLeg.media). */
export const inCategory = (media: readonly MediaRow[], category: MediaCategory | null | undefined) =>
  category ? media.filter((file) => file.category === category) : [...media];
