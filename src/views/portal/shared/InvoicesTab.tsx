import type { ReactNode } from 'react';
import { useQuery } from 'urql';
import { type FragmentType, getFragmentData } from '@/generated';
import { formatMoney } from '../../../domain/format';
import { INVOICE_STATUS_LABEL, INVOICE_STATUS_TONE, PAYMENT_STATUS_LABEL } from '../../../domain/invoiceLabels';
import { useCurrentTenant } from '../../kit/app/useCurrentUser';
import { ListDay } from '../../kit/list/ListDate';
import { graphqlFailure } from '../../kit/forms/failure';
import { PdfLink } from '../../kit/record/PdfLink';
import { Badge } from '../../kit/ui/Badge';
import { EmptyState } from '../../kit/ui/EmptyState';
import { ErrorState } from '../../kit/ui/ErrorState';
import { Panel } from '../../kit/ui/Panel';
import { Spinner } from '../../kit/ui/Spinner';
import { Table } from '../../kit/ui/Table';
import { PortalInvoiceRowFragment, PortalLegInvoicesQuery, PortalOrderInvoicesQuery } from './InvoicesTab.graphql';
import type { PortalEntity } from './portalEntity';

export type InvoicesTabProps = { entity: PortalEntity };

type Rows = readonly FragmentType<typeof PortalInvoiceRowFragment>[];

/**
 * financials/invoices of a portal order or leg: its issued invoices (the server lists no drafts), each with its
 * number, status, due date, total, balance and PDF; nothing of settlements, pay or margin.
 */
export const InvoicesTab = ({ entity }: InvoicesTabProps) => {
  const tenant = useCurrentTenant();
  const isLeg = entity.kind === 'leg';
  const [order] = useQuery({ query: PortalOrderInvoicesQuery, variables: { id: entity.id }, pause: isLeg || !tenant });
  const [leg] = useQuery({ query: PortalLegInvoicesQuery, variables: { id: entity.id }, pause: !isLeg || !tenant });
  const answer = isLeg ? leg : order;
  const rows: Rows | undefined = isLeg ? leg.data?.portalOrderLeg?.invoices : order.data?.portalOrder?.invoices;
  const invoices = getFragmentData(PortalInvoiceRowFragment, rows ?? []);
  const noun = isLeg ? 'leg' : 'order';
  const locale = tenant?.locale;
  let body: ReactNode;
  if (!rows && answer.error) body = <ErrorState message={graphqlFailure(answer.error).message} />;
  else if (!rows) body = <Spinner label="Loading the invoices…" />;
  else if (invoices.length === 0)
    body = <EmptyState title={`No invoice for this ${noun} yet`}>Its invoices are listed here once they are issued.</EmptyState>;
  else
    body = (
      <Table
        caption={`Invoices of this ${noun}`}
        headings={['Number', 'Status', 'Due', { text: 'Total', className: 'numeric' }, { text: 'Balance', className: 'numeric' }, 'PDF']}
      >
        {invoices.map((invoice) => (
          <tr key={invoice.id}>
            <th scope="row">{invoice.number}</th>
            <td>
              <Badge tone={INVOICE_STATUS_TONE[invoice.status]}>{INVOICE_STATUS_LABEL[invoice.status]}</Badge>
              <div className="muted">{PAYMENT_STATUS_LABEL[invoice.paymentStatus]}</div>
            </td>
            <td className="nowrap">
              <ListDay day={invoice.dueOn} />
            </td>
            <td className="numeric">{formatMoney(invoice.total, invoice.currency, locale)}</td>
            <td className="numeric">{formatMoney(invoice.balance, invoice.currency, locale)}</td>
            <td>
              <PdfLink file={invoice.pdf} of={`invoice ${invoice.number}`} />
            </td>
          </tr>
        ))}
      </Table>
    );
  return <Panel title="Invoices">{body}</Panel>;
};
