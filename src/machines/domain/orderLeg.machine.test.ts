import { describe, expect, it } from 'vitest';
import { OrderLegStatusValues } from '../../generated/enums/OrderLegStatus';
import { createActor } from 'xstate';
import { ROLES, type Role } from '../../domain/roles';
import {
  applyOrderLegEvent,
  availableOrderLegEvents,
  isBeforeTransit,
  LEG_HOLD_REASONS,
  nextOrderLegStatus,
  ORDER_LEG_EVENT_BY_NAME,
  type OrderLegContext,
  type OrderLegEvent,
  type OrderLegEventType,
  type OrderLegFacts,
  type OrderLegStatus,
  orderLegEventName,
  orderLegEventTypes,
  orderLegMachine,
  assigneeQualification,
} from './orderLeg.machine';
import type { QualificationFacts } from '../../domain/qualification';
import { type MachineActor, SYSTEM_ACTOR } from './status';
import { COMPLETE_LEG } from '../../testing/fixtures';

const { actor: _system, ...complete } = COMPLETE_LEG;
/** Complete facts without a tag and title due; each test overrides what it is about. */
const facts = (overrides: Partial<OrderLegFacts> = {}): OrderLegFacts => ({ ...complete, needsTagAndTitle: false, ...overrides });
const actor = (...roles: Role[]): MachineActor => ({ id: 'user-1', roles });
const admin = actor('ADMIN');
const ctx = (who: MachineActor, overrides: Partial<OrderLegFacts> = {}): OrderLegContext => ({ actor: who, ...facts(overrides) });
const next = (status: OrderLegStatus, event: OrderLegEvent, overrides: Partial<OrderLegFacts> = {}, who = admin) =>
  nextOrderLegStatus(status, ctx(who, overrides), event);

const EDITORS: Role[] = [
  'CLIENT_RELATIONS',
  'CLIENT_RELATIONS_LEAD',
  'CALL_CENTER',
  'CALL_CENTER_LEAD',
  'DISPATCH',
  'DISPATCH_LEAD',
  'HELP_DESK',
  'ADMIN',
];
const CALL_CENTER: Role[] = ['CALL_CENTER', 'CALL_CENTER_LEAD', 'ADMIN'];
const DISPATCH: Role[] = ['DISPATCH', 'DISPATCH_LEAD', 'ADMIN'];
const TAG_TITLE: Role[] = ['TAG_TITLE', 'TAG_TITLE_LEAD', 'ADMIN'];

