import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { REPLAYABLE } from './replayable';

describe('the replay registry', () => {
  it('registers every machine-driven record by the entity kind of its audit rows', () => {
    expect(Object.keys(REPLAYABLE).sort()).toEqual(['Order legs', 'Orders', 'Quotes']);
    for (const entry of Object.values(REPLAYABLE)) {
      const machineEvents = new Set(Object.values(entry.machine.states).flatMap((state) => state.ownEvents));
      expect([...machineEvents].every((event) => entry.events.includes(event))).toBe(true);
    }
  });

  it('replays a quote with the defaults: the system actor and the recorded event types', () => {
    const quote = REPLAYABLE.Quotes;
    const input = quote.input?.([], {}) ?? { actor: { id: 'system', roles: [], system: true } };
    const actor = createActor(quote.machine, { input }).start();
    for (const type of ['quote.decline', 'quote.revise', 'quote.accept', 'quote.confirm']) actor.send({ type });
    expect(actor.getSnapshot().value).toBe('CONFIRMED');
  });
});
