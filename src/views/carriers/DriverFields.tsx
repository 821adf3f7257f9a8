import { useQuery } from 'urql';
import { DriverEmploymentValues } from '@/generated/enums/DriverEmployment';
import { LicenceClassValues } from '@/generated/enums/LicenceClass';
import { LicenceEndorsementValues } from '@/generated/enums/LicenceEndorsement';
import type { FieldErrors } from '../../domain/schemas/fieldErrors';
import { FieldSelect } from '../kit/ui/FieldSelect';
import { TenantDateInput } from '../kit/forms/TenantDateInput';
import { LimitedTextField } from '../kit/ui/LimitedTextField';
import { TextField } from '../kit/ui/TextField';
import { DriverFieldsHubsQuery, DriversPageCompaniesQuery } from './drivers.graphql';
import type { DriverFormValues } from './driverForm';
import { EMPLOYMENT_LABEL, ENDORSEMENT_LABEL, LICENCE_CLASS_LABEL } from './labels';
import { PayProfileInputs } from './PayProfileInputs';

export type DriverFieldsProps = {
  values: DriverFormValues;
  errors: FieldErrors;
  set: <K extends keyof DriverFormValues>(name: K, value: DriverFormValues[K]) => void;
  /** Which parts to show: the person (name, contact, employment), the licence and documents, home hub and pay. */
  parts: readonly ('person' | 'licence' | 'pay')[];
};

type TextName = { [K in keyof DriverFormValues]: DriverFormValues[K] extends string ? K : never }[keyof DriverFormValues];

/** A text or choice field's props by its name: its value, its change and its errors. */
const fieldsOf =
  ({ values, errors, set }: Omit<DriverFieldsProps, 'parts'>) =>
  (name: TextName) => ({ name, value: values[name], onChange: (value: string) => set(name, value), error: errors[name] });

/** Home hub, pay kind, rate and chargeback: what settlements pay the driver by. */
const PayFields = ({ values, errors, set }: Omit<DriverFieldsProps, 'parts'>) => {
  const [{ data: hubs }] = useQuery({ query: DriverFieldsHubsQuery });
  const field = fieldsOf({ values, errors, set });
  return (
    <fieldset className="form-section">
      <legend>Home hub and pay</legend>
      <div className="field-grid">
        <FieldSelect
          label="Home hub"
          choices={(hubs?.hubs ?? []).map((hub) => ({ value: hub.id, label: `${hub.name} (${hub.code})` }))}
          placeholder="None"
          {...field('homeHubId')}
        />
        <LimitedTextField label="Tax id (last four digits)" inputMode="numeric" limit={4} {...field('taxIdLast4')} />
      </div>
      <div className="field-grid">
        <PayProfileInputs values={values} errors={errors} set={set} payee="the driver" />
      </div>
    </fieldset>
  );
};

/** The driver's fields, shared by the create form and the edit forms of the record's tabs. */
export const DriverFields = ({ values, errors, set, parts }: DriverFieldsProps) => {
  const [{ data: companies }] = useQuery({ query: DriversPageCompaniesQuery, pause: !parts.includes('person') });
  const text = fieldsOf({ values, errors, set });
  const day = (name: TextName, label: string) => (
    <TenantDateInput label={label} value={values[name]} onChange={(value) => set(name, value)} error={errors[name]} />
  );
  const endorsements = values.endorsements ? values.endorsements.split(',') : [];
  return (
    <>
      {parts.includes('person') && (
        <fieldset className="form-section">
          <legend>Driver</legend>
          <div className="field-grid">
            <TextField label="First name" required autoComplete="off" {...text('firstName')} />
            <TextField label="Last name" required autoComplete="off" {...text('lastName')} />
            <TextField label="Email" type="email" autoComplete="off" {...text('email')} />
            <TextField label="Phone" type="tel" autoComplete="off" {...text('phone')} />
            <FieldSelect
              label="Employment"
              choices={DriverEmploymentValues.map((value) => ({ value, label: EMPLOYMENT_LABEL[value] }))}
              {...text('employment')}
            />
            <FieldSelect
              label="Trucking company"
              choices={(companies?.truckingCompanies.data ?? []).map((company) => ({ value: company.id, label: company.displayName }))}
              placeholder="None"
              {...text('truckingCompanyId')}
              hint="Only for a trucking company's driver."
            />
          </div>
        </fieldset>
      )}
      {parts.includes('licence') && (
        <fieldset className="form-section">
          <legend>Licence and documents</legend>
          <div className="field-grid">
            <TextField label="Licence number" autoComplete="off" {...text('licenceNumber')} />
            <LimitedTextField
              label="Licence state or province"
              hint="Two letters, e.g. PA or ON."
              limit={2}
              autoComplete="off"
              {...text('licenceState')}
            />
            <FieldSelect
              label="Licence class"
              choices={LicenceClassValues.map((value) => ({ value, label: LICENCE_CLASS_LABEL[value] }))}
              placeholder="No commercial licence"
              {...text('licenceClass')}
            />
            {day('licenceExpiresOn', 'Licence expires')}
            {day('medicalCardExpiresOn', 'Medical card expires')}
            {day('mvrReviewedOn', 'MVR reviewed')}
            {day('w9ReceivedOn', 'W-9 received')}
          </div>
          <fieldset className="checkbox-group">
            <legend className="field-label">Endorsements</legend>
            {LicenceEndorsementValues.map((value) => (
              <label key={value} className="checkbox">
                <input
                  type="checkbox"
                  checked={endorsements.includes(value)}
                  onChange={(event) =>
                    set(
                      'endorsements',
                      (event.target.checked ? [...endorsements, value] : endorsements.filter((item) => item !== value)).join(','),
                    )
                  }
                />
                {ENDORSEMENT_LABEL[value]}
              </label>
            ))}
          </fieldset>
        </fieldset>
      )}
      {parts.includes('pay') && <PayFields values={values} errors={errors} set={set} />}
    </>
  );
};
