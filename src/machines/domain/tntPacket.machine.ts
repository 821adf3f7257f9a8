import { and, assign, type SnapshotFrom, setup } from 'xstate';
import type { TntPacketEvent as TntPacketEventName } from '../../generated/enums/TntPacketEvent';
import type { TntPacketStatus } from '../../generated/enums/TntPacketStatus';
import type { TntShippingCarrier } from '../../generated/enums/TntShippingCarrier';
import type { TntShippingRecipient } from '../../generated/enums/TntShippingRecipient';
import type { Role } from '../../domain/roles';
import { actorMay, type MachineActor, stepMachine } from './status';

export type { TntPacketStatus };

/**
 * docs/flows.md#tag-and-title-packet: CREATED → PROCESSING → PACKET_RECEIVED → APPROVED → CLEARED_FOR_DISPATCH →
 * PACKET_PICKED_UP → SHIPPED → DELIVERED → REPORTED_COMPLETE → COMPLETED, with ON_HOLD (history) from any state before
 * COMPLETED. Clearing needs every checklist document ACCEPTED (and a temp-tag packet its tag): what the documents
 * are, is the server's to know (`documentsAccepted`, `tempTagIssued`); the legs it releases are the server's too.
 */
export type TntPacketContext = {
  actor: MachineActor;
  /** Every checklist document ACCEPTED (and there is one). */
  documentsAccepted: boolean;
  /** A TAG_AND_TITLE packet, or a TEMP_TAG packet whose tag number is recorded. */
  tempTagIssued: boolean;
  /** The status ON_HOLD came from (the stored held_from column is the history). */
  heldFrom: TntPacketStatus | null;
};

export type TntPacketEvent =
  | { type: 'tnt.process' }
  | { type: 'tnt.receivePacket' }
  | { type: 'tnt.approve' }
  | { type: 'tnt.clear' }
  | { type: 'tnt.pickUp' }
  | {
      type: 'tnt.ship';
      carrier: TntShippingCarrier | null;
      trackingNumber: string | null;
      recipient: TntShippingRecipient | null;
    }
  | { type: 'tnt.deliver' }
  | { type: 'tnt.reportComplete' }
  | { type: 'tnt.complete' }
  | { type: 'tnt.hold'; reason: string | null }
  | { type: 'tnt.release' };
export type TntPacketEventType = TntPacketEvent['type'];

/** /tag-and-title/* is TAG_TITLE's and TAG_TITLE_LEAD's; ADMIN opens everything (docs/access.md#areas). */
export const TNT_ROLES: readonly Role[] = ['TAG_TITLE', 'TAG_TITLE_LEAD', 'ADMIN'];
/** Dispatch reads a leg's packet (the leg's tag-and-title tab) and moves none. */
export const TNT_READER_ROLES: readonly Role[] = [...TNT_ROLES, 'DISPATCH', 'DISPATCH_LEAD'];

/** The chain of docs/flows.md#tag-and-title-packet, each status with its next step. */
const CHAIN = [
  ['CREATED', 'tnt.process', 'PROCESSING'],
  ['PROCESSING', 'tnt.receivePacket', 'PACKET_RECEIVED'],
  ['PACKET_RECEIVED', 'tnt.approve', 'APPROVED'],
  ['APPROVED', 'tnt.clear', 'CLEARED_FOR_DISPATCH'],
  ['CLEARED_FOR_DISPATCH', 'tnt.pickUp', 'PACKET_PICKED_UP'],
  ['PACKET_PICKED_UP', 'tnt.ship', 'SHIPPED'],
  ['SHIPPED', 'tnt.deliver', 'DELIVERED'],
  ['DELIVERED', 'tnt.reportComplete', 'REPORTED_COMPLETE'],
  ['REPORTED_COMPLETE', 'tnt.complete', 'COMPLETED'],
] as const satisfies readonly (readonly [TntPacketStatus, TntPacketEventType, TntPacketStatus])[];

/** The statuses a packet may be held from and released back to: every one before COMPLETED. */
export const HOLDABLE: readonly TntPacketStatus[] = CHAIN.map(([from]) => from);

const filled = (value: string | null | undefined): boolean => typeof value === 'string' && value.trim() !== '';

