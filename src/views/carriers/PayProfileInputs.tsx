import { PayKindValues } from '@/generated/enums/PayKind';
import type { FieldErrors } from '../../domain/schemas/fieldErrors';
import { useCurrentTenant } from '../kit/app/useCurrentUser';
import { Checkbox } from '../kit/ui/Checkbox';
import { FieldSelect } from '../kit/ui/FieldSelect';
import { TextField } from '../kit/ui/TextField';
import { payKindLabel } from './labels';

/** A pay profile as a form holds it: the kind ('' for none), the rate as typed, and whether chargebacks are allowed. */
export type PayProfileValues = { payKind: string; payRate: string; chargebackAllowed: boolean };

const rateHint = (kind: string, currency: string, distanceUnit?: string) => {
  if (kind === 'PERCENT') return 'A percentage of the leg, up to 2 decimals, e.g. 12.5.';
  if (kind === 'PER_MOVE') return `An amount in ${currency} per move, e.g. 150.00.`;
  if (kind === 'PER_MILE') return `An amount in ${currency} per ${distanceUnit === 'km' ? 'kilometre' : 'mile'}, e.g. 0.62.`;
  return 'Choose how the payee is paid first.';
};

type PayProfileInputsProps = {
  values: PayProfileValues;
  errors: FieldErrors;
  set: {
    (name: 'payKind' | 'payRate', value: string): void;
    (name: 'chargebackAllowed', value: boolean): void;
  };
  /** Who is charged back: "the driver", "the company". */
  payee: string;
};

/** Pay kind, rate and chargeback: what settlements pay a driver or a trucking company by (the driver and company forms). */
export const PayProfileInputs = ({ values, errors, set, payee }: PayProfileInputsProps) => {
  const tenant = useCurrentTenant();
  return (
    <>
      <FieldSelect
        label="Pay kind"
        choices={PayKindValues.map((value) => ({ value, label: payKindLabel(value, tenant?.distanceUnit) }))}
        placeholder="Not set"
        value={values.payKind}
        onChange={(value) => set('payKind', value)}
        error={errors.payKind}
      />
      <TextField
        label="Pay rate"
        name="payRate"
        inputMode="decimal"
        autoComplete="off"
        disabled={values.payKind === ''}
        value={values.payRate}
        onChange={(value) => set('payRate', value)}
        error={errors.payRate}
        hint={rateHint(values.payKind, tenant?.currency ?? 'USD', tenant?.distanceUnit)}
      />
      <Checkbox
        label={`Repairs may be charged back to ${payee}`}
        name="chargebackAllowed"
        checked={values.chargebackAllowed}
        disabled={values.payKind === ''}
        onChange={(checked) => set('chargebackAllowed', checked)}
      />
    </>
  );
};
