import { conditionReportReplay } from './conditionReport.replay';
import { orderReplay } from './order.replay';
import { orderLegReplay } from './orderLeg.replay';
import { quoteReplay } from './quote.replay';
import { repairReplay } from './repair.replay';
import type { Replayable } from './replayEntry';
import { storageRecordReplay } from './storageRecord.replay';
import { tntPacketReplay } from './tntPacket.replay';

export type { RecordedEvent, RecordFacts, Replayable } from './replayEntry';
export { legEventOf } from './orderLeg.replay';

/**
 * Every machine-driven record's replay entry, by the entity kind of its audit rows (the server's machine records
 * write them): each machine declares its entry beside it (`<machine>.replay.ts`), and listing it here is all a record
 * needs to be replayable in its activity tab and the inspector. server/areaKit.test.ts fails when a machine record of
 * an area's manifest has no entry here.
 */
const ENTRIES: readonly Replayable[] = [
  orderLegReplay,
  orderReplay,
  quoteReplay,
  repairReplay,
  conditionReportReplay,
  storageRecordReplay,
  tntPacketReplay,
];

export const REPLAYABLE: Readonly<Record<string, Replayable>> = Object.fromEntries(ENTRIES.map((entry) => [entry.entityKind, entry]));