export const tntPacketMachine = setup({
  types: {} as { context: TntPacketContext; events: TntPacketEvent; input: TntPacketContext },
  guards: {
    mayManage: ({ context }) => actorMay(context.actor, TNT_ROLES),
    documentsAccepted: ({ context }) => context.documentsAccepted,
    tempTagIssued: ({ context }) => context.tempTagIssued,
    // A local pickup has nothing to track; every other carrier's shipment has a tracking number.
    hasShipping: ({ event }) =>
      event.type === 'tnt.ship' &&
      event.carrier !== null &&
      event.recipient !== null &&
      (event.carrier === 'LOCAL_PICKUP' || filled(event.trackingNumber)),
    hasReason: ({ event }) => event.type === 'tnt.hold' && filled(event.reason),
    wasHeldFrom: ({ context }, params: { status: TntPacketStatus }) => context.heldFrom === params.status,
  },
  actions: {
    rememberHold: assign((_, params: { from: TntPacketStatus }) => ({ heldFrom: params.from })),
    forgetHold: assign({ heldFrom: null }),
  },
}).createMachine({
  id: 'tntPacket',
  context: ({ input }) => input,
  initial: 'CREATED',
  states: {
    ...Object.fromEntries(
      CHAIN.map(([from, type, to]) => [
        from,
        {
          on: {
            [type]: {
              guard:
                type === 'tnt.clear'
                  ? and(['mayManage', 'documentsAccepted', 'tempTagIssued'])
                  : type === 'tnt.ship'
                    ? and(['mayManage', 'hasShipping'])
                    : 'mayManage',
              target: to,
            },
            'tnt.hold': { guard: and(['mayManage', 'hasReason']), target: 'ON_HOLD', actions: { type: 'rememberHold', params: { from } } },
          },
        },
      ]),
    ),
    ON_HOLD: {
      on: {
        'tnt.release': HOLDABLE.map((status) => ({
          guard: and(['mayManage', { type: 'wasHeldFrom', params: { status } }]),
          target: status,
          actions: 'forgetHold',
        })),
      },
    },
    COMPLETED: { type: 'final' },
  },
});

export type TntPacketSnapshot = SnapshotFrom<typeof tntPacketMachine>;

const NAME_BY_TYPE = {
  'tnt.process': 'PROCESS',
  'tnt.receivePacket': 'RECEIVE_PACKET',
  'tnt.approve': 'APPROVE',
  'tnt.clear': 'CLEAR',
  'tnt.pickUp': 'PICK_UP',
  'tnt.ship': 'SHIP',
  'tnt.deliver': 'DELIVER',
  'tnt.reportComplete': 'REPORT_COMPLETE',
  'tnt.complete': 'COMPLETE',
  'tnt.hold': 'HOLD',
  'tnt.release': 'RELEASE',
} as const satisfies Record<TntPacketEventType, TntPacketEventName>;

export const tntPacketEventTypes = Object.keys(NAME_BY_TYPE) as TntPacketEventType[];

export const TNT_PACKET_EVENT_BY_NAME = Object.fromEntries(tntPacketEventTypes.map((type) => [NAME_BY_TYPE[type], type])) as Record<
  TntPacketEventName,
  TntPacketEventType
>;

export const tntPacketEventName = (type: TntPacketEventType): TntPacketEventName => NAME_BY_TYPE[type];

/** Payloads that pass the payload-only guards: the dialog asks for the real shipment or reason. */
export const probeTntPacketEvent = (type: TntPacketEventType): TntPacketEvent => {
  switch (type) {
    case 'tnt.ship':
      return { type, carrier: 'FEDEX', trackingNumber: 'probe', recipient: 'AGENCY' };
    case 'tnt.hold':
      return { type, reason: 'probe' };
    default:
      return { type } as TntPacketEvent;
  }
};

/** The packet at a stored status after one event, with its context (heldFrom); null when refused. */
export const nextTntPacket = (status: TntPacketStatus, context: TntPacketContext, event: TntPacketEvent) =>
  stepMachine<TntPacketStatus, TntPacketContext>(tntPacketMachine, status, context, event);

export const nextTntPacketStatus = (status: TntPacketStatus, context: TntPacketContext, event: TntPacketEvent) =>
  nextTntPacket(status, context, event)?.status ?? null;

/** The events the actor may send now (those with a payload count when the role, status and record allow them). */
export const availableTntPacketEvents = (status: TntPacketStatus, context: TntPacketContext): TntPacketEventType[] =>
  tntPacketEventTypes.filter((type) => nextTntPacketStatus(status, context, probeTntPacketEvent(type)) !== null);

/** In progress: every status but COMPLETED (a held packet is still in progress). */
export const isPacketInProgress = (status: TntPacketStatus): boolean => status !== 'COMPLETED';

/** Shipped or later (a hold keeps where it was): the paperwork has left. */
export const hasShipped = (status: TntPacketStatus, heldFrom: TntPacketStatus | null): boolean => {
  const at = status === 'ON_HOLD' ? heldFrom : status;
  return at === 'SHIPPED' || at === 'DELIVERED' || at === 'REPORTED_COMPLETE' || at === 'COMPLETED';
};

/** The statuses whose checklist may still change: before CLEARED_FOR_DISPATCH (a hold keeps where it was). */
const CHECKLIST_OPEN: readonly TntPacketStatus[] = ['CREATED', 'PROCESSING', 'PACKET_RECEIVED', 'APPROVED'];

/** Documents may be received, rejected and accepted until the packet clears: what cleared it must stay as it was. */
export const isChecklistOpen = (status: TntPacketStatus, heldFrom: TntPacketStatus | null): boolean =>
  CHECKLIST_OPEN.includes(status === 'ON_HOLD' && heldFrom ? heldFrom : status);
