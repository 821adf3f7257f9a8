import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import type { WizardStep } from '../../../machines/wizards/wizardTypes';
import { Alert } from '../../kit/ui/Alert';
import { Button } from '../../kit/ui/Button';
import { STEP_LABEL } from './labels';
import { useWizardSend, WizardActor } from './WizardActor';

export type WizardStepFormProps = {
  step: WizardStep;
  description?: ReactNode;
  children: ReactNode;
  /** The heading takes focus when the step opens after another one (not on the page's first render). */
  focusHeading: boolean;
  /** What Enter and the main button do; `next` unless given (the review's submit). */
  onSubmit?: () => void;
  submitLabel?: string;
  submitDisabled?: boolean;
  busy?: boolean;
};

/** One step as a form: its heading, its fields, Back and Next; Enter submits it; a refusal focuses the first bad field. */
export const WizardStepForm = ({
  step,
  description,
  children,
  focusHeading,
  onSubmit,
  submitLabel = 'Next',
  submitDisabled,
  busy,
}: WizardStepFormProps) => {
  const send = useWizardSend();
  const failure = WizardActor.useSelector((snapshot) => snapshot.context.failure);
  // What the server refused in fields no step shows.
  const general = WizardActor.useSelector((snapshot) => snapshot.context.errors.review);
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const form = useRef<HTMLFormElement>(null);
  const [attempts, setAttempts] = useState(0);

  useEffect(() => {
    if (focusHeading) heading.current?.focus();
  }, [focusHeading]);

  useEffect(() => {
    if (attempts > 0) form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [attempts]);

  return (
    <form
      ref={form}
      className="panel form wizard-form"
      aria-labelledby={headingId}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (onSubmit) return onSubmit();
        send({ type: 'wizard.next' });
        setAttempts((count) => count + 1);
      }}
    >
      <h2 className="panel-title" id={headingId} ref={heading} tabIndex={-1}>
        {STEP_LABEL[step]}
      </h2>
      {description && <p className="muted">{description}</p>}
      {/* The server's refusal that sent the person back to this step. */}
      {failure && step !== 'review' && <Alert tone="danger">{[failure.message, ...(general ?? [])].join(' ')}</Alert>}
      {children}
      <div className="form-footer button-row">
        {step !== 'vehicles' && (
          <Button disabled={busy} onClick={() => send({ type: 'wizard.back' })}>
            Back
          </Button>
        )}
        <Button type="submit" variant="primary" busy={busy} disabled={submitDisabled}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
};
