import { useState } from 'react';
import { useMutation } from 'urql';
import type { ConditionReportEvent } from '@/generated/enums/ConditionReportEvent';
import type { ConditionReportEventInput } from '@/generated/graphql';
import { type Failure, graphqlFailure } from '../kit/forms/failure';
import { EventOptionsBar, type EventOption } from '../kit/record/EventOptionsBar';
import { isConflict, transitionFailureMessage } from '../kit/record/transitionFailure';
import { Alert } from '../kit/ui/Alert';
import toast from '../kit/ui/toast';
import { ConditionReportViewTransitionMutation } from './conditionReportView.graphql';
import { REPORT_EVENT_LABEL } from '../kit/record/conditionReportLabels';
import { RejectReportDialog } from './RejectReportDialog';

/** The review's events; SUBMIT is the capture page's (it sends the report's content, not a bare event). */
const REVIEW_EVENTS: readonly ConditionReportEvent[] = ['ACCEPT', 'REJECT'];

export type ReviewActionsProps = {
  report: { id: string; number: string; version: number; eventOptions: readonly EventOption<string>[] };
  /** Reloads the report after a CONFLICT. */
  onConflict: () => void;
};

/** Accept, or reject with a reason, from the machine's `eventOptions` (refused ones disabled with the reason). */
export const ReviewActions = ({ report, onConflict }: ReviewActionsProps) => {
  const [{ fetching }, transition] = useMutation(ConditionReportViewTransitionMutation);
  const [rejecting, setRejecting] = useState(false);
  const [sendingEvent, setSendingEvent] = useState<ConditionReportEvent | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const options = report.eventOptions
    .map((option) => ({ ...option, event: option.event as ConditionReportEvent }))
    .filter((option) => REVIEW_EVENTS.includes(option.event));

  const send = async (event: ConditionReportEvent, input?: ConditionReportEventInput): Promise<Failure | null> => {
    setSendingEvent(event);
    setMessage(null);
    const result = await transition({ id: report.id, event, version: report.version, input: input ?? null });
    setSendingEvent(null);
    if (!result.error) {
      toast.success(`${report.number}: ${event === 'ACCEPT' ? 'accepted' : 'rejected'}.`);
      return null;
    }
    const failure = graphqlFailure(result.error);
    if (isConflict(failure)) onConflict();
    return failure;
  };

  const accept = async () => {
    const failure = await send('ACCEPT');
    if (failure) setMessage(transitionFailureMessage(failure, 'condition report'));
  };

  return (
    <>
      {message && <Alert tone="danger">{message}</Alert>}
      <EventOptionsBar
        options={options}
        legend={`Review of ${report.number}`}
        idPrefix={`cr-${report.id}`}
        labelOf={(event) => REPORT_EVENT_LABEL[event]}
        variantOf={(event) => (event === 'REJECT' ? 'danger' : 'primary')}
        sendingEvent={sendingEvent}
        held={() => fetching}
        onPick={(event) => (event === 'REJECT' ? setRejecting(true) : void accept())}
      />
      {rejecting && (
        <RejectReportDialog
          number={report.number}
          busy={fetching}
          onClose={() => setRejecting(false)}
          onSubmit={async (reason) => {
            const failure = await send('REJECT', { reason });
            if (!failure) setRejecting(false);
            return failure;
          }}
        />
      )}
    </>
  );
};
