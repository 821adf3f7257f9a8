import { storageKeyStatusNoteSchema, storageKeyTakeInputSchema } from '../../src/domain/schemas/storage';
import type { KeyEquipmentStatus } from '../../src/generated/enums';
import { auditAs } from '../audit';
import { auditWrite, validateInput } from '../records/writes';
import { appError, checkVersion, isUuid, notFound, validate } from '../errors';
import type { GraphQLContext } from '../graphql/context';
import { publishChange } from '../graphql/liveRecords';
import { requireStorageStaff } from './storage.access';
import { findKeyLog, findStorageRecord, KEY_LOG_SELECT, type StorageKeyLogRow } from './storage.rows';

/**
 * The key log (docs/domain.md#storage): who took which key of a stored vehicle when, and where each key is now. Taking a key
 * opens an ASSIGNED entry; IN_HOUSE returns it (the time it came back is kept); MISSING or DESTROYED closes it without a
 * return. A key already out is not taken twice. Each write is audited on the record ("Storage").
 */

export const takeKey = async (ctx: GraphQLContext, recordId: string, input: unknown): Promise<StorageKeyLogRow> => {
  const who = requireStorageStaff(ctx);
  const data = validateInput(storageKeyTakeInputSchema, input);
  const record = isUuid(recordId) ? await findStorageRecord(ctx.db, recordId, true) : null;
  if (!record) throw notFound('Storage record');
  if (record.status === 'COMPLETED' || record.status === 'CANCELLED')
    throw appError('INVALID_TRANSITION', `Storage record ${record.number} is ${record.status}: its keys are not in the key box.`, {
      event: 'TAKE_KEY',
      status: record.status,
      reason: 'STATUS',
    });
  const { rows: out } = await ctx.db.query<{ takenBy: string }>(
    `SELECT taken_by AS "takenBy" FROM storage_key_log WHERE storage_record_id = $1 AND key_tag = $2 AND equipment_status = 'ASSIGNED'`,
    [record.id, data.keyTag],
  );
  if (out[0])
    throw appError('INVALID_TRANSITION', `Key ${data.keyTag} is already out with ${out[0].takenBy}; return it first.`, {
      event: 'TAKE_KEY',
      status: 'ASSIGNED',
      reason: 'RECORD',
    });
  const { rows } = await ctx.db.query<StorageKeyLogRow>(
    `INSERT INTO storage_key_log AS kl (tenant_id, storage_record_id, key_tag, taken_by, note, created_by) VALUES ($1, $2, $3, $4, $5, $6)
     RETURNING ${KEY_LOG_SELECT}`,
    [who.tenantId, record.id, data.keyTag, data.takenBy, data.note, who.user.id],
  );
  await auditAs(ctx, who, { entityKind: 'Storage', entityId: record.id, action: 'UPDATED', event: 'storageKey.take', after: data });
  publishChange(ctx, 'storageRecordChanged', who.tenantId, record.id);
  return rows[0];
};

/**
 * What a key may become now (StorageKeyLogEntry.nextStatuses): a key that is out comes back, goes missing or is
 * destroyed; one back in the box or gone is settled. setKeyStatus refuses anything else.
 */
export const nextKeyStatuses = (entry: Pick<StorageKeyLogRow, 'equipmentStatus'>): KeyEquipmentStatus[] =>
  entry.equipmentStatus === 'ASSIGNED' ? ['IN_HOUSE', 'MISSING', 'DESTROYED'] : [];

export const setKeyStatus = async (
  ctx: GraphQLContext,
  id: string,
  version: number,
  status: KeyEquipmentStatus,
  note: string | null | undefined,
): Promise<StorageKeyLogRow> => {
  const who = requireStorageStaff(ctx);
  const text = validate(storageKeyStatusNoteSchema, note);
  const entry = checkVersion(isUuid(id) ? await findKeyLog(ctx.db, id, true) : null, version, 'Key log entry');
  if (!nextKeyStatuses(entry).includes(status))
    throw appError(
      'INVALID_TRANSITION',
      `Key ${entry.keyTag} is ${entry.equipmentStatus}; only a key that is out can be ${status === 'ASSIGNED' ? 'taken again here' : `marked ${status}`}.`,
      {
        event: status,
        status: entry.equipmentStatus,
        reason: 'STATUS',
      },
    );
  const { rows } = await ctx.db.query<StorageKeyLogRow>(
    `UPDATE storage_key_log kl SET equipment_status = $2, returned_at = CASE WHEN $2 = 'IN_HOUSE' THEN now() END,
       note = coalesce($3, note), version = version + 1, updated_at = now() WHERE kl.id = $1 RETURNING ${KEY_LOG_SELECT}`,
    [id, status, text],
  );
  await auditWrite(ctx, who, { kind: 'Storage', noun: 'storageKey' }, 'status', entry.recordId, {
    before: { keyTag: entry.keyTag, equipmentStatus: entry.equipmentStatus },
    after: { keyTag: entry.keyTag, equipmentStatus: status, note: text },
  });
  publishChange(ctx, 'storageRecordChanged', who.tenantId, entry.recordId);
  return rows[0];
};