/** Each event, a status and facts where the record allows it, and the roles that may send it (docs/access.md#status-events). */
const access: [OrderLegEvent, OrderLegStatus, Role[], Partial<OrderLegFacts>?][] = [
  [{ type: 'leg.process' }, 'CREATED', EDITORS],
  [{ type: 'leg.acknowledge' }, 'UNACKNOWLEDGED', EDITORS],
  [{ type: 'leg.requestConfirmation' }, 'PROCESSING', EDITORS],
  [{ type: 'leg.confirm', confirmedPickupAt: '2025-05-01', confirmedDeliveryAt: '2025-05-03' }, 'PENDING_CONFIRMATION', CALL_CENTER],
  [{ type: 'leg.clear' }, 'CALL_CENTER_CONFIRMED', [...CALL_CENTER, 'DISPATCH', 'DISPATCH_LEAD']],
  [
    { type: 'leg.awaitTagAndTitle' },
    'CALL_CENTER_CONFIRMED',
    [...TAG_TITLE, 'CALL_CENTER', 'CALL_CENTER_LEAD'],
    { needsTagAndTitle: true },
  ],
  [{ type: 'tagAndTitle.done' }, 'WAITING_ON_TAG_AND_TITLE', TAG_TITLE, { needsTagAndTitle: true }],
  [{ type: 'leg.assign' }, 'CLEARED_FOR_DISPATCH', DISPATCH],
  [{ type: 'leg.unassign' }, 'PENDING_PICKUP', DISPATCH],
  [{ type: 'leg.abort', reason: 'No one at the gate' }, 'PENDING_PICKUP', DISPATCH],
  [{ type: 'leg.reschedule' }, 'ABORTED', [...CALL_CENTER, 'DISPATCH', 'DISPATCH_LEAD']],
  [{ type: 'leg.pickUp' }, 'PENDING_PICKUP', DISPATCH],
  [{ type: 'leg.atPort' }, 'IN_TRANSIT', DISPATCH],
  [{ type: 'leg.leftPort' }, 'PORT_TRANSIT', DISPATCH],
  [{ type: 'leg.toRepair' }, 'IN_TRANSIT', DISPATCH],
  [{ type: 'leg.repaired' }, 'IN_REPAIR', DISPATCH],
  [{ type: 'leg.toStorage' }, 'IN_TRANSIT', [...DISPATCH, 'STORAGE', 'STORAGE_LEAD']],
  [{ type: 'leg.fromStorage' }, 'IN_STORAGE', [...DISPATCH, 'STORAGE', 'STORAGE_LEAD']],
  [{ type: 'leg.deliver' }, 'IN_TRANSIT', DISPATCH],
  [{ type: 'leg.invoice' }, 'DELIVERED', ['BILLING', 'BILLING_LEAD', 'ACCOUNTING', 'ACCOUNTING_LEAD', 'ADMIN']],
  [{ type: 'leg.uninvoice' }, 'INVOICED', ['BILLING', 'BILLING_LEAD', 'ACCOUNTING', 'ACCOUNTING_LEAD', 'ADMIN']],
  [{ type: 'leg.driverPaid' }, 'INVOICED', ['ACCOUNTING', 'ACCOUNTING_LEAD', 'ADMIN']],
  [{ type: 'leg.hold', reason: 'CLIENT_REQUEST' }, 'PROCESSING', EDITORS],
  [{ type: 'hold.release' }, 'ON_HOLD', EDITORS, { heldFrom: 'PROCESSING' }],
  [{ type: 'leg.cancel', reason: 'Client sold the car' }, 'PROCESSING', EDITORS],
];
// The driver's own moves; storage is the yard's (checked in and out by its staff or dispatch).
const MOVES: OrderLegEventType[] = ['leg.pickUp', 'leg.atPort', 'leg.leftPort', 'leg.toRepair', 'leg.repaired', 'leg.deliver'];

describe('order leg role guards', () => {
  it('covers every event', () => {
    expect(access.map(([event]) => event.type).sort()).toEqual([...orderLegEventTypes].sort());
  });

  describe.each(access)('$type', (event, status, allowed, overrides) => {
    it.each(ROLES)('%s', (role) => {
      const result = next(status, event, overrides, actor(role));
      expect(result !== null).toBe(allowed.includes(role));
    });

    it('the system actor passes', () => {
      expect(next(status, event, overrides, SYSTEM_ACTOR)).not.toBeNull();
    });

    it('the assigned driver moves their own leg only (by their driver id, not their user id)', () => {
      const driver: MachineActor = { id: 'user-9', roles: ['DRIVER'] };
      const own = { ...overrides, actorDriverId: 'driver-1' };
      const moves = MOVES.includes(event.type);
      expect(next(status, event, own, driver) !== null).toBe(moves);
      expect(next(status, event, { ...own, driverId: 'driver-2' }, driver)).toBeNull();
      expect(next(status, event, { ...own, driverId: null }, driver)).toBeNull();
      // A user whose user id happens to equal the leg's driver id is not its driver.
      expect(next(status, event, overrides, { id: 'driver-1', roles: ['DRIVER'] })).toBeNull();
      expect(next(status, event, { ...overrides, actorDriverId: null }, driver)).toBeNull();
    });
  });

  it('MEMBER may do nothing anywhere', () => {
    const member = actor('MEMBER');
    for (const status of OrderLegStatusValues) expect(availableOrderLegEvents(status, ctx(member, { heldFrom: 'CREATED' }))).toEqual([]);
  });
});

