import { createActor } from 'xstate';
import { adjacencyMapToArray, getAdjacencyMap, getShortestPaths } from 'xstate/graph';
import { describe, expect, it } from 'vitest';
import { ConditionReportEventValues } from '../../generated/enums/ConditionReportEvent';
import { ConditionReportStatusValues } from '../../generated/enums/ConditionReportStatus';
import { ROLES, type Role } from '../../domain/roles';
import {
  availableConditionReportEvents,
  CONDITION_REPORT_EVENT_BY_NAME,
  CONDITION_REPORT_REVIEWER_ROLES,
  type ConditionReportContext,
  type ConditionReportEvent,
  type ConditionReportEventType,
  type ConditionReportStatus,
  conditionReportEventName,
  conditionReportEventTypes,
  conditionReportMachine,
  isStandingReport,
  nextConditionReportStatus,
  probeConditionReportEvent,
} from './conditionReport.machine';
import { type MachineActor, SYSTEM_ACTOR } from './status';

/** docs/flows.md#condition-report, written out independently of the machine. */
const flows: Record<ConditionReportStatus, Partial<Record<ConditionReportEventType, ConditionReportStatus>>> = {
  PENDING: { 'cr.submit': 'SUBMITTED' },
  SUBMITTED: { 'cr.accept': 'ACCEPTED', 'cr.reject': 'REJECTED' },
  REJECTED: { 'cr.submit': 'SUBMITTED' },
  ACCEPTED: {},
};

const actor = (...roles: Role[]): MachineActor => ({ id: 'user-1', roles });
const dispatcher: ConditionReportContext = { actor: actor('DISPATCH'), carriesLeg: false };
const driver: ConditionReportContext = { actor: actor('DRIVER'), carriesLeg: true };
const events: ConditionReportEvent[] = conditionReportEventTypes.map(probeConditionReportEvent);
const paths = getShortestPaths(conditionReportMachine, { events, input: dispatcher });
const transitions = adjacencyMapToArray(getAdjacencyMap(conditionReportMachine, { events, input: dispatcher }));

describe('condition report machine paths (every shortest path)', () => {
  it('reaches every status', () => {
    expect(paths.map((path) => path.state.value).sort()).toEqual([...ConditionReportStatusValues].sort());
  });

  it.each(paths.map((path) => [path.steps.map((step) => step.event.type).join(' → ') || '(start)', path]))('%s', (_, path) => {
    const live = createActor(conditionReportMachine, { input: dispatcher }).start();
    let stored: ConditionReportStatus | null = 'PENDING';
    for (const { event, state } of path.steps.slice(1)) {
      live.send(event);
      stored = stored && nextConditionReportStatus(stored, dispatcher, event as ConditionReportEvent);
      expect(stored).toBe(state.value);
    }
    expect(live.getSnapshot().value).toBe(path.state.value);
  });

  it('every traversed transition is one docs/flows.md names', () => {
    for (const { state, event, nextState } of transitions) {
      const from = state.value as ConditionReportStatus;
      const expected = state.can(event) ? flows[from][event.type as ConditionReportEventType] : from;
      expect([from, event.type, nextState.value]).toEqual([from, event.type, expected]);
    }
  });
});

describe('condition report guards', () => {
  it('lets the leg’s driver submit but never review their own report', () => {
    expect(availableConditionReportEvents('PENDING', driver)).toEqual(['cr.submit']);
    expect(availableConditionReportEvents('REJECTED', driver)).toEqual(['cr.submit']);
    expect(availableConditionReportEvents('SUBMITTED', driver)).toEqual([]);
  });

  it('refuses a driver who does not carry the leg', () => {
    expect(availableConditionReportEvents('PENDING', { actor: actor('DRIVER'), carriesLeg: false })).toEqual([]);
  });

  it('lets only reviewers accept or reject, and a rejection needs a reason', () => {
    for (const role of ROLES) {
      const context = { actor: actor(role), carriesLeg: false };
      const reviews = CONDITION_REPORT_REVIEWER_ROLES.includes(role);
      expect(availableConditionReportEvents('SUBMITTED', context), role).toEqual(reviews ? ['cr.accept', 'cr.reject'] : []);
    }
    expect(nextConditionReportStatus('SUBMITTED', dispatcher, { type: 'cr.reject', reason: '  ' })).toBeNull();
    expect(nextConditionReportStatus('SUBMITTED', dispatcher, { type: 'cr.reject', reason: 'Blurry photos' })).toBe('REJECTED');
    expect(nextConditionReportStatus('SUBMITTED', { actor: SYSTEM_ACTOR, carriesLeg: false }, { type: 'cr.accept' })).toBe('ACCEPTED');
  });

  it('names every event once and counts only submitted and accepted reports as standing', () => {
    expect(Object.keys(CONDITION_REPORT_EVENT_BY_NAME).sort()).toEqual([...ConditionReportEventValues].sort());
    for (const type of conditionReportEventTypes) expect(CONDITION_REPORT_EVENT_BY_NAME[conditionReportEventName(type)]).toBe(type);
    expect(ConditionReportStatusValues.filter(isStandingReport).sort()).toEqual(['ACCEPTED', 'SUBMITTED']);
  });
});
