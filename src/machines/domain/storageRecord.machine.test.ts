import { createActor } from 'xstate';
import { adjacencyMapToArray, getAdjacencyMap, getShortestPaths } from 'xstate/graph';
import { describe, expect, it } from 'vitest';
import { StorageRecordEventValues } from '../../generated/enums/StorageRecordEvent';
import { StorageRecordStatusValues } from '../../generated/enums/StorageRecordStatus';
import { ROLES, type Role } from '../../domain/roles';
import { legEventInputSchema } from './orderLeg.inputs';
import { storageEventInputSchema, storageTransitionInputSchema } from './storageRecord.inputs';
import { REPLAYABLE } from './replayable';
import { storageRecordEventOf } from './storageRecord.replay';
import { type MachineActor, SYSTEM_ACTOR } from './status';
import {
  availableStorageRecordEvents,
  isOnSite,
  nextStorageRecord,
  nextStorageRecordStatus,
  probeStorageRecordEvent,
  STORAGE_RECORD_EVENT_BY_NAME,
  type StorageRecordContext,
  type StorageRecordEvent,
  type StorageRecordEventType,
  type StorageRecordStatus,
  storageRecordEventName,
  storageRecordEventTypes,
  storageRecordMachine,
} from './storageRecord.machine';

/** docs/flows.md#storage-record, written out independently of the machine (PROBLEM's way back is its history). */
const flows: Record<Exclude<StorageRecordStatus, 'PROBLEM'>, Partial<Record<StorageRecordEventType, StorageRecordStatus>>> = {
  RESERVED: { 'storage.checkIn': 'RETURNED', 'storage.cancel': 'CANCELLED', 'storage.problem': 'PROBLEM' },
  RETURNED: { 'storage.checkOut': 'PICKED_UP', 'storage.problem': 'PROBLEM' },
  PICKED_UP: { 'storage.checkIn': 'RETURNED', 'storage.complete': 'COMPLETED', 'storage.problem': 'PROBLEM' },
  COMPLETED: {},
  CANCELLED: {},
};

const actor = (...roles: Role[]): MachineActor => ({ id: 'user-1', roles });
const withReports = (who: MachineActor, problemFrom: StorageRecordStatus | null = null): StorageRecordContext => ({
  actor: who,
  checkInReportId: 'report-in',
  checkOutReportId: 'report-out',
  problemFrom,
});
const yard = withReports(actor('STORAGE'));
const events: StorageRecordEvent[] = storageRecordEventTypes.map(probeStorageRecordEvent);
const paths = getShortestPaths(storageRecordMachine, { events, input: yard });
const transitions = adjacencyMapToArray(getAdjacencyMap(storageRecordMachine, { events, input: yard }));

describe('storage record machine paths (every shortest path)', () => {
  it('reaches every status', () => {
    expect([...new Set(paths.map((path) => path.state.value as string))].sort()).toEqual([...StorageRecordStatusValues].sort());
  });

  it.each(paths.map((path) => [path.steps.map((step) => step.event.type).join(' → ') || '(start)', path]))('%s', (_, path) => {
    const live = createActor(storageRecordMachine, { input: yard }).start();
    // The stored row: its status and problem_from, the machine restored at each step as the server restores it.
    let stored: { status: StorageRecordStatus; context: StorageRecordContext } | null = { status: 'RESERVED', context: yard };
    for (const { event, state } of path.steps.slice(1)) {
      live.send(event);
      stored = stored && nextStorageRecord(stored.status, stored.context, event as StorageRecordEvent);
      expect(stored?.status).toBe(state.value);
      expect(stored?.context.problemFrom).toBe(state.context.problemFrom);
    }
    expect(live.getSnapshot().value).toBe(path.state.value);
  });

  it('every traversed transition is one docs/flows.md names, and a problem resolves to where it came from', () => {
    for (const { state, event, nextState } of transitions) {
      const from = state.value as StorageRecordStatus;
      const expected =
        from === 'PROBLEM'
          ? event.type === 'problem.resolve'
            ? state.context.problemFrom
            : from
          : state.can(event)
            ? flows[from][event.type as StorageRecordEventType]
            : from;
      expect([from, event.type, nextState.value]).toEqual([from, event.type, expected]);
    }
  });

  it('walks a visit that comes back: in, out, in again, out, completed', () => {
    let at: StorageRecordStatus | null = 'RESERVED';
    for (const type of ['storage.checkIn', 'storage.checkOut', 'storage.checkIn', 'storage.checkOut', 'storage.complete'] as const)
      at = at && nextStorageRecordStatus(at, yard, { type });
    expect(at).toBe('COMPLETED');
  });
});

describe('storage record status × event table', () => {
  const statuses = StorageRecordStatusValues.filter((status): status is Exclude<StorageRecordStatus, 'PROBLEM'> => status !== 'PROBLEM');
  const cases = statuses.flatMap((status) => storageRecordEventTypes.map((type) => [status, type] as const));

  it.each(cases)('%s × %s', (status, type) => {
    expect(nextStorageRecordStatus(status, yard, probeStorageRecordEvent(type))).toBe(flows[status][type] ?? null);
  });

  it.each(['RESERVED', 'RETURNED', 'PICKED_UP'] as const)('PROBLEM from %s resolves back to it and forgets where it came from', (from) => {
    const held = nextStorageRecord(from, yard, { type: 'storage.problem', reason: 'Flat tyre' });
    expect(held).toEqual({ status: 'PROBLEM', context: { ...yard, problemFrom: from } });
    expect(availableStorageRecordEvents('PROBLEM', withReports(actor('STORAGE'), from))).toEqual(['problem.resolve']);
    expect(nextStorageRecord('PROBLEM', withReports(actor('STORAGE'), from), { type: 'problem.resolve' })).toEqual({
      status: from,
      context: yard,
    });
  });

  it('a PROBLEM without its history resolves nowhere', () => {
    expect(nextStorageRecordStatus('PROBLEM', yard, { type: 'problem.resolve' })).toBeNull();
  });

  it('COMPLETED and CANCELLED are final', () => {
    for (const status of ['COMPLETED', 'CANCELLED'] as const)
      expect(availableStorageRecordEvents(status, withReports(SYSTEM_ACTOR))).toEqual([]);
  });

  it('knows which records hold a vehicle on site', () => {
    expect(StorageRecordStatusValues.filter((status) => isOnSite(status, null))).toEqual(['RETURNED']);
    expect(isOnSite('PROBLEM', 'RETURNED')).toBe(true);
    expect(isOnSite('PROBLEM', 'RESERVED')).toBe(false);
  });
});

