import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { adjacencyMapToArray, getAdjacencyMap, getShortestPaths } from 'xstate/graph';
import { InvoiceStatusValues } from '../../generated/enums/InvoiceStatus';
import {
  type InvoiceContext,
  type InvoiceEvent,
  type InvoiceEventType,
  type InvoiceStatus,
  invoiceEventTypes,
  invoiceMachine,
  nextInvoiceStatus,
} from './invoice.machine';
import { SYSTEM_ACTOR } from './status';

/** docs/flows.md#invoice, written out independently of the machine. */
const flows: Record<InvoiceStatus, Partial<Record<InvoiceEventType, InvoiceStatus>>> = {
  DRAFT: { 'invoice.issue': 'OPEN', 'invoice.cancel': 'CANCELLED' },
  OPEN: { 'invoice.cancel': 'CANCELLED', 'invoice.paid': 'PAID' },
  PAID: {},
  CANCELLED: {},
};

// An invoice with lines and nothing paid on a zero total: every guard passes for the system actor.
const input: InvoiceContext = { actor: SYSTEM_ACTOR, total: 0, paid: 0, lineCount: 1 };
const events: InvoiceEvent[] = invoiceEventTypes.map((type) => ({ type }));
const paths = getShortestPaths(invoiceMachine, { events, input });
const transitions = adjacencyMapToArray(getAdjacencyMap(invoiceMachine, { events, input }));

describe('invoice machine paths', () => {
  it('reaches every status', () => {
    expect(paths.map((path) => path.state.value).sort()).toEqual([...InvoiceStatusValues].sort());
  });

  it.each(paths.map((path) => [path.steps.map((step) => step.event.type).join(' → '), path]))('%s', (_, path) => {
    const live = createActor(invoiceMachine, { input }).start();
    let stored: InvoiceStatus | null = 'DRAFT';
    for (const { event, state } of path.steps.slice(1)) {
      live.send(event);
      stored = stored && nextInvoiceStatus(stored, input, event);
      expect(stored).toBe(state.value);
    }
    expect(live.getSnapshot().value).toBe(path.state.value);
  });

  it('every traversed transition is one docs/flows.md names', () => {
    for (const { state, event, nextState } of transitions) {
      const from = state.value as InvoiceStatus;
      const expected = state.can(event) ? flows[from][event.type] : from;
      expect([from, event.type, nextState.value]).toEqual([from, event.type, expected]);
    }
  });
});

describe('invoice guards', () => {
  const billing = { id: 'u1', roles: ['BILLING'] as const };
  const lead = { id: 'u2', roles: ['BILLING_LEAD'] as const };
  const at = (actor: InvoiceContext['actor'], facts: Partial<InvoiceContext> = {}): InvoiceContext => ({
    actor,
    total: 10_000,
    paid: 0,
    lineCount: 2,
    ...facts,
  });

  it('issues a draft with lines, never an empty one', () => {
    expect(nextInvoiceStatus('DRAFT', at(billing), { type: 'invoice.issue' })).toBe('OPEN');
    expect(nextInvoiceStatus('DRAFT', at(billing, { lineCount: 0 }), { type: 'invoice.issue' })).toBeNull();
  });

  it('lets billing cancel a draft but only a lead an issued invoice, and only while nothing is paid', () => {
    expect(nextInvoiceStatus('DRAFT', at(billing), { type: 'invoice.cancel' })).toBe('CANCELLED');
    expect(nextInvoiceStatus('OPEN', at(billing), { type: 'invoice.cancel' })).toBeNull();
    expect(nextInvoiceStatus('OPEN', at(lead), { type: 'invoice.cancel' })).toBe('CANCELLED');
    expect(nextInvoiceStatus('OPEN', at(lead, { paid: 1 }), { type: 'invoice.cancel' })).toBeNull();
  });

  it('is PAID only once payments cover the total', () => {
    expect(nextInvoiceStatus('OPEN', at(billing, { paid: 9_999 }), { type: 'invoice.paid' })).toBeNull();
    expect(nextInvoiceStatus('OPEN', at(billing, { paid: 10_000 }), { type: 'invoice.paid' })).toBe('PAID');
  });

  it('refuses every role outside billing and accounting', () => {
    const dispatcher = { id: 'u3', roles: ['DISPATCH'] as const };
    for (const type of invoiceEventTypes) expect(nextInvoiceStatus('DRAFT', at(dispatcher), { type })).toBeNull();
  });
});
