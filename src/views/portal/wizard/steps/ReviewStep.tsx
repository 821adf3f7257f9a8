import { summary } from '../../../../domain/schemas/fieldErrors';
import { Alert } from '../../../ui/Alert';
import { Button } from '../../../ui/Button';
import { SUBMIT_LABEL } from '../labels';
import { useWizardSend, WizardActor } from '../WizardActor';
import { WizardStepForm } from '../WizardStepForm';
import { ReviewPrice } from './ReviewPrice';
import { ReviewSummary } from './ReviewSummary';

/** Everything at a glance, the live price, and the submit; a failed submit is retried with the same key. */
export const ReviewStep = ({ focusHeading }: { focusHeading: boolean }) => {
  const send = useWizardSend();
  const kind = WizardActor.useSelector((snapshot) => snapshot.context.kind);
  const submitting = WizardActor.useSelector((snapshot) => snapshot.matches({ editing: { review: 'submitting' } }));
  const submitFailed = WizardActor.useSelector((snapshot) => snapshot.matches({ editing: { review: 'submitFailed' } }));
  const invalid = WizardActor.useSelector((snapshot) => snapshot.matches({ editing: { review: 'invalid' } }));
  const canSubmit = WizardActor.useSelector((snapshot) => snapshot.can({ type: 'wizard.submit' }));
  const failure = WizardActor.useSelector((snapshot) => snapshot.context.failure);
  const errors = WizardActor.useSelector((snapshot) => snapshot.context.errors);
  const submit = () => send({ type: 'wizard.submit' });
  return (
    <WizardStepForm
      step="review"
      focusHeading={focusHeading}
      description={kind === 'order' ? 'Check the order, then place it. Our team confirms the dates with you.' : 'Check the request; the quote is saved with this price for you to accept.'}
      onSubmit={submit}
      submitLabel={SUBMIT_LABEL[kind]}
      submitDisabled={!canSubmit}
      busy={submitting}
    >
      {invalid && <Alert tone="danger">Something in the draft needs a change: {summary(errors)}</Alert>}
      <ReviewSummary locked={submitting} />
      <ReviewPrice />
      {submitFailed && failure && (
        <Alert tone="danger">
          <p>{[failure.message, ...Object.values(failure.fieldErrors).flat()].join(' ')}</p>
          <p>Trying again is safe: it never makes a second {kind}.</p>
          <Button className="btn-small" onClick={submit}>
            Try again
          </Button>
        </Alert>
      )}
    </WizardStepForm>
  );
};
