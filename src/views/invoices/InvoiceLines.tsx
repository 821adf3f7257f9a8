import { Link } from 'wouter';
import { type FragmentType, getFragmentData, graphql } from '@/generated';
import type { InvoiceLines_InvoiceFragment as Invoice } from '@/generated/graphql';
import { LINE_ITEM_LABEL } from '../kit/record/quoteLabels';
import { Panel } from '../kit/ui/Panel';
import { Table } from '../kit/ui/Table';
import { SOURCE_KIND_LABEL } from './labels';

export const InvoiceLinesFragment = graphql(`
  fragment InvoiceLines_invoice on Invoice {
    id
    subtotal
    tax
    total
    paid
    balance
    lines {
      id
      position
      type
      description
      quantity
      unitAmount
      amount
      sourceKind
      sourceLabel
      sourceId
      order {
        id
        number
      }
      orderLeg {
        id
        number
      }
    }
  }
`);

type Line = Invoice['lines'][number];

export type InvoiceLinesProps = {
  invoice: FragmentType<typeof InvoiceLinesFragment>;
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
export const InvoiceLines = ({ invoice: source, money }: InvoiceLinesProps) => {
  const invoice = getFragmentData(InvoiceLinesFragment, source);
  return (
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
};
