import { useState } from 'react';
import { useClient } from 'urql';
import { LOCATION_COUNTRIES } from '../../domain/schemas/orders';
import { GeocodePostalCodeQuery } from '../../graphql/operations/orderCreate';
import { TextField } from '../ui/TextField';
import { ChoiceField } from './ChoiceField';
import type { LocationDraft, NewPlace } from './formTypes';
import { LOCATION_TYPE_CHOICES } from './labels';
import type { OrderFormApi } from './useOrderForm';

const COUNTRY_CHOICES = LOCATION_COUNTRIES.map((value) => ({ value, label: value === 'US' ? 'United States' : 'Canada' }));

export type NewPlaceFieldsProps = { form: OrderFormApi; place: Extract<LocationDraft, { kind: 'new' }>; index: number };

/** A new address; leaving the postal code looks it up offline and fills city, state and coordinates. */
export const NewPlaceFields = ({ form, place, index }: NewPlaceFieldsProps) => {
  const client = useClient();
  const [lookup, setLookup] = useState<string | null>(null);
  const set = (patch: Partial<NewPlace>) => form.send({ type: 'location.set', key: place.key, patch });
  const error = (field: string) => form.errors[`locations.${index}.${field}`];
  const text = (field: 'name' | 'address1' | 'city' | 'stateProvince' | 'postalCode' | 'lat' | 'lng') => ({
    value: place[field],
    // A hand-typed city or coordinate is the form's, not the postal code's.
    onChange: (value: string) => set({ [field]: value, ...(field !== 'name' && field !== 'address1' && { located: false }) }),
    error: error(field),
  });

  const locate = async () => {
    const postalCode = place.postalCode.trim().toUpperCase();
    if (postalCode === '') return setLookup(null);
    const result = await client.query(GeocodePostalCodeQuery, { country: place.country, postalCode }).toPromise();
    const found = result.data?.geocodePostalCode;
    if (!found) return setLookup(result.error ? 'The postal code could not be looked up.' : 'This postal code is not in the offline table: type the city and state or province.');
    setLookup(null);
    set({
      city: found.city ?? place.city,
      county: found.county ?? '',
      stateProvince: found.stateProvince ?? place.stateProvince,
      lat: String(found.lat),
      lng: String(found.lng),
      located: true,
    });
  };

  return (
    <div className="form">
      <div className="field-grid">
        <TextField label="Name" required maxLength={255} {...text('name')} />
        <ChoiceField label="Type" value={place.type} choices={LOCATION_TYPE_CHOICES} placeholder="Choose a type" error={error('type')} onChange={(type) => set({ type })} />
        <TextField label="Address" required maxLength={255} autoComplete="off" {...text('address1')} />
        <ChoiceField label="Country" value={place.country} choices={COUNTRY_CHOICES} error={error('country')} onChange={(country) => set({ country: country || 'US' })} />
        <TextField label="Postal code" required autoComplete="off" onBlur={() => void locate()} {...text('postalCode')} />
        <TextField label="City" required {...text('city')} />
        <TextField label="State or province" required {...text('stateProvince')} />
        <TextField label="Latitude" inputMode="decimal" hint="Optional." {...text('lat')} />
        <TextField label="Longitude" inputMode="decimal" hint="Optional." {...text('lng')} />
      </div>
      <p className="muted" role="status">
        {place.located ? 'Located from the postal code.' : (lookup ?? '')}
      </p>
    </div>
  );
};
