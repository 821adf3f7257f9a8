import { describe, expect, it } from 'vitest';
import { OrderStateValues } from '../../generated/enums/OrderState';
import { ROLES, type Role } from '../../domain/roles';
import {
  availableOrderEvents,
  deriveOrderEvent,
  nextOrderStatus,
  ORDER_EVENT_BY_NAME,
  type OrderContext,
  type OrderEvent,
  type OrderFacts,
  type OrderStatus,
  orderEventName,
  orderEventTypes,
} from './order.machine';
import { type MachineActor, type OrderLegStatus, SYSTEM_ACTOR } from './status';

const actor = (...roles: Role[]): MachineActor => ({ id: 'user-1', roles });
const ctx = (who: MachineActor, overrides: Partial<OrderFacts> = {}): OrderContext => ({
  actor: who,
  legCount: 2,
  legsComplete: true,
  legStatuses: ['DRIVER_PAID', 'CANCELLED'],
  invoicesPaid: true,
  ...overrides,
});
const next = (status: OrderStatus, type: OrderEvent['type'], overrides: Partial<OrderFacts> = {}, who = actor('ADMIN')) =>
  nextOrderStatus(status, ctx(who, overrides), { type });

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

const access: [OrderEvent['type'], OrderStatus, Role[], Partial<OrderFacts>?][] = [
  ['order.submit', 'DRAFT', EDITORS],
  ['order.cancel', 'CALL_CENTER', EDITORS],
  ['order.close', 'SETTLING', ['ACCOUNTING', 'ACCOUNTING_LEAD', 'ADMIN']],
  ['legs.allConfirmed', 'CALL_CENTER', [], { legStatuses: ['CALL_CENTER_CONFIRMED'] }],
  ['legs.firstPickedUp', 'DISPATCH', [], { legStatuses: ['IN_TRANSIT'] }],
  ['legs.allDone', 'ACTIVE', [], { legStatuses: ['DELIVERED'] }],
];

describe('order role guards', () => {
  it('covers every event', () => {
    expect(access.map(([type]) => type).sort()).toEqual([...orderEventTypes].sort());
  });

  describe.each(access)('%s', (type, status, allowed, overrides) => {
    it.each(ROLES)('%s', (role) => {
      expect(next(status, type, overrides, actor(role)) !== null).toBe(allowed.includes(role));
    });

    it('the system actor passes', () => {
      expect(next(status, type, overrides, SYSTEM_ACTOR)).not.toBeNull();
    });
  });
});

describe('order record guards', () => {
  it('submit needs at least one leg and every leg complete', () => {
    expect(next('DRAFT', 'order.submit')).toBe('CALL_CENTER');
    expect(next('DRAFT', 'order.submit', { legCount: 0 })).toBeNull();
    expect(next('DRAFT', 'order.submit', { legsComplete: false })).toBeNull();
  });

  it('close needs every leg DRIVER_PAID or CANCELLED and every invoice paid', () => {
    expect(next('SETTLING', 'order.close')).toBe('CLOSED');
    expect(next('SETTLING', 'order.close', { invoicesPaid: false })).toBeNull();
    expect(next('SETTLING', 'order.close', { legStatuses: ['DRIVER_PAID', 'INVOICED'] })).toBeNull();
    expect(next('SETTLING', 'order.close', { legStatuses: ['CANCELLED'] })).toBeNull();
    // An invoiced leg with nobody to pay is settled; an invoiced leg with a payee waits for its settlement.
    expect(next('SETTLING', 'order.close', { legStatuses: ['DRIVER_PAID', 'INVOICED'], invoicedWithoutPayee: 1 })).toBe('CLOSED');
    expect(next('SETTLING', 'order.close', { legStatuses: ['INVOICED', 'INVOICED'], invoicedWithoutPayee: 1 })).toBeNull();
  });

  it.each(OrderStateValues)('%s: cancel only from DRAFT, CALL_CENTER or DISPATCH', (status) => {
    expect(next(status, 'order.cancel')).toBe(['DRAFT', 'CALL_CENTER', 'DISPATCH'].includes(status) ? 'CANCELLED' : null);
  });

  it('legs.* need the legs to say so, even from the system', () => {
    const system = (status: OrderStatus, type: OrderEvent['type'], legStatuses: OrderLegStatus[]) =>
      next(status, type, { legStatuses }, SYSTEM_ACTOR);
    expect(system('CALL_CENTER', 'legs.allConfirmed', ['CALL_CENTER_CONFIRMED', 'PENDING_CONFIRMATION'])).toBeNull();
    expect(system('DISPATCH', 'legs.firstPickedUp', ['PENDING_PICKUP'])).toBeNull();
    expect(system('ACTIVE', 'legs.allDone', ['DELIVERED', 'IN_TRANSIT'])).toBeNull();
  });
});