describe('order leg record guards', () => {
  it.each<Partial<OrderLegFacts>>([
    { vehicleId: null },
    { originId: null },
    { destinationId: '' },
    { transportMethod: null },
    { hasDates: false },
  ])('process and requestConfirmation refuse an incomplete leg: %o', (missing) => {
    expect(next('CREATED', { type: 'leg.process' }, missing)).toBeNull();
    expect(next('PROCESSING', { type: 'leg.requestConfirmation' }, missing)).toBeNull();
    expect(next('UNACKNOWLEDGED', { type: 'leg.acknowledge' }, missing)).toBe('PROCESSING');
  });

  it('confirm needs both confirmed dates', () => {
    const confirm = (confirmedPickupAt?: string | null, confirmedDeliveryAt?: string | null) =>
      next('PENDING_CONFIRMATION', { type: 'leg.confirm', confirmedPickupAt, confirmedDeliveryAt });
    expect(confirm('2025-05-01', '2025-05-03')).toBe('CALL_CENTER_CONFIRMED');
    expect(confirm('2025-05-01', null)).toBeNull();
    expect(confirm(undefined, '2025-05-03')).toBeNull();
    expect(confirm()).toBeNull();
  });

  it('clear waits for a needed tag and title; awaitTagAndTitle only when one is needed and not done', () => {
    const pending = { needsTagAndTitle: true, tagAndTitleDone: false };
    expect(next('CALL_CENTER_CONFIRMED', { type: 'leg.clear' }, pending)).toBeNull();
    expect(next('CALL_CENTER_CONFIRMED', { type: 'leg.clear' }, { ...pending, tagAndTitleDone: true })).toBe('CLEARED_FOR_DISPATCH');
    expect(next('CALL_CENTER_CONFIRMED', { type: 'leg.awaitTagAndTitle' }, pending)).toBe('WAITING_ON_TAG_AND_TITLE');
    expect(next('CALL_CENTER_CONFIRMED', { type: 'leg.awaitTagAndTitle' })).toBeNull();
    const done = applyOrderLegEvent('WAITING_ON_TAG_AND_TITLE', ctx(admin, pending), { type: 'tagAndTitle.done' });
    expect(done).toMatchObject({ status: 'CLEARED_FOR_DISPATCH', context: { tagAndTitleDone: true } });
  });

  it.each<[Partial<OrderLegFacts>, OrderLegEvent, OrderLegStatus | null]>([
    [{ transportMethod: 'DRIVEN', driverId: 'driver-1' }, { type: 'leg.assign' }, 'PENDING_PICKUP'],
    [{ transportMethod: 'DRIVEN', driverId: null }, { type: 'leg.assign' }, null],
    [{ transportMethod: 'DRIVEN', driverId: null }, { type: 'leg.assign', driverId: 'driver-2' }, 'PENDING_PICKUP'],
    [{ transportMethod: 'DRIVEN', driverId: 'driver-1' }, { type: 'leg.assign', driverId: null }, null],
    [{ transportMethod: 'TOW', driverId: null, truckingCompanyId: 'tc-1' }, { type: 'leg.assign' }, null],
    [{ transportMethod: 'TOW', driverId: null }, { type: 'leg.assign', driverId: 'driver-2' }, 'PENDING_PICKUP'],
    [{ transportMethod: 'TRUCKED', driverId: 'driver-1' }, { type: 'leg.assign' }, null],
    [{ transportMethod: 'TRUCKED', driverId: null }, { type: 'leg.assign', truckingCompanyId: 'tc-1' }, 'PENDING_PICKUP'],
    [{ transportMethod: 'TRUCKED', truckingCompanyId: 'tc-1' }, { type: 'leg.assign' }, 'PENDING_PICKUP'],
    [{ transportMethod: 'CLIENT_IN', driverId: null }, { type: 'leg.assign' }, 'PENDING_PICKUP'],
    [{ transportMethod: null }, { type: 'leg.assign', driverId: 'driver-2', truckingCompanyId: 'tc-1' }, null],
  ])('assign with %o and %o → %s', (overrides, event, expected) => {
    expect(next('CLEARED_FOR_DISPATCH', event, overrides)).toBe(expected);
  });

  it('assign stores the carrier it was given; unassign clears it', () => {
    const assigned = applyOrderLegEvent('CLEARED_FOR_DISPATCH', ctx(admin, { driverId: null }), {
      type: 'leg.assign',
      driverId: 'driver-2',
    });
    expect(assigned?.context).toMatchObject({ driverId: 'driver-2', truckingCompanyId: null });
    if (!assigned) throw new Error('assign refused');
    const unassigned = applyOrderLegEvent(assigned.status, assigned.context, { type: 'leg.unassign' });
    expect(unassigned).toMatchObject({ status: 'CLEARED_FOR_DISPATCH', context: { driverId: null, truckingCompanyId: null } });
  });

  it('pickUp needs the pickup report and deliver the delivery report, except CLIENT_IN', () => {
    const noReports = { pickupReportSubmitted: false, deliveryReportSubmitted: false };
    expect(next('PENDING_PICKUP', { type: 'leg.pickUp' }, noReports)).toBeNull();
    expect(next('IN_TRANSIT', { type: 'leg.deliver' }, noReports)).toBeNull();
    expect(next('PENDING_PICKUP', { type: 'leg.pickUp' }, { ...noReports, transportMethod: 'CLIENT_IN' })).toBe('IN_TRANSIT');
    expect(next('IN_TRANSIT', { type: 'leg.deliver' }, { ...noReports, transportMethod: 'CLIENT_IN' })).toBe('DELIVERED');
    expect(next('PENDING_PICKUP', { type: 'leg.pickUp' }, { ...noReports, transportMethod: 'TRUCKED' })).toBeNull();
  });

  it('abort and cancel need a reason; hold needs one of the hold reasons', () => {
    expect(next('PENDING_PICKUP', { type: 'leg.abort', reason: ' ' })).toBeNull();
    expect(next('PROCESSING', { type: 'leg.cancel', reason: '' })).toBeNull();
    expect(next('PROCESSING', { type: 'leg.hold', reason: 'BORED' as 'OTHER_REASON' })).toBeNull();
    for (const reason of LEG_HOLD_REASONS) expect(next('PROCESSING', { type: 'leg.hold', reason })).toBe('ON_HOLD');
  });

  it('hold from PENDING_PICKUP, then release, returns to PENDING_PICKUP on a live actor', () => {
    const leg = createActor(orderLegMachine, { input: ctx(admin) }).start();
    const steps: OrderLegEvent[] = [
      { type: 'leg.process' },
      { type: 'leg.requestConfirmation' },
      { type: 'leg.confirm', confirmedPickupAt: '2025-05-01', confirmedDeliveryAt: '2025-05-03' },
      { type: 'leg.clear' },
      { type: 'leg.assign' },
    ];
    for (const event of steps) leg.send(event);
    expect(leg.getSnapshot().value).toBe('PENDING_PICKUP');
    leg.send({ type: 'leg.hold', reason: 'VEHICLE_NOT_READY' });
    expect(leg.getSnapshot()).toMatchObject({ value: 'ON_HOLD', context: { heldFrom: 'PENDING_PICKUP' } });
    expect(leg.getSnapshot().can({ type: 'leg.hold', reason: 'OTHER_REASON' })).toBe(false);
    leg.send({ type: 'hold.release' });
    expect(leg.getSnapshot()).toMatchObject({ value: 'PENDING_PICKUP', context: { heldFrom: null } });
  });

  it.each(OrderLegStatusValues.filter(isBeforeTransit))('release restored at ON_HOLD returns to %s', (from) => {
    expect(next('ON_HOLD', { type: 'hold.release' }, { heldFrom: from })).toBe(from);
  });

  it('release without a known origin, or from a status that cannot be held, is refused', () => {
    expect(next('ON_HOLD', { type: 'hold.release' }, { heldFrom: null })).toBeNull();
    expect(next('ON_HOLD', { type: 'hold.release' }, { heldFrom: 'IN_TRANSIT' })).toBeNull();
  });

  it.each(OrderLegStatusValues)('%s: hold only before transit, cancel before transit or on hold', (status) => {
    const heldFrom = status === 'ON_HOLD' ? 'PROCESSING' : null;
    const hold = next(status, { type: 'leg.hold', reason: 'CLIENT_REQUEST' }, { heldFrom });
    const cancel = next(status, { type: 'leg.cancel', reason: 'Client request' }, { heldFrom });
    expect(hold).toBe(isBeforeTransit(status) ? 'ON_HOLD' : null);
    expect(cancel).toBe(isBeforeTransit(status) || status === 'ON_HOLD' ? 'CANCELLED' : null);
  });

  it('a driver paid before invoicing keeps the flag and goes straight to DRIVER_PAID when invoiced', () => {
    const paid = applyOrderLegEvent('DELIVERED', ctx(admin), { type: 'leg.driverPaid' });
    expect(paid).toMatchObject({ status: 'DELIVERED', context: { driverPaid: true } });
    if (!paid) throw new Error('driverPaid refused');
    expect(nextOrderLegStatus('DELIVERED', paid.context, { type: 'leg.driverPaid' })).toBeNull();
    expect(nextOrderLegStatus('DELIVERED', paid.context, { type: 'leg.invoice' })).toBe('DRIVER_PAID');
    expect(next('DELIVERED', { type: 'leg.invoice' })).toBe('INVOICED');
  });

  it('a leg with nobody to pay (no driver, no trucking company) is never DRIVER_PAID', () => {
    const nobody = { transportMethod: 'CLIENT_IN' as const, driverId: null, truckingCompanyId: null };
    expect(next('INVOICED', { type: 'leg.driverPaid' }, nobody)).toBeNull();
    expect(next('DELIVERED', { type: 'leg.driverPaid' }, nobody)).toBeNull();
    expect(next('DELIVERED', { type: 'leg.invoice' }, { ...nobody, driverPaid: true })).toBe('INVOICED');
    expect(next('INVOICED', { type: 'leg.driverPaid' }, { driverId: null, truckingCompanyId: 'tc-1' })).toBe('DRIVER_PAID');
  });
});

