import { and, type SnapshotFrom, setup } from 'xstate';
import type { SettlementEvent as SettlementEventName } from '../../generated/enums/SettlementEvent';
import type { SettlementStatus } from '../../generated/enums/SettlementStatus';
import type { Role } from '../../domain/roles';
import { actorMay, type MachineActor, stepMachine } from './status';

export type { SettlementStatus };

/**
 * docs/flows.md#settlement: DRAFT → open → OPEN (with legs and something to pay) → paid → PAID once payments cover
 * the net. `settlement.paid` is the
 * server's own event after a payment, never a user's; paying moves the settlement's legs (leg.driverPaid). Amounts in
 * minor units.
 */
export type SettlementContext = {
  actor: MachineActor;
  net: number;
  paid: number;
  legCount: number;
  /** Settled legs ON_HOLD: a settlement is not paid while one is held. */
  heldCount: number;
};

export type SettlementEvent = { type: 'settlement.open' } | { type: 'settlement.paid' };
export type SettlementEventType = SettlementEvent['type'];

/** /accounting/settlements/* is accounting's (docs/access.md#areas); ADMIN opens everything. */
export const SETTLEMENT_ROLES: readonly Role[] = ['ACCOUNTING', 'ACCOUNTING_LEAD', 'ADMIN'];
/** Leads approve driver-pay reversals. */
export const SETTLEMENT_LEAD_ROLES: readonly Role[] = ['ACCOUNTING_LEAD', 'ADMIN'];

export const settlementMachine = setup({
  types: {} as { context: SettlementContext; events: SettlementEvent; input: SettlementContext },
  guards: {
    mayPay: ({ context }) => actorMay(context.actor, SETTLEMENT_ROLES),
    hasLegs: ({ context }) => context.legCount > 0,
    hasNet: ({ context }) => context.net > 0,
    covered: ({ context }) => context.paid >= context.net,
    noneHeld: ({ context }) => context.heldCount === 0,
  },
}).createMachine({
  id: 'settlement',
  context: ({ input }) => input,
  initial: 'DRAFT',
  states: {
    DRAFT: { on: { 'settlement.open': { guard: and(['mayPay', 'hasLegs', 'hasNet']), target: 'OPEN' } } },
    OPEN: { on: { 'settlement.paid': { guard: and(['mayPay', 'covered', 'noneHeld']), target: 'PAID' } } },
    PAID: { type: 'final' },
  },
});

export type SettlementSnapshot = SnapshotFrom<typeof settlementMachine>;

/** The events by name: the user's (SettlementEvent) and PAID, which only the server sends after a payment. */
export const SETTLEMENT_EVENT_BY_NAME = {
  OPEN: 'settlement.open',
  PAID: 'settlement.paid',
} as const satisfies Record<SettlementEventName | 'PAID', SettlementEventType>;

export const settlementEventTypes = Object.values(SETTLEMENT_EVENT_BY_NAME) as SettlementEventType[];

const NAME_BY_TYPE = Object.fromEntries(Object.entries(SETTLEMENT_EVENT_BY_NAME).map(([name, type]) => [type, name])) as Record<
  SettlementEventType,
  SettlementEventName | 'PAID'
>;

export const settlementEventName = (type: SettlementEventType): SettlementEventName | 'PAID' => NAME_BY_TYPE[type];

/** The settlement at a stored status after one event; null when refused. */
export const nextSettlement = (status: SettlementStatus, context: SettlementContext, event: SettlementEvent) =>
  stepMachine<SettlementStatus, SettlementContext>(settlementMachine, status, context, event);

export const nextSettlementStatus = (status: SettlementStatus, context: SettlementContext, event: SettlementEvent) =>
  nextSettlement(status, context, event)?.status ?? null;
