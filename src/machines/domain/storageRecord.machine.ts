import { and, assign, type SnapshotFrom, setup } from 'xstate';
import type { StorageRecordEvent as StorageRecordEventName } from '../../generated/enums/StorageRecordEvent';
import type { StorageRecordStatus } from '../../generated/enums/StorageRecordStatus';
import type { Role } from '../../domain/roles';
import { actorMay, type MachineActor, stepMachine } from './status';

export type { StorageRecordStatus };

/**
 * docs/flows.md#storage-record: RESERVED → checkIn → RETURNED (on site) → checkOut → PICKED_UP (off site; it may come back:
 * checkIn again) → complete → COMPLETED; RESERVED → cancel → CANCELLED; any open status → problem (reason) → PROBLEM →
 * resolve → the status it came from. Check-in and check-out each need their condition report, standing on the leg that
 * carries the vehicle: which report that is, is the server's to know (`checkInReportId`, `checkOutReportId`).
 */
export type StorageRecordContext = {
  actor: MachineActor;
  checkInReportId: string | null;
  checkOutReportId: string | null;
  /** The status a PROBLEM came from (the stored problem_from column is the history). */
  problemFrom: StorageRecordStatus | null;
};

export type StorageRecordEvent =
  | { type: 'storage.checkIn' }
  | { type: 'storage.checkOut' }
  | { type: 'storage.complete' }
  | { type: 'storage.cancel'; reason: string | null }
  | { type: 'storage.problem'; reason: string | null }
  | { type: 'problem.resolve' };
export type StorageRecordEventType = StorageRecordEvent['type'];

/** /storage/* is STORAGE's and STORAGE_LEAD's; ADMIN opens everything (docs/access.md#areas). */
export const STORAGE_ROLES: readonly Role[] = ['STORAGE', 'STORAGE_LEAD', 'ADMIN'];

/** The statuses a problem may come from and return to. */
export const PROBLEM_FROM: readonly StorageRecordStatus[] = ['RESERVED', 'RETURNED', 'PICKED_UP'];

const filled = (value: string | null | undefined): boolean => typeof value === 'string' && value.trim() !== '';

const problem = (from: StorageRecordStatus) =>
  ({
    guard: and(['mayManage', 'hasReason']),
    target: 'PROBLEM',
    actions: { type: 'rememberProblem', params: { from } },
  }) as const;

export const storageRecordMachine = setup({
  types: {} as { context: StorageRecordContext; events: StorageRecordEvent; input: StorageRecordContext },
  guards: {
    mayManage: ({ context }) => actorMay(context.actor, STORAGE_ROLES),
    hasCheckInReport: ({ context }) => filled(context.checkInReportId),
    hasCheckOutReport: ({ context }) => filled(context.checkOutReportId),
    hasReason: ({ event }) => (event.type === 'storage.problem' || event.type === 'storage.cancel') && filled(event.reason),
    cameFrom: ({ context }, params: { status: StorageRecordStatus }) => context.problemFrom === params.status,
  },
  actions: {
    rememberProblem: assign((_, params: { from: StorageRecordStatus }) => ({ problemFrom: params.from })),
    forgetProblem: assign({ problemFrom: null }),
  },
}).createMachine({
  id: 'storageRecord',
  context: ({ input }) => input,
  initial: 'RESERVED',
  states: {
    RESERVED: {
      on: {
        'storage.checkIn': { guard: and(['mayManage', 'hasCheckInReport']), target: 'RETURNED' },
        'storage.cancel': { guard: and(['mayManage', 'hasReason']), target: 'CANCELLED' },
        'storage.problem': problem('RESERVED'),
      },
    },
    RETURNED: {
      on: {
        'storage.checkOut': { guard: and(['mayManage', 'hasCheckOutReport']), target: 'PICKED_UP' },
        'storage.problem': problem('RETURNED'),
      },
    },
    PICKED_UP: {
      on: {
        'storage.checkIn': { guard: and(['mayManage', 'hasCheckInReport']), target: 'RETURNED' },
        'storage.complete': { guard: 'mayManage', target: 'COMPLETED' },
        'storage.problem': problem('PICKED_UP'),
      },
    },
    PROBLEM: {
      on: {
        'problem.resolve': PROBLEM_FROM.map((status) => ({
          guard: and(['mayManage', { type: 'cameFrom', params: { status } }]),
          target: status,
          actions: 'forgetProblem',
        })),
      },
    },
    COMPLETED: { type: 'final' },
    CANCELLED: { type: 'final' },
  },
});

export type StorageRecordSnapshot = SnapshotFrom<typeof storageRecordMachine>;

const NAME_BY_TYPE = {
  'storage.checkIn': 'CHECK_IN',
  'storage.checkOut': 'CHECK_OUT',
  'storage.complete': 'COMPLETE',
  'storage.cancel': 'CANCEL',
  'storage.problem': 'REPORT_PROBLEM',
  'problem.resolve': 'RESOLVE_PROBLEM',
} as const satisfies Record<StorageRecordEventType, StorageRecordEventName>;

export const storageRecordEventTypes = Object.keys(NAME_BY_TYPE) as StorageRecordEventType[];

export const STORAGE_RECORD_EVENT_BY_NAME = Object.fromEntries(storageRecordEventTypes.map((type) => [NAME_BY_TYPE[type], type])) as Record<
  StorageRecordEventName,
  StorageRecordEventType
>;

export const storageRecordEventName = (type: StorageRecordEventType): StorageRecordEventName => NAME_BY_TYPE[type];

/** Payloads that pass the payload-only guard: the dialog asks for the real reason. */
export const probeStorageRecordEvent = (type: StorageRecordEventType): StorageRecordEvent =>
  type === 'storage.problem' || type === 'storage.cancel' ? { type, reason: 'probe' } : ({ type } as StorageRecordEvent);

/** The record at a stored status after one event, with its context (problemFrom); null when refused. */
export const nextStorageRecord = (status: StorageRecordStatus, context: StorageRecordContext, event: StorageRecordEvent) =>
  stepMachine<StorageRecordStatus, StorageRecordContext>(storageRecordMachine, status, context, event);

export const nextStorageRecordStatus = (status: StorageRecordStatus, context: StorageRecordContext, event: StorageRecordEvent) =>
  nextStorageRecord(status, context, event)?.status ?? null;

/** The events the actor may send now (those with a reason count when the role and status allow them). */
export const availableStorageRecordEvents = (status: StorageRecordStatus, context: StorageRecordContext): StorageRecordEventType[] =>
  storageRecordEventTypes.filter((type) => nextStorageRecordStatus(status, context, probeStorageRecordEvent(type)) !== null);

/** On site: the vehicle is at the facility: checked in, or a problem raised while it was (a problem keeps where it was). */
export const ON_SITE_STATUS: StorageRecordStatus = 'RETURNED';

export const isOnSite = (status: StorageRecordStatus, problemFrom: StorageRecordStatus | null): boolean =>
  status === ON_SITE_STATUS || (status === 'PROBLEM' && problemFrom === ON_SITE_STATUS);