describe('order leg helpers', () => {
  it('maps every event to its GraphQL name and back', () => {
    for (const type of orderLegEventTypes) expect(ORDER_LEG_EVENT_BY_NAME[orderLegEventName(type)]).toBe(type);
    expect(Object.keys(ORDER_LEG_EVENT_BY_NAME)).toHaveLength(25);
    expect(orderLegEventName('tagAndTitle.done')).toBe('TAG_AND_TITLE_DONE');
    expect(ORDER_LEG_EVENT_BY_NAME.RELEASE).toBe('hold.release');
  });

  it('offers a dispatcher and the assigned driver what each may do at PENDING_PICKUP', () => {
    expect(availableOrderLegEvents('PENDING_PICKUP', ctx(actor('DISPATCH')))).toEqual([
      'leg.unassign',
      'leg.pickUp',
      'leg.abort',
      'leg.hold',
      'leg.cancel',
    ]);
    expect(availableOrderLegEvents('PENDING_PICKUP', ctx({ id: 'user-9', roles: ['DRIVER'] }, { actorDriverId: 'driver-1' }))).toEqual([
      'leg.pickUp',
    ]);
    expect(availableOrderLegEvents('PENDING_PICKUP', ctx(actor('DISPATCH'), { pickupReportSubmitted: false }))).not.toContain('leg.pickUp');
  });

  it('offers payload events when role and record allow them', () => {
    expect(availableOrderLegEvents('PENDING_CONFIRMATION', ctx(actor('CALL_CENTER')))).toEqual(['leg.confirm', 'leg.hold', 'leg.cancel']);
    expect(availableOrderLegEvents('CLEARED_FOR_DISPATCH', ctx(actor('DISPATCH'), { driverId: null }))).toContain('leg.assign');
    expect(availableOrderLegEvents('CLEARED_FOR_DISPATCH', ctx(actor('DISPATCH'), { transportMethod: null }))).not.toContain('leg.assign');
  });

  it('final statuses offer nothing, even to the system', () => {
    const system = SYSTEM_ACTOR;
    expect(availableOrderLegEvents('CANCELLED', ctx(system))).toEqual([]);
    expect(availableOrderLegEvents('DRIVER_PAID', ctx(system))).toEqual([]);
  });
});

