import type { ClientStatus } from '@/generated/enums/ClientStatus';
import type { ContactType } from '@/generated/enums/ContactType';
import type { InvoiceFrequency } from '@/generated/enums/InvoiceFrequency';
import type { Trashed } from '@/generated/enums/Trashed';
import type { BadgeProps } from '../kit/ui/Badge';

/** /admin/clients' and /admin/customers' words for their enums. */

export const STATUS_LABEL: Record<ClientStatus, string> = { ACTIVE: 'Active', DELETED: 'Deleted' };

export const STATUS_TONE: Record<ClientStatus, BadgeProps['tone']> = { ACTIVE: 'success', DELETED: 'neutral' };

/** The status filter: which rows `trashed` keeps. */
export const TRASHED_LABEL: Record<Trashed, string> = { WITHOUT: 'Active', ONLY: 'Deleted', WITH: 'Active and deleted' };

export const CONTACT_TYPE_LABEL: Record<ContactType, string> = { PRIMARY: 'Primary', ALTERNATE: 'Alternate', EMERGENCY: 'Emergency' };

export { PAYMENT_TERMS_LABEL } from '../../domain/invoiceLabels';

export const INVOICE_FREQUENCY_LABEL: Record<InvoiceFrequency, string> = {
  PER_ORDER: 'An invoice per order',
  WEEKLY: 'Weekly, one invoice for the week',
  MONTHLY: 'Monthly, one invoice for the month',
};
