/**
 * The replay registry: every machine's replay entry (`<machine>.replay.ts`), one line each. replayable.ts keys them
 * by the entity kind of their audit rows; server/areaKit.test.ts fails when an area's machine record has none here.
 */
export { conditionReportReplay } from './conditionReport.replay';
export { invoiceReplay } from './invoice.replay';
export { orderReplay } from './order.replay';
export { orderLegReplay } from './orderLeg.replay';
export { quoteReplay } from './quote.replay';
export { repairReplay } from './repair.replay';
export { settlementReplay } from './settlement.replay';
export { storageRecordReplay } from './storageRecord.replay';
export { tntPacketReplay } from './tntPacket.replay';
