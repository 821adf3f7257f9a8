import {
  availableOrderLegEvents,
  type OrderLegContext,
  type OrderLegEventName,
  orderLegEventName,
} from '../../src/machines/domain/orderLeg.machine';
import { type ContextActor, legHasDates } from '../orders/orders.public';
import type { OrderLegRow } from '../orders/orders.rows';

/**
 * The order-leg machine's context for a stored leg, as `actor` sees it (shared by availableEvents and transitions);
 * `actorDriverId` is the actor's own driver row, if they are a driver (mayMove compares it with the leg's driver).
 */
export const legMachineContext = (row: OrderLegRow, actor: ContextActor, actorDriverId: string | null = null): OrderLegContext => ({
  actor: { id: actor.id, roles: actor.roles },
  actorDriverId,
  transportMethod: row.transportMethod,
  vehicleId: row.vehicleId,
  originId: row.originId,
  destinationId: row.destinationId,
  hasDates: legHasDates(row),
  driverId: row.driverId,
  truckingCompanyId: row.truckingCompanyId,
  pickupReportSubmitted: row.pickupReportSubmitted,
  deliveryReportSubmitted: row.deliveryReportSubmitted,
  needsTagAndTitle: row.needsTagAndTitle,
  tagAndTitleDone: row.tagAndTitleDone,
  heldFrom: row.heldFrom,
  driverPaid: row.driverPaid,
});

/** The GraphQL names of the leg events `actor` may send now. */
export const availableLegEventNames = (row: OrderLegRow, actor: ContextActor, actorDriverId: string | null = null): OrderLegEventName[] =>
  availableOrderLegEvents(row.status, legMachineContext(row, actor, actorDriverId))
    // An invoice and a settlement raise these (orderLegs.transition.ts); nobody sends them from the leg.
    .filter((type) => type !== 'leg.invoice' && type !== 'leg.uninvoice' && type !== 'leg.driverPaid')
    .map(orderLegEventName);
