/** What other areas may use of the invoices area (src/imports.test.ts): the order's and leg's invoices tab. */
export { RecordInvoicesTab } from './RecordInvoicesTab';
export { INVOICE_STATUS_LABEL, INVOICE_STATUS_TONE, PAYMENT_STATUS_LABEL, PAYMENT_STATUS_TONE } from './labels';
