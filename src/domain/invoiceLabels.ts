import type { InvoicePaymentStatus } from '../generated/enums/InvoicePaymentStatus';
import type { InvoiceStatus } from '../generated/enums/InvoiceStatus';
import type { PaymentTerms } from '../generated/enums/PaymentTerms';

/** A badge's tone (src/views/kit/ui/Badge.tsx), named here so staff and portal views share one map. */
type Tone = 'neutral' | 'info' | 'success' | 'warning' | 'danger';

/** An invoice's status in words, the same on the staff pages and the portal's tab. */
export const INVOICE_STATUS_LABEL: Record<InvoiceStatus, string> = {
  DRAFT: 'Draft',
  OPEN: 'Open',
  PAID: 'Paid',
  CANCELLED: 'Cancelled',
};

export const INVOICE_STATUS_TONE: Record<InvoiceStatus, Tone> = {
  DRAFT: 'neutral',
  OPEN: 'info',
  PAID: 'success',
  CANCELLED: 'danger',
};

export const PAYMENT_STATUS_LABEL: Record<InvoicePaymentStatus, string> = {
  CREATED: 'Not issued',
  UNPAID: 'Unpaid',
  PARTIALLY_PAID: 'Partly paid',
  PAID: 'Paid',
  VOID: 'Void',
};

export const PAYMENT_STATUS_TONE: Record<InvoicePaymentStatus, Tone> = {
  CREATED: 'neutral',
  UNPAID: 'warning',
  PARTIALLY_PAID: 'info',
  PAID: 'success',
  VOID: 'neutral',
};

/** Payment terms in words: the client's invoicing form and its invoices say them alike. */
export const PAYMENT_TERMS_LABEL: Record<PaymentTerms, string> = {
  DUE_ON_RECEIPT: 'Due on receipt',
  NET_7: 'Net 7',
  NET_10: 'Net 10',
  NET_15: 'Net 15',
  NET_30: 'Net 30',
  NET_45: 'Net 45',
  NET_60: 'Net 60',
  NET_90: 'Net 90',
};
