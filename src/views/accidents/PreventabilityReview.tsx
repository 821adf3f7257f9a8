import { useId } from 'react';
import { useMutation } from 'urql';
import { type FragmentType, getFragmentData, graphql } from '@/generated';
import type { Preventability } from '@/generated/enums/Preventability';
import { formatDateTime } from '../../domain/format';
import { useCurrentTenant } from '../kit/app/useCurrentUser';
import { useForm } from '../kit/forms/useForm';
import { Alert } from '../kit/ui/Alert';
import { Button } from '../kit/ui/Button';
import { Panel } from '../kit/ui/Panel';
import { TextField } from '../kit/ui/TextField';
import toast from '../kit/ui/toast';
import { PREVENTABILITY_LABEL, PREVENTABILITY_ORDER } from './labels';
import { recordRefusal } from '../kit/record/recordRefusal';

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
  const form = useForm({ choice: report.preventability as Preventability, note: report.preventabilityNote ?? '' });
  const { choice, note } = form.values;
  const [, review] = useMutation(ReviewMutation);
  const name = useId();

  const submit = form.submit(async () => {
    const result = await review({ id: report.id, version: report.version, preventability: choice, note: note.trim() || null });
    if (!result.error) return toast.success('Preventability review saved.');
    form.fail(recordRefusal(result.error, 'report', refetch));
  });

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
        <form ref={form.formRef} className="form" noValidate onSubmit={submit}>
          {form.formError && <Alert tone="danger">{form.formError}</Alert>}
          <fieldset className="radio-list">
            <legend>Preventable?</legend>
            {PREVENTABILITY_ORDER.map((value) => (
              <label key={value} className="radio">
                <input type="radio" name={name} value={value} checked={choice === value} onChange={() => form.set('choice', value)} />{' '}
                {PREVENTABILITY_LABEL[value]}
              </label>
            ))}
          </fieldset>
          <TextField label="Review note" rows={2} {...form.text('note')} />
          <Button type="submit" variant="primary" busy={form.submitting}>
            Save review
          </Button>
        </form>
      )}
    </Panel>
  );
};
