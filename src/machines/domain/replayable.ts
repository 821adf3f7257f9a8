import type { AnyStateMachine, EventObject } from 'xstate';
import type { TransportMethod } from '../../generated/enums/TransportMethod';
import { orderEventTypes, orderMachine, SETTLED_ORDER_CONTEXT } from './order.machine';
import {
  LEG_HOLD_REASONS,
  type LegHoldReason,
  type OrderLegContext,
  type OrderLegEvent,
  type OrderLegEventType,
  orderLegEventTypes,
  orderLegMachine,
} from './orderLeg.machine';
import {
  type ConditionReportEvent,
  type ConditionReportEventType,
  conditionReportEventTypes,
  conditionReportMachine,
} from './conditionReport.machine';
import { quoteEventTypes, quoteMachine } from './quote.machine';
import { type RepairEvent, type RepairEventType, repairEventTypes, repairMachine } from './repair.machine';
import {
  type StorageRecordEvent,
  type StorageRecordEventType,
  storageRecordEventTypes,
  storageRecordMachine,
} from './storageRecord.machine';
import { SYSTEM_ACTOR } from './status';
import { type TntPacketEvent, type TntPacketEventType, tntPacketEventTypes, tntPacketMachine } from './tntPacket.machine';

/** An audit row of a status event: what the server recorded (before and after hold the changed fields). */
export type RecordedEvent = { event: string; before?: unknown; after?: unknown };

/** What a replay may read of the record as it is now, for facts its audit rows do not keep. */
export type RecordFacts = Record<string, unknown>;

/**
 * A machine-driven record as a replay sees it: its machine, the field its audit rows record the status in, and how
 * a recorded event becomes a machine event. The actor is the system (the server already checked the real user) and
 * the context lets the record's guards pass, as the rows keep what changed, not every fact at the time.
 */
export type Replayable = {
  machine: AnyStateMachine;
  statusKey: 'status' | 'state';
  /** The machine's event types; other audit rows (edits, comments) are not replayed. */
  events: readonly string[];
  /** The machine event of a recorded row (by default its type alone), or null to skip it. */
  eventOf?: (row: RecordedEvent, record: RecordFacts) => EventObject | null;
  /** The context of the fresh actor (by default the system actor alone). */
  input?: (events: readonly EventObject[], record: RecordFacts) => object;
};

const UNRECORDED = 'not recorded';

const field = (value: unknown, key: string): unknown =>
  value && typeof value === 'object' && key in value ? (value as Record<string, unknown>)[key] : undefined;

const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

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

const amount = (value: unknown): number | null => (typeof value === 'number' && Number.isInteger(value) ? value : null);

/** The machine event of a repair audit row: the amount, number or reason it recorded (what its guards ask for). */
export const repairEventOf = (row: RecordedEvent, repair: RecordFacts): RepairEvent | null => {
  const type = row.event as RepairEventType;
  if (!(repairEventTypes as string[]).includes(type)) return null;
  const after = row.after;
  switch (type) {
    case 'repair.approve':
      return { type, approvedAmount: amount(field(after, 'approvedAmount')) ?? amount(repair.approvedAmount) ?? 0 };
    case 'repair.start':
      return { type, repairOrderNumber: text(field(after, 'repairOrderNumber')) ?? text(repair.repairOrderNumber) ?? UNRECORDED };
    case 'repair.invoiceReceived':
      return {
        type,
        invoiceNumber: text(field(after, 'invoiceNumber')) ?? text(repair.invoiceNumber) ?? UNRECORDED,
        invoiceAmount: amount(field(after, 'invoiceAmount')) ?? amount(repair.invoiceAmount) ?? 0,
      };
    case 'repair.decline':
      return { type, reason: text(field(after, 'declineReason')) ?? text(repair.declineReason) ?? UNRECORDED };
    default:
      return { type };
  }
};

/** A condition report's audit row as its machine event (a rejection with the reason it recorded). */
export const conditionReportEventOf = (row: RecordedEvent, report: RecordFacts): ConditionReportEvent | null => {
  const type = row.event as ConditionReportEventType;
  if (!(conditionReportEventTypes as string[]).includes(type)) return null;
  if (type === 'cr.reject') return { type, reason: text(field(row.after, 'rejectReason')) ?? text(report.rejectReason) ?? UNRECORDED };
  return { type };
};

