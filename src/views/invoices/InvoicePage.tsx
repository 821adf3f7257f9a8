import { useSearch } from 'wouter';
import { Link } from 'wouter';
import { getFragmentData } from '@/generated';
import { ActivityEntryFragment } from '../../graphql/operations/activity';
import { formatDate, formatMoney } from '../../domain/format';
import { PageError } from '../../http/errors';
import { useCurrentTenant } from '../kit/app/useCurrentUser';
import { useDateTimeFormat } from '../kit/app/useDateTimeFormat';
import { ActivityLog } from '../kit/record/ActivityLog';
import { PdfLink } from '../kit/record/PdfLink';
import { DetailsRow, RecordHeader } from '../kit/record/RecordHeader';
import { useRecordQuery } from '../kit/record/useRecordQuery';
import { Badge } from '../kit/ui/Badge';
import { Panel } from '../kit/ui/Panel';
import { Table } from '../kit/ui/Table';
import { InvoiceActions } from './InvoiceActions';
import { InvoiceLines } from './InvoiceLines';
import { InvoiceDetailFragment, InvoicePageQuery, invoiceDetailOf } from './InvoicePage.graphql';
import { invoiceHref } from './InvoicesTable';
import {
  INVOICE_KIND_LABEL,
  INVOICE_STATUS_LABEL,
  INVOICE_STATUS_TONE,
  PAYMENT_METHOD_LABEL,
  PAYMENT_STATUS_LABEL,
  PAYMENT_STATUS_TONE,
  TERMS_LABEL,
} from './labels';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const statusLabel = (status: string) => INVOICE_STATUS_LABEL[status as keyof typeof INVOICE_STATUS_LABEL] ?? status;

/**
 * /accounting/invoices/view?id=…: one invoice (routes.ts gives the page no :id, so the id is a query parameter):
 * its header, the action bar from the server's eventOptions with payment and correction, its lines with their
 * sources, the payments applied and its history.
 */
export const InvoicePage = () => {
  const id = new URLSearchParams(useSearch()).get('id') ?? '';
  if (!UUID.test(id)) throw new PageError(404, 'No invoice with this id.');
  return <InvoiceRecord id={id} />;
};

const InvoiceRecord = ({ id }: { id: string }) => {
  const tenant = useCurrentTenant();
  const dateTime = useDateTimeFormat();
  const { record, placeholder, refetch } = useRecordQuery({
    query: InvoicePageQuery,
    id,
    pick: (data) => data.invoice,
    nouns: { missing: 'invoice', loading: 'invoice' },
  });
  if (!record) return placeholder;
  const invoice = invoiceDetailOf(getFragmentData(InvoiceDetailFragment, record));
  const locale = tenant?.locale;
  const money = (minor: number) => formatMoney(minor, invoice.currency, locale);

  return (
    <div className="record">
      <RecordHeader
        title={`${INVOICE_KIND_LABEL[invoice.kind]} ${invoice.number}`}
        badges={
          <>
            <Badge tone={INVOICE_STATUS_TONE[invoice.status]}>{INVOICE_STATUS_LABEL[invoice.status]}</Badge>
            <Badge tone={PAYMENT_STATUS_TONE[invoice.paymentStatus]}>{PAYMENT_STATUS_LABEL[invoice.paymentStatus]}</Badge>
          </>
        }
      >
        <dl className="details">
          <DetailsRow term="Client">
            <Link href={`/admin/clients/${invoice.client.id}`}>{invoice.client.displayName}</Link>
          </DetailsRow>
          {invoice.customer && <DetailsRow term="Customer">{invoice.customer.displayName}</DetailsRow>}
          <DetailsRow term="Issued">{invoice.issuedOn ? formatDate(invoice.issuedOn, locale) : 'Not yet (draft)'}</DetailsRow>
          <DetailsRow term="Due">
            {formatDate(invoice.dueOn, locale)}
            {invoice.daysPastDue ? ` (${invoice.daysPastDue} days past due)` : ''}
          </DetailsRow>
          <DetailsRow term="Terms">{TERMS_LABEL[invoice.terms]}</DetailsRow>
          <DetailsRow term="PO number">{invoice.poNumber ?? '—'}</DetailsRow>
          <DetailsRow term="Total">{money(invoice.total)}</DetailsRow>
          <DetailsRow term="Balance">{money(invoice.balance)}</DetailsRow>
          <DetailsRow term="PDF">
            <PdfLink
              file={invoice.pdf}
              of={`${invoice.kind === 'CREDIT_NOTE' ? 'credit note' : 'invoice'} ${invoice.number}`}
              missing="Made when it is issued."
            />
          </DetailsRow>
          {invoice.replaces && (
            <DetailsRow term={invoice.kind === 'CREDIT_NOTE' ? 'Credits' : 'Replaces'}>
              <Link href={invoiceHref(invoice.replaces.id)}>{invoice.replaces.number}</Link>
            </DetailsRow>
          )}
          {invoice.replacedBy && (
            <DetailsRow term="Replaced by">
              <Link href={invoiceHref(invoice.replacedBy.id)}>{invoice.replacedBy.number}</Link>
            </DetailsRow>
          )}
          {invoice.creditNotes.length > 0 && (
            <DetailsRow term="Credit notes">
              {invoice.creditNotes.map((note, index) => (
                <span key={note.id}>
                  {index > 0 && ', '}
                  <Link href={invoiceHref(note.id)}>{note.number}</Link>
                </span>
              ))}
            </DetailsRow>
          )}
          {invoice.cancelReason && <DetailsRow term="Cancelled because">{invoice.cancelReason}</DetailsRow>}
        </dl>
        <InvoiceActions invoice={invoice} balanceText={money(invoice.balance)} money={money} refetch={refetch} />
      </RecordHeader>
      <InvoiceLines invoice={invoice} money={money} refetch={refetch} />
      <Panel title="Payments applied">
        {invoice.payments.length === 0 ? (
          <p className="muted">No payment applied yet.</p>
        ) : (
          <Table
            caption="Payments applied"
            headings={['Received', 'Method', 'Reference', { text: 'Applied', className: 'numeric' }, 'Posted']}
          >
            {invoice.payments.map((application) => (
              <tr key={application.id}>
                <th scope="row">{formatDate(application.payment.receivedOn, locale)}</th>
                <td>{PAYMENT_METHOD_LABEL[application.payment.method]}</td>
                <td>{application.payment.reference ?? '—'}</td>
                <td className="numeric">{money(application.amount)}</td>
                <td>{`${dateTime(application.createdAt)}${application.payment.createdByName ? ` by ${application.payment.createdByName}` : ''}`}</td>
              </tr>
            ))}
          </Table>
        )}
      </Panel>
      <ActivityLog rows={getFragmentData(ActivityEntryFragment, invoice.activity)} statusLabel={statusLabel} />
    </div>
  );
};
