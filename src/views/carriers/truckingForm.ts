import type { TruckingCompanyPage_CompanyFragment as Company } from '@/generated/graphql';
import { truckingCompanyInputSchema } from '../../domain/schemas/carriers';
import { type FieldErrors, fieldErrors } from '../../domain/schemas/fieldErrors';
import { PAY_PROFILE_FIELD, payProfileFormValues, payProfileOfForm } from './payProfileForm';

export type TruckingFormValues = {
  legalName: string;
  displayName: string;
  usdotNumber: string;
  mcNumber: string;
  cargoInsurer: string;
  cargoPolicy: string;
  cargoExpiresOn: string;
  liabilityInsurer: string;
  liabilityPolicy: string;
  liabilityExpiresOn: string;
  payeeName: string;
  payeeEmail: string;
  payeeAddress: string;
  payeeTaxIdLast4: string;
  /** '' for no pay profile. */
  payKind: string;
  payRate: string;
  chargebackAllowed: boolean;
};

export const truckingFormValues = (company?: Company, digits = 2): TruckingFormValues => ({
  legalName: company?.legalName ?? '',
  displayName: company?.displayName ?? '',
  usdotNumber: company?.usdotNumber ?? '',
  mcNumber: company?.mcNumber ?? '',
  cargoInsurer: company?.cargoInsurance.insurer ?? '',
  cargoPolicy: company?.cargoInsurance.policy ?? '',
  cargoExpiresOn: company?.cargoInsurance.expiresOn ?? '',
  liabilityInsurer: company?.liabilityInsurance.insurer ?? '',
  liabilityPolicy: company?.liabilityInsurance.policy ?? '',
  liabilityExpiresOn: company?.liabilityInsurance.expiresOn ?? '',
  payeeName: company?.payee.name ?? '',
  payeeEmail: company?.payee.email ?? '',
  payeeAddress: company?.payee.address ?? '',
  payeeTaxIdLast4: company?.payee.taxIdLast4 ?? '',
  ...payProfileFormValues(company?.payProfile, digits),
});

/**
 * TruckingCompanyInput of the form; contacts are left out (null keeps them), the contact-info tab replaces them. A
 * pay rate that is not money or a percentage is sent as 0: checkTruckingForm reports it first.
 */
export const truckingInputOf = (values: TruckingFormValues, digits = 2) => ({
  legalName: values.legalName,
  displayName: values.displayName,
  usdotNumber: values.usdotNumber,
  mcNumber: values.mcNumber,
  cargoInsurance: { insurer: values.cargoInsurer, policy: values.cargoPolicy, expiresOn: values.cargoExpiresOn },
  liabilityInsurance: { insurer: values.liabilityInsurer, policy: values.liabilityPolicy, expiresOn: values.liabilityExpiresOn },
  payee: { name: values.payeeName, email: values.payeeEmail, address: values.payeeAddress, taxIdLast4: values.payeeTaxIdLast4 },
  payProfile: payProfileOfForm(values, digits).payProfile,
});

/** Schema paths (cargoInsurance.insurer) to the form's field names (cargoInsurer). */
const FIELD_OF: Record<string, keyof TruckingFormValues> = {
  'cargoInsurance.insurer': 'cargoInsurer',
  'cargoInsurance.policy': 'cargoPolicy',
  'cargoInsurance.expiresOn': 'cargoExpiresOn',
  'liabilityInsurance.insurer': 'liabilityInsurer',
  'liabilityInsurance.policy': 'liabilityPolicy',
  'liabilityInsurance.expiresOn': 'liabilityExpiresOn',
  'payee.name': 'payeeName',
  'payee.email': 'payeeEmail',
  'payee.address': 'payeeAddress',
  'payee.taxIdLast4': 'payeeTaxIdLast4',
  ...PAY_PROFILE_FIELD,
};

export const truckingFieldErrors = (errors: Record<string, string[]>): Record<string, string[]> =>
  Object.fromEntries(Object.entries(errors).map(([key, messages]) => [FIELD_OF[key] ?? key, messages]));

/** The form checked by the shared schema and the pay rate's own check, as TruckingCompanyInput or the field errors. */
export const checkTruckingForm = (
  values: TruckingFormValues,
  digits: number,
  contacts: null | undefined = undefined,
): { ok: true; input: ReturnType<typeof truckingCompanyInputSchema.parse> } | { ok: false; errors: FieldErrors } => {
  const rate = payProfileOfForm(values, digits).errors;
  const parsed = truckingCompanyInputSchema.safeParse({ ...truckingInputOf(values, digits), ...(contacts === null ? { contacts } : {}) });
  if (parsed.success && Object.keys(rate).length === 0) return { ok: true, input: parsed.data };
  return { ok: false, errors: { ...(parsed.success ? {} : truckingFieldErrors(fieldErrors(parsed.error))), ...rate } };
};

/** What the trucking company's tabs get: the company as loaded, and how to reload it (after a CONFLICT). */
export type TruckingTabProps = { company: Company; refetch: () => void };
