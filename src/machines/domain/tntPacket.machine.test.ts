import { createActor } from 'xstate';
import { adjacencyMapToArray, getAdjacencyMap, getShortestPaths } from 'xstate/graph';
import { describe, expect, it } from 'vitest';
import { TntPacketEventValues } from '../../generated/enums/TntPacketEvent';
import { TntPacketStatusValues } from '../../generated/enums/TntPacketStatus';
import { ROLES, type Role } from '../../domain/roles';
import { tntPacketEventInputSchema, tntPacketTransitionInputSchema } from './tntPacket.inputs';
import { REPLAYABLE } from './replayable';
import { type MachineActor, SYSTEM_ACTOR } from './status';
import {
  availableTntPacketEvents,
  HOLDABLE,
  hasShipped,
  isPacketInProgress,
  nextTntPacket,
  nextTntPacketStatus,
  probeTntPacketEvent,
  TNT_PACKET_EVENT_BY_NAME,
  type TntPacketContext,
  type TntPacketEvent,
  type TntPacketEventType,
  type TntPacketStatus,
  tntPacketEventName,
  tntPacketEventTypes,
  tntPacketMachine,
} from './tntPacket.machine';

/** docs/flows.md#tag-and-title-packet, written out independently of the machine (hold and release aside). */
const chain: Record<TntPacketStatus, Partial<Record<TntPacketEventType, TntPacketStatus>>> = {
  CREATED: { 'tnt.process': 'PROCESSING' },
  PROCESSING: { 'tnt.receivePacket': 'PACKET_RECEIVED' },
  PACKET_RECEIVED: { 'tnt.approve': 'APPROVED' },
  APPROVED: { 'tnt.clear': 'CLEARED_FOR_DISPATCH' },
  CLEARED_FOR_DISPATCH: { 'tnt.pickUp': 'PACKET_PICKED_UP' },
  PACKET_PICKED_UP: { 'tnt.ship': 'SHIPPED' },
  SHIPPED: { 'tnt.deliver': 'DELIVERED' },
  DELIVERED: { 'tnt.reportComplete': 'REPORTED_COMPLETE' },
  REPORTED_COMPLETE: { 'tnt.complete': 'COMPLETED' },
  COMPLETED: {},
  ON_HOLD: {},
};
/** Where each event may go from a status, hold and release included (release: to where the hold came from). */
const expected = (status: TntPacketStatus, type: TntPacketEventType, heldFrom: TntPacketStatus | null): TntPacketStatus | null => {
  if (type === 'tnt.hold') return status !== 'COMPLETED' && status !== 'ON_HOLD' ? 'ON_HOLD' : null;
  if (type === 'tnt.release') return status === 'ON_HOLD' ? heldFrom : null;
  return chain[status][type] ?? null;
};

const actor = (...roles: Role[]): MachineActor => ({ id: 'user-1', roles });
const clerk: TntPacketContext = { actor: actor('TAG_TITLE'), documentsAccepted: true, tempTagIssued: true, heldFrom: null };
const events: TntPacketEvent[] = tntPacketEventTypes.map(probeTntPacketEvent);
const paths = getShortestPaths(tntPacketMachine, { events, input: clerk });
const transitions = adjacencyMapToArray(getAdjacencyMap(tntPacketMachine, { events, input: clerk }));

describe('tag-and-title packet paths (every shortest path)', () => {
  it('reaches every status', () => {
    expect([...new Set(paths.map((path) => path.state.value))].sort()).toEqual([...TntPacketStatusValues].sort());
  });

  it.each(paths.map((path) => [path.steps.map((step) => step.event.type).join(' → ') || '(start)', path]))('%s', (_, path) => {
    const live = createActor(tntPacketMachine, { input: clerk }).start();
    let stored: { status: TntPacketStatus; context: TntPacketContext } | null = { status: 'CREATED', context: clerk };
    for (const { event, state } of path.steps.slice(1)) {
      live.send(event);
      // The server restores the machine at the stored status with the stored heldFrom, step by step.
      stored = stored && nextTntPacket(stored.status, stored.context, event as TntPacketEvent);
      expect(stored?.status).toBe(state.value);
    }
    expect(live.getSnapshot().value).toBe(path.state.value);
  });

  it('every traversed transition is one docs/flows.md names', () => {
    for (const { state, event, nextState } of transitions) {
      const from = state.value as TntPacketStatus;
      const to = state.can(event) ? expected(from, event.type as TntPacketEventType, state.context.heldFrom) : from;
      expect([from, event.type, nextState.value]).toEqual([from, event.type, to]);
    }
  });
});

