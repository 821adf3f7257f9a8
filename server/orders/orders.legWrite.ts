import type { Queryable } from '../db/database';
import { changedOnly, type RecordTable, writeRecord } from '../transitions/transitions.write';
import { type OrderLegRow, LEG_SELECT } from './orders.rows';

/** order_legs as the write side sees it: the columns it changes, by their row (camelCase) names. */
export const LEG_TABLE = {
  name: 'order_legs',
  alias: 'l',
  select: LEG_SELECT,
  columns: {
    status: 'status',
    heldFrom: 'held_from',
    holdReason: 'hold_reason',
    statusReason: 'status_reason',
    confirmedPickupAt: 'confirmed_pickup_at',
    confirmedDeliveryAt: 'confirmed_delivery_at',
    driverId: 'driver_id',
    truckingCompanyId: 'trucking_company_id',
    unitId: 'unit_id',
    acknowledgedAt: 'acknowledged_at',
    acknowledgedBy: 'acknowledged_by',
    pickedUpAt: 'picked_up_at',
    deliveredAt: 'delivered_at',
    tagAndTitleDone: 'tag_and_title_done',
    driverPaid: 'driver_paid',
    transportMethod: 'transport_method',
    requestedPickupMode: 'requested_pickup_mode',
    requestedPickupDate: 'requested_pickup_date',
    requestedDeliveryMode: 'requested_delivery_mode',
    requestedDeliveryDate: 'requested_delivery_date',
    needsTagAndTitle: 'needs_tag_and_title',
    notes: 'notes',
  },
} as const satisfies RecordTable;

export type LegField = keyof typeof LEG_TABLE.columns;
export type LegChanges = Partial<Record<LegField, unknown>>;

/** The changes that differ from the stored leg (so the audit row shows only what changed). */
export const changedLegFields = (leg: OrderLegRow, changes: LegChanges): LegChanges => changedOnly(leg, changes);

/** Writes a leg's changes with a new version; the caller has checked the version on the row it locked. */
export const writeLeg = (db: Queryable, leg: OrderLegRow, changes: LegChanges) => writeRecord<OrderLegRow>(db, LEG_TABLE, leg, changes);