/** A storage record's audit row as its machine event (a problem or cancellation with the reason it recorded). */
export const storageRecordEventOf = (row: RecordedEvent, record: RecordFacts): StorageRecordEvent | null => {
  const type = row.event as StorageRecordEventType;
  if (!(storageRecordEventTypes as string[]).includes(type)) return null;
  if (type === 'storage.problem')
    return { type, reason: text(field(row.after, 'problemReason')) ?? text(record.problemReason) ?? UNRECORDED };
  if (type === 'storage.cancel') return { type, reason: text(field(row.after, 'cancelReason')) ?? text(record.cancelReason) ?? UNRECORDED };
  return { type } as StorageRecordEvent;
};

/** A packet's audit row as its machine event: the shipment or the hold's reason it recorded. */
export const tntPacketEventOf = (row: RecordedEvent, packet: RecordFacts): TntPacketEvent | null => {
  const type = row.event as TntPacketEventType;
  if (!(tntPacketEventTypes as string[]).includes(type)) return null;
  const after = row.after;
  switch (type) {
    case 'tnt.ship': {
      const carrier = text(field(after, 'carrier')) ?? text(packet.carrier) ?? 'OTHER';
      return {
        type,
        carrier: carrier as Extract<TntPacketEvent, { type: 'tnt.ship' }>['carrier'],
        trackingNumber: text(field(after, 'trackingNumber')) ?? text(packet.trackingNumber) ?? UNRECORDED,
        recipient: (text(field(after, 'recipient')) ?? text(packet.recipient) ?? 'OTHER') as Extract<
          TntPacketEvent,
          { type: 'tnt.ship' }
        >['recipient'],
      };
    }
    case 'tnt.hold':
      return { type, reason: text(field(after, 'holdReason')) ?? UNRECORDED };
    default:
      return { type } as TntPacketEvent;
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

/**
 * Every machine-driven record, by the entity kind of its audit rows (the server's transition definitions write
 * them): registering a machine here is all a record needs to be replayable in its activity tab and the inspector.
 */
export const REPLAYABLE: Record<string, Replayable> = {
  'Order legs': { machine: orderLegMachine, statusKey: 'status', events: orderLegEventTypes, eventOf: legEventOf, input: legInput },
  // One settled, paid leg satisfies every leg guard at once (confirmed, picked up, done, settled).
  Orders: { machine: orderMachine, statusKey: 'state', events: orderEventTypes, input: () => SETTLED_ORDER_CONTEXT },
  Quotes: { machine: quoteMachine, statusKey: 'status', events: quoteEventTypes },
  // The spec's audit kind for repairs (its list of entity kinds names "Repairs").
  Repairs: { machine: repairMachine, statusKey: 'status', events: repairEventTypes, eventOf: repairEventOf },
  'Condition reports': {
    machine: conditionReportMachine,
    statusKey: 'status',
    events: conditionReportEventTypes,
    eventOf: conditionReportEventOf,
    // The server checked who submitted (the leg's carrier or staff); the system actor passes every guard.
    input: () => ({ actor: SYSTEM_ACTOR, carriesLeg: true }),
  },
  // The server accepted each check-in and check-out, so their reports were in; problemFrom is the machine's own.
  Storage: {
    machine: storageRecordMachine,
    statusKey: 'status',
    events: storageRecordEventTypes,
    eventOf: storageRecordEventOf,
    input: () => ({ actor: SYSTEM_ACTOR, checkInReportId: 'recorded', checkOutReportId: 'recorded', problemFrom: null }),
  },
  // The spec's audit kind for tag-and-title packets; the server checked the documents when the packet cleared.
  'Tnt packs': {
    machine: tntPacketMachine,
    statusKey: 'status',
    events: tntPacketEventTypes,
    eventOf: tntPacketEventOf,
    input: () => ({ actor: SYSTEM_ACTOR, documentsAccepted: true, tempTagIssued: true, heldFrom: null }),
  },
};
