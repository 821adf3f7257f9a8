import { Link } from 'wouter';
import type { InvoiceOrderByColumn } from '@/generated/enums/InvoiceOrderByColumn';
import type { InvoiceRowFragment as InvoiceRow } from '@/generated/graphql';
import { formatMoney } from '../../domain/format';
import { ListDay } from '../kit/list/ListDate';
import type { ListColumn } from '../kit/list/ListTable';
import { Badge } from '../kit/ui/Badge';
import { INVOICE_STATUS_LABEL, INVOICE_STATUS_TONE, PAYMENT_STATUS_LABEL, PAYMENT_STATUS_TONE } from './labels';

/** The one invoice page (routes.ts has no :id route for it: the id is a query parameter). */
export const invoiceHref = (id: string): string => `/accounting/invoices/view?id=${encodeURIComponent(id)}`;

/** The columns of the invoices lists: number, client, issued, due, days past due, total, paid, balance, status. */
export const invoiceColumns = (locale?: string): ListColumn<InvoiceRow, InvoiceOrderByColumn>[] => {
  // Each invoice in its own currency (the tenant's when it was created).
  const money = (invoice: InvoiceRow, minor: number) => formatMoney(minor, invoice.currency, locale);
  return [
    {
      id: 'number',
      label: 'Number',
      heading: true,
      sort: 'NUMBER',
      cell: (invoice) => <Link href={invoiceHref(invoice.id)}>{invoice.number}</Link>,
    },
    {
      id: 'client',
      label: 'Client',
      sort: 'CLIENT',
      cell: (invoice) => (
        <>
          {invoice.client.displayName}
          {invoice.customer && <div className="muted">{invoice.customer.displayName}</div>}
        </>
      ),
    },
    {
      id: 'issued',
      label: 'Issued',
      sort: 'ISSUED_ON',
      firstOrder: 'DESC',
      cellClassName: 'nowrap',
      cell: (invoice) => <ListDay day={invoice.issuedOn} />,
    },
    { id: 'due', label: 'Due', sort: 'DUE_ON', cellClassName: 'nowrap', cell: (invoice) => <ListDay day={invoice.dueOn} /> },
    {
      id: 'pastDue',
      label: 'Days past due',
      className: 'numeric',
      cell: (invoice) => (invoice.daysPastDue ? invoice.daysPastDue : invoice.daysPastDue === 0 ? 'Not due' : '—'),
    },
    {
      id: 'total',
      label: 'Total',
      sort: 'TOTAL',
      firstOrder: 'DESC',
      className: 'numeric',
      cell: (invoice) => money(invoice, invoice.total),
    },
    { id: 'paid', label: 'Paid', className: 'numeric', cell: (invoice) => money(invoice, invoice.paid) },
    {
      id: 'balance',
      label: 'Balance',
      sort: 'BALANCE',
      firstOrder: 'DESC',
      className: 'numeric',
      cell: (invoice) => money(invoice, invoice.balance),
    },
    {
      id: 'status',
      label: 'Status',
      cell: (invoice) => (
        <>
          <Badge tone={INVOICE_STATUS_TONE[invoice.status]}>{INVOICE_STATUS_LABEL[invoice.status]}</Badge>{' '}
          <Badge tone={PAYMENT_STATUS_TONE[invoice.paymentStatus]}>{PAYMENT_STATUS_LABEL[invoice.paymentStatus]}</Badge>
        </>
      ),
    },
  ];
};
