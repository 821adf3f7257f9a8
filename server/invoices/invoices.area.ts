import { defineArea } from '../areaKit';
import { invoicesResolvers } from './invoices.resolvers';
import { INVOICE_NUMBERS } from './invoices.rows';
import { invoiceRecord } from './invoices.transition';

/** Invoices and the payments applied to them (docs/flows.md#invoice). */
export const invoicesArea = defineArea({
  name: 'invoices',
  resolvers: invoicesResolvers,
  mappers: {
    Invoice: './invoices.rows#InvoiceRow',
    PortalInvoice: './invoices.rows#InvoiceRow',
    InvoiceLine: './invoices.rows#InvoiceLineRow',
    PortalInvoiceLine: './invoices.rows#InvoiceLineRow',
    Payment: './invoices.rows#PaymentRow',
    PaymentApplication: './invoices.rows#PaymentApplicationRow',
    ReadyToBillLeg: './invoices.rows#ReadyToBillLegRow',
    ReadyToBillGroup: './invoices.rows#ReadyToBillGroupRow',
    ClientCredit: './invoices.rows#ClientCreditRow',
    CreditApplication: './invoices.rows#CreditApplicationRow',
  },
  recordNumbers: [INVOICE_NUMBERS],
  auditKinds: ['Invoices', 'Invoice payments', 'Media', 'Orders'],
  machines: [invoiceRecord],
});
