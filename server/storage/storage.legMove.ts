import { storageTransitionInputSchema } from '../../src/machines/domain/storageRecord.inputs';
import { validateInput } from '../records/writes';
import { checkVersion, isUuid, notFound } from '../errors';
import type { Actor, GraphQLContext } from '../graphql/context';
import { orderLegRecordPlacing } from '../orderLegs/orderLegs.public';
import { findLeg, findOrder, type OrderLegRow } from '../orders/orders.rows';
import { transition } from '../transitions/transitions.service';
import { findStorageRecord, type StorageRecordRow } from './storage.rows';
import { transitionStorageRecord } from './storage.transition';

/**
 * The storage yard's own check-in and check-out of a vehicle on a leg: the yard's CHECK_IN of a record whose leg is
 * on its way (IN_TRANSIT) is that leg's leg.toStorage, and its CHECK_OUT of a record whose leg is IN_STORAGE is the
 * leg's leg.fromStorage, so the leg and the record move together whichever screen starts it (the leg's effects check
 * the record in or out, storage.legs.ts). The leg machine's own guard (`mayStore`: dispatch and the yard) decides who
 * may, and the audit names the person.
 */
const LEG_EVENT = {
  CHECK_IN: { from: 'IN_TRANSIT', event: 'TO_STORAGE' },
  CHECK_OUT: { from: 'IN_STORAGE', event: 'FROM_STORAGE' },
} as const;

/** The leg carrying the vehicle now (a reservation made for the vehicle alone is checked in on it). */
const carryingLeg = async (ctx: GraphQLContext, vehicleId: string): Promise<string | null> => {
  const { rows } = await ctx.db.query<{ id: string }>(
    `SELECT id FROM order_legs WHERE vehicle_id = $1 AND status = 'IN_TRANSIT' AND deleted_at IS NULL ORDER BY sequence, id LIMIT 1`,
    [vehicleId],
  );
  return rows[0]?.id ?? null;
};

/** transitionStorageRecord as the yard sends it: through the leg when the leg is where the event moves it from. */
export const moveStorageRecord = async (
  ctx: GraphQLContext,
  actor: Actor,
  args: { id: string; event: string; input?: unknown; version: number },
): Promise<StorageRecordRow> => {
  const move = args.event === 'CHECK_IN' || args.event === 'CHECK_OUT' ? LEG_EVENT[args.event] : null;
  const record = move && isUuid(args.id) ? await findStorageRecord(ctx.db, args.id) : null;
  const legId = record ? (record.orderLegId ?? (args.event === 'CHECK_IN' ? await carryingLeg(ctx, record.vehicleId) : null)) : null;
  const leg = legId ? await findLeg(ctx.db, legId) : null;
  if (!record || !move || !leg || leg.status !== move.from) return transitionStorageRecord(ctx, actor, args);
  const input = validateInput(storageTransitionInputSchema, args.input ?? {});
  // The leg's lock order (its order, the leg, then the record), so a leg moved from the leg's page at the same time waits.
  if (!(await findOrder(ctx.db, leg.orderId, true))) throw notFound('Order leg');
  const current = (await findLeg(ctx.db, leg.id, true)) as OrderLegRow;
  checkVersion(await findStorageRecord(ctx.db, record.id, true), args.version, 'Storage record');
  // Where the yard put the vehicle and its keys go with the check-in itself, as a check-in sent on the record records them.
  const { spot, keyTag, keyCount, lockBoxSlot } = input;
  const placement = args.event === 'CHECK_IN' ? { spot, keyTag, keyCount, lockBoxSlot } : {};
  await transition(ctx, actor, orderLegRecordPlacing(placement), {
    id: current.id,
    event: move.event,
    input: move.event === 'TO_STORAGE' ? { storageFacilityId: record.facilityId } : {},
    version: current.version,
  });
  return (await findStorageRecord(ctx.db, record.id)) as StorageRecordRow;
};
