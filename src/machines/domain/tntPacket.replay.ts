import { field, type RecordedEvent, type RecordFacts, type Replayable, text, UNRECORDED } from './replayEntry';
import { SYSTEM_ACTOR } from './status';
import { type TntPacketEvent, type TntPacketEventType, tntPacketEventTypes, tntPacketMachine } from './tntPacket.machine';

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

/** The packet's replay entry (replayable.ts), under the audit kind the server writes for packets ("Tnt packs"). */
export const tntPacketReplay: Replayable = {
  entityKind: 'Tnt packs',
  machine: tntPacketMachine,
  statusKey: 'status',
  events: tntPacketEventTypes,
  eventOf: tntPacketEventOf,
  // The server checked the documents when the packet cleared.
  input: () => ({ actor: SYSTEM_ACTOR, documentsAccepted: true, tempTagIssued: true, heldFrom: null }),
};
