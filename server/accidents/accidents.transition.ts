import { type RepairTransitionValues, repairEventInputSchema, repairTransitionInputSchema } from '../../src/machines/domain/repair.inputs';
import {
  probeRepairEvent,
  REPAIR_EVENT_BY_NAME,
  type RepairContext,
  type RepairEvent,
  type RepairEventType,
  repairEventName,
  repairMachine,
} from '../../src/machines/domain/repair.machine';
import type { GraphQLContext } from '../graphql/context';
import { publishChange } from '../graphql/liveRecords';
import { findLeg } from '../orders/orders.rows';
import { transition } from '../transitions/transitions.service';
import { type Actor, type MachineRecord, rowFinders } from '../transitions/transitions.types';
import { moveLeg } from './accidents.legs';
import { findRepair, REPAIR_SELECT, type RepairRow } from './accidents.rows';
import { machineActor } from '../auth/actors';

/** The machine event of a repair event type and its (parsed) input. */
const repairEvent = (type: RepairEventType, input: RepairTransitionValues): RepairEvent => {
  switch (type) {
    case 'repair.approve':
      return { type, approvedAmount: input.approvedAmount ?? null };
    case 'repair.start':
      return { type, repairOrderNumber: input.repairOrderNumber ?? null };
    case 'repair.invoiceReceived':
      return { type, invoiceNumber: input.invoiceNumber ?? null, invoiceAmount: input.invoiceAmount ?? null };
    case 'repair.decline':
      return { type, reason: input.reason ?? null };
    default:
      return { type };
  }
};

/** What each event records beside the status. */
const eventChanges = (type: RepairEventType, input: RepairTransitionValues): Record<string, unknown> => {
  switch (type) {
    case 'repair.approve':
      return { approvedAmount: input.approvedAmount };
    case 'repair.start':
      return { repairOrderNumber: input.repairOrderNumber };
    case 'repair.invoiceReceived':
      return { invoiceNumber: input.invoiceNumber, invoiceAmount: input.invoiceAmount };
    case 'repair.decline':
      return { declineReason: input.reason };
    default:
      return {};
  }
};

/** Another repair of the same leg still open (it still holds the vehicle in the shop). */
const otherOpenRepair = async (ctx: GraphQLContext, repair: RepairRow) => {
  const { rows } = await ctx.db.query(
    `SELECT 1 FROM repairs WHERE tenant_id = $1 AND order_leg_id = $2 AND id <> $3 AND deleted_at IS NULL
       AND status NOT IN ('CLOSED', 'DECLINED') LIMIT 1`,
    [repair.tenantId, repair.orderLegId, repair.id],
  );
  return rows.length > 0;
};

/**
 * The repair machine's record (docs/flows.md#repair). Closing a repair whose leg is IN_REPAIR sends leg.repaired through
 * the leg's transition service in the same transaction, unless another open repair still holds the leg; a declined
 * estimate leaves the leg where it is (the vehicle may go to another shop). Every event announces the repair and its
 * report (whose cost and recoveries it changes).
 */
export const repairRecord: MachineRecord<RepairRow, RepairContext, RepairTransitionValues> = {
  entityKind: 'Repairs',
  what: 'Repair',
  noun: 'repair',
  subject: (repair) => `repair ${repair.number}`,
  machine: repairMachine,
  ...rowFinders(findRepair),
  table: {
    name: 'repairs',
    alias: 'r',
    select: REPAIR_SELECT,
    columns: {
      status: 'status',
      approvedAmount: 'approved_amount',
      repairOrderNumber: 'repair_order_number',
      invoiceNumber: 'invoice_number',
      invoiceAmount: 'invoice_amount',
      declineReason: 'decline_reason',
    },
  },
  status: 'status',
  events: REPAIR_EVENT_BY_NAME,
  eventName: (type) => repairEventName(type as RepairEventType),
  context: (_ctx, _row, { user }) => ({ actor: machineActor(user) }),
  input: repairTransitionInputSchema,
  event: (type, input) => repairEvent(type as RepairEventType, input),
  probe: (type) => probeRepairEvent(type as RepairEventType),
  required: (type) => repairEventInputSchema(type as RepairEventType),
  changes: ({ type, input }) => eventChanges(type as RepairEventType, input),
  effects: async (ctx, { actor, after, type }) => {
    if (type === 'repair.close' && after.orderLegId) {
      const leg = await findLeg(ctx.db, after.orderLegId);
      if (leg?.status === 'IN_REPAIR' && !(await otherOpenRepair(ctx, after))) await moveLeg(ctx, actor, leg.id, 'REPAIRED');
    }
    if (after.reportId) publishChange(ctx, 'accidentReportChanged', actor.tenantId, after.reportId);
  },
  topic: 'repairChanged',
};

/** transitionRepair: the accident managers (the resolver checks the role; the machine's guard says the same). */
export const transitionRepair = (
  ctx: GraphQLContext,
  actor: Actor,
  args: { id: string; event: string; input?: unknown; version: number },
) => transition(ctx, actor, repairRecord, args);
