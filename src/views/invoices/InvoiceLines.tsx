import { Link } from 'wouter';
import type { InvoiceDetailFragment as Invoice } from '@/generated/graphql';
import { LINE_ITEM_LABEL } from '../kit/record/quoteLabels';
import { Panel } from '../kit/ui/Panel';
import { Table } from '../kit/ui/Table';
import { SOURCE_KIND_LABEL } from './labels';

type Line = Invoice['lines'][number];

export type InvoiceLinesProps = {
  invoice: Pick<Invoice, 'lines' | 'subtotal' | 'tax' | 'total' | 'paid' | 'balance'>;
  money: (minor: number) => string;
};

/** Where a line came from: its kind and label, and the order and leg it bills, as links. */
const LineSource = ({ line }: { line: Line }) => (
  <>
    {`${SOURCE_KIND_LABEL[line.sourceKind]}: ${line.sourceLabel}`}
    {(line.order || line.orderLeg) && (
      <div className="muted">
        {line.order && <Link href={`/orders/${line.order.id}`}>{`Order ${line.order.number}`}</Link>}
        {line.order && line.orderLeg && ' · '}
        {line.orderLeg && <Link href={`/order-legs/${line.orderLeg.id}`}>{`Leg ${line.orderLeg.number}`}</Link>}
      </div>
    )}
  </>
);

/** The invoice's lines with their sources, then its totals: subtotal, tax, total, paid and balance. */
export const InvoiceLines = ({ invoice, money }: InvoiceLinesProps) => (
  <Panel title="Lines">
    <Table
      caption="Invoice lines"
      headings={[
        'Description',
        'Source',
        { text: 'Quantity', className: 'numeric' },
        { text: 'Unit price', className: 'numeric' },
        { text: 'Amount', className: 'numeric' },
      ]}
    >
      {[...invoice.lines]
        .sort((a, b) => a.position - b.position)
        .map((line) => (
          <tr key={line.id}>
            <th scope="row">
              {line.description}
              <div className="muted">{LINE_ITEM_LABEL[line.type]}</div>
            </th>
            <td>
              <LineSource line={line} />
            </td>
            <td className="numeric">{line.quantity}</td>
            <td className="numeric">{money(line.unitAmount)}</td>
            <td className="numeric">{money(line.amount)}</td>
          </tr>
        ))}
    </Table>
    <dl className="details">
      {(
        [
          ['Subtotal', invoice.subtotal],
          ['Tax', invoice.tax],
          ['Total', invoice.total],
          ['Paid', invoice.paid],
          ['Balance', invoice.balance],
        ] as const
      ).map(([term, amount]) => (
        <div className="details-row" key={term}>
          <dt>{term}</dt>
          <dd>{money(amount)}</dd>
        </div>
      ))}
    </dl>
  </Panel>
);
