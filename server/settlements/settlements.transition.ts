import type { FieldErrors } from '../../src/domain/schemas/fieldErrors';
import {
  type SettlementTransitionValues,
  settlementEventInputSchema,
  settlementTransitionInputSchema,
} from '../../src/machines/domain/settlement.inputs';
import {
  SETTLEMENT_EVENT_BY_NAME,
  type SettlementContext,
  type SettlementEventType,
  settlementEventName,
  settlementMachine,
} from '../../src/machines/domain/settlement.machine';
import { machineActor } from '../auth/actors';
import { badUserInput } from '../errors';
import type { Actor, GraphQLContext } from '../graphql/context';
import { transitionMany } from '../transitions/transitions.many';
import { transition } from '../transitions/transitions.service';
import { type MachineRecord, rowFinders, tableFinders } from '../transitions/transitions.types';
import { settlementLegsPaid, syncSettlementLegs } from './settlements.legs';
import { findSettlement, SETTLEMENT_SELECT, type SettlementRow } from './settlements.rows';
import { statementsDue } from './settlements.statement';

const RECORD_REASONS: Partial<Record<SettlementEventType, string>> = {
  'settlement.open': 'the settlement has no legs, or nothing to pay (its net is 0)',
  'settlement.paid': 'payments do not cover its net, or one of its legs is on hold',
};

/**
 * The settlement's machine record (docs/flows.md#settlement). Opening moves its legs' pay status; paid (the server's
 * event once payments cover the net) raises leg.driverPaid on each of its order legs through the leg's own
 * transition service and books its escrow contributions, all in the request's transaction.
 */
const SETTLEMENT_TABLE = { name: 'settlements', alias: 's', select: SETTLEMENT_SELECT, columns: { status: 'status' } };

export const settlementRecord: MachineRecord<SettlementRow, SettlementContext, SettlementTransitionValues> = {
  entityKind: 'Settlements',
  what: 'Settlement',
  noun: 'settlement',
  subject: (settlement) => `settlement ${settlement.number}`,
  machine: settlementMachine,
  ...rowFinders(findSettlement),
  table: SETTLEMENT_TABLE,
  status: 'status',
  events: SETTLEMENT_EVENT_BY_NAME,
  eventName: (type) => settlementEventName(type as SettlementEventType),
  context: (_ctx, row, { user }) => ({
    actor: machineActor(user),
    net: row.net,
    paid: row.paid,
    legCount: row.legCount,
    heldCount: row.heldCount,
  }),
  input: settlementTransitionInputSchema,
  event: (type) => ({ type }),
  probe: (type) => ({ type }),
  required: (type) => settlementEventInputSchema(type as SettlementEventType),
  recordReasons: RECORD_REASONS,
  jobEvents: ['settlement.paid'],
  changes: () => ({}),
  effects: async (ctx, { actor, type, after }) => {
    if (type === 'settlement.paid') await settlementLegsPaid(ctx, actor, after);
    await syncSettlementLegs(ctx, after.id);
    if (type === 'settlement.open' || type === 'settlement.paid') await statementsDue(ctx, actor.tenantId, [after.id]);
  },
  topic: 'settlementChanged',
  many: {
    ...tableFinders<SettlementRow>(SETTLEMENT_TABLE),
    // The set's effects: each paid one pays its legs, then every settlement's legs move in one statement and their
    // statements are marked due in one.
    effects: async (ctx, changes) => {
      for (const { actor, type, after } of changes) if (type === 'settlement.paid') await settlementLegsPaid(ctx, actor, after);
      await syncSettlementLegs(
        ctx,
        changes.map((change) => change.after.id),
      );
      const due = changes.filter((change) => change.type === 'settlement.open' || change.type === 'settlement.paid');
      if (due.length > 0)
        await statementsDue(
          ctx,
          due[0].actor.tenantId,
          due.map((change) => change.after.id),
        );
    },
  },
};

/** transitionSettlement: the accounting roles (the resolver checks them; the machine's guards say the same). */
export const transitionSettlement = (ctx: GraphQLContext, actor: Actor, args: { id: string; event: string; version: number }) =>
  transition(ctx, actor, settlementRecord, args);

/** The most settlements one openSettlements call opens (the pay run's 500 payees with room to spare). */
export const MAX_OPEN_SETTLEMENTS = 1000;

/**
 * openSettlements: OPEN on each named draft through the kit's set-based transition (transitionMany: the same lock,
 * version, machine guards and audit as transitionSettlement, one statement each for the set) in the request's one
 * transaction. A refusal (NOT_FOUND, CONFLICT, INVALID_TRANSITION) is answered by id and the others still open; any
 * other error fails the call and nothing is written.
 */
export const openSettlements = async (
  ctx: GraphQLContext,
  actor: Actor,
  settlements: readonly { id: string; version: number }[],
): Promise<{ opened: SettlementRow[]; refused: { id: string; code: string; message: string }[] }> => {
  if (settlements.length === 0) throw badUserInput({ settlements: ['Name at least one settlement.'] });
  if (settlements.length > MAX_OPEN_SETTLEMENTS)
    throw badUserInput({ settlements: [`At most ${MAX_OPEN_SETTLEMENTS} settlements a call.`] });
  const seen = new Set<string>();
  const errors: FieldErrors = {};
  settlements.forEach(({ id }, i) => {
    if (seen.has(id)) errors[`settlements.${i}.id`] = ['This settlement is named twice.'];
    seen.add(id);
  });
  if (Object.keys(errors).length > 0) throw badUserInput(errors);
  const { done, refused } = await transitionMany(ctx, actor, settlementRecord, 'OPEN', settlements);
  return { opened: done, refused };
};
