import type { RecordedEvent, Replayable } from './replayEntry';
import { type SettlementEvent, type SettlementEventType, settlementEventTypes, settlementMachine } from './settlement.machine';
import { SYSTEM_ACTOR } from './status';

/** A settlement's audit row as its machine event (none carries a payload). */
export const settlementEventOf = (row: RecordedEvent): SettlementEvent | null =>
  (settlementEventTypes as string[]).includes(row.event) ? { type: row.event as SettlementEventType } : null;

/** The settlement's replay entry (replayable.ts). */
export const settlementReplay: Replayable = {
  entityKind: 'Settlements',
  machine: settlementMachine,
  statusKey: 'status',
  events: settlementEventTypes,
  eventOf: settlementEventOf,
  // The server accepted each event, so the settlement had its legs and a net, and payments covered it when it was paid.
  input: () => ({ actor: SYSTEM_ACTOR, net: 1, paid: 1, legCount: 1, heldCount: 0 }),
};
