import type { EventObject } from 'xstate';
import type { TransportMethod } from '../../generated/enums/TransportMethod';
import {
  LEG_HOLD_REASONS,
  type LegHoldReason,
  type OrderLegContext,
  type OrderLegEvent,
  type OrderLegEventType,
  orderLegEventTypes,
  orderLegMachine,
} from './orderLeg.machine';
import { field, type RecordedEvent, type RecordFacts, type Replayable, text, UNRECORDED } from './replayEntry';
import { SYSTEM_ACTOR } from './status';

const isHoldReason = (value: unknown): value is LegHoldReason => (LEG_HOLD_REASONS as readonly unknown[]).includes(value);

/** The machine event of a leg audit row, with the payload its guards need, from the row or the record. */
export const legEventOf = (row: RecordedEvent, leg: RecordFacts): OrderLegEvent | null => {
  const type = row.event as OrderLegEventType;
  if (!(orderLegEventTypes as string[]).includes(type)) return null;
  const after = row.after;
  switch (type) {
    case 'leg.hold': {
      const reason = field(after, 'holdReason');
      return { type, reason: isHoldReason(reason) ? reason : 'OTHER_REASON' };
    }
    case 'leg.cancel':
    case 'leg.abort':
      return { type, reason: text(field(after, 'statusReason')) ?? UNRECORDED };
    case 'leg.confirm':
      return {
        type,
        confirmedPickupAt: text(field(after, 'confirmedPickupAt')) ?? text(leg.confirmedPickupAt) ?? UNRECORDED,
        confirmedDeliveryAt: text(field(after, 'confirmedDeliveryAt')) ?? text(leg.confirmedDeliveryAt) ?? UNRECORDED,
      };
    case 'leg.assign':
      return {
        type,
        driverId: text(field(after, 'driverId')) ?? text(leg.driverId) ?? UNRECORDED,
        truckingCompanyId: text(field(after, 'truckingCompanyId')) ?? text(leg.truckingCompanyId) ?? UNRECORDED,
      };
    default:
      return { type } as OrderLegEvent;
  }
};

const legInput = (events: readonly EventObject[], leg: RecordFacts): OrderLegContext => ({
  actor: SYSTEM_ACTOR,
  transportMethod: (leg.transportMethod as TransportMethod | undefined) ?? null,
  vehicleId: 'recorded',
  originId: 'recorded',
  destinationId: 'recorded',
  hasDates: true,
  driverId: null,
  truckingCompanyId: null,
  // The server accepted each pickup and delivery, so the reports were in.
  pickupReportSubmitted: true,
  deliveryReportSubmitted: true,
  // Awaiting tag and title and clearing without it exclude each other: the recorded path says which held.
  needsTagAndTitle: events.some((event) => event.type === 'leg.awaitTagAndTitle'),
  tagAndTitleDone: false,
  heldFrom: null,
  driverPaid: false,
});

/** The leg's replay entry (replayable.ts). */
export const orderLegReplay: Replayable = {
  entityKind: 'Order legs',
  machine: orderLegMachine,
  statusKey: 'status',
  events: orderLegEventTypes,
  eventOf: legEventOf,
  input: legInput,
};
