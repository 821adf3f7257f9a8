import type { AgingBucket } from '@/generated/enums/AgingBucket';
import type { InvoiceBlocker } from '@/generated/enums/InvoiceBlocker';
import type { InvoiceEvent } from '@/generated/enums/InvoiceEvent';
import type { InvoiceKind } from '@/generated/enums/InvoiceKind';
import type { InvoiceLineSourceKind } from '@/generated/enums/InvoiceLineSourceKind';
import type { InvoiceStatus } from '@/generated/enums/InvoiceStatus';
import type { PaymentMethod } from '@/generated/enums/PaymentMethod';

// The statuses' words and tones are shared with the portal's invoices tab.
export { INVOICE_STATUS_LABEL, INVOICE_STATUS_TONE, PAYMENT_STATUS_LABEL, PAYMENT_STATUS_TONE } from '../../domain/invoiceLabels';

export const INVOICE_KIND_LABEL: Record<InvoiceKind, string> = {
  INVOICE: 'Invoice',
  CREDIT_NOTE: 'Credit note',
};

export const INVOICE_EVENT_LABEL: Record<InvoiceEvent, string> = {
  ISSUE: 'Issue',
  CANCEL: 'Cancel',
};

export const SOURCE_KIND_LABEL: Record<InvoiceLineSourceKind, string> = {
  ORDER_PRICE: 'Order price',
  STORAGE: 'Storage',
  TAG_AND_TITLE: 'Tag and title',
  BILLING_ITEM: 'Billing item',
  CREDIT: 'Credit',
};

/** Why a delivered leg cannot be invoiced yet, in words a biller acts on. */
export const BLOCKER_LABEL: Record<InvoiceBlocker, string> = {
  NO_PRICE: 'No price: the order has no agreed quote or rate card price',
  PO_MISSING: 'PO number missing: the client requires one',
};

export const AGING_LABEL: Record<AgingBucket, string> = {
  CURRENT: 'Current',
  DAYS_1_30: '1–30 days',
  DAYS_31_60: '31–60 days',
  DAYS_61_90: '61–90 days',
  DAYS_90_PLUS: 'Over 90 days',
};

export const PAYMENT_METHOD_LABEL: Record<PaymentMethod, string> = {
  ACH: 'ACH',
  CHECK: 'Check',
  WIRE: 'Wire',
  CARD: 'Card',
  CASH: 'Cash',
  OTHER: 'Other',
};

export { PAYMENT_TERMS_LABEL as TERMS_LABEL } from '../../domain/invoiceLabels';

/** Whether a payment may be posted against an invoice of this status: only an issued one with a balance. */
export const TAKES_PAYMENT: Record<InvoiceStatus, boolean> = { DRAFT: false, OPEN: true, PAID: false, CANCELLED: false };
