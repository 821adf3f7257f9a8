import type { DriverPage_DriverFragment as Driver } from '@/generated/graphql';
import { driverInputSchema } from '../../domain/schemas/carriers';
import { type FieldErrors, fieldErrors } from '../../domain/schemas/fieldErrors';
import { PAY_PROFILE_FIELD, payProfileFormValues, payProfileOfForm } from './payProfileForm';

/** The driver form's values: text as typed, endorsements as "H,T", '' for none; the pay rate as money or a percentage. */
export type DriverFormValues = {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  employment: string;
  truckingCompanyId: string;
  homeHubId: string;
  licenceNumber: string;
  licenceState: string;
  licenceClass: string;
  endorsements: string;
  licenceExpiresOn: string;
  medicalCardExpiresOn: string;
  mvrReviewedOn: string;
  w9ReceivedOn: string;
  taxIdLast4: string;
  /** '' for no pay profile. */
  payKind: string;
  payRate: string;
  chargebackAllowed: boolean;
};

/** The minor-unit digits of a currency (2 for USD, 0 for JPY). */
export const currencyDigits = (currency: string): number => {
  try {
    return new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
  } catch {
    return 2;
  }
};

export const driverFormValues = (driver?: Driver, digits = 2): DriverFormValues => ({
  firstName: driver?.firstName ?? '',
  lastName: driver?.lastName ?? '',
  email: driver?.email ?? '',
  phone: driver?.phone ?? '',
  employment: driver?.employment ?? 'COMPANY',
  truckingCompanyId: driver?.truckingCompany?.id ?? '',
  homeHubId: driver?.homeHubId ?? '',
  licenceNumber: driver?.licenceNumber ?? '',
  licenceState: driver?.licenceState ?? '',
  licenceClass: driver?.licenceClass ?? '',
  endorsements: (driver?.endorsements ?? []).join(','),
  licenceExpiresOn: driver?.licenceExpiresOn ?? '',
  medicalCardExpiresOn: driver?.medicalCardExpiresOn ?? '',
  mvrReviewedOn: driver?.mvrReviewedOn ?? '',
  w9ReceivedOn: driver?.w9ReceivedOn ?? '',
  taxIdLast4: driver?.taxIdLast4 ?? '',
  ...payProfileFormValues(driver?.payProfile, digits),
});

/** Field errors of DriverInput (`payProfile.rate`, from the schema or the server) under the form's field names. */
export const driverFieldErrors = (errors: FieldErrors): FieldErrors =>
  Object.fromEntries(Object.entries(errors).map(([key, messages]) => [PAY_PROFILE_FIELD[key] ?? key, messages]));

export type DriverFormCheck = { ok: true; input: ReturnType<typeof driverInputSchema.parse> } | { ok: false; errors: FieldErrors };

/**
 * The form as DriverInput, checked by the shared schema: the rate typed as money ("0.62") or a percentage ("12.5")
 * becomes minor units or basis points, the one meaning the server stores (migration 010).
 */
export const checkDriverForm = (values: DriverFormValues, digits = 2): DriverFormCheck => {
  const { payProfile, errors: rateError } = payProfileOfForm(values, digits);
  const { payKind: _kind, payRate: _rate, chargebackAllowed: _chargeback, ...rest } = values;
  const parsed = driverInputSchema.safeParse({
    ...rest,
    truckingCompanyId: values.truckingCompanyId || null,
    homeHubId: values.homeHubId || null,
    licenceClass: values.licenceClass || null,
    endorsements: values.endorsements ? values.endorsements.split(',') : [],
    payProfile,
  });
  if (parsed.success && Object.keys(rateError).length === 0) return { ok: true, input: parsed.data };
  return { ok: false, errors: { ...(parsed.success ? {} : driverFieldErrors(fieldErrors(parsed.error))), ...rateError } };
};
