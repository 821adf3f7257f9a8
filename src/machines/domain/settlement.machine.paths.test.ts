import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { adjacencyMapToArray, getAdjacencyMap, getShortestPaths } from 'xstate/graph';
import { SettlementStatusValues } from '../../generated/enums/SettlementStatus';
import {
  type SettlementContext,
  type SettlementEvent,
  type SettlementEventType,
  type SettlementStatus,
  nextSettlementStatus,
  settlementEventTypes,
  settlementMachine,
} from './settlement.machine';
import { holdSettlementLeg, nextSettlementLegStatus, releaseSettlementLeg, settlementLegStatusFor } from './settlementLeg.status';
import { SYSTEM_ACTOR } from './status';

/** docs/flows.md#settlement, written out independently of the machine. */
const flows: Record<SettlementStatus, Partial<Record<SettlementEventType, SettlementStatus>>> = {
  DRAFT: { 'settlement.open': 'OPEN' },
  OPEN: { 'settlement.paid': 'PAID' },
  PAID: {},
};

const input: SettlementContext = { actor: SYSTEM_ACTOR, net: 1, paid: 1, legCount: 1, heldCount: 0 };
const events: SettlementEvent[] = settlementEventTypes.map((type) => ({ type }));
const paths = getShortestPaths(settlementMachine, { events, input });
const transitions = adjacencyMapToArray(getAdjacencyMap(settlementMachine, { events, input }));

describe('settlement machine paths', () => {
  it('reaches every status', () => {
    expect(paths.map((path) => path.state.value).sort()).toEqual([...SettlementStatusValues].sort());
  });

  it.each(paths.map((path) => [path.steps.map((step) => step.event.type).join(' → '), path]))('%s', (_, path) => {
    const live = createActor(settlementMachine, { input }).start();
    let stored: SettlementStatus | null = 'DRAFT';
    for (const { event, state } of path.steps.slice(1)) {
      live.send(event);
      stored = stored && nextSettlementStatus(stored, input, event);
      expect(stored).toBe(state.value);
    }
    expect(live.getSnapshot().value).toBe(path.state.value);
  });

  it('every traversed transition is one docs/flows.md names', () => {
    for (const { state, event, nextState } of transitions) {
      const from = state.value as SettlementStatus;
      const expected = state.can(event) ? flows[from][event.type] : from;
      expect([from, event.type, nextState.value]).toEqual([from, event.type, expected]);
    }
  });
});

describe('settlement guards', () => {
  const accounting = { id: 'u1', roles: ['ACCOUNTING'] as const };
  const at = (actor: SettlementContext['actor'], facts: Partial<SettlementContext> = {}): SettlementContext => ({
    actor,
    net: 10_000,
    paid: 0,
    legCount: 2,
    heldCount: 0,
    ...facts,
  });

  it('opens a draft with legs and something to pay, never an empty one', () => {
    expect(nextSettlementStatus('DRAFT', at(accounting), { type: 'settlement.open' })).toBe('OPEN');
    expect(nextSettlementStatus('DRAFT', at(accounting, { legCount: 0 }), { type: 'settlement.open' })).toBeNull();
    expect(nextSettlementStatus('DRAFT', at(accounting, { net: 0 }), { type: 'settlement.open' })).toBeNull();
  });

  it('is PAID only once payments cover the net and no leg is held', () => {
    expect(nextSettlementStatus('OPEN', at(accounting, { paid: 9_999 }), { type: 'settlement.paid' })).toBeNull();
    expect(nextSettlementStatus('OPEN', at(accounting, { paid: 10_000 }), { type: 'settlement.paid' })).toBe('PAID');
    expect(nextSettlementStatus('OPEN', at(accounting, { paid: 10_000, heldCount: 1 }), { type: 'settlement.paid' })).toBeNull();
  });

  it('refuses billing, dispatch and drivers', () => {
    for (const role of ['BILLING', 'DISPATCH', 'DRIVER'] as const)
      for (const type of settlementEventTypes) expect(nextSettlementStatus('DRAFT', at({ id: 'u', roles: [role] }), { type })).toBeNull();
  });
});

describe('settlement leg statuses', () => {
  it('follow the settlement: CREATED → PENDING_PRELOAD → PROCESSING → PENDING_FINAL_PAYMENT → DRIVER_PAID', () => {
    expect(settlementLegStatusFor({ settlement: 'DRAFT', paymentTypes: [] })).toBe('CREATED');
    expect(settlementLegStatusFor({ settlement: 'OPEN', paymentTypes: [] })).toBe('PENDING_PRELOAD');
    expect(settlementLegStatusFor({ settlement: 'OPEN', paymentTypes: ['PRELOAD'] })).toBe('PROCESSING');
    expect(settlementLegStatusFor({ settlement: 'OPEN', paymentTypes: ['PRELOAD', 'DRIVER_PAY'] })).toBe('PENDING_FINAL_PAYMENT');
    expect(settlementLegStatusFor({ settlement: 'PAID', paymentTypes: ['DRIVER_PAY'] })).toBe('DRIVER_PAID');
  });

  it('holds from any status before DRIVER_PAID and releases to where the settlement has come', () => {
    expect(holdSettlementLeg('DRIVER_PAID')).toBeNull();
    expect(holdSettlementLeg('PROCESSING')).toEqual({ status: 'ON_HOLD', heldFrom: 'PROCESSING' });
    const held = nextSettlementLegStatus(
      { status: 'ON_HOLD', heldFrom: 'PENDING_PRELOAD' },
      { settlement: 'OPEN', paymentTypes: ['ADVANCE'] },
    );
    expect(held).toEqual({ status: 'ON_HOLD', heldFrom: 'PROCESSING' });
    expect(releaseSettlementLeg(held.status, held.heldFrom)).toBe('PROCESSING');
    expect(releaseSettlementLeg('PROCESSING', null)).toBeNull();
  });
});
