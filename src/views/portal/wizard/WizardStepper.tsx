import { WIZARD_STEPS } from '../../../machines/wizards/wizardTypes';
import { STEP_LABEL } from './labels';
import { useWizardSend, WizardActor } from './WizardActor';

/** The steps in order; the current one is marked, visited ones are buttons back (or forward) to them. */
export const WizardStepper = () => {
  const send = useWizardSend();
  const current = WizardActor.useSelector((snapshot) => snapshot.context.step);
  const visited = WizardActor.useSelector((snapshot) => snapshot.context.visited);
  const locked = WizardActor.useSelector(
    (snapshot) => snapshot.matches({ editing: { review: 'submitting' } }) || snapshot.status === 'done',
  );
  return (
    <nav aria-label="Steps">
      <ol className="wizard-steps">
        {WIZARD_STEPS.map((step) => {
          const isCurrent = step === current;
          const className = ['wizard-step', isCurrent && 'wizard-step-current', visited.includes(step) && 'wizard-step-visited']
            .filter(Boolean)
            .join(' ');
          return (
            <li key={step} className={className} aria-current={isCurrent ? 'step' : undefined}>
              {visited.includes(step) && !isCurrent ? (
                <button
                  type="button"
                  className="btn btn-ghost btn-small"
                  disabled={locked}
                  onClick={() => send({ type: 'wizard.goto', step })}
                >
                  {STEP_LABEL[step]}
                </button>
              ) : (
                <span>{STEP_LABEL[step]}</span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
};
