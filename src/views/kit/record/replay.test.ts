import { describe, expect, it } from 'vitest';
import { type LegRecord, legEventOf, legReplayPlan, orderReplayPlan, type RecordedRow, replay } from './replay';

const leg: LegRecord = {
  transportMethod: 'CLIENT_IN',
  driverId: null,
  truckingCompanyId: null,
  confirmedPickupAt: '2025-03-01T15:00:00.000Z',
  confirmedDeliveryAt: '2025-03-02T15:00:00.000Z',
};

let seq = 0;
const row = (event: string, before: object, after: object): RecordedRow => {
  seq += 1;
  return { id: `row-${seq}`, event, before, after, createdAt: new Date(Date.UTC(2025, 0, 1, 0, seq)).toISOString(), userName: 'Ada Admin' };
};

const walk = (): RecordedRow[] => [
  row('leg.create', {}, { status: 'CREATED' }),
  row('leg.process', { status: 'CREATED' }, { status: 'PROCESSING' }),
  row('leg.hold', { status: 'PROCESSING', heldFrom: null }, { status: 'ON_HOLD', heldFrom: 'PROCESSING', holdReason: 'CLIENT_REQUEST' }),
  row('hold.release', { status: 'ON_HOLD' }, { status: 'PROCESSING', heldFrom: null }),
  row('leg.requestConfirmation', { status: 'PROCESSING' }, { status: 'PENDING_CONFIRMATION' }),
  row('leg.confirm', { status: 'PENDING_CONFIRMATION' }, { status: 'CALL_CENTER_CONFIRMED' }),
  row('leg.clear', { status: 'CALL_CENTER_CONFIRMED' }, { status: 'CLEARED_FOR_DISPATCH' }),
  row('leg.assign', { status: 'CLEARED_FOR_DISPATCH' }, { status: 'PENDING_PICKUP' }),
  row('leg.pickUp', { status: 'PENDING_PICKUP' }, { status: 'IN_TRANSIT' }),
  row('leg.deliver', { status: 'IN_TRANSIT' }, { status: 'DELIVERED' }),
];

describe('leg replay', () => {
  it('keeps only machine events, in time order, starting where the first one left', () => {
    const rows = walk();
    const plan = legReplayPlan([...rows].reverse(), leg);
    expect(plan.initial).toBe('CREATED');
    expect(plan.steps.map((step) => step.event.type)).toEqual([
      'leg.process',
      'leg.hold',
      'hold.release',
      'leg.requestConfirmation',
      'leg.confirm',
      'leg.clear',
      'leg.assign',
      'leg.pickUp',
      'leg.deliver',
    ]);
  });

  it('walks a CLIENT_IN leg from CREATED to DELIVERED, release returning to the status it was held from', () => {
    const plan = legReplayPlan(walk(), leg);
    const frames = replay(plan, plan.steps.length);
    expect(frames.map((frame) => frame.status)).toEqual([
      'PROCESSING',
      'ON_HOLD',
      'PROCESSING',
      'PENDING_CONFIRMATION',
      'CALL_CENTER_CONFIRMED',
      'CLEARED_FOR_DISPATCH',
      'PENDING_PICKUP',
      'IN_TRANSIT',
      'DELIVERED',
    ]);
    expect(frames.every((frame) => frame.accepted && frame.matches)).toBe(true);
    expect(frames[1].context.heldFrom).toBe('PROCESSING');
  });

  it('steps back by replaying from the start to one step less', () => {
    const plan = legReplayPlan(walk(), leg);
    const three = replay(plan, 3);
    const two = replay(plan, 2);
    expect(two).toEqual(three.slice(0, 2));
    expect(replay(plan, 0)).toEqual([]);
  });

  it('reports an event the machine refuses, and a status that differs from the recorded one', () => {
    const rows = [row('leg.deliver', { status: 'CREATED' }, { status: 'DELIVERED' })];
    const [frame] = replay(legReplayPlan(rows, leg), 1);
    expect(frame).toMatchObject({ status: 'CREATED', accepted: false, matches: false });
  });

  it('starts an unacknowledged (portal) leg where its first event found it', () => {
    const rows = [row('leg.acknowledge', { status: 'UNACKNOWLEDGED' }, { status: 'PROCESSING' })];
    const plan = legReplayPlan(rows, leg);
    expect(plan.initial).toBe('UNACKNOWLEDGED');
    expect(replay(plan, 1)[0].status).toBe('PROCESSING');
  });

  it('takes payloads from the row, else from the record', () => {
    const held = legEventOf(row('leg.hold', {}, { holdReason: 'VEHICLE_NOT_READY' }), leg);
    expect(held).toEqual({ type: 'leg.hold', reason: 'VEHICLE_NOT_READY' });
    const confirmed = legEventOf(row('leg.confirm', {}, {}), leg);
    expect(confirmed).toMatchObject({ confirmedPickupAt: leg.confirmedPickupAt });
    const cancelled = legEventOf(row('leg.cancel', {}, { statusReason: 'Client sold the car' }), leg);
    expect(cancelled).toEqual({ type: 'leg.cancel', reason: 'Client sold the car' });
    expect(legEventOf(row('leg.update', {}, {}), leg)).toBeNull();
  });

  it('waits on tag and title when the recorded path did', () => {
    const rows = [
      row('leg.awaitTagAndTitle', { status: 'CALL_CENTER_CONFIRMED' }, { status: 'WAITING_ON_TAG_AND_TITLE' }),
      row('tagAndTitle.done', { status: 'WAITING_ON_TAG_AND_TITLE' }, { status: 'CLEARED_FOR_DISPATCH' }),
    ];
    const plan = legReplayPlan(rows, leg);
    expect(replay(plan, 2).map((frame) => frame.status)).toEqual(['WAITING_ON_TAG_AND_TITLE', 'CLEARED_FOR_DISPATCH']);
  });

  it('passes inspection events to the inspector', () => {
    const seen: string[] = [];
    replay(legReplayPlan(walk(), leg), 2, (event) => seen.push(event.type));
    expect(seen).toContain('@xstate.event');
  });
});

describe('order replay', () => {
  it('replays submit and the derived legs.* events to SETTLING', () => {
    const rows = [
      row('order.create', {}, { state: 'DRAFT' }),
      row('order.submit', { state: 'DRAFT' }, { state: 'CALL_CENTER' }),
      row('legs.allConfirmed', { state: 'CALL_CENTER' }, { state: 'DISPATCH' }),
      row('legs.firstPickedUp', { state: 'DISPATCH' }, { state: 'ACTIVE' }),
      row('legs.allDone', { state: 'ACTIVE' }, { state: 'SETTLING' }),
    ];
    const plan = orderReplayPlan(rows);
    expect(plan.initial).toBe('DRAFT');
    const frames = replay(plan, plan.steps.length);
    expect(frames.map((frame) => frame.status)).toEqual(['CALL_CENTER', 'DISPATCH', 'ACTIVE', 'SETTLING']);
    expect(frames.every((frame) => frame.matches)).toBe(true);
  });
});
