import type { ConditionReportEvent } from '@/generated/enums/ConditionReportEvent';
import { REPORT_EVENT_LABEL } from '../kit/record/conditionReportLabels';
import type { EventOptionsSource } from '../kit/record/eventOptions';
import { RecordActions } from '../kit/record/RecordActions';
import { ConditionReportViewTransitionMutation } from './conditionReportView.graphql';
import { RejectReportDialog } from './RejectReportDialog';

/** The review's events; SUBMIT is the capture page's (it sends the report's content, not a bare event). */
const REVIEW_EVENTS: readonly ConditionReportEvent[] = ['ACCEPT', 'REJECT'];
const DANGER: readonly ConditionReportEvent[] = ['REJECT'];

export type ReviewActionsProps = {
  report: { id: string; number: string; version: number; eventOptions: EventOptionsSource };
  /** Reloads the report after a CONFLICT. */
  onConflict: () => void;
};

/** The review's action bar (`RecordActions`): accept, or reject with a reason the driver reads. */
export const ReviewActions = ({ report, onConflict }: ReviewActionsProps) => (
  <RecordActions
    record={report}
    mutation={ConditionReportViewTransitionMutation}
    noun="condition report"
    legend={`Review of ${report.number}`}
    idPrefix={`cr-${report.id}`}
    labelOf={(event: ConditionReportEvent) => REPORT_EVENT_LABEL[event]}
    only={REVIEW_EVENTS}
    danger={DANGER}
    refetch={onConflict}
    asks={(event) => event === 'REJECT'}
    dialog={(_event, props) => <RejectReportDialog number={report.number} {...props} />}
  />
);
