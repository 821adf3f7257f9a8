import type { FieldErrors } from '../../../../domain/schemas/fieldErrors';
import type { AddressDraft } from '../../../../machines/wizards/wizardTypes';
import { ChoiceField } from '../../../kit/orderForm/ChoiceField';
import { LOCATION_TYPE_CHOICES } from '../../../kit/orderForm/labels';
import { COUNTRY_CHOICES, usePostalCodeLookup } from '../../../kit/orderForm/usePostalCodeLookup';
import { LimitedTextField } from '../../../kit/ui/LimitedTextField';
import { TextField } from '../../../kit/ui/TextField';

const MESSAGES = {
  failed: 'The ZIP code could not be looked up: type the city and state.',
  unknown: 'This ZIP code is not in our table: type the city and state.',
};

type TextKey = 'name' | 'address1' | 'address2' | 'city' | 'stateProvince' | 'postalCode' | 'contactName' | 'contactPhone' | 'hours';

export type AddressFieldsProps = {
  address: AddressDraft;
  errors: FieldErrors;
  prefix: string;
  onChange: (patch: Partial<AddressDraft>) => void;
};

/** A new address, who to ask for there and when it is open; leaving the ZIP code fills the city and state. */
export const AddressFields = ({ address, errors, prefix, onChange }: AddressFieldsProps) => {
  const lookup = usePostalCodeLookup(MESSAGES);
  const error = (field: string) => errors[`${prefix}.${field}`];
  const text = (field: TextKey) => ({
    value: address[field],
    // A hand-typed city or region is the person's, not the ZIP code's.
    onChange: (value: string) =>
      onChange({ [field]: value, ...((field === 'city' || field === 'stateProvince' || field === 'postalCode') && { located: false }) }),
    error: error(field),
  });

  return (
    <div className="form">
      <div className="field-grid">
        <LimitedTextField label="Place name" required limit={255} hint="How your team calls it, e.g. Summit Honda." {...text('name')} />
        <ChoiceField
          label="Kind of place"
          value={address.type}
          choices={LOCATION_TYPE_CHOICES}
          error={error('type')}
          onChange={(type) => onChange({ type })}
        />
        <LimitedTextField label="Street address" required limit={255} autoComplete="street-address" {...text('address1')} />
        <LimitedTextField label="Address line 2" limit={255} {...text('address2')} />
        <ChoiceField
          label="Country"
          value={address.country}
          choices={COUNTRY_CHOICES}
          error={error('country')}
          onChange={(country) => onChange({ country: country || 'US' })}
        />
        <TextField
          label="ZIP or postal code"
          required
          autoComplete="postal-code"
          onBlur={() => void lookup.locate(address, onChange)}
          {...text('postalCode')}
        />
        <TextField label="City" required {...text('city')} />
        <TextField label="State or province" required {...text('stateProvince')} />
        <LimitedTextField label="Contact name" limit={255} {...text('contactName')} />
        <LimitedTextField label="Contact phone" type="tel" limit={40} autoComplete="tel" {...text('contactPhone')} />
        <LimitedTextField label="Opening hours" limit={255} hint="e.g. Mon–Fri 8:00–17:00." {...text('hours')} />
      </div>
      <p className="muted" role="status">
        {address.located ? 'City and state filled from the ZIP code.' : (lookup.message ?? '')}
      </p>
    </div>
  );
};
