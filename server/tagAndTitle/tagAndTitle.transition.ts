import type { GraphQLError } from 'graphql';
import { allAccepted, paperworkStatus } from '../../src/domain/tagAndTitle/checklist';
import {
  type TntPacketTransitionValues,
  tntPacketEventInputSchema,
  tntPacketTransitionInputSchema,
} from '../../src/machines/domain/tntPacket.inputs';
import { orderLegEventName } from '../../src/machines/domain/orderLeg.machine';
import {
  hasShipped,
  probeTntPacketEvent,
  TNT_PACKET_EVENT_BY_NAME,
  type TntPacketContext,
  type TntPacketEvent,
  type TntPacketEventType,
  tntPacketEventName,
  tntPacketMachine,
} from '../../src/machines/domain/tntPacket.machine';
import { appError } from '../errors';
import type { GraphQLContext } from '../graphql/context';
import { orderLegRecord } from '../orderLegs/orderLegs.public';
import { transition } from '../transitions/transitions.service';
import { type Actor, type MachineRecord, rowFinders } from '../transitions/transitions.types';
import { documentsOf, findPacket, PACKET_SELECT, TNT_ENTITY_KIND, type TntPacketRow } from './tagAndTitle.rows';
import { machineActor } from '../auth/actors';

/** The machine event of a packet event type and its (parsed) input. */
const packetEvent = (type: TntPacketEventType, input: TntPacketTransitionValues): TntPacketEvent => {
  switch (type) {
    case 'tnt.ship':
      return { type, carrier: input.carrier ?? null, trackingNumber: input.trackingNumber ?? null, recipient: input.recipient ?? null };
    case 'tnt.hold':
      return { type, reason: input.reason ?? null };
    default:
      return { type } as TntPacketEvent;
  }
};

/** What each event records beside the status and the hold (the shipment; a hold's reason, cleared on release). */
const eventChanges = (type: TntPacketEventType, input: TntPacketTransitionValues): Record<string, unknown> => {
  switch (type) {
    case 'tnt.ship':
      return {
        carrier: input.carrier,
        trackingNumber: input.trackingNumber,
        recipient: input.recipient,
        recipientName: input.recipientName,
      };
    case 'tnt.hold':
      return { holdReason: input.reason };
    case 'tnt.release':
      return { holdReason: null };
    default:
      return {};
  }
};

/** Why the record (not the role, not the status) refuses an event its status takes. */
const RECORD_REASONS: Partial<Record<TntPacketEventType, string>> = {
  'tnt.clear': 'every checklist document must be accepted (and a temp-tag packet needs its tag number)',
};

/** The legs a clearance releases: the packet's order's legs of its vehicle waiting on tag and title, in order. */
const waitingLegs = async (ctx: GraphQLContext, packet: TntPacketRow) =>
  (
    await ctx.db.query<{ id: string; version: number }>(
      `SELECT l.id, l.version FROM order_legs l
       WHERE l.tenant_id = $1 AND l.order_id = $2 AND l.vehicle_id = $3 AND l.status = 'WAITING_ON_TAG_AND_TITLE' AND l.deleted_at IS NULL
       ORDER BY l.position`,
      [packet.tenantId, packet.orderId, packet.vehicleId],
    )
  ).rows;

/**
 * CLEARED_FOR_DISPATCH raises `tagAndTitle.done` on the legs waiting for it (docs/flows.md#tag-and-title-packet). Each
 * goes through the leg's own transition service as the clerk (the leg machine lets the tag-and-title roles finish it),
 * with the leg's audit row, its order settled and orderLegChanged published, in the packet's transaction: a refused
 * move refuses the clearance.
 */
