import { useId } from 'react';
import { SURVEY_COMMENT_MAX, type SurveyAnswer } from '../../domain/surveys/answer';
import { SURVEY_TAG_LABEL } from '../../domain/surveys/labels';
import { type DeliverySurveyTag, DeliverySurveyTagValues } from '../../generated/enums/DeliverySurveyTag';
import type { Failure } from '../kit/forms/failure';
import { useForm } from '../kit/forms/useForm';
import { Alert } from '../kit/ui/Alert';
import { Button } from '../kit/ui/Button';
import { Checkbox } from '../kit/ui/Checkbox';
import { LimitedTextField } from '../kit/ui/LimitedTextField';
import { SURVEY_FORM_EMPTY, surveyAnswerOf, toggledTags } from './surveyAnswerForm';

const RATINGS = [
  [1, '1 – Poor'],
  [2, '2 – Fair'],
  [3, '3 – Good'],
  [4, '4 – Very good'],
  [5, '5 – Excellent'],
] as const;

/**
 * The survey's questions: a rating from 1 to 5, the driver tags and a comment, checked with the schema the server
 * checks with; `send` answers a failure (field errors shown beside their fields) or null.
 */
export const SurveyForm = ({
  driverFirstName,
  send,
}: {
  driverFirstName: string | null;
  send: (answer: SurveyAnswer) => Promise<Failure | null>;
}) => {
  const form = useForm(SURVEY_FORM_EMPTY);
  const ratingHint = useId();
  const toggle = (tag: DeliverySurveyTag, on: boolean) => form.set('tags', toggledTags(form.values.tags, tag, on));
  const onSubmit = form.submit(async () => {
    const checked = surveyAnswerOf(form.values);
    if ('errors' in checked) {
      form.invalid(checked.errors);
      return;
    }
    const { answer } = checked;
    const failure = await send(answer);
    if (failure) form.fail(failure);
  });
  const ratingErrors = form.errors.rating ?? [];
  const tagErrors = form.errors.tags ?? [];
  const driver = driverFirstName ?? 'the driver';
  return (
    <form ref={form.formRef} onSubmit={onSubmit} noValidate className="form panel survey-form">
      {form.formError && <Alert tone="danger">{form.formError}</Alert>}
      <fieldset
        className="field"
        aria-describedby={ratingErrors.length ? ratingHint : undefined}
        aria-invalid={ratingErrors.length > 0 || undefined}
      >
        <legend className="field-label">How was the delivery?</legend>
        <div className="survey-ratings">
          {RATINGS.map(([value, label]) => (
            <label key={value} className="survey-rating">
              <input
                type="radio"
                name="rating"
                value={value}
                checked={form.values.rating === String(value)}
                onChange={() => form.set('rating', String(value))}
              />
              {label}
            </label>
          ))}
        </div>
        {ratingErrors.length > 0 && (
          <p id={ratingHint} className="field-error" role="alert">
            {ratingErrors.join(' ')}
          </p>
        )}
      </fieldset>
      <fieldset className="field">
        <legend className="field-label">What did {driver} do well?</legend>
        <div className="survey-tags">
          {DeliverySurveyTagValues.map((tag) => (
            <Checkbox
              key={tag}
              name="tags"
              label={SURVEY_TAG_LABEL[tag]}
              checked={form.values.tags.includes(tag)}
              onChange={(on) => toggle(tag, on)}
            />
          ))}
        </div>
        {tagErrors.length > 0 && (
          <p className="field-error" role="alert">
            {tagErrors.join(' ')}
          </p>
        )}
      </fieldset>
      <LimitedTextField label="Comment" rows={4} limit={SURVEY_COMMENT_MAX} hint="Optional." {...form.text('comment')} />
      <Button type="submit" variant="primary" busy={form.submitting}>
        Send my answer
      </Button>
    </form>
  );
};
