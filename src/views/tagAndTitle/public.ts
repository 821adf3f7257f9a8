/** What other areas may use of tag and title (src/imports.test.ts). */
export { OrderPacketsTab } from './OrderPacketsTab';
export { PortalPackets } from './PortalPackets';
