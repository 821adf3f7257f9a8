import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { REPLAYABLE } from './replayable';

describe('the replay registry', () => {
  it('registers every machine-driven record by the entity kind of its audit rows', () => {
    expect(Object.keys(REPLAYABLE).sort()).toEqual([
      'Condition reports',
      'Invoices',
      'Order legs',
      'Orders',
      'Quotes',
      'Repairs',
      'Settlements',
      'Storage',
      'Tnt packs',
    ]);
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

  it('replays a repair from its audit rows: the amounts, numbers and reason they recorded', () => {
    const repair = REPLAYABLE.Repairs;
    const rows = [
      { event: 'repair.approve', after: { status: 'APPROVED', approvedAmount: 125_000 } },
      { event: 'repair.start', after: { status: 'IN_PROGRESS', repairOrderNumber: 'RO-88' } },
      { event: 'repair.invoiceReceived', after: { status: 'INVOICED', invoiceNumber: 'INV-9', invoiceAmount: 131_000 } },
      { event: 'repair.close', after: { status: 'CLOSED' } },
      { event: 'repair.update', after: { vendorName: 'Elsewhere' } },
    ];
    const events = rows.flatMap((row) => repair.eventOf?.(row, {}) ?? []);
    expect(events.map((event) => event.type)).toEqual(['repair.approve', 'repair.start', 'repair.invoiceReceived', 'repair.close']);
    const actor = createActor(repair.machine, { input: { actor: { id: 'system', roles: [], system: true } } }).start();
    for (const event of events) actor.send(event);
    expect(actor.getSnapshot().value).toBe('CLOSED');
    expect(repair.eventOf?.({ event: 'repair.decline', after: { declineReason: 'Too dear.' } }, {})).toEqual({
      type: 'repair.decline',
      reason: 'Too dear.',
    });
  });
});
