import { type FormEvent, useId, useState } from 'react';
import { useMutation } from 'urql';
import { type FragmentType, getFragmentData, graphql } from '@/generated';
import type { Preventability } from '@/generated/enums/Preventability';
import { formatDateTime } from '../../domain/format';
import { useCurrentTenant } from '../kit/app/useCurrentUser';
import { graphqlFailure } from '../kit/forms/failure';
import { Alert } from '../kit/ui/Alert';
import { Button } from '../kit/ui/Button';
import { Panel } from '../kit/ui/Panel';
import { TextField } from '../kit/ui/TextField';
import toast from '../kit/ui/toast';
import { PREVENTABILITY_LABEL, PREVENTABILITY_ORDER } from './labels';
import { transitionFailureMessage } from '../kit/record/transitionFailure';

export const PreventabilityReviewFragment = graphql(`
  fragment PreventabilityReview_report on AccidentReport {
    id
    version
    preventability
    preventabilityNote
    reviewedByName
    reviewedAt
  }
`);

const ReviewMutation = graphql(`
  mutation PreventabilityReviewSave($id: ID!, $version: Int!, $preventability: Preventability!, $note: String) {
    reviewAccidentPreventability(id: $id, version: $version, preventability: $preventability, note: $note) {
      id
      ...AccidentReportDetail
    }
  }
`);

export type PreventabilityReviewProps = {
  report: FragmentType<typeof PreventabilityReviewFragment>;
  canEdit: boolean;
  refetch: () => void;
};

/** The internal review: was the accident preventable? Managers record it with a note; readers see the answer. */
export const PreventabilityReview = ({ report: source, canEdit, refetch }: PreventabilityReviewProps) => {
  const report = getFragmentData(PreventabilityReviewFragment, source);
  const tenant = useCurrentTenant();
  const [choice, setChoice] = useState<Preventability>(report.preventability);
  const [note, setNote] = useState(report.preventabilityNote ?? '');
  const [message, setMessage] = useState<string | null>(null);
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [{ fetching }, review] = useMutation(ReviewMutation);
  const name = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setMessage(null);
    const result = await review({ id: report.id, version: report.version, preventability: choice, note: note.trim() || null });
    if (!result.error) return toast.success('Preventability review saved.');
    const failure = graphqlFailure(result.error);
    if (failure.code === 'CONFLICT') refetch();
    setErrors(failure.fieldErrors);
    setMessage(Object.keys(failure.fieldErrors).length > 0 ? null : transitionFailureMessage(failure, 'report'));
  };

  const reviewed = report.reviewedAt
    ? `Reviewed ${formatDateTime(report.reviewedAt, tenant?.locale, tenant?.timeZone)}${report.reviewedByName ? ` by ${report.reviewedByName}` : ''}.`
    : 'Not reviewed yet.';
  return (
    <Panel title="Preventability review">
      <p>
        {report.reviewedAt ? (
          <>
            <strong>{PREVENTABILITY_LABEL[report.preventability]}</strong> {reviewed}
          </>
        ) : (
          reviewed
        )}
      </p>
      {report.preventabilityNote && <p>{report.preventabilityNote}</p>}
      {canEdit && (
        <form className="form" noValidate onSubmit={submit}>
          {message && <Alert tone="danger">{message}</Alert>}
          <fieldset className="radio-list">
            <legend>Preventable?</legend>
            {PREVENTABILITY_ORDER.map((value) => (
              <label key={value} className="radio">
                <input type="radio" name={name} value={value} checked={choice === value} onChange={() => setChoice(value)} />{' '}
                {PREVENTABILITY_LABEL[value]}
              </label>
            ))}
          </fieldset>
          <TextField label="Review note" rows={2} value={note} onChange={setNote} error={errors.note} />
          <Button type="submit" variant="primary" busy={fetching}>
            Save review
          </Button>
        </form>
      )}
    </Panel>
  );
};
