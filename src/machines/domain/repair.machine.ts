import { and, type SnapshotFrom, setup } from 'xstate';
import type { RepairEvent as RepairEventName } from '../../generated/enums/RepairEvent';
import type { RepairStatus } from '../../generated/enums/RepairStatus';
import type { Role } from '../../domain/roles';
import { actorMay, type MachineActor, stepMachine } from './status';

export type { RepairStatus };

/**
 * docs/flows.md#repair: ESTIMATE → approve → APPROVED → start → IN_PROGRESS → invoiceReceived → INVOICED → close →
 * CLOSED, or ESTIMATE → decline → DECLINED. Each step carries what the step records (the approved amount, the
 * vendor's repair order number, the invoice, the reason for declining); the leg a repair holds is the server's.
 */
export type RepairContext = { actor: MachineActor };

export type RepairEvent =
  | { type: 'repair.approve'; approvedAmount: number | null }
  | { type: 'repair.start'; repairOrderNumber: string | null }
  | { type: 'repair.invoiceReceived'; invoiceNumber: string | null; invoiceAmount: number | null }
  | { type: 'repair.close' }
  | { type: 'repair.decline'; reason: string | null };
export type RepairEventType = RepairEvent['type'];

/** /accidents-incidents/* is ACCIDENT_INCIDENT_MGMT's (DRIVER_SAFETY reads only); ADMIN opens everything (docs/access.md#areas). */
export const REPAIR_ROLES: readonly Role[] = ['ACCIDENT_INCIDENT_MGMT', 'ADMIN'];
/** DRIVER_SAFETY reads accident reports and repairs too (the server refuses its writes): docs/access.md#areas. */
export const ACCIDENT_READER_ROLES: readonly Role[] = [...REPAIR_ROLES, 'DRIVER_SAFETY'];

const filled = (value: string | null | undefined): boolean => typeof value === 'string' && value.trim() !== '';
const amount = (value: number | null | undefined): boolean => typeof value === 'number' && Number.isInteger(value) && value >= 0;

export const repairMachine = setup({
  types: {} as { context: RepairContext; events: RepairEvent; input: RepairContext },
  guards: {
    mayManage: ({ context }) => actorMay(context.actor, REPAIR_ROLES),
    hasApprovedAmount: ({ event }) => event.type === 'repair.approve' && amount(event.approvedAmount),
    hasRepairOrder: ({ event }) => event.type === 'repair.start' && filled(event.repairOrderNumber),
    hasInvoice: ({ event }) => event.type === 'repair.invoiceReceived' && filled(event.invoiceNumber) && amount(event.invoiceAmount),
    hasReason: ({ event }) => event.type === 'repair.decline' && filled(event.reason),
  },
}).createMachine({
  id: 'repair',
  context: ({ input }) => input,
  initial: 'ESTIMATE',
  states: {
    ESTIMATE: {
      on: {
        'repair.approve': { guard: and(['mayManage', 'hasApprovedAmount']), target: 'APPROVED' },
        'repair.decline': { guard: and(['mayManage', 'hasReason']), target: 'DECLINED' },
      },
    },
    APPROVED: { on: { 'repair.start': { guard: and(['mayManage', 'hasRepairOrder']), target: 'IN_PROGRESS' } } },
    IN_PROGRESS: { on: { 'repair.invoiceReceived': { guard: and(['mayManage', 'hasInvoice']), target: 'INVOICED' } } },
    INVOICED: { on: { 'repair.close': { guard: 'mayManage', target: 'CLOSED' } } },
    CLOSED: { type: 'final' },
    DECLINED: { type: 'final' },
  },
});

export type RepairSnapshot = SnapshotFrom<typeof repairMachine>;

const NAME_BY_TYPE = {
  'repair.approve': 'APPROVE',
  'repair.start': 'START',
  'repair.invoiceReceived': 'INVOICE_RECEIVED',
  'repair.close': 'CLOSE',
  'repair.decline': 'DECLINE',
} as const satisfies Record<RepairEventType, RepairEventName>;

export const repairEventTypes = Object.keys(NAME_BY_TYPE) as RepairEventType[];

export const REPAIR_EVENT_BY_NAME = Object.fromEntries(repairEventTypes.map((type) => [NAME_BY_TYPE[type], type])) as Record<
  RepairEventName,
  RepairEventType
>;

export const repairEventName = (type: RepairEventType): RepairEventName => NAME_BY_TYPE[type];

/** Payloads that pass the payload-only guards: the dialog asks for the real amount, number or reason. */
export const probeRepairEvent = (type: RepairEventType): RepairEvent => {
  switch (type) {
    case 'repair.approve':
      return { type, approvedAmount: 0 };
    case 'repair.start':
      return { type, repairOrderNumber: 'probe' };
    case 'repair.invoiceReceived':
      return { type, invoiceNumber: 'probe', invoiceAmount: 0 };
    case 'repair.decline':
      return { type, reason: 'probe' };
    default:
      return { type };
  }
};

export const nextRepairStatus = (status: RepairStatus, context: RepairContext, event: RepairEvent): RepairStatus | null =>
  stepMachine(repairMachine, status, context, event)?.status ?? null;

/** The events the actor may send now (those that carry a payload count when the role and the status allow them). */
export const availableRepairEvents = (status: RepairStatus, context: RepairContext): RepairEventType[] =>
  repairEventTypes.filter((type) => nextRepairStatus(status, context, probeRepairEvent(type)) !== null);

/** Still costing money or holding the vehicle: every status but CLOSED and DECLINED. */
export const isOpenRepair = (status: RepairStatus): boolean => status !== 'CLOSED' && status !== 'DECLINED';
