import type { InvoicePaymentStatus } from '../generated/enums/InvoicePaymentStatus';
import type { InvoiceStatus } from '../generated/enums/InvoiceStatus';

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
