import { TransportMethodValues } from '@/generated/enums/TransportMethod';
import { METHOD_LABEL } from '../record/legLabels';
import { Button } from '../ui/Button';
import { TextField } from '../ui/TextField';
import { ChoiceField } from './ChoiceField';
import { DateRequestField } from './DateRequestField';
import { LegContactFields } from './LegContactFields';
import type { LegDraft } from './formTypes';
import { legIndexOf, originKeyOf, placeLabel } from './toInput';
import type { OrderFormApi } from './useOrderForm';

const METHOD_CHOICES = TransportMethodValues.map((value) => ({ value, label: METHOD_LABEL[value] }));

export type LegFieldsProps = { form: OrderFormApi; leg: LegDraft; position: number; last: boolean };

/** One leg of a vehicle's chain; after the first, the origin is where the previous leg ends and is not editable. */
export const LegFields = ({ form, leg, position, last }: LegFieldsProps) => {
  const { state, send, errors } = form;
  const index = legIndexOf(state, leg.key);
  const error = (field: string) => errors[`legs.${index}.${field}`];
  const set = (patch: Partial<LegDraft>) => send({ type: 'leg.set', key: leg.key, patch });
  const places = state.locations.map((place) => ({ value: place.key, label: placeLabel(state, place.key) }));
  const noPlaces = places.length === 0 ? 'Add locations above first.' : undefined;

  return (
    <fieldset className="form-card leg-card">
      <legend className="form-card-title">Leg {position}</legend>
      <div className="field-grid">
        {position === 1 ? (
          <ChoiceField
            label="Origin"
            value={leg.originKey}
            choices={places}
            placeholder="Choose the origin"
            hint={noPlaces}
            error={error('originRef')}
            onChange={(originKey) => set({ originKey })}
          />
        ) : (
          <TextField
            label="Origin"
            value={placeLabel(state, originKeyOf(state, leg))}
            onChange={() => undefined}
            readOnly
            hint={`Where leg ${position - 1} ends.`}
            error={error('originRef')}
          />
        )}
        <ChoiceField
          label="Transport method"
          value={leg.transportMethod}
          choices={METHOD_CHOICES}
          placeholder="Choose a method"
          error={error('transportMethod')}
          onChange={(transportMethod) => set({ transportMethod })}
        />
        <ChoiceField
          label="Destination"
          value={leg.destinationKey}
          choices={places}
          placeholder="Choose the destination"
          hint={noPlaces}
          error={error('destinationRef')}
          onChange={(destinationKey) => set({ destinationKey })}
        />
        <DateRequestField
          label="Pickup"
          value={leg.pickup}
          onChange={(pickup) => set({ pickup })}
          modeError={error('requestedPickup.mode')}
          dateError={error('requestedPickup.date')}
        />
        <DateRequestField
          label="Delivery"
          value={leg.delivery}
          onChange={(delivery) => set({ delivery })}
          modeError={error('requestedDelivery.mode')}
          dateError={error('requestedDelivery.date')}
        />
      </div>
      <div className="leg-contacts">
        <LegContactFields
          end="Pickup"
          value={leg.pickupContact}
          onChange={(pickupContact) => set({ pickupContact })}
          errors={(field) => error(`pickupContact.${field}`)}
        />
        <LegContactFields
          end="Delivery"
          value={leg.deliveryContact}
          onChange={(deliveryContact) => set({ deliveryContact })}
          errors={(field) => error(`deliveryContact.${field}`)}
        />
      </div>
      {last && (
        <div className="button-row">
          <Button variant="ghost" className="btn-small" onClick={() => send({ type: 'leg.remove', key: leg.key })}>
            Remove leg {position}
          </Button>
        </div>
      )}
    </fieldset>
  );
};
