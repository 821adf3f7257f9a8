import { useState } from 'react';
import type { InvoiceEvent } from '@/generated/enums/InvoiceEvent';
import { type FragmentType, getFragmentData, graphql } from '@/generated';
import { eventOptionsOf } from '../kit/record/eventOptions';
import { RecordActions } from '../kit/record/RecordActions';
import { Button } from '../kit/ui/Button';
import { ApplyCreditDialog } from './ApplyCreditDialog';
import { CreditDialog } from './CreditDialog';
import { offers } from './invoiceEdits';
import { TransitionInvoiceMutation } from './InvoicePage.graphql';
import { INVOICE_EVENT_LABEL, TAKES_PAYMENT } from './labels';
import { PaymentForm } from './PaymentForm';

export const InvoiceActionsFragment = graphql(`
  fragment InvoiceActions_invoice on Invoice {
    id
    number
    version
    kind
    status
    balance
    clientCredit
    client {
      id
    }
    eventOptions {
      ...RecordEventOption
    }
    actionOptions {
      ...RecordEventOption
    }
  }
`);

export type InvoiceActionsProps = {
  invoice: FragmentType<typeof InvoiceActionsFragment>;
  balanceText: string;
  /** Minor units in the invoice's currency, in words. */
  money: (minor: number) => string;
  refetch: () => void;
};

const DANGER: readonly InvoiceEvent[] = ['CANCEL'];

/**
 * The invoice's actions: its machine's events as the server offers them (Issue, Cancel; RecordActions), then "Post
 * payment" and "Apply credit" (with the client's credit shown) on an issued invoice with a balance, and "Credit /
 * correct" when the server's actionOptions offer CREDIT to this person (creditInvoice is no machine event).
 */
export const InvoiceActions = ({ invoice: source, balanceText, money, refetch }: InvoiceActionsProps) => {
  const invoice = getFragmentData(InvoiceActionsFragment, source);
  const [open, setOpen] = useState<'payment' | 'credit' | 'applyCredit' | null>(null);
  const payable = TAKES_PAYMENT[invoice.status] && invoice.balance > 0;
  const hasCredit = payable && invoice.clientCredit > 0;
  const creditable = offers(eventOptionsOf(invoice.actionOptions), 'CREDIT');
  const close = () => setOpen(null);
  return (
    <>
      <RecordActions
        record={invoice}
        mutation={TransitionInvoiceMutation}
        noun="invoice"
        legend={`Actions of invoice ${invoice.number}`}
        idPrefix={`invoice-${invoice.id}`}
        labelOf={(event: InvoiceEvent) => INVOICE_EVENT_LABEL[event]}
        danger={DANGER}
        refetch={refetch}
        empty={payable || creditable ? undefined : 'No further steps for this invoice.'}
      />
      {(payable || creditable) && (
        <div className="button-row">
          {payable && (
            <Button variant="primary" onClick={() => setOpen('payment')}>
              Post payment
            </Button>
          )}
          {hasCredit && <Button onClick={() => setOpen('applyCredit')}>Apply credit</Button>}
          {creditable && (
            <Button variant="danger" onClick={() => setOpen('credit')}>
              Credit / correct
            </Button>
          )}
        </div>
      )}
      {open === 'payment' && (
        <PaymentForm
          number={invoice.number}
          invoiceId={invoice.id}
          clientId={invoice.client.id}
          balance={invoice.balance}
          balanceText={balanceText}
          onClose={close}
        />
      )}
      {hasCredit && <p className="muted">{`The client has ${money(invoice.clientCredit)} of credit available.`}</p>}
      {open === 'applyCredit' && <ApplyCreditDialog invoice={invoice} money={money} onClose={close} />}
      {open === 'credit' && <CreditDialog invoice={invoice} refetch={refetch} onClose={close} />}
    </>
  );
};
