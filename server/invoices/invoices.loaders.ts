import { activityLoader } from '../audit';
import { keyedLoader } from '../graphql/groupLoader';
import { defineLoaders } from '../graphql/loaders';
import { APPLICATION_SELECT, CREDIT_APPLICATION_SELECT, INVOICE_SELECT, LINE_SELECT, PAYMENT_SELECT } from './invoices.rows';
import type { CreditApplicationRow, InvoiceLineRow, InvoiceRow, PaymentApplicationRow, PaymentRow } from './invoices.rows';

/**
 * Batched loaders of the invoices area: invoices by id, by replaced invoice, by order and by leg (live or not, newest
 * first), their lines, their payments' applications, and activity. Row-level security scopes each to the reader.
 */
export const invoiceLoaders = defineLoaders((db) => ({
  invoiceById: keyedLoader<InvoiceRow>(db, { key: 'i.id', select: INVOICE_SELECT, from: 'invoices i' }),
  invoicesReplacing: keyedLoader<InvoiceRow>(db, {
    key: 'i.replaces_id',
    select: INVOICE_SELECT,
    from: 'invoices i',
    orderBy: 'i.replaces_id, i.created_at',
  }),
  invoicesByOrder: keyedLoader<InvoiceRow>(db, {
    key: 'x.order_id',
    select: INVOICE_SELECT,
    from: '(SELECT DISTINCT order_id, invoice_id FROM invoice_legs) x JOIN invoices i ON i.id = x.invoice_id',
    orderBy: 'x.order_id, i.created_at DESC',
  }),
  invoicesByLeg: keyedLoader<InvoiceRow>(db, {
    key: 'x.order_leg_id',
    select: INVOICE_SELECT,
    from: 'invoice_legs x JOIN invoices i ON i.id = x.invoice_id',
    orderBy: 'x.order_leg_id, i.created_at DESC',
  }),
  linesByInvoice: keyedLoader<InvoiceLineRow>(db, {
    key: 'il.invoice_id',
    select: LINE_SELECT,
    from: 'invoice_lines il',
    orderBy: 'il.invoice_id, il.position',
  }),
  orderIdsByInvoice: keyedLoader<{ orderId: string }>(db, {
    key: 'x.invoice_id',
    select: 'x.order_id AS "orderId"',
    from: '(SELECT DISTINCT invoice_id, order_id FROM invoice_legs) x',
  }),
  legIdsByInvoice: keyedLoader<{ legId: string }>(db, {
    key: 'x.invoice_id',
    select: 'x.order_leg_id AS "legId"',
    from: 'invoice_legs x',
  }),
  applicationsByInvoice: keyedLoader<PaymentApplicationRow>(db, {
    key: 'pa.invoice_id',
    select: APPLICATION_SELECT,
    from: 'payment_applications pa',
    orderBy: 'pa.invoice_id, pa.created_at',
  }),
  applicationsByPayment: keyedLoader<PaymentApplicationRow>(db, {
    key: 'pa.payment_id',
    select: APPLICATION_SELECT,
    from: 'payment_applications pa',
    orderBy: 'pa.payment_id, pa.created_at',
  }),
  creditApplicationsByInvoice: keyedLoader<CreditApplicationRow>(db, {
    key: 'ca.invoice_id',
    select: CREDIT_APPLICATION_SELECT,
    from: 'invoice_credit_applications ca',
    orderBy: 'ca.invoice_id, ca.created_at',
  }),
  paymentById: keyedLoader<PaymentRow>(db, { key: 'p.id', select: PAYMENT_SELECT, from: 'payments p' }),
  activityByInvoice: activityLoader(db, { entityKind: 'Invoices' }),
}));
