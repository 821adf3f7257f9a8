import type { Queryable } from '../db/database';
import type { OrderLegRow } from '../graphql/rows';
import { LEG_SELECT } from './orderSelects';

/** The leg columns the write side changes, by their row (camelCase) names: a fixed list, never free strings. */
const WRITABLE = {
  status: 'status',
  heldFrom: 'held_from',
  holdReason: 'hold_reason',
  statusReason: 'status_reason',
  confirmedPickupAt: 'confirmed_pickup_at',
  confirmedDeliveryAt: 'confirmed_delivery_at',
  driverId: 'driver_id',
  truckingCompanyId: 'trucking_company_id',
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
} as const;

export type LegField = keyof typeof WRITABLE;
export type LegChanges = Partial<Record<LegField, unknown>>;

const comparable = (value: unknown) => JSON.stringify(value instanceof Date ? value.toISOString() : (value ?? null));

/** The changes that differ from the stored leg (so the audit row shows only what changed). */
export const changedOnly = (leg: OrderLegRow, changes: LegChanges): LegChanges =>
  Object.fromEntries(
    Object.entries(changes).filter(([key, value]) => {
      const stored = (leg as Record<string, unknown>)[key];
      return key === 'acknowledgedBy' || comparable(stored) !== comparable(value);
    }),
  );

/**
 * Writes the changes, bumps the version and returns the new row with the before/after of the audit row.
 * The caller has checked the version on the row it locked.
 */
export const writeLeg = async (db: Queryable, leg: OrderLegRow, changes: LegChanges) => {
  const entries = Object.entries(changes) as [LegField, unknown][];
  const sets = entries.map(([key], i) => `${WRITABLE[key]} = $${i + 2}`);
  const { rows } = await db.query<OrderLegRow>(
    `UPDATE order_legs AS l SET ${[...sets, 'version = version + 1', 'updated_at = now()'].join(', ')}
     WHERE l.id = $1 RETURNING ${LEG_SELECT}`,
    [leg.id, ...entries.map(([, value]) => value ?? null)],
  );
  const row = rows[0];
  const pick = (source: Record<string, unknown>) =>
    Object.fromEntries(entries.map(([key]) => [key, source[key] === undefined ? null : source[key]]));
  return {
    row,
    before: pick(leg as Record<string, unknown>),
    after: { ...pick(row as Record<string, unknown>), ...('acknowledgedBy' in changes ? { acknowledgedBy: changes.acknowledgedBy } : {}) },
  };
};
