import { LimitedTextField } from '../ui/LimitedTextField';
import { TextField } from '../ui/TextField';
import { ChoiceField } from './ChoiceField';
import type { LocationDraft, NewPlace } from './formTypes';
import { LOCATION_TYPE_CHOICES } from './labels';
import type { OrderFormApi } from './useOrderForm';
import { COUNTRY_CHOICES, usePostalCodeLookup } from './usePostalCodeLookup';

const MESSAGES = {
  failed: 'The postal code could not be looked up.',
  unknown: 'This postal code is not in the offline table: type the city and state or province.',
};

export type NewPlaceFieldsProps = { form: OrderFormApi; place: Extract<LocationDraft, { kind: 'new' }>; index: number };

/** A new address; leaving the postal code looks it up offline and fills city, state and coordinates. */
export const NewPlaceFields = ({ form, place, index }: NewPlaceFieldsProps) => {
  const lookup = usePostalCodeLookup(MESSAGES);
  const set = (patch: Partial<NewPlace>) => form.send({ type: 'location.set', key: place.key, patch });
  const error = (field: string) => form.errors[`locations.${index}.${field}`];
  const text = (field: 'name' | 'address1' | 'city' | 'stateProvince' | 'postalCode' | 'lat' | 'lng') => ({
    value: place[field],
    // A hand-typed city or coordinate is the form's, not the postal code's.
    onChange: (value: string) => set({ [field]: value, ...(field !== 'name' && field !== 'address1' && { located: false }) }),
    error: error(field),
  });

  return (
    <div className="form">
      <div className="field-grid">
        <LimitedTextField label="Name" required limit={255} {...text('name')} />
        <ChoiceField
          label="Type"
          value={place.type}
          choices={LOCATION_TYPE_CHOICES}
          placeholder="Choose a type"
          error={error('type')}
          onChange={(type) => set({ type })}
        />
        <LimitedTextField label="Address" required limit={255} autoComplete="off" {...text('address1')} />
        <ChoiceField
          label="Country"
          value={place.country}
          choices={COUNTRY_CHOICES}
          error={error('country')}
          onChange={(country) => set({ country: country || 'US' })}
        />
        <TextField label="Postal code" required autoComplete="off" onBlur={() => void lookup.locate(place, set)} {...text('postalCode')} />
        <TextField label="City" required {...text('city')} />
        <TextField label="State or province" required {...text('stateProvince')} />
        <TextField label="Latitude" inputMode="decimal" hint="Optional." {...text('lat')} />
        <TextField label="Longitude" inputMode="decimal" hint="Optional." {...text('lng')} />
      </div>
      <p className="muted" role="status">
        {place.located ? 'Located from the postal code.' : (lookup.message ?? '')}
      </p>
    </div>
  );
};