describe('tag-and-title packet status × event table', () => {
  const cases = TntPacketStatusValues.flatMap((status) => tntPacketEventTypes.map((type) => [status, type] as const));

  it.each(cases)('%s × %s', (status, type) => {
    const heldFrom = status === 'ON_HOLD' ? 'APPROVED' : null;
    expect(nextTntPacketStatus(status, { ...clerk, heldFrom }, probeTntPacketEvent(type))).toBe(expected(status, type, heldFrom));
  });

  it('holds from every status before COMPLETED and releases to the same one, forgetting it', () => {
    expect([...HOLDABLE].sort()).toEqual(TntPacketStatusValues.filter((status) => status !== 'COMPLETED' && status !== 'ON_HOLD').sort());
    for (const from of HOLDABLE) {
      const held = nextTntPacket(from, clerk, { type: 'tnt.hold', reason: 'Title sent back by the county' });
      expect(held).toMatchObject({ status: 'ON_HOLD', context: { heldFrom: from } });
      const released = held && nextTntPacket(held.status, held.context, { type: 'tnt.release' });
      expect(released).toMatchObject({ status: from, context: { heldFrom: null } });
    }
  });

  it('COMPLETED is final; a held packet is still in progress', () => {
    expect(availableTntPacketEvents('COMPLETED', { ...clerk, actor: SYSTEM_ACTOR })).toEqual([]);
    expect(TntPacketStatusValues.filter(isPacketInProgress)).toEqual(TntPacketStatusValues.filter((status) => status !== 'COMPLETED'));
    expect(hasShipped('ON_HOLD', 'SHIPPED')).toBe(true);
    expect(hasShipped('ON_HOLD', 'APPROVED')).toBe(false);
    expect(hasShipped('PACKET_PICKED_UP', null)).toBe(false);
  });
});

describe('clearing for dispatch', () => {
  it('needs every checklist document ACCEPTED, whoever asks (the system actor too)', () => {
    for (const who of [clerk.actor, SYSTEM_ACTOR])
      expect(nextTntPacketStatus('APPROVED', { ...clerk, actor: who, documentsAccepted: false }, { type: 'tnt.clear' })).toBeNull();
    expect(nextTntPacketStatus('APPROVED', clerk, { type: 'tnt.clear' })).toBe('CLEARED_FOR_DISPATCH');
  });

  it('needs a temp-tag packet its tag', () => {
    expect(nextTntPacketStatus('APPROVED', { ...clerk, tempTagIssued: false }, { type: 'tnt.clear' })).toBeNull();
  });

  it('is the only step the documents decide', () => {
    const unaccepted = { ...clerk, documentsAccepted: false, tempTagIssued: false };
    expect(availableTntPacketEvents('PACKET_RECEIVED', unaccepted)).toEqual(['tnt.approve', 'tnt.hold']);
    expect(availableTntPacketEvents('APPROVED', unaccepted)).toEqual(['tnt.hold']);
  });
});

describe('tag-and-title role guard', () => {
  const start = Object.fromEntries(
    tntPacketEventTypes.map((type) => [type, (Object.keys(chain) as TntPacketStatus[]).find((status) => chain[status][type]) ?? 'CREATED']),
  ) as Record<TntPacketEventType, TntPacketStatus>;
  start['tnt.release'] = 'ON_HOLD';

  describe.each(tntPacketEventTypes)('%s', (type) => {
    it.each(ROLES)('%s', (role) => {
      const allowed = role === 'TAG_TITLE' || role === 'TAG_TITLE_LEAD' || role === 'ADMIN';
      const context = { ...clerk, actor: actor(role), heldFrom: start[type] === 'ON_HOLD' ? ('PROCESSING' as const) : null };
      expect(nextTntPacketStatus(start[type], context, probeTntPacketEvent(type)) !== null).toBe(allowed);
    });
  });

  it('dispatch reads packets but moves none', () => {
    expect(availableTntPacketEvents('APPROVED', { ...clerk, actor: actor('DISPATCH') })).toEqual([]);
  });
});

