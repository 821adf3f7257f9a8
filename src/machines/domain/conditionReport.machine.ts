import { and, type SnapshotFrom, setup } from 'xstate';
import type { ConditionReportEvent as ConditionReportEventName } from '../../generated/enums/ConditionReportEvent';
import type { ConditionReportDirection } from '../../generated/enums/ConditionReportDirection';
import type { ConditionReportStatus } from '../../generated/enums/ConditionReportStatus';
import type { OrderLegStatus } from '../../generated/enums/OrderLegStatus';
import type { Role } from '../../domain/roles';
import { actorMay, type MachineActor, stepMachine } from './status';

export type { ConditionReportStatus };

/**
 * docs/flows.md#condition-report: PENDING → submit → SUBMITTED → accept → ACCEPTED, or SUBMITTED → reject (reason) →
 * REJECTED → submit → SUBMITTED. A report is submitted by the leg's driver (or their trucking company's user) or by
 * staff taking it for them; dispatch and the help desk review it. Who is the leg's driver is the server's to know:
 * the context says whether the actor carries the leg (`carriesLeg`).
 */
export type ConditionReportContext = { actor: MachineActor; carriesLeg: boolean };

export type ConditionReportEvent = { type: 'cr.submit' } | { type: 'cr.accept' } | { type: 'cr.reject'; reason: string | null };
export type ConditionReportEventType = ConditionReportEvent['type'];

/** The staff who take a report for a driver (legs' editors) and who review them (dispatch, help desk): docs/access.md#areas. */
export const CONDITION_REPORT_TAKER_ROLES: readonly Role[] = ['DISPATCH', 'DISPATCH_LEAD', 'HELP_DESK', 'STORAGE', 'STORAGE_LEAD', 'ADMIN'];
export const CONDITION_REPORT_REVIEWER_ROLES: readonly Role[] = ['DISPATCH', 'DISPATCH_LEAD', 'HELP_DESK', 'ADMIN'];

const filled = (value: string | null | undefined): boolean => typeof value === 'string' && value.trim() !== '';

export const conditionReportMachine = setup({
  types: {} as { context: ConditionReportContext; events: ConditionReportEvent; input: ConditionReportContext },
  guards: {
    maySubmit: ({ context }) => context.carriesLeg || actorMay(context.actor, CONDITION_REPORT_TAKER_ROLES),
    mayReview: ({ context }) => actorMay(context.actor, CONDITION_REPORT_REVIEWER_ROLES),
    hasReason: ({ event }) => event.type === 'cr.reject' && filled(event.reason),
  },
}).createMachine({
  id: 'conditionReport',
  context: ({ input }) => input,
  initial: 'PENDING',
  states: {
    PENDING: { on: { 'cr.submit': { guard: 'maySubmit', target: 'SUBMITTED' } } },
    SUBMITTED: {
      on: {
        'cr.accept': { guard: 'mayReview', target: 'ACCEPTED' },
        'cr.reject': { guard: and(['mayReview', 'hasReason']), target: 'REJECTED' },
      },
    },
    REJECTED: { on: { 'cr.submit': { guard: 'maySubmit', target: 'SUBMITTED' } } },
    ACCEPTED: { type: 'final' },
  },
});

export type ConditionReportSnapshot = SnapshotFrom<typeof conditionReportMachine>;

const NAME_BY_TYPE = {
  'cr.submit': 'SUBMIT',
  'cr.accept': 'ACCEPT',
  'cr.reject': 'REJECT',
} as const satisfies Record<ConditionReportEventType, ConditionReportEventName>;

export const conditionReportEventTypes = Object.keys(NAME_BY_TYPE) as ConditionReportEventType[];

export const CONDITION_REPORT_EVENT_BY_NAME = Object.fromEntries(
  conditionReportEventTypes.map((type) => [NAME_BY_TYPE[type], type]),
) as Record<ConditionReportEventName, ConditionReportEventType>;

export const conditionReportEventName = (type: ConditionReportEventType): ConditionReportEventName => NAME_BY_TYPE[type];

/** A payload that passes the payload-only guard: the dialog asks for the real reason. */
export const probeConditionReportEvent = (type: ConditionReportEventType): ConditionReportEvent =>
  type === 'cr.reject' ? { type, reason: 'probe' } : { type };

export const nextConditionReportStatus = (
  status: ConditionReportStatus,
  context: ConditionReportContext,
  event: ConditionReportEvent,
): ConditionReportStatus | null => stepMachine(conditionReportMachine, status, context, event)?.status ?? null;

/** The events the actor may send now (reject counts when the role and status allow it; the dialog asks the reason). */
export const availableConditionReportEvents = (
  status: ConditionReportStatus,
  context: ConditionReportContext,
): ConditionReportEventType[] =>
  conditionReportEventTypes.filter((type) => nextConditionReportStatus(status, context, probeConditionReportEvent(type)) !== null);

/** A report that answers for its leg's custody: submitted or accepted (a rejected one must be taken again). */
export const isStandingReport = (status: ConditionReportStatus): boolean => status === 'SUBMITTED' || status === 'ACCEPTED';

/**
 * Where a leg must be for each report: the pickup report before the vehicle moves, the delivery report while it moves,
 * the storage check-in while it moves (before leg.toStorage) and the check-out while it is in storage (before
 * leg.fromStorage). The server refuses a submit elsewhere; the capture page offers the report that is due.
 */
export const REPORT_LEG_STATUSES: Record<ConditionReportDirection, readonly OrderLegStatus[]> = {
  PICKUP: ['CALL_CENTER_CONFIRMED', 'CLEARED_FOR_DISPATCH', 'PENDING_PICKUP'],
  DELIVERY: ['IN_TRANSIT', 'PORT_TRANSIT'],
  CHECK_IN: ['IN_TRANSIT', 'PORT_TRANSIT'],
  CHECK_OUT: ['IN_STORAGE'],
};
