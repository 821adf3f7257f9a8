/** What other areas may use of the hubs and tags views (src/imports.test.ts): a record's tags panel (legs, clients). */
export { RecordTagsPanel, type RecordTagsPanelProps } from './RecordTagsPanel';
