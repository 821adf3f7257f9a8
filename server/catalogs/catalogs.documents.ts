import type { DocumentTarget } from '../../src/generated/enums';
import type { Queryable } from '../db/database';
import { badUserInput, isUuid } from '../errors';
import { DOCUMENT_TYPE_SELECT, type DocumentTypeRow } from './catalogs.rows';

/** The live, active document types a DOCUMENTS file of `target` may be filed under, by name (the upload form's picker). */
export const documentTypeChoices = async (db: Queryable, tenantId: string, target: DocumentTarget) =>
  (
    await db.query<DocumentTypeRow>(
      `SELECT ${DOCUMENT_TYPE_SELECT} FROM document_types dt
       WHERE dt.tenant_id = $1 AND dt.deleted_at IS NULL AND dt.retired_at IS NULL AND $2::text = ANY(dt.applies_to)
       ORDER BY lower(dt.name), dt.id`,
      [tenantId, target],
    )
  ).rows;

/**
 * The document type an upload names, checked before the file is stored: none is fine; one must be a DOCUMENTS file's,
 * a live and active type of the tenant, and apply to the record the file is for. Else BAD_USER_INPUT on `documentTypeId`.
 */
export const checkDocumentType = async (
  db: Queryable,
  tenantId: string,
  upload: { documentTypeId?: string | null; category: string },
  target: DocumentTarget,
): Promise<string | null> => {
  const id = upload.documentTypeId ?? null;
  if (id === null) return null;
  if (upload.category !== 'DOCUMENTS') throw badUserInput({ documentTypeId: ['Only a document has a document type.'] });
  const choices = isUuid(id) ? await documentTypeChoices(db, tenantId, target) : [];
  if (!choices.some((choice) => choice.id === id))
    throw badUserInput({ documentTypeId: ['The selected document type is invalid, retired or not for this record.'] });
  return id;
};
