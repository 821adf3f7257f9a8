import type { FieldErrors } from '../../domain/schemas/fieldErrors';
import { TenantDateInput } from '../kit/forms/TenantDateInput';
import { LimitedTextField } from '../kit/ui/LimitedTextField';
import { TextField } from '../kit/ui/TextField';
import { PayProfileInputs } from './PayProfileInputs';
import type { TruckingFormValues } from './truckingForm';

export type TruckingFieldsProps = {
  values: TruckingFormValues;
  errors: FieldErrors;
  set: <K extends keyof TruckingFormValues>(name: K, value: TruckingFormValues[K]) => void;
};

type TextName = { [K in keyof TruckingFormValues]: TruckingFormValues[K] extends string ? K : never }[keyof TruckingFormValues];

/** A trucking company's names, authority numbers, insurance, payee and pay profile: the create form and the edit form. */
export const TruckingFields = ({ values, errors, set }: TruckingFieldsProps) => {
  const text = (name: TextName) => ({
    name,
    value: values[name],
    onChange: (value: string) => set(name, value),
    error: errors[name],
    autoComplete: 'off',
  });
  const day = (name: TextName, label: string) => (
    <TenantDateInput label={label} value={values[name]} onChange={(value) => set(name, value)} error={errors[name]} />
  );
  return (
    <>
      <fieldset className="form-section">
        <legend>Company</legend>
        <div className="field-grid">
          <TextField label="Display name" required {...text('displayName')} />
          <TextField label="Legal name" required {...text('legalName')} />
          <TextField label="USDOT number" inputMode="numeric" {...text('usdotNumber')} />
          <TextField label="MC number" {...text('mcNumber')} />
        </div>
      </fieldset>
      <fieldset className="form-section">
        <legend>Cargo insurance</legend>
        <div className="field-grid">
          <TextField label="Cargo insurer" {...text('cargoInsurer')} />
          <TextField label="Cargo policy" {...text('cargoPolicy')} />
          {day('cargoExpiresOn', 'Cargo insurance expires')}
        </div>
      </fieldset>
      <fieldset className="form-section">
        <legend>Liability insurance</legend>
        <div className="field-grid">
          <TextField label="Liability insurer" {...text('liabilityInsurer')} />
          <TextField label="Liability policy" {...text('liabilityPolicy')} />
          {day('liabilityExpiresOn', 'Liability insurance expires')}
        </div>
      </fieldset>
      <fieldset className="form-section">
        <legend>Payee</legend>
        <div className="field-grid">
          <TextField label="Payee name" {...text('payeeName')} />
          <TextField label="Payee email" type="email" {...text('payeeEmail')} />
          <TextField label="Payee address" {...text('payeeAddress')} />
          <LimitedTextField label="Tax id (last four digits)" inputMode="numeric" limit={4} {...text('payeeTaxIdLast4')} />
        </div>
      </fieldset>
      <fieldset className="form-section">
        <legend>Pay</legend>
        <div className="field-grid">
          <PayProfileInputs values={values} errors={errors} set={set} payee="the company" />
        </div>
      </fieldset>
    </>
  );
};