describe('tag-and-title payload guards', () => {
  it.each([
    [{ type: 'tnt.ship', carrier: null, trackingNumber: '1Z999', recipient: 'AGENCY' }, 'PACKET_PICKED_UP'],
    [{ type: 'tnt.ship', carrier: 'UPS', trackingNumber: '  ', recipient: 'AGENCY' }, 'PACKET_PICKED_UP'],
    [{ type: 'tnt.ship', carrier: 'UPS', trackingNumber: '1Z999', recipient: null }, 'PACKET_PICKED_UP'],
    [{ type: 'tnt.hold', reason: '' }, 'PROCESSING'],
  ] as [TntPacketEvent, TntPacketStatus][])('refuses %j at %s', (event, status) => {
    expect(nextTntPacketStatus(status, clerk, event)).toBeNull();
    expect(nextTntPacketStatus(status, { ...clerk, actor: SYSTEM_ACTOR }, event)).toBeNull();
  });

  it('ships a local pickup without a tracking number', () => {
    expect(
      nextTntPacketStatus('PACKET_PICKED_UP', clerk, {
        type: 'tnt.ship',
        carrier: 'LOCAL_PICKUP',
        trackingNumber: null,
        recipient: 'DRIVER',
      }),
    ).toBe('SHIPPED');
  });

  it('names the fields each event needs', () => {
    const errors = (type: TntPacketEventType, input: object) => {
      const result = tntPacketEventInputSchema(type)?.safeParse(input);
      return result && !result.success ? result.error.issues.map((issue) => issue.path.join('.')) : [];
    };
    expect(errors('tnt.ship', {})).toEqual(['carrier', 'recipient']);
    expect(errors('tnt.ship', { carrier: 'FEDEX', recipient: 'AGENCY' })).toEqual(['trackingNumber']);
    expect(errors('tnt.ship', { carrier: 'LOCAL_PICKUP', recipient: 'DRIVER' })).toEqual([]);
    expect(errors('tnt.hold', { reason: ' ' })).toEqual(['reason']);
    expect(tntPacketEventInputSchema('tnt.clear')).toBeNull();
    expect(tntPacketTransitionInputSchema.safeParse({ carrier: 'PIGEON' }).success).toBe(false);
    expect(tntPacketTransitionInputSchema.safeParse({ trackingNumber: 'x'.repeat(61) }).success).toBe(false);
    expect(tntPacketTransitionInputSchema.safeParse({}).success).toBe(true);
  });
});

describe('tag-and-title event names and replay', () => {
  it('maps every GraphQL TntPacketEvent to a machine event and back', () => {
    expect(Object.keys(TNT_PACKET_EVENT_BY_NAME).sort()).toEqual([...TntPacketEventValues].sort());
    for (const type of tntPacketEventTypes) expect(TNT_PACKET_EVENT_BY_NAME[tntPacketEventName(type)]).toBe(type);
  });

  it('is replayable under the audit kind "Tnt packs": the shipment and the hold as their rows recorded them', () => {
    const packet = REPLAYABLE['Tnt packs'];
    expect(packet.machine).toBe(tntPacketMachine);
    const rows = [
      { event: 'tnt.create', after: { status: 'CREATED' } },
      ...['tnt.process', 'tnt.receivePacket', 'tnt.approve', 'tnt.clear', 'tnt.pickUp'].map((event) => ({ event })),
      { event: 'tnt.ship', after: { status: 'SHIPPED', carrier: 'LOCAL_PICKUP', recipient: 'DRIVER' } },
      { event: 'tnt.hold', after: { status: 'ON_HOLD', heldFrom: 'SHIPPED', holdReason: 'Office closed' } },
      { event: 'tnt.document.accept', after: { state: 'ACCEPTED' } },
      { event: 'tnt.release', after: { status: 'SHIPPED' } },
    ];
    const replayed = rows.flatMap((row) => packet.eventOf?.(row, {}) ?? []);
    expect(replayed.map((event) => event.type)).toEqual([
      'tnt.process',
      'tnt.receivePacket',
      'tnt.approve',
      'tnt.clear',
      'tnt.pickUp',
      'tnt.ship',
      'tnt.hold',
      'tnt.release',
    ]);
    expect(replayed[6]).toEqual({ type: 'tnt.hold', reason: 'Office closed' });
    const live = createActor(packet.machine, { input: packet.input?.([], {}) }).start();
    for (const event of replayed) live.send(event);
    expect(live.getSnapshot().value).toBe('SHIPPED');
  });
});
