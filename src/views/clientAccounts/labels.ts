import type { ClientStatus } from '@/generated/enums/ClientStatus';
import type { ContactType } from '@/generated/enums/ContactType';
import type { InvoiceFrequency } from '@/generated/enums/InvoiceFrequency';
import type { PaymentTerms } from '@/generated/enums/PaymentTerms';
import type { Trashed } from '@/generated/enums/Trashed';
import type { BadgeProps } from '../kit/ui/Badge';

/** /admin/clients' and /admin/customers' words for their enums. */

export const STATUS_LABEL: Record<ClientStatus, string> = { ACTIVE: 'Active', DELETED: 'Deleted' };

export const STATUS_TONE: Record<ClientStatus, BadgeProps['tone']> = { ACTIVE: 'success', DELETED: 'neutral' };

/** The status filter: which rows `trashed` keeps. */
export const TRASHED_LABEL: Record<Trashed, string> = { WITHOUT: 'Active', ONLY: 'Deleted', WITH: 'Active and deleted' };

export const CONTACT_TYPE_LABEL: Record<ContactType, string> = { PRIMARY: 'Primary', ALTERNATE: 'Alternate', EMERGENCY: 'Emergency' };

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

export const INVOICE_FREQUENCY_LABEL: Record<InvoiceFrequency, string> = {
  PER_ORDER: 'An invoice per order',
  WEEKLY: 'Weekly, one invoice for the week',
  MONTHLY: 'Monthly, one invoice for the month',
};
