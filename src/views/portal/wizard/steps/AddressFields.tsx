import { useState } from 'react';
import { useClient } from 'urql';
import { LOCATION_COUNTRIES } from '../../../../domain/schemas/orders';
import type { FieldErrors } from '../../../../domain/schemas/fieldErrors';
import { GeocodePostalCodeQuery } from '../../../../graphql/operations/orderCreate';
import type { AddressDraft } from '../../../../machines/wizards/wizardTypes';
import { ChoiceField } from '../../../orderForm/ChoiceField';
import { LOCATION_TYPE_CHOICES } from '../../../orderForm/labels';
import { TextField } from '../../../ui/TextField';

const COUNTRY_CHOICES = LOCATION_COUNTRIES.map((value) => ({ value, label: value === 'US' ? 'United States' : 'Canada' }));

type TextKey = 'name' | 'address1' | 'address2' | 'city' | 'stateProvince' | 'postalCode' | 'contactName' | 'contactPhone' | 'hours';

export type AddressFieldsProps = { address: AddressDraft; errors: FieldErrors; prefix: string; onChange: (patch: Partial<AddressDraft>) => void };

/** A new address, who to ask for there and when it is open; leaving the ZIP code fills the city and state. */
export const AddressFields = ({ address, errors, prefix, onChange }: AddressFieldsProps) => {
  const client = useClient();
  const [lookup, setLookup] = useState<string | null>(null);
  const error = (field: string) => errors[`${prefix}.${field}`];
  const text = (field: TextKey) => ({
    value: address[field],
    // A hand-typed city or region is the person's, not the ZIP code's.
    onChange: (value: string) => onChange({ [field]: value, ...((field === 'city' || field === 'stateProvince' || field === 'postalCode') && { located: false }) }),
    error: error(field),
  });

  const locate = async () => {
    const postalCode = address.postalCode.trim().toUpperCase();
    if (postalCode === '') return setLookup(null);
    const result = await client.query(GeocodePostalCodeQuery, { country: address.country, postalCode }).toPromise();
    const found = result.data?.geocodePostalCode;
    if (!found) return setLookup(result.error ? 'The ZIP code could not be looked up: type the city and state.' : 'This ZIP code is not in our table: type the city and state.');
    setLookup(null);
    onChange({
      city: found.city ?? address.city,
      county: found.county ?? '',
      stateProvince: found.stateProvince ?? address.stateProvince,
      lat: String(found.lat),
      lng: String(found.lng),
      located: true,
    });
  };

  return (
    <div className="form">
      <div className="field-grid">
        <TextField label="Place name" required maxLength={255} hint="How your team calls it, e.g. Summit Honda." {...text('name')} />
        <ChoiceField label="Kind of place" value={address.type} choices={LOCATION_TYPE_CHOICES} error={error('type')} onChange={(type) => onChange({ type })} />
        <TextField label="Street address" required maxLength={255} autoComplete="street-address" {...text('address1')} />
        <TextField label="Address line 2" maxLength={255} {...text('address2')} />
        <ChoiceField label="Country" value={address.country} choices={COUNTRY_CHOICES} error={error('country')} onChange={(country) => onChange({ country: country || 'US' })} />
        <TextField label="ZIP or postal code" required autoComplete="postal-code" onBlur={() => void locate()} {...text('postalCode')} />
        <TextField label="City" required {...text('city')} />
        <TextField label="State or province" required {...text('stateProvince')} />
        <TextField label="Contact name" maxLength={255} {...text('contactName')} />
        <TextField label="Contact phone" type="tel" maxLength={40} autoComplete="tel" {...text('contactPhone')} />
        <TextField label="Opening hours" maxLength={255} hint="e.g. Mon–Fri 8:00–17:00." {...text('hours')} />
      </div>
      <p className="muted" role="status">
        {address.located ? 'City and state filled from the ZIP code.' : (lookup ?? '')}
      </p>
    </div>
  );
};
