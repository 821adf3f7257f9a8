/** What other areas may use of the invoices area (src/imports.test.ts): the order's and leg's invoices tab. */
export { RecordInvoicesTab } from './RecordInvoicesTab';
