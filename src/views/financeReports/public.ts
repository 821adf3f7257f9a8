/** What other areas may use of the finance reports (src/imports.test.ts): the client's rebate tiers panel. */
export { RebateTiersPanel } from './RebateTiersPanel';
