import type { QuoteEvent } from '@/generated/graphql';
import { useState } from 'react';
import toast from '../kit/ui/toast';
import { useMutation } from 'urql';
import { useLocation } from 'wouter';
import { type FragmentType, getFragmentData, graphql } from '@/generated';
import { graphqlFailure } from '../kit/forms/failure';
import { Alert } from '../kit/ui/Alert';
import { Button } from '../kit/ui/Button';
import { DeclineDialog } from './DeclineDialog';
import { QUOTE_EVENT_LABEL } from '../kit/record/quoteLabels';
import { transitionFailureMessage } from '../kit/record/transitionFailure';

export const QuoteActionsFragment = graphql(`
  fragment QuoteActions_quote on Quote {
    id
    number
    version
    availableEvents
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
        order {
          id
          number
        }
      }
    }
  }
`);

export type QuoteActionsProps = { quote: FragmentType<typeof QuoteActionsFragment>; refetch: () => void };

/** Exactly the events the quote machine allows this user now; confirming converts the quote into its order. */
export const QuoteActions = ({ quote: source, refetch }: QuoteActionsProps) => {
  const quote = getFragmentData(QuoteActionsFragment, source);
  const [, navigate] = useLocation();
  const [transition, sendTransition] = useMutation(TransitionQuoteMutation);
  const [conversion, convert] = useMutation(ConvertQuoteToOrderMutation);
  const [declining, setDeclining] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const refused = (failure: ReturnType<typeof graphqlFailure>) => {
    const message = transitionFailureMessage(failure, 'quote');
    toast.error(message);
    setError(failure.fieldErrors['input.reason']?.join(' ') ?? message);
    if (failure.code === 'CONFLICT') refetch();
  };

  const send = async (event: QuoteEvent, reason?: string) => {
    setError(null);
    if (event === 'CONFIRM') {
      const result = await convert({ id: quote.id, version: quote.version });
      const order = result.data?.convertQuoteToOrder;
      if (!order) return result.error && refused(graphqlFailure(result.error));
      toast.success(`Order ${order.number} created from quote ${quote.number}.`);
      return navigate(`/orders/${order.id}`);
    }
    const result = await sendTransition({ id: quote.id, event, input: reason ? { reason } : null, version: quote.version });
    if (result.error) return refused(graphqlFailure(result.error));
    toast.success(`Quote ${quote.number}: ${QUOTE_EVENT_LABEL[event].toLowerCase()} done.`);
    setDeclining(false);
  };

  // EXPIRE belongs to the expiry job; the machine never offers it to a person, and it is not shown if it did.
  const events = quote.availableEvents.filter((event) => event !== 'EXPIRE');
  if (events.length === 0) return error ? <Alert tone="danger">{error}</Alert> : null;
  const busyWith = (event: QuoteEvent) =>
    event === 'CONFIRM' ? conversion.fetching : transition.fetching && transition.operation?.variables.event === event;
  return (
    <>
      <fieldset className="action-bar">
        <legend className="visually-hidden">Quote actions</legend>
        {events.map((event) => (
          <Button
            key={event}
            variant={event === 'DECLINE' ? 'danger' : 'primary'}
            busy={busyWith(event)}
            disabled={transition.fetching || conversion.fetching}
            onClick={() => (event === 'DECLINE' ? setDeclining(true) : void send(event))}
          >
            {QUOTE_EVENT_LABEL[event]}
          </Button>
        ))}
      </fieldset>
      {error && !declining && <Alert tone="danger">{error}</Alert>}
      {declining && (
        <DeclineDialog
          number={quote.number}
          busy={transition.fetching}
          error={error}
          onDecline={(reason) => void send('DECLINE', reason)}
          onClose={() => setDeclining(false)}
        />
      )}
    </>
  );
};
