import type { Replayable } from './replayEntry';
import * as replays from './replays';

export type { RecordedEvent, RecordFacts, Replayable } from './replayEntry';
export { legEventOf } from './orderLeg.replay';

/**
 * Every machine-driven record's replay entry, by the entity kind of its audit rows (the server's machine records
 * write them): each machine declares its entry beside it (`<machine>.replay.ts`), and its line in replays.ts is all a
 * record needs to be replayable in its activity tab and the inspector.
 */
export const REPLAYABLE: Readonly<Record<string, Replayable>> = Object.fromEntries(
  Object.values(replays).map((entry: Replayable) => [entry.entityKind, entry]),
);
