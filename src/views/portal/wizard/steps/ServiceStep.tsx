import { useId } from 'react';
import { PORTAL_TRANSPORT_METHODS, type PortalTransportMethod } from '../../../../domain/transport';
import { Checkbox } from '../../../kit/ui/Checkbox';
import { LimitedTextField } from '../../../kit/ui/LimitedTextField';
import { TextField } from '../../../kit/ui/TextField';
import { useWizardSend, WizardActor } from '../WizardActor';
import { WizardStepForm } from '../WizardStepForm';

const METHOD: Record<PortalTransportMethod, { label: string; hint: string }> = {
  DRIVEN: { label: 'Driven', hint: 'One of our drivers drives each vehicle there.' },
  TRUCKED: { label: 'Trucked', hint: 'The vehicles travel on a car carrier.' },
};

/** How the vehicles travel (the portal offers driven or trucked), the extras, and words for the drivers. */
export const ServiceStep = ({ focusHeading }: { focusHeading: boolean }) => {
  const send = useWizardSend();
  const service = WizardActor.useSelector((snapshot) => snapshot.context.draft.service);
  const errors = WizardActor.useSelector((snapshot) => snapshot.context.errors);
  const id = useId();
  const methodError = errors['service.transportMethod'];
  return (
    <WizardStepForm
      step="service"
      focusHeading={focusHeading}
      description="How should the vehicles travel, and is there anything else we should do?"
    >
      <fieldset className="radio-list">
        <legend>Transport method</legend>
        {PORTAL_TRANSPORT_METHODS.map((method) => (
          <label key={method} className="radio">
            <input
              type="radio"
              name="transport-method"
              checked={service.transportMethod === method}
              aria-labelledby={`${id}-${method}-label`}
              aria-describedby={[`${id}-${method}`, methodError && `${id}-error`].filter(Boolean).join(' ')}
              aria-invalid={methodError ? true : undefined}
              onChange={() => send({ type: 'service.set', patch: { transportMethod: method } })}
            />
            <span>
              <span id={`${id}-${method}-label`}>{METHOD[method].label}</span>
              <span className="cell-sub" id={`${id}-${method}`}>
                {' '}
                {METHOD[method].hint}
              </span>
            </span>
          </label>
        ))}
        {methodError && (
          <p className="field-error" id={`${id}-error`} role="alert">
            {methodError.join(' ')}
          </p>
        )}
      </fieldset>
      <Checkbox
        label="Tag and title"
        checked={service.tagAndTitle}
        onChange={(tagAndTitle) => send({ type: 'service.set', patch: { tagAndTitle } })}
      />
      <p className="field-hint">We register the vehicles and handle their plates and titles at the destination.</p>
      {errors['service.tagAndTitle'] && <p className="field-error">{errors['service.tagAndTitle'].join(' ')}</p>}
      <div className="field-grid">
        <TextField
          label="Storage days"
          inputMode="numeric"
          hint="Days to store the vehicles before delivery; leave empty for none."
          value={service.storageDays}
          error={errors['service.storageDays']}
          onChange={(storageDays) => send({ type: 'service.set', patch: { storageDays } })}
        />
        <LimitedTextField
          label="Your reference"
          limit={50}
          hint="A stock or PO number, shown on the order."
          value={service.reference}
          error={errors['service.reference']}
          onChange={(reference) => send({ type: 'service.set', patch: { reference } })}
        />
      </div>
      <LimitedTextField
        label="Special instructions"
        rows={4}
        limit={5000}
        hint="Shown to the drivers: gate codes, where the keys are, whom to ask for."
        value={service.specialInstructions}
        error={errors['service.specialInstructions']}
        onChange={(specialInstructions) => send({ type: 'service.set', patch: { specialInstructions } })}
      />
    </WizardStepForm>
  );
};