describe('deriveOrderEvent', () => {
  it.each<[OrderStatus, OrderLegStatus[], OrderEvent['type'] | null]>([
    ['CALL_CENTER', ['CALL_CENTER_CONFIRMED', 'PENDING_PICKUP'], 'legs.allConfirmed'],
    ['CALL_CENTER', ['CALL_CENTER_CONFIRMED', 'CANCELLED'], 'legs.allConfirmed'],
    ['CALL_CENTER', ['CALL_CENTER_CONFIRMED', 'PENDING_CONFIRMATION'], null],
    ['CALL_CENTER', ['CALL_CENTER_CONFIRMED', 'ON_HOLD'], null],
    ['CALL_CENTER', ['CALL_CENTER_CONFIRMED', 'ABORTED'], null],
    ['CALL_CENTER', ['CANCELLED', 'CANCELLED'], null],
    ['CALL_CENTER', [], null],
    ['DISPATCH', ['IN_TRANSIT', 'CLEARED_FOR_DISPATCH'], 'legs.firstPickedUp'],
    ['DISPATCH', ['IN_STORAGE', 'CLEARED_FOR_DISPATCH'], 'legs.firstPickedUp'],
    ['DISPATCH', ['DELIVERED'], 'legs.firstPickedUp'],
    ['DISPATCH', ['PENDING_PICKUP', 'ABORTED'], null],
    ['ACTIVE', ['DELIVERED', 'INVOICED', 'DRIVER_PAID', 'CANCELLED'], 'legs.allDone'],
    ['ACTIVE', ['DELIVERED', 'PORT_TRANSIT'], null],
    ['ACTIVE', ['CANCELLED'], null],
    ['DRAFT', ['CALL_CENTER_CONFIRMED'], null],
    ['SETTLING', ['DRIVER_PAID'], null],
    ['CLOSED', ['DRIVER_PAID'], null],
  ])('%s with legs %o → %s', (status, legs, expected) => {
    expect(deriveOrderEvent(status, legs)?.type ?? null).toBe(expected);
  });

  it('applied until null, a last confirmation with a leg already in transit moves the order two steps', () => {
    const legs: OrderLegStatus[] = ['CALL_CENTER_CONFIRMED', 'IN_TRANSIT'];
    let status: OrderStatus = 'CALL_CENTER';
    for (let event = deriveOrderEvent(status, legs); event; event = deriveOrderEvent(status, legs)) {
      status = nextOrderStatus(status, ctx(SYSTEM_ACTOR, { legStatuses: legs }), event) ?? status;
    }
    expect(status).toBe('ACTIVE');
  });
});

describe('order helpers', () => {
  it('maps the user events to GraphQL names and back; legs.* have none', () => {
    expect(ORDER_EVENT_BY_NAME).toEqual({ SUBMIT: 'order.submit', CLOSE: 'order.close', CANCEL: 'order.cancel' });
    for (const [name, type] of Object.entries(ORDER_EVENT_BY_NAME)) expect(orderEventName(type)).toBe(name);
    expect(orderEventName('legs.allDone')).toBeNull();
  });

  it('offers users exactly the events they may send, never legs.*', () => {
    expect(availableOrderEvents('DRAFT', ctx(actor('CALL_CENTER')))).toEqual(['order.submit', 'order.cancel']);
    expect(availableOrderEvents('DRAFT', ctx(actor('CALL_CENTER'), { legCount: 0 }))).toEqual(['order.cancel']);
    expect(availableOrderEvents('CALL_CENTER', ctx(actor('ADMIN'), { legStatuses: ['CALL_CENTER_CONFIRMED'] }))).toEqual(['order.cancel']);
    expect(availableOrderEvents('SETTLING', ctx(actor('ACCOUNTING')))).toEqual(['order.close']);
    for (const status of OrderStateValues) expect(availableOrderEvents(status, ctx(actor('MEMBER')))).toEqual([]);
  });
});
