import { describe, expect, it } from 'vitest';
import { QuoteStatusValues } from '../../generated/enums/QuoteStatus';
import { createActor } from 'xstate';
import { adjacencyMapToArray, getAdjacencyMap, getShortestPaths } from 'xstate/graph';
import {
  nextQuoteStatus,
  type QuoteContext,
  type QuoteEvent,
  type QuoteEventType,
  type QuoteStatus,
  quoteEventTypes,
  quoteMachine,
} from './quote.machine';
import { SYSTEM_ACTOR } from './status';

/** docs/flows.md#quote, written out independently of the machine. */
const flows: Record<QuoteStatus, Partial<Record<QuoteEventType, QuoteStatus>>> = {
  PENDING: { 'quote.accept': 'ACCEPTED', 'quote.decline': 'DECLINED', 'quote.expire': 'EXPIRED' },
  ACCEPTED: { 'quote.confirm': 'CONFIRMED' },
  DECLINED: { 'quote.revise': 'PENDING' },
  EXPIRED: { 'quote.revise': 'PENDING' },
  CONFIRMED: {},
};

const input: QuoteContext = { actor: SYSTEM_ACTOR };
const events: QuoteEvent[] = quoteEventTypes.map((type) => ({ type }));
const paths = getShortestPaths(quoteMachine, { events, input });
const transitions = adjacencyMapToArray(getAdjacencyMap(quoteMachine, { events, input }));

describe('quote machine paths', () => {
  it('reaches every status', () => {
    expect(paths.map((path) => path.state.value).sort()).toEqual([...QuoteStatusValues].sort());
  });

  it.each(paths.map((path) => [path.steps.map((step) => step.event.type).join(' → '), path]))('%s', (_, path) => {
    const live = createActor(quoteMachine, { input }).start();
    let stored: QuoteStatus | null = 'PENDING';
    for (const { event, state } of path.steps.slice(1)) {
      live.send(event);
      stored = stored && nextQuoteStatus(stored, input, event);
      expect(stored).toBe(state.value);
    }
    expect(live.getSnapshot().value).toBe(path.state.value);
  });

  it('every traversed transition is one docs/flows.md names', () => {
    for (const { state, event, nextState } of transitions) {
      const from = state.value as QuoteStatus;
      const expected = state.can(event) ? flows[from][event.type] : from;
      expect([from, event.type, nextState.value]).toEqual([from, event.type, expected]);
    }
  });
});

describe('quote status × event table', () => {
  const cases = QuoteStatusValues.flatMap((status) => quoteEventTypes.map((type) => [status, type] as const));

  it.each(cases)('%s × %s', (status, type) => {
    expect(nextQuoteStatus(status, input, { type })).toBe(flows[status][type] ?? null);
  });
});
