import { createActor } from 'xstate';
import { adjacencyMapToArray, getAdjacencyMap, getShortestPaths } from 'xstate/graph';
import { describe, expect, it } from 'vitest';
import { RepairEventValues } from '../../generated/enums/RepairEvent';
import { RepairStatusValues } from '../../generated/enums/RepairStatus';
import { ROLES, type Role } from '../../domain/roles';
import { repairEventInputSchema, repairTransitionInputSchema } from './repair.inputs';
import {
  availableRepairEvents,
  isOpenRepair,
  nextRepairStatus,
  probeRepairEvent,
  REPAIR_EVENT_BY_NAME,
  type RepairContext,
  type RepairEvent,
  type RepairEventType,
  type RepairStatus,
  repairEventName,
  repairEventTypes,
  repairMachine,
} from './repair.machine';
import { type MachineActor, SYSTEM_ACTOR } from './status';

/** docs/flows.md#repair, written out independently of the machine. */
const flows: Record<RepairStatus, Partial<Record<RepairEventType, RepairStatus>>> = {
  ESTIMATE: { 'repair.approve': 'APPROVED', 'repair.decline': 'DECLINED' },
  APPROVED: { 'repair.start': 'IN_PROGRESS' },
  IN_PROGRESS: { 'repair.invoiceReceived': 'INVOICED' },
  INVOICED: { 'repair.close': 'CLOSED' },
  CLOSED: {},
  DECLINED: {},
};

const actor = (...roles: Role[]): MachineActor => ({ id: 'user-1', roles });
const manager: RepairContext = { actor: actor('ACCIDENT_INCIDENT_MGMT') };
const events: RepairEvent[] = repairEventTypes.map(probeRepairEvent);
const paths = getShortestPaths(repairMachine, { events, input: manager });
const transitions = adjacencyMapToArray(getAdjacencyMap(repairMachine, { events, input: manager }));

describe('repair machine paths (every shortest path)', () => {
  it('reaches every status', () => {
    expect(paths.map((path) => path.state.value).sort()).toEqual([...RepairStatusValues].sort());
  });

  it.each(paths.map((path) => [path.steps.map((step) => step.event.type).join(' → ') || '(start)', path]))('%s', (_, path) => {
    const live = createActor(repairMachine, { input: manager }).start();
    let stored: RepairStatus | null = 'ESTIMATE';
    for (const { event, state } of path.steps.slice(1)) {
      live.send(event);
      stored = stored && nextRepairStatus(stored, manager, event as RepairEvent);
      expect(stored).toBe(state.value);
    }
    expect(live.getSnapshot().value).toBe(path.state.value);
  });

  it('every traversed transition is one docs/flows.md names', () => {
    for (const { state, event, nextState } of transitions) {
      const from = state.value as RepairStatus;
      const expected = state.can(event) ? flows[from][event.type as RepairEventType] : from;
      expect([from, event.type, nextState.value]).toEqual([from, event.type, expected]);
    }
  });
});

describe('repair status × event table', () => {
  const cases = RepairStatusValues.flatMap((status) => repairEventTypes.map((type) => [status, type] as const));

  it.each(cases)('%s × %s', (status, type) => {
    expect(nextRepairStatus(status, manager, probeRepairEvent(type))).toBe(flows[status][type] ?? null);
  });

  it('CLOSED and DECLINED are final; every other status is open', () => {
    expect(RepairStatusValues.filter(isOpenRepair)).toEqual(
      RepairStatusValues.filter((status) => status !== 'CLOSED' && status !== 'DECLINED'),
    );
    for (const status of ['CLOSED', 'DECLINED'] as const) expect(availableRepairEvents(status, { actor: SYSTEM_ACTOR })).toEqual([]);
  });
});

describe('repair role guard', () => {
  const start: Record<RepairEventType, RepairStatus> = {
    'repair.approve': 'ESTIMATE',
    'repair.decline': 'ESTIMATE',
    'repair.start': 'APPROVED',
    'repair.invoiceReceived': 'IN_PROGRESS',
    'repair.close': 'INVOICED',
  };

  describe.each(repairEventTypes)('%s', (type) => {
    it.each(ROLES)('%s', (role) => {
      const allowed = role === 'ACCIDENT_INCIDENT_MGMT' || role === 'ADMIN';
      expect(nextRepairStatus(start[type], { actor: actor(role) }, probeRepairEvent(type)) !== null).toBe(allowed);
    });
  });

  it('DRIVER_SAFETY reads repairs but moves none', () => {
    expect(availableRepairEvents('ESTIMATE', { actor: actor('DRIVER_SAFETY') })).toEqual([]);
    expect(availableRepairEvents('ESTIMATE', manager)).toEqual(['repair.approve', 'repair.decline']);
  });
});

describe('repair payload guards', () => {
  it.each([
    [{ type: 'repair.approve', approvedAmount: null }, 'ESTIMATE'],
    [{ type: 'repair.approve', approvedAmount: -1 }, 'ESTIMATE'],
    [{ type: 'repair.approve', approvedAmount: 10.5 }, 'ESTIMATE'],
    [{ type: 'repair.start', repairOrderNumber: '  ' }, 'APPROVED'],
    [{ type: 'repair.invoiceReceived', invoiceNumber: 'INV-1', invoiceAmount: null }, 'IN_PROGRESS'],
    [{ type: 'repair.invoiceReceived', invoiceNumber: null, invoiceAmount: 100 }, 'IN_PROGRESS'],
    [{ type: 'repair.decline', reason: '' }, 'ESTIMATE'],
  ] as [RepairEvent, RepairStatus][])('refuses %j at %s', (event, status) => {
    expect(nextRepairStatus(status, manager, event)).toBeNull();
    // The system actor passes every role guard, never a missing payload.
    expect(nextRepairStatus(status, { actor: SYSTEM_ACTOR }, event)).toBeNull();
  });

  it('names the fields each event needs', () => {
    const errors = (type: RepairEventType, input: object) => {
      const result = repairEventInputSchema(type)?.safeParse(input);
      return result && !result.success ? result.error.issues.map((issue) => issue.path.join('.')) : [];
    };
    expect(errors('repair.approve', {})).toEqual(['approvedAmount']);
    expect(errors('repair.start', { repairOrderNumber: ' ' })).toEqual(['repairOrderNumber']);
    expect(errors('repair.invoiceReceived', {})).toEqual(['invoiceNumber', 'invoiceAmount']);
    expect(errors('repair.decline', { reason: '' })).toEqual(['reason']);
    expect(repairEventInputSchema('repair.close')).toBeNull();
    expect(repairTransitionInputSchema.safeParse({ approvedAmount: 100_000_000 }).success).toBe(false);
    expect(repairTransitionInputSchema.safeParse({ invoiceAmount: 1.5 }).success).toBe(false);
    expect(repairTransitionInputSchema.safeParse({}).success).toBe(true);
  });
});

describe('repair event names', () => {
  it('maps every GraphQL RepairEvent to a machine event and back', () => {
    expect(Object.keys(REPAIR_EVENT_BY_NAME).sort()).toEqual([...RepairEventValues].sort());
    for (const type of repairEventTypes) expect(REPAIR_EVENT_BY_NAME[repairEventName(type)]).toBe(type);
  });
});
