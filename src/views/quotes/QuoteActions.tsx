import type { QuoteEvent, QuoteTransitionInput } from '@/generated/graphql';
import { useState } from 'react';
import { useMutation } from 'urql';
import { useLocation } from 'wouter';
import { type FragmentType, getFragmentData, graphql } from '@/generated';
import { type Failure, graphqlFailure } from '../kit/forms/failure';
import { QUOTE_EVENT_LABEL } from '../kit/record/quoteLabels';
import { type RecordDialogProps, RecordActions } from '../kit/record/RecordActions';
import { transitionFailureMessage } from '../kit/record/transitionFailure';
import toast from '../kit/ui/toast';
import { DeclineDialog } from './DeclineDialog';

export const QuoteActionsFragment = graphql(`
  fragment QuoteActions_quote on Quote {
    id
    number
    version
    eventOptions {
      ...RecordEventOption
    }
  }
`);

export const TransitionQuoteMutation = graphql(`
  mutation TransitionQuote($id: ID!, $event: QuoteEvent!, $input: QuoteTransitionInput, $version: Int!) {
    transitionQuote(id: $id, event: $event, input: $input, version: $version) {
      ...QuoteDetail
    }
  }
`);

export const ConvertQuoteToOrderMutation = graphql(`
  mutation ConvertQuoteToOrder($id: ID!, $version: Int!) {
    convertQuoteToOrder(id: $id, version: $version) {
      id
      number
      quote {
        id
        status
        version
        availableEvents
        eventOptions {
          ...RecordEventOption
        }
        order {
          id
          number
        }
      }
    }
  }
`);

const DANGER: readonly QuoteEvent[] = ['DECLINE'];

/** The decline dialog as the bar opens it: the reason sent as the event's input, a refusal shown in the dialog. */
const QuoteDeclineDialog = ({ number, busy, onSubmit, onClose }: RecordDialogProps<QuoteTransitionInput> & { number: string }) => {
  const [error, setError] = useState<string | null>(null);
  const decline = async (reason: string) => {
    const failure = await onSubmit({ reason });
    setError(failure && transitionFailureMessage(failure, 'quote'));
  };
  return <DeclineDialog number={number} busy={busy} error={error} onDecline={(reason) => void decline(reason)} onClose={onClose} />;
};

export type QuoteActionsProps = { quote: FragmentType<typeof QuoteActionsFragment>; refetch: () => void };

/** The quote's action bar (`RecordActions`): declining asks why; confirming converts the quote into its order and opens it. */
export const QuoteActions = ({ quote: source, refetch }: QuoteActionsProps) => {
  const quote = getFragmentData(QuoteActionsFragment, source);
  const [, navigate] = useLocation();
  const [, convert] = useMutation(ConvertQuoteToOrderMutation);

  const confirm = async (): Promise<Failure | null> => {
    const result = await convert({ id: quote.id, version: quote.version });
    const order = result.data?.convertQuoteToOrder;
    if (!order) return result.error ? graphqlFailure(result.error) : null;
    toast.success(`Order ${order.number} created from quote ${quote.number}.`);
    navigate(`/orders/${order.id}`);
    return null;
  };

  return (
    <RecordActions
      record={quote}
      mutation={TransitionQuoteMutation}
      noun="quote"
      legend="Quote actions"
      idPrefix={`quote-${quote.id}`}
      labelOf={(event: QuoteEvent) => QUOTE_EVENT_LABEL[event]}
      danger={DANGER}
      refetch={refetch}
      asks={(event) => event === 'DECLINE'}
      dialog={(_event, props) => <QuoteDeclineDialog number={quote.number} {...props} />}
      perform={{ CONFIRM: confirm }}
    />
  );
};
