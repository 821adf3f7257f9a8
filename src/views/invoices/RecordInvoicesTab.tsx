import type { ReactNode } from 'react';
import { useQuery } from 'urql';
import { Link } from 'wouter';
import { type FragmentType, getFragmentData } from '@/generated';
import { formatMoney } from '../../domain/format';
import { useCurrentTenant } from '../kit/app/useCurrentUser';
import { graphqlFailure } from '../kit/forms/failure';
import { Badge } from '../kit/ui/Badge';
import { EmptyState } from '../kit/ui/EmptyState';
import { ErrorState } from '../kit/ui/ErrorState';
import { Panel } from '../kit/ui/Panel';
import { Spinner } from '../kit/ui/Spinner';
import { Table } from '../kit/ui/Table';
import { InvoiceRowFragment } from './invoices.graphql';
import { invoiceHref } from './InvoicesTable';
import { INVOICE_STATUS_LABEL, INVOICE_STATUS_TONE, PAYMENT_STATUS_LABEL, PAYMENT_STATUS_TONE } from './labels';
import { LegInvoicesQuery, OrderInvoicesQuery } from './RecordInvoicesTab.graphql';

export type RecordInvoicesTabProps = { entity: { kind: 'order'; id: string } | { kind: 'leg'; id: string } };

type Rows = readonly FragmentType<typeof InvoiceRowFragment>[];

/** An order's or leg's financials/invoices tab: the invoices that bill it, each linked to its page. */
export const RecordInvoicesTab = ({ entity }: RecordInvoicesTabProps) => {
  const tenant = useCurrentTenant();
  const isLeg = entity.kind === 'leg';
  const [order] = useQuery({ query: OrderInvoicesQuery, variables: { id: entity.id }, pause: isLeg || !tenant });
  const [leg] = useQuery({ query: LegInvoicesQuery, variables: { id: entity.id }, pause: !isLeg || !tenant });
  const answer = isLeg ? leg : order;
  const rows: Rows | undefined = isLeg ? leg.data?.orderLeg?.invoices : order.data?.order?.invoices;
  const invoices = getFragmentData(InvoiceRowFragment, rows ?? []);
  const noun = isLeg ? 'leg' : 'order';
  let body: ReactNode;
  if (!rows && answer.error) body = <ErrorState message={graphqlFailure(answer.error).message} />;
  else if (!rows) body = <Spinner label="Loading the invoices…" />;
  else if (invoices.length === 0) body = <EmptyState title={`No invoice bills this ${noun} yet`} />;
  else
    body = (
      <Table
        caption={`Invoices of this ${noun}`}
        headings={['Number', 'Status', { text: 'Total', className: 'numeric' }, { text: 'Balance', className: 'numeric' }]}
      >
        {invoices.map((invoice) => {
          const money = (minor: number) => formatMoney(minor, invoice.currency, tenant?.locale);
          return (
            <tr key={invoice.id}>
              <th scope="row">
                <Link href={invoiceHref(invoice.id)}>{invoice.number}</Link>
              </th>
              <td>
                <Badge tone={INVOICE_STATUS_TONE[invoice.status]}>{INVOICE_STATUS_LABEL[invoice.status]}</Badge>{' '}
                <Badge tone={PAYMENT_STATUS_TONE[invoice.paymentStatus]}>{PAYMENT_STATUS_LABEL[invoice.paymentStatus]}</Badge>
              </td>
              <td className="numeric">{money(invoice.total)}</td>
              <td className="numeric">{money(invoice.balance)}</td>
            </tr>
          );
        })}
      </Table>
    );
  return <Panel title="Invoices">{body}</Panel>;
};
