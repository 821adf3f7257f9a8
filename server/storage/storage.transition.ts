import {
  type StorageTransitionValues,
  storageEventInputSchema,
  storageTransitionInputSchema,
} from '../../src/machines/domain/storageRecord.inputs';
import { SYSTEM_ACTOR } from '../../src/machines/domain/status';
import {
  probeStorageRecordEvent,
  STORAGE_RECORD_EVENT_BY_NAME,
  type StorageRecordContext,
  type StorageRecordEvent,
  type StorageRecordEventType,
  storageRecordEventName,
  storageRecordMachine,
} from '../../src/machines/domain/storageRecord.machine';
import type { Queryable } from '../db/database';
import type { Actor, GraphQLContext } from '../graphql/context';
import { machineActor } from '../auth/actors';
import { transition } from '../transitions/transitions.service';
import { type MachineRecord, rowFinders } from '../transitions/transitions.types';
import { storageNotice } from './storage.notices';
import { findStorageRecord, RECORD_SELECT, type StorageRecordRow } from './storage.rows';

/**
 * The condition report a check-in (or check-out) uses: the standing CHECK_IN (CHECK_OUT) report of the record's leg
 * that no check-in or check-out has used yet (a leg may go to storage more than once; each visit takes its own).
 */
export const openStorageReport = async (
  db: Queryable,
  legId: string | null,
  direction: 'CHECK_IN' | 'CHECK_OUT',
): Promise<string | null> => {
  if (!legId) return null;
  const { rows } = await db.query<{ id: string }>(
    `SELECT id FROM condition_reports WHERE order_leg_id = $1 AND direction = $2 AND storage_record_id IS NULL
       AND status IN ('SUBMITTED', 'ACCEPTED')`,
    [legId, direction],
  );
  return rows[0]?.id ?? null;
};

const storageEvent = (type: StorageRecordEventType, input: StorageTransitionValues): StorageRecordEvent =>
  type === 'storage.problem' || type === 'storage.cancel' ? { type, reason: input.reason ?? null } : ({ type } as StorageRecordEvent);

/** Given fields only: a check-in that names no spot keeps the one the reservation noted. */
const given = (values: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(values).filter(([, value]) => value !== null && value !== undefined));

/** What each event records beside the status. */
const eventChanges = (
  type: StorageRecordEventType,
  input: StorageTransitionValues,
  context: StorageRecordContext,
): Record<string, unknown> => {
  switch (type) {
    case 'storage.checkIn':
      return {
        checkedInAt: new Date(),
        checkedOutAt: null,
        checkInReportId: context.checkInReportId,
        ...given({ spot: input.spot, keyTag: input.keyTag, keyCount: input.keyCount, lockBoxSlot: input.lockBoxSlot }),
      };
    case 'storage.checkOut':
      return { checkedOutAt: new Date(), checkOutReportId: context.checkOutReportId };
    case 'storage.cancel':
      return { cancelReason: input.reason };
    case 'storage.problem':
      return { problemReason: input.reason, problemFrom: context.problemFrom };
    case 'problem.resolve':
      return { problemReason: null, problemFrom: null };
    default:
      return {};
  }
};

const RECORD_REASONS: Partial<Record<StorageRecordEventType, string>> = {
  'storage.checkIn': "no check-in condition report is submitted on the vehicle's leg",
  'storage.checkOut': "no check-out condition report is submitted on the vehicle's leg",
};

/**
 * The storage record's machine record (docs/flows.md#storage-record). A check-in or check-out uses the report the machine
 * was given (linked to the record in the same transaction, so the next visit needs a new one); the client's users hear
 * of both.
 */
export const storageRecordRecord: MachineRecord<StorageRecordRow, StorageRecordContext, StorageTransitionValues> = {
  entityKind: 'Storage',
  what: 'Storage record',
  noun: 'storage record',
  subject: (record) => `storage record ${record.number}`,
  machine: storageRecordMachine,
  ...rowFinders(findStorageRecord),
  table: {
    name: 'storage_records',
    alias: 'sr',
    select: RECORD_SELECT,
    columns: {
      status: 'status',
      checkedInAt: 'checked_in_at',
      checkedOutAt: 'checked_out_at',
      checkInReportId: 'check_in_report_id',
      checkOutReportId: 'check_out_report_id',
      spot: 'spot',
      keyTag: 'key_tag',
      keyCount: 'key_count',
      lockBoxSlot: 'lock_box_slot',
      cancelReason: 'cancel_reason',
      problemReason: 'problem_reason',
      problemFrom: 'problem_from',
    },
  },
  status: 'status',
  events: STORAGE_RECORD_EVENT_BY_NAME,
  eventName: (type) => storageRecordEventName(type as StorageRecordEventType),
  context: async (ctx, row, { user }, { type }) => ({
    actor: machineActor(user),
    checkInReportId: type === 'storage.checkIn' ? await openStorageReport(ctx.db, row.orderLegId, 'CHECK_IN') : null,
    checkOutReportId: type === 'storage.checkOut' ? await openStorageReport(ctx.db, row.orderLegId, 'CHECK_OUT') : null,
    problemFrom: row.problemFrom,
  }),
  input: storageTransitionInputSchema,
  event: (type, input) => storageEvent(type as StorageRecordEventType, input),
  probe: (type) => probeStorageRecordEvent(type as StorageRecordEventType),
  required: (type) => storageEventInputSchema(type as StorageRecordEventType),
  recordReasons: RECORD_REASONS,
  changes: ({ type, input, next: { context } }) => eventChanges(type as StorageRecordEventType, input, context),
  update: async (ctx, { type, row, next: { context } }) => {
    const reportId = type === 'storage.checkIn' ? context.checkInReportId : type === 'storage.checkOut' ? context.checkOutReportId : null;
    if (reportId) await ctx.db.query('UPDATE condition_reports SET storage_record_id = $2 WHERE id = $1', [reportId, row.id]);
    // A vehicle that arrives before its reservation holds its space from the day it came.
    if (type === 'storage.checkIn')
      await ctx.db.query('UPDATE storage_records SET reserved_from = least(reserved_from, app_today()) WHERE id = $1', [row.id]);
  },
  effects: async (ctx, { actor, after, type }) => {
    if (type === 'storage.checkIn' || type === 'storage.checkOut') await storageNotice(ctx, actor, after, type);
  },
  topic: 'storageRecordChanged',
};

/**
 * The same record moved by its leg (leg.toStorage / leg.fromStorage): the leg machine already asked who may move the
 * leg, so the storage machine's role guard is asked as the system actor; only the record's status and reports decide.
 */
export const storageRecordForLeg: MachineRecord<StorageRecordRow, StorageRecordContext, StorageTransitionValues> = {
  ...storageRecordRecord,
  context: async (ctx, row, actor, event) => ({ ...(await storageRecordRecord.context(ctx, row, actor, event)), actor: SYSTEM_ACTOR }),
};

/** transitionStorageRecord: the storage staff (the resolver checks the role; the machine's guard says the same). */
export const transitionStorageRecord = (
  ctx: GraphQLContext,
  actor: Actor,
  args: { id: string; event: string; input?: unknown; version: number },
) => transition(ctx, actor, storageRecordRecord, args);