describe('leg.assign asks qualification.ts', () => {
  const TODAY = '2026-11-24';
  const assignee = (driverId: string, driver: Partial<QualificationFacts['driver']> = {}, more: Partial<QualificationFacts> = {}) => ({
    driverId,
    driver: {
      name: 'Dale Driver',
      licenceNumber: 'D1',
      licenceClass: 'B_CDL' as const,
      licenceExpiresOn: '2028-01-01',
      medicalCardExpiresOn: '2028-01-01',
      disqualified: false,
      disqualifiedReason: null,
      ...driver,
    },
    vehicleClass: 'SEDAN' as const,
    window: { from: TODAY, to: TODAY },
    otherLegs: [],
    today: TODAY,
    ...more,
  });
  const assign = (facts: Partial<OrderLegFacts>, event: OrderLegEvent = { type: 'leg.assign', driverId: 'driver-2' }, who = admin) =>
    nextOrderLegStatus('CLEARED_FOR_DISPATCH', ctx(who, { driverId: null, ...facts }), event);

  it('assigns a qualified driver', () => {
    expect(assign({ assignee: assignee('driver-2') })).toBe('PENDING_PICKUP');
  });

  it.each([
    ['an expired licence', { licenceExpiresOn: '2026-11-01' }, {}],
    ['a DISQUALIFIED driver', { disqualified: true, disqualifiedReason: 'Failed road test' }, {}],
    ['no medical card', { medicalCardExpiresOn: null }, {}],
    ['a class that does not fit', { licenceClass: 'C_DOT' as const }, { vehicleClass: 'HEAVY_DUTY' as const }],
    ['an overlapping leg', {}, { otherLegs: [{ number: 'O-1-1', window: { from: '2026-11-23', to: '2026-11-25' } }] }],
  ])('refuses %s, even to the system actor', (_name, driver, more) => {
    const facts = { assignee: assignee('driver-2', driver, more) };
    expect(assign(facts)).toBeNull();
    expect(assign(facts, undefined, SYSTEM_ACTOR)).toBeNull();
    expect(assigneeQualification(ctx(admin, facts), { type: 'leg.assign', driverId: 'driver-2' })?.reasons).toHaveLength(1);
  });

  it("qualifies the leg's own driver when the event names none", () => {
    expect(assign({ driverId: 'driver-1', assignee: assignee('driver-1', { disqualified: true }) }, { type: 'leg.assign' })).toBeNull();
    expect(assign({ driverId: 'driver-1', assignee: assignee('driver-1') }, { type: 'leg.assign' })).toBe('PENDING_PICKUP');
  });

  it('leaves facts of another driver unread, and a leg without a driver to hasCarrier', () => {
    expect(assigneeQualification(ctx(admin, { assignee: assignee('driver-1') }), { type: 'leg.assign', driverId: 'driver-2' })).toBeNull();
    expect(assigneeQualification(ctx(admin, { driverId: null }), { type: 'leg.assign', truckingCompanyId: 'tc-1' })).toBeNull();
    expect(assigneeQualification(ctx(admin), { type: 'leg.unassign' })).toBeNull();
  });

  it('still offers leg.assign in the list of available events (the dialog asks for the qualification)', () => {
    expect(availableOrderLegEvents('CLEARED_FOR_DISPATCH', ctx(actor('DISPATCH'), { driverId: null }))).toContain('leg.assign');
  });
});