describe('storage record guards', () => {
  const start: Record<StorageRecordEventType, StorageRecordStatus> = {
    'storage.checkIn': 'RESERVED',
    'storage.checkOut': 'RETURNED',
    'storage.complete': 'PICKED_UP',
    'storage.cancel': 'RESERVED',
    'storage.problem': 'RETURNED',
    'problem.resolve': 'PROBLEM',
  };

  describe.each(storageRecordEventTypes)('%s', (type) => {
    it.each(ROLES)('%s', (role) => {
      const allowed = role === 'STORAGE' || role === 'STORAGE_LEAD' || role === 'ADMIN';
      expect(nextStorageRecordStatus(start[type], withReports(actor(role), 'RETURNED'), probeStorageRecordEvent(type)) !== null).toBe(
        allowed,
      );
    });
  });

  it('refuses a check-in without its report and a check-out without its own, whoever sends it', () => {
    for (const who of [actor('ADMIN'), SYSTEM_ACTOR]) {
      const none: StorageRecordContext = { actor: who, checkInReportId: null, checkOutReportId: null, problemFrom: null };
      expect(nextStorageRecordStatus('RESERVED', none, { type: 'storage.checkIn' })).toBeNull();
      expect(nextStorageRecordStatus('PICKED_UP', none, { type: 'storage.checkIn' })).toBeNull();
      expect(nextStorageRecordStatus('RETURNED', { ...none, checkInReportId: 'report-in' }, { type: 'storage.checkOut' })).toBeNull();
      expect(nextStorageRecordStatus('RESERVED', { ...none, checkInReportId: 'report-in' }, { type: 'storage.checkIn' })).toBe('RETURNED');
    }
  });

  it.each([
    [{ type: 'storage.problem', reason: null }, 'RETURNED'],
    [{ type: 'storage.problem', reason: '  ' }, 'RESERVED'],
    [{ type: 'storage.cancel', reason: '' }, 'RESERVED'],
  ] as [StorageRecordEvent, StorageRecordStatus][])('refuses %j at %s', (event, status) => {
    expect(nextStorageRecordStatus(status, yard, event)).toBeNull();
    expect(nextStorageRecordStatus(status, withReports(SYSTEM_ACTOR), event)).toBeNull();
  });

  it('names the fields each event needs', () => {
    const errors = (type: StorageRecordEventType, input: object) => {
      const result = storageEventInputSchema(type)?.safeParse(input);
      return result && !result.success ? result.error.issues.map((issue) => issue.path.join('.')) : [];
    };
    expect(errors('storage.problem', {})).toEqual(['reason']);
    expect(errors('storage.cancel', { reason: ' ' })).toEqual(['reason']);
    expect(storageEventInputSchema('storage.checkIn')).toBeNull();
    expect(storageTransitionInputSchema.safeParse({ keyCount: 21 }).success).toBe(false);
    expect(storageTransitionInputSchema.safeParse({ spot: 'x'.repeat(41) }).success).toBe(false);
    expect(storageTransitionInputSchema.safeParse({ spot: 'B-12', keyCount: 2 }).success).toBe(true);
  });

  it('asks a leg going to storage which facility (the leg.toStorage dialog and the server say the same)', () => {
    const schema = legEventInputSchema('leg.toStorage', { transportMethod: 'DRIVEN' });
    expect(schema?.safeParse({}).error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['storageFacilityId', 'Say which storage facility the vehicle goes to.'],
    ]);
    expect(schema?.safeParse({ storageFacilityId: '8b6f1c1e-4b3a-4f7e-9f5e-2d1c0b9a8f7e' }).success).toBe(true);
  });
});

describe('storage record event names and replay', () => {
  it('maps every GraphQL StorageRecordEvent to a machine event and back', () => {
    expect(Object.keys(STORAGE_RECORD_EVENT_BY_NAME).sort()).toEqual([...StorageRecordEventValues].sort());
    for (const type of storageRecordEventTypes) expect(STORAGE_RECORD_EVENT_BY_NAME[storageRecordEventName(type)]).toBe(type);
  });

  it('replays audit rows: a problem with its recorded reason, the way back by the machine’s own history', () => {
    const replay = REPLAYABLE.Storage;
    const rows = [
      { event: 'storage.checkIn' },
      { event: 'storage.problem', after: { problemReason: 'Battery flat' } },
      { event: 'problem.resolve' },
      { event: 'storageRecord.update' },
      { event: 'storage.checkOut' },
    ];
    const machineEvents = rows.map((row) => storageRecordEventOf(row, {})).filter((event) => event !== null);
    expect(machineEvents[1]).toEqual({ type: 'storage.problem', reason: 'Battery flat' });
    const live = createActor(replay.machine, { input: replay.input?.(machineEvents, {}) }).start();
    for (const event of machineEvents) live.send(event);
    expect(live.getSnapshot().value).toBe('PICKED_UP');
  });
});
