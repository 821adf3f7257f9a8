import type { PlaceEnd } from '../../../../machines/wizards/wizardTypes';
import { ChoiceField } from '../../../kit/orderForm/ChoiceField';
import { DATE_MODE_CHOICES } from '../../../kit/orderForm/labels';
import { TenantDateInput } from '../../../kit/forms/TenantDateInput';
import { useWizardSend, WizardActor } from '../WizardActor';
import { WizardStepForm } from '../WizardStepForm';

const WORD: Record<PlaceEnd, string> = { pickup: 'Pickup', delivery: 'Delivery' };

/** When one end is wanted: as soon as possible, or on, before or after a day typed in the tenant's locale. */
const DateRequest = ({ end }: { end: PlaceEnd }) => {
  const send = useWizardSend();
  const value = WizardActor.useSelector((snapshot) => snapshot.context.draft.dates[end]);
  const errors = WizardActor.useSelector((snapshot) => snapshot.context.errors);
  return (
    <fieldset className="form-card">
      <legend className="form-card-title">{WORD[end]}</legend>
      <ChoiceField
        label={`${WORD[end]} timing`}
        value={value.mode}
        choices={DATE_MODE_CHOICES}
        error={errors[`dates.${end}.mode`]}
        onChange={(mode) => send({ type: 'dates.set', end, value: { ...value, mode: mode || 'ASAP' } })}
      />
      {value.mode !== 'ASAP' && (
        <TenantDateInput
          label={`${WORD[end]} day`}
          value={value.date}
          error={errors[`dates.${end}.date`]}
          onChange={(date) => send({ type: 'dates.set', end, value: { ...value, date } })}
        />
      )}
    </fieldset>
  );
};

export const DatesStep = ({ focusHeading }: { focusHeading: boolean }) => (
  <WizardStepForm
    step="dates"
    focusHeading={focusHeading}
    description="When should we pick the vehicles up and deliver them? We confirm exact times with you."
  >
    <DateRequest end="pickup" />
    <DateRequest end="delivery" />
  </WizardStepForm>
);
