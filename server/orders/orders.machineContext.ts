import type { MachineActor } from '../../src/machines/domain/status';
import { availableOrderEvents, type OrderContext, type OrderEventName, orderEventName } from '../../src/machines/domain/order.machine';
import type { OrderLegRow, OrderRow } from './orders.rows';

export type ContextActor = Pick<MachineActor, 'id' | 'roles'>;

type LegDates = Pick<OrderLegRow, 'requestedPickupMode' | 'requestedPickupDate' | 'requestedDeliveryMode' | 'requestedDeliveryDate'>;

/** A requested date is given when its mode is ASAP (no date) or it carries a date. */
export const legHasDates = (leg: LegDates): boolean =>
  (leg.requestedPickupMode === 'ASAP' || leg.requestedPickupDate !== null) &&
  (leg.requestedDeliveryMode === 'ASAP' || leg.requestedDeliveryDate !== null);

/** A leg the order machine counts as complete: what `leg.process` needs (method, vehicle, both ends, dates). */
export const legComplete = (leg: OrderLegRow): boolean =>
  leg.vehicleId !== null && leg.originId !== null && leg.destinationId !== null && legHasDates(leg);

/** The order machine's context for a stored order and its live legs. */
export const orderMachineContext = (order: OrderRow, legs: readonly OrderLegRow[], actor: ContextActor): OrderContext => ({
  actor: { id: actor.id, roles: actor.roles },
  legCount: legs.length,
  legsComplete: legs.every(legComplete),
  legStatuses: legs.map((leg) => leg.status),
  // Kept true to the order's invoices by server/invoices in every transaction that moves one or applies a payment.
  invoicesPaid: order.paymentStatus === 'PAID',
  invoicedWithoutPayee: legs.filter((leg) => leg.status === 'INVOICED' && leg.driverId === null && leg.truckingCompanyId === null).length,
});

/** The GraphQL names of the order events `actor` may send now (never the derived `legs.*`). */
export const availableOrderEventNames = (order: OrderRow, legs: readonly OrderLegRow[], actor: ContextActor): OrderEventName[] =>
  availableOrderEvents(order.state, orderMachineContext(order, legs, actor)).flatMap((type) => {
    const name = orderEventName(type);
    return name ? [name] : [];
  });