const releaseLegs = async (ctx: GraphQLContext, actor: Actor, packet: TntPacketRow) => {
  for (const leg of await waitingLegs(ctx, packet)) {
    try {
      await transition(ctx, actor, orderLegRecord, { id: leg.id, event: orderLegEventName('tagAndTitle.done'), version: leg.version });
    } catch (error) {
      const refused = error as GraphQLError;
      if (refused.extensions?.code !== 'INVALID_TRANSITION' && refused.extensions?.code !== 'CONFLICT') throw error;
      throw appError('INVALID_TRANSITION', `The packet was not cleared: ${refused.message}`, {
        ...refused.extensions,
        code: 'INVALID_TRANSITION',
        legId: leg.id,
      });
    }
  }
};

/** The machine's context for a stored packet: whether its checklist is all accepted and, for a temp tag, its tag. */
const packetContext = async (ctx: GraphQLContext, packet: TntPacketRow, actor: Actor): Promise<TntPacketContext> => {
  const documents = await documentsOf(ctx.db, packet.id);
  return {
    actor: machineActor(actor.user),
    documentsAccepted: allAccepted(documents.map((document) => document.state)),
    tempTagIssued: packet.kind !== 'TEMP_TAG' || (packet.tempTagNumber !== null && packet.tempTagExpiresOn !== null),
    heldFrom: packet.heldFrom,
  };
};

/**
 * The tag-and-title packet machine's record (docs/flows.md#tag-and-title-packet). Every event also writes the paperwork
 * status (SENT from shipping on); CLEAR releases the legs waiting on the packet in the same transaction.
 */
export const tntPacketRecord: MachineRecord<TntPacketRow, TntPacketContext, TntPacketTransitionValues> = {
  entityKind: TNT_ENTITY_KIND,
  what: 'Tag-and-title packet',
  noun: 'packet',
  subject: (packet) => `packet ${packet.number}`,
  machine: tntPacketMachine,
  ...rowFinders(findPacket),
  table: {
    name: 'tnt_packets',
    alias: 'tp',
    select: PACKET_SELECT,
    columns: {
      status: 'status',
      heldFrom: 'held_from',
      holdReason: 'hold_reason',
      paperworkStatus: 'paperwork_status',
      carrier: 'carrier',
      trackingNumber: 'tracking_number',
      recipient: 'recipient',
      recipientName: 'recipient_name',
    },
  },
  status: 'status',
  events: TNT_PACKET_EVENT_BY_NAME,
  eventName: (type) => tntPacketEventName(type as TntPacketEventType),
  context: (ctx, row, actor) => packetContext(ctx, row, actor),
  input: tntPacketTransitionInputSchema,
  event: (type, input) => packetEvent(type as TntPacketEventType, input),
  probe: (type) => probeTntPacketEvent(type as TntPacketEventType),
  required: (type) => tntPacketEventInputSchema(type as TntPacketEventType),
  recordReasons: RECORD_REASONS,
  changes: ({ type, input, next }) => ({
    heldFrom: next.context.heldFrom,
    ...eventChanges(type as TntPacketEventType, input),
  }),
  // The paperwork's status follows the documents and the shipment (a hold keeps it).
  update: async (ctx, { row, next }) => {
    const documents = await documentsOf(ctx.db, row.id);
    const shipped = hasShipped(next.status as TntPacketRow['status'], next.context.heldFrom);
    await ctx.db.query('UPDATE tnt_packets SET paperwork_status = $2 WHERE id = $1', [
      row.id,
      paperworkStatus(
        documents.map((document) => document.state),
        shipped,
      ),
    ]);
  },
  effects: async (ctx, { actor, after, type }) => {
    if (type === 'tnt.clear') await releaseLegs(ctx, actor, after);
  },
  topic: 'tntPacketChanged',
};

/** transitionTntPacket: the tag-and-title roles (the resolver checks the role; the machine's guard says the same). */
export const transitionTntPacket = (
  ctx: GraphQLContext,
  actor: Actor,
  args: { id: string; event: string; input?: unknown; version: number },
) => transition(ctx, actor, tntPacketRecord, args);
