import { useState } from 'react';
import type { InvoiceEvent } from '@/generated/enums/InvoiceEvent';
import { type FragmentType, getFragmentData, graphql } from '@/generated';
import { RecordActions } from '../kit/record/RecordActions';
import { Button } from '../kit/ui/Button';
import { CreditDialog } from './CreditDialog';
import { TransitionInvoiceMutation } from './InvoicePage.graphql';
import { INVOICE_EVENT_LABEL, TAKES_CREDIT, TAKES_PAYMENT } from './labels';
import { PaymentForm } from './PaymentForm';

export const InvoiceActionsFragment = graphql(`
  fragment InvoiceActions_invoice on Invoice {
    id
    number
    version
    kind
    status
    balance
    client {
      id
    }
    replacedBy {
      id
    }
    eventOptions {
      ...RecordEventOption
    }
  }
`);

export type InvoiceActionsProps = {
  invoice: FragmentType<typeof InvoiceActionsFragment>;
  balanceText: string;
  /** Whether the person may credit or correct (a lead: INVOICE_CREDIT_ROLES of src/domain/roles.ts). */
  canCredit: boolean;
  refetch: () => void;
};

const DANGER: readonly InvoiceEvent[] = ['CANCEL'];

/**
 * The invoice's actions: its machine's events as the server offers them (Issue, Cancel; RecordActions), then "Post
 * payment" on an issued invoice with a balance, and "Credit / correct" for a lead on an issued invoice not yet
 * replaced (creditInvoice is no machine event, so eventOptions cannot offer it).
 */
export const InvoiceActions = ({ invoice: source, balanceText, canCredit, refetch }: InvoiceActionsProps) => {
  const invoice = getFragmentData(InvoiceActionsFragment, source);
  const [open, setOpen] = useState<'payment' | 'credit' | null>(null);
  const payable = TAKES_PAYMENT[invoice.status] && invoice.balance > 0;
  const creditable = canCredit && invoice.kind === 'INVOICE' && TAKES_CREDIT[invoice.status] && !invoice.replacedBy;
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
      {open === 'credit' && <CreditDialog invoice={invoice} refetch={refetch} onClose={close} />}
    </>
  );
};
