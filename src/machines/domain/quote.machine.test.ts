import { describe, expect, it } from 'vitest';
import { QuoteStatusValues } from '../../generated/enums/QuoteStatus';
import { createActor } from 'xstate';
import { ROLES, type Role } from '../../domain/roles';
import {
  availableQuoteEvents,
  nextQuoteStatus,
  QUOTE_EVENT_BY_NAME,
  type QuoteEventType,
  type QuoteStatus,
  quoteEventName,
  quoteEventTypes,
  quoteMachine,
} from './quote.machine';
import { type MachineActor, SYSTEM_ACTOR } from './status';

const actor = (...roles: Role[]): MachineActor => ({ id: 'user-1', roles });
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

const access: [QuoteEventType, QuoteStatus, Role[]][] = [
  ['quote.accept', 'PENDING', [...EDITORS, 'CLIENT', 'CUSTOMER']],
  ['quote.decline', 'PENDING', [...EDITORS, 'CLIENT', 'CUSTOMER']],
  ['quote.expire', 'PENDING', []],
  ['quote.confirm', 'ACCEPTED', EDITORS],
  ['quote.revise', 'DECLINED', EDITORS],
];

describe('quote role guards', () => {
  it('covers every event', () => {
    expect(access.map(([type]) => type).sort()).toEqual([...quoteEventTypes].sort());
  });

  describe.each(access)('%s', (type, status, allowed) => {
    it.each(ROLES)('%s', (role) => {
      expect(nextQuoteStatus(status, { actor: actor(role) }, { type }) !== null).toBe(allowed.includes(role));
    });

    it('the system actor passes', () => {
      expect(nextQuoteStatus(status, { actor: SYSTEM_ACTOR }, { type })).not.toBeNull();
    });
  });
});

describe('quote machine', () => {
  it('a client accepts, staff confirm it into an order', () => {
    const quote = createActor(quoteMachine, { input: { actor: actor('CLIENT', 'CLIENT_RELATIONS') } }).start();
    quote.send({ type: 'quote.accept' });
    expect(quote.getSnapshot().value).toBe('ACCEPTED');
    expect(quote.getSnapshot().can({ type: 'quote.decline' })).toBe(false);
    quote.send({ type: 'quote.confirm' });
    expect(quote.getSnapshot().value).toBe('CONFIRMED');
    expect(quote.getSnapshot().status).toBe('done');
  });

  it('an expired quote is revised back to PENDING by staff, not by the client', () => {
    expect(nextQuoteStatus('EXPIRED', { actor: actor('CLIENT') }, { type: 'quote.revise' })).toBeNull();
    expect(nextQuoteStatus('EXPIRED', { actor: actor('CLIENT_RELATIONS') }, { type: 'quote.revise' })).toBe('PENDING');
  });

  it('maps every event to its GraphQL name and back', () => {
    for (const type of quoteEventTypes) expect(QUOTE_EVENT_BY_NAME[quoteEventName(type)]).toBe(type);
    expect(Object.keys(QUOTE_EVENT_BY_NAME).sort()).toEqual(['ACCEPT', 'CONFIRM', 'DECLINE', 'EXPIRE', 'REVISE']);
  });

  it('offers each actor exactly what they may do', () => {
    expect(availableQuoteEvents('PENDING', { actor: actor('CUSTOMER') })).toEqual(['quote.accept', 'quote.decline']);
    expect(availableQuoteEvents('ACCEPTED', { actor: actor('CUSTOMER') })).toEqual([]);
    expect(availableQuoteEvents('ACCEPTED', { actor: actor('HELP_DESK') })).toEqual(['quote.confirm']);
    expect(availableQuoteEvents('PENDING', { actor: SYSTEM_ACTOR })).toEqual(['quote.accept', 'quote.decline', 'quote.expire']);
    for (const status of QuoteStatusValues) expect(availableQuoteEvents(status, { actor: actor('MEMBER') })).toEqual([]);
  });
});
