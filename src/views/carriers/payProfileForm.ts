import type { PayKind } from '@/generated/enums/PayKind';
import { PAY_RATE_FORMAT_MESSAGE, payRateFromText, payRateToText } from '../../domain/schemas/carriers';
import type { FieldErrors } from '../../domain/schemas/fieldErrors';
import { isPayKind } from './labels';
import type { PayProfileValues } from './PayProfileInputs';

/** A stored pay profile as the form shows it: the rate as money ("0.62") or a percentage ("12.5"). */
export const payProfileFormValues = (
  profile: { kind: PayKind; rate: number; chargebackAllowed: boolean } | null | undefined,
  digits: number,
): PayProfileValues => ({
  payKind: profile?.kind ?? '',
  payRate: profile ? payRateToText(profile.kind, profile.rate, digits) : '',
  chargebackAllowed: profile?.chargebackAllowed ?? false,
});

/**
 * The form's pay profile as PayProfileInput (the rate in minor units or basis points, the one meaning the server
 * stores) and the rate's own error: missing, or not money / a percentage. Null when no kind is chosen.
 */
export const payProfileOfForm = (values: PayProfileValues, digits: number) => {
  const kind = isPayKind(values.payKind) ? values.payKind : null;
  const rate = kind && values.payRate.trim() !== '' ? payRateFromText(kind, values.payRate, digits) : null;
  const errors: FieldErrors =
    kind && values.payRate.trim() === ''
      ? { payRate: ['The rate field is required.'] }
      : kind && rate === null
        ? { payRate: [PAY_RATE_FORMAT_MESSAGE[kind]] }
        : {};
  return { payProfile: kind ? { kind, rate: rate ?? 0, chargebackAllowed: values.chargebackAllowed } : null, errors };
};

/** The schema's pay profile paths under the form's field names. */
export const PAY_PROFILE_FIELD: Readonly<Record<string, keyof PayProfileValues>> = {
  'payProfile.kind': 'payKind',
  'payProfile.rate': 'payRate',
  'payProfile.chargebackAllowed': 'chargebackAllowed',
};
