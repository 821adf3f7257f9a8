import type { Database } from '../db/database';
import { eachTenant } from '../db/tenantJobs';

/** A running import whose row has not moved for this long died with its process: its progress moves every few seconds. */
export const STALE_IMPORT_MINUTES = 10;

/**
 * Marks FAILED the imports a restart stopped (CHECKING or IMPORTING, unchanged for STALE_IMPORT_MINUTES), saying what
 * they did, so the dialog stops waiting; uploading the file again reports the rows already imported as such.
 */
export const failStaleImports = (db: Database): Promise<number> =>
  eachTenant(db, async (tx, tenantId) => {
    const { rows } = await tx.query<{ id: string }>(
      `UPDATE spreadsheet_imports SET status = 'FAILED', finished_at = now(), version = version + 1, updated_at = now(),
         error = 'The import stopped when the server restarted, after ' || imported_rows || ' orders. Upload the file again: '
           || 'the rows already imported are reported as such, the others are imported.'
       WHERE tenant_id = $1 AND status IN ('CHECKING', 'IMPORTING') AND updated_at < now() - make_interval(mins => $2)
       RETURNING id`,
      [tenantId, STALE_IMPORT_MINUTES],
    );
    return rows.length;
  });
