import type { MachineActor } from '../../src/machines/domain/status';
import { availableOrderEvents, type OrderContext, type OrderEventName, orderEventName } from '../../src/machines/domain/order.machine';
import {
  availableOrderLegEvents,
  type OrderLegContext,
  type OrderLegEventName,
  orderLegEventName,
} from '../../src/machines/domain/orderLeg.machine';
import type { OrderLegRow, OrderRow } from './orders.rows';

type Actor = Pick<MachineActor, 'id' | 'roles'>;

type LegDates = Pick<OrderLegRow, 'requestedPickupMode' | 'requestedPickupDate' | 'requestedDeliveryMode' | 'requestedDeliveryDate'>;

/** A requested date is given when its mode is ASAP (no date) or it carries a date. */
export const legHasDates = (leg: LegDates): boolean =>
  (leg.requestedPickupMode === 'ASAP' || leg.requestedPickupDate !== null) &&
  (leg.requestedDeliveryMode === 'ASAP' || leg.requestedDeliveryDate !== null);

/**
 * The order-leg machine's context for a stored leg, as `actor` sees it (shared by availableEvents and transitions);
 * `actorDriverId` is the actor's own driver row, if they are a driver (mayMove compares it with the leg's driver).
 */
export const legMachineContext = (row: OrderLegRow, actor: Actor, actorDriverId: string | null = null): OrderLegContext => ({
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

/** A leg the order machine counts as complete: what `leg.process` needs (method, vehicle, both ends, dates). */
export const legComplete = (leg: OrderLegRow): boolean =>
  leg.vehicleId !== null && leg.originId !== null && leg.destinationId !== null && legHasDates(leg);

/** The order machine's context for a stored order and its live legs. */
export const orderMachineContext = (order: OrderRow, legs: readonly OrderLegRow[], actor: Actor): OrderContext => ({
  actor: { id: actor.id, roles: actor.roles },
  legCount: legs.length,
  legsComplete: legs.every(legComplete),
  legStatuses: legs.map((leg) => leg.status),
  invoicesPaid: order.paymentStatus === 'PAID',
});

/** The GraphQL names of the leg events `actor` may send now. */
export const availableLegEventNames = (row: OrderLegRow, actor: Actor, actorDriverId: string | null = null): OrderLegEventName[] =>
  availableOrderLegEvents(row.status, legMachineContext(row, actor, actorDriverId)).map(orderLegEventName);

/** The GraphQL names of the order events `actor` may send now (never the derived `legs.*`). */
export const availableOrderEventNames = (order: OrderRow, legs: readonly OrderLegRow[], actor: Actor): OrderEventName[] =>
  availableOrderEvents(order.state, orderMachineContext(order, legs, actor)).flatMap((type) => {
    const name = orderEventName(type);
    return name ? [name] : [];
  });
