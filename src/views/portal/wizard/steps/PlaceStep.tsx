import type { PlaceEnd } from '../../../../machines/wizards/wizardTypes';
import { useWizardSend, WizardActor } from '../WizardActor';
import { WizardStepForm } from '../WizardStepForm';
import { LegContactFields } from '../../../kit/orderForm/LegContactFields';
import { AddressFields } from './AddressFields';
import { SavedPlacePicker } from './SavedPlacePicker';

const WORDS: Record<PlaceEnd, { legend: string; description: string; end: 'Pickup' | 'Delivery'; contact: string }> = {
  pickup: {
    legend: 'Pick up from',
    description: 'Where do we collect the vehicles?',
    end: 'Pickup',
    contact: 'Who hands the vehicles over?',
  },
  delivery: { legend: 'Deliver to', description: 'Where do the vehicles go?', end: 'Delivery', contact: 'Who receives the vehicles?' },
};

/** The pickup or the delivery place: one of the saved locations, or a new address with a contact and hours. */
export const PlaceStep = ({ end, focusHeading }: { end: PlaceEnd; focusHeading: boolean }) => {
  const send = useWizardSend();
  const place = WizardActor.useSelector((snapshot) => snapshot.context.draft[end]);
  const errors = WizardActor.useSelector((snapshot) => snapshot.context.errors);
  return (
    <WizardStepForm step={end} focusHeading={focusHeading} description={WORDS[end].description}>
      <fieldset className="radio-list">
        <legend>{WORDS[end].legend}</legend>
        {(['saved', 'new'] as const).map((source) => (
          <label key={source} className="radio">
            <input
              type="radio"
              name={`${end}-source`}
              checked={place.source === source}
              onChange={() => send({ type: 'place.source', end, source })}
            />
            <span>{source === 'saved' ? 'A saved location' : 'A new address'}</span>
          </label>
        ))}
      </fieldset>
      {place.source === 'saved' ? (
        <SavedPlacePicker
          end={end}
          chosen={place.saved}
          error={errors[`${end}.saved`]}
          onPick={(saved) => send({ type: 'place.pick', end, saved })}
        />
      ) : (
        <AddressFields
          address={place.address}
          errors={errors}
          prefix={end}
          onChange={(patch) => send({ type: 'place.address', end, patch })}
        />
      )}
      <LegContactFields
        end={WORDS[end].end}
        legend={WORDS[end].contact}
        value={place.contact}
        errors={(field) => errors[`${end}.contact.${field}`]}
        onChange={(contact) => send({ type: 'place.contact', end, patch: contact })}
      />
    </WizardStepForm>
  );
};
