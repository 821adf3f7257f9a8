import type { PortalQuoteEvent } from '@/generated/graphql';
import { useState } from 'react';
import { useMutation } from 'urql';
import { type FragmentType, getFragmentData, graphql } from '@/generated';
import { graphqlFailure } from '../../kit/forms/failure';
import { DeclineDialog } from '../../quotes/public';
import { Alert } from '../../kit/ui/Alert';
import { Button } from '../../kit/ui/Button';
import toast from '../../kit/ui/toast';

export const PortalRespondToQuoteMutation = graphql(`
  mutation PortalRespondToQuote($id: ID!, $event: PortalQuoteEvent!, $reason: String, $version: Int!) {
    portalRespondToQuote(id: $id, event: $event, reason: $reason, version: $version) {
      ...PortalQuoteDetail
    }
  }
`);

/** What answering needs: the answers open now and the version to send. */
export const QuoteAnswerFragment = graphql(`
  fragment QuoteAnswer_quote on PortalQuote {
    id
    number
    version
    availableEvents
  }
`);

export type QuoteAnswerProps = {
  quote: FragmentType<typeof QuoteAnswerFragment>;
  /** Loads the quote again from the server (after a conflict). */
  reload: () => void;
};

const CONFLICT = 'This quote changed since you opened it. Reload it to see the latest version, then answer again.';

/** Accept, or decline with a reason, while the quote waits for an answer; nothing else is the portal's to do. */
export const QuoteAnswer = ({ quote: source, reload }: QuoteAnswerProps) => {
  const quote = getFragmentData(QuoteAnswerFragment, source);
  const [sending, respond] = useMutation(PortalRespondToQuoteMutation);
  const [declining, setDeclining] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [conflict, setConflict] = useState(false);

  const send = async (event: PortalQuoteEvent, reason?: string) => {
    setError(null);
    setConflict(false);
    const result = await respond({ id: quote.id, event, reason: reason ?? null, version: quote.version });
    if (result.error) {
      const failure = graphqlFailure(result.error);
      const isConflict = failure.code === 'CONFLICT';
      const message = isConflict ? CONFLICT : (failure.fieldErrors.reason?.join(' ') ?? failure.message);
      setConflict(isConflict);
      setError(message);
      if (isConflict) setDeclining(false);
      toast.error(message);
      return;
    }
    setDeclining(false);
    toast.success(
      event === 'ACCEPT'
        ? `Quote ${quote.number} accepted. Our team turns it into an order and lets you know.`
        : `Quote ${quote.number} declined. Thank you for telling us why.`,
    );
  };

  const events = quote.availableEvents.filter((event): event is PortalQuoteEvent => event === 'ACCEPT' || event === 'DECLINE');
  return (
    <>
      {events.length > 0 && (
        <fieldset className="action-bar">
          <legend className="visually-hidden">Your answer</legend>
          {events.includes('ACCEPT') && (
            <Button
              variant="primary"
              busy={sending.fetching && sending.operation?.variables.event === 'ACCEPT'}
              disabled={sending.fetching}
              onClick={() => void send('ACCEPT')}
            >
              Accept quote
            </Button>
          )}
          {events.includes('DECLINE') && (
            <Button variant="danger" disabled={sending.fetching} onClick={() => setDeclining(true)}>
              Decline quote
            </Button>
          )}
        </fieldset>
      )}
      {error && !declining && (
        <Alert tone="danger">
          {error}{' '}
          {conflict && (
            <Button
              className="btn-small"
              onClick={() => {
                setError(null);
                setConflict(false);
                reload();
              }}
            >
              Reload quote
            </Button>
          )}
        </Alert>
      )}
      {declining && (
        <DeclineDialog
          number={quote.number}
          busy={sending.fetching}
          error={error}
          onDecline={(reason) => void send('DECLINE', reason)}
          onClose={() => setDeclining(false)}
        />
      )}
    </>
  );
};
