import { useState } from 'react';
import { useMutation } from 'urql';
import { Link } from 'wouter';
import { type FragmentType, getFragmentData, graphql } from '@/generated';
import type { InvoiceLines_InvoiceFragment as Invoice } from '@/generated/graphql';
import { useDateTimeFormat } from '../kit/app/useDateTimeFormat';
import { graphqlFailure } from '../kit/forms/failure';
import { LINE_ITEM_LABEL } from '../kit/record/quoteLabels';
import { isConflict } from '../kit/record/transitionFailure';
import { Button } from '../kit/ui/Button';
import { Panel } from '../kit/ui/Panel';
import { Table } from '../kit/ui/Table';
import toast from '../kit/ui/toast';
import { AddLineDialog } from './AddLineDialog';
import { RemoveInvoiceLineMutation } from './invoiceEdits.graphql';
import { removable } from './invoiceEdits';
import { SOURCE_KIND_LABEL } from './labels';

export const InvoiceLinesFragment = graphql(`
  fragment InvoiceLines_invoice on Invoice {
    id
    number
    status
    version
    taxNote
    creditApplications {
      id
      amount
      createdAt
      createdByName
    }
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
  /** Reloads the invoice after a stale version (CONFLICT). */
  refetch?: () => void;
};

/** "Remove" on a line added by hand to a draft (removeInvoiceLine with the invoice's version). */
const RemoveLine = ({ invoice, line, refetch }: { invoice: Invoice; line: Line; refetch?: () => void }) => {
  const [{ fetching }, remove] = useMutation(RemoveInvoiceLineMutation);
  const onClick = async () => {
    const result = await remove({ invoiceId: invoice.id, lineId: line.id, version: invoice.version });
    if (!result.error) return void toast.success(`${line.description} removed from ${invoice.number}.`);
    const failure = graphqlFailure(result.error);
    if (isConflict(failure)) refetch?.();
    toast.error(failure.message);
  };
  return (
    <Button variant="ghost" busy={fetching} onClick={onClick} aria-label={`Remove ${line.description}`}>
      Remove
    </Button>
  );
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

/**
 * The invoice's lines with their sources, then its totals: subtotal, tax (or why there is none), total, paid and
 * balance, and the client's credit applied. A draft takes billing items by hand and gives them back.
 */
export const InvoiceLines = ({ invoice: source, money, refetch }: InvoiceLinesProps) => {
  const invoice = getFragmentData(InvoiceLinesFragment, source);
  const [adding, setAdding] = useState(false);
  const dateTime = useDateTimeFormat();
  const draft = invoice.status === 'DRAFT';
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
          draft && { hidden: 'Edit' },
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
              {draft && <td>{removable(line) && <RemoveLine invoice={invoice} line={line} refetch={refetch} />}</td>}
            </tr>
          ))}
      </Table>
      {draft && (
        <div className="button-row">
          <Button onClick={() => setAdding(true)}>Add a billing item</Button>
        </div>
      )}
      {adding && <AddLineDialog invoice={invoice} money={money} refetch={() => refetch?.()} onClose={() => setAdding(false)} />}
      {invoice.taxNote && <p className="muted">{invoice.taxNote}</p>}
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
        {invoice.creditApplications.map((applied) => (
          <div className="details-row" key={applied.id}>
            <dt>Credit applied</dt>
            <dd>{`${money(applied.amount)} on ${dateTime(applied.createdAt)}${applied.createdByName ? ` by ${applied.createdByName}` : ''}`}</dd>
          </div>
        ))}
      </dl>
    </Panel>
  );
};
