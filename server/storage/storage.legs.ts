import type { GraphQLError } from 'graphql';
import type { StorageTransitionValues } from '../../src/machines/domain/storageRecord.inputs';
import { appError, badUserInput, isUuid } from '../errors';
import type { Actor, GraphQLContext } from '../graphql/context';
import type { OrderLegRow } from '../orders/orders.rows';
import { tenantToday } from '../records/days';
import { transition } from '../transitions/transitions.service';
import { lockFacility } from './storage.facilities';
import { checkCapacity, insertRecord } from './storage.records';
import { findFacility, findStorageRecord, type StorageRecordRow } from './storage.rows';
import { storageRecordForLeg } from './storage.transition';

/**
 * The leg ↔ storage coupling (docs/flows.md#storage-record): a leg's leg.toStorage checks its vehicle in and leg.fromStorage checks it out,
 * in the leg's transaction (called from the leg's effects: any refusal here undoes the leg's move too). Every stored
 * vehicle moves on a leg (a client's own drop-off is a CLIENT_IN leg), and its check-in and check-out reports are taken
 * on that leg.
 */

/** Where the yard put a vehicle it checks in, and its keys (the CHECK_IN input's placement fields). */
export type StoragePlacement = Partial<Pick<StorageTransitionValues, 'spot' | 'keyTag' | 'keyCount' | 'lockBoxSlot'>>;

/** A storage refusal worded as what it refused: the leg did not move either. */
const asLegRefusal = async <T>(leg: OrderLegRow, what: string, run: () => Promise<T>): Promise<T> => {
  try {
    return await run();
  } catch (error) {
    const refused = error as GraphQLError;
    if (refused.extensions?.code !== 'INVALID_TRANSITION') throw error;
    throw appError('INVALID_TRANSITION', `Leg ${leg.number} was not ${what}: ${refused.message}`, { ...refused.extensions, legId: leg.id });
  }
};

/** The record this visit uses: the leg's (or its vehicle's) reservation at the facility, or the leg's record it left. */
const openRecordOf = async (ctx: GraphQLContext, leg: OrderLegRow, facilityId: string): Promise<StorageRecordRow | null> => {
  const { rows } = await ctx.db.query<{ id: string }>(
    `SELECT id FROM storage_records WHERE facility_id = $1 AND deleted_at IS NULL
       AND ((status = 'RESERVED' AND (order_leg_id = $2 OR (order_leg_id IS NULL AND vehicle_id = $3)))
         OR (status = 'PICKED_UP' AND order_leg_id = $2))
     ORDER BY (status = 'RESERVED') DESC, (order_leg_id IS NOT NULL) DESC, reserved_from, created_at LIMIT 1 FOR UPDATE`,
    [facilityId, leg.id, leg.vehicleId],
  );
  return rows[0] ? findStorageRecord(ctx.db, rows[0].id, true) : null;
};

/**
 * leg.toStorage: the vehicle checks in at the facility the input names, where the yard put it and its keys when the
 * yard's own check-in moved the leg (storage.legMove.ts), in the record's one CHECK_IN write. Its open reservation there is used (a vehicle's
 * reservation without a leg becomes this leg's); without one an ON_DEMAND facility with a space opens a record, a
 * RESERVATION_ONLY one refuses. The check-in needs the leg's standing CHECK_IN report (the storage machine's guard).
 */
export const checkInForLeg = async (
  ctx: GraphQLContext,
  actor: Actor,
  leg: OrderLegRow,
  facilityId: string | null | undefined,
  placement: StoragePlacement = {},
) => {
  if (!facilityId) throw badUserInput({ 'input.storageFacilityId': ['Say which storage facility the vehicle goes to.'] });
  if (!isUuid(facilityId) || !(await findFacility(ctx.db, facilityId)))
    throw badUserInput({ 'input.storageFacilityId': ['The selected storage facility is invalid.'] });
  const facility = await lockFacility(ctx.db, actor.tenantId, facilityId);
  if (!leg.vehicleId) throw badUserInput({ 'input.storageFacilityId': ['The leg has no vehicle to store.'] });
  let record = await openRecordOf(ctx, leg, facility.id);
  // A vehicle coming back takes a space again today.
  if (record?.status === 'PICKED_UP') {
    const today = await tenantToday(ctx.db, actor.tenantId);
    await checkCapacity(ctx.db, facility, today, today, 'input.storageFacilityId');
  }
  if (record && record.orderLegId === null) {
    await ctx.db.query('UPDATE storage_records SET order_leg_id = $2, order_id = $3 WHERE id = $1', [record.id, leg.id, leg.orderId]);
    record = (await findStorageRecord(ctx.db, record.id, true)) as StorageRecordRow;
  }
  if (!record) {
    if (facility.bookingMode === 'RESERVATION_ONLY')
      throw appError(
        'INVALID_TRANSITION',
        `Leg ${leg.number} was not moved to storage: ${facility.name} takes vehicles by reservation only, and this vehicle has none there.`,
        { event: 'TO_STORAGE', status: leg.status, reason: 'RECORD', legId: leg.id },
      );
    const today = await tenantToday(ctx.db, actor.tenantId);
    await checkCapacity(ctx.db, facility, today, today, 'input.storageFacilityId');
    const { rows } = await ctx.db.query<{ clientId: string }>('SELECT client_id AS "clientId" FROM orders WHERE id = $1', [leg.orderId]);
    record = await insertRecord(
      ctx,
      actor,
      {
        facility,
        clientId: rows[0].clientId,
        orderId: leg.orderId,
        orderLegId: leg.id,
        vehicleId: leg.vehicleId,
        storageType: 'ORDER',
        movementKind: leg.transportMethod === 'CLIENT_IN' ? 'CLIENT_IN' : 'LEGWORK_IN',
        reservedFrom: today,
        reservedTo: null,
        notes: null,
      },
      'storageRecord.open',
    );
  }
  const opened = record;
  return asLegRefusal(leg, 'moved to storage', () =>
    transition(ctx, actor, storageRecordForLeg, { id: opened.id, event: 'CHECK_IN', version: opened.version, input: placement }),
  );
};

/** leg.fromStorage: the leg's record on site checks out; it needs the leg's standing CHECK_OUT report. */
export const checkOutForLeg = async (ctx: GraphQLContext, actor: Actor, leg: OrderLegRow) => {
  const { rows } = await ctx.db.query<{ id: string }>(
    `SELECT id FROM storage_records WHERE order_leg_id = $1 AND deleted_at IS NULL AND status IN ('RETURNED', 'PROBLEM')
     ORDER BY checked_in_at DESC NULLS LAST LIMIT 1 FOR UPDATE`,
    [leg.id],
  );
  const record = rows[0] ? await findStorageRecord(ctx.db, rows[0].id, true) : null;
  if (!record)
    throw appError('INVALID_TRANSITION', `Leg ${leg.number} was not taken out of storage: no storage record of its vehicle is on site.`, {
      event: 'FROM_STORAGE',
      status: leg.status,
      reason: 'RECORD',
      legId: leg.id,
    });
  return asLegRefusal(leg, 'taken out of storage', () =>
    transition(ctx, actor, storageRecordForLeg, { id: record.id, event: 'CHECK_OUT', version: record.version }),
  );
};
