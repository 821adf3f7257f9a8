import type { TruckingCompanyPage_CompanyFragment as Company } from '@/generated/graphql';

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
};

export const truckingFormValues = (company?: Company): TruckingFormValues => ({
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
});

/** TruckingCompanyInput of the form; contacts are left out (null keeps them), the contact-info tab replaces them. */
export const truckingInputOf = (values: TruckingFormValues) => ({
  legalName: values.legalName,
  displayName: values.displayName,
  usdotNumber: values.usdotNumber,
  mcNumber: values.mcNumber,
  cargoInsurance: { insurer: values.cargoInsurer, policy: values.cargoPolicy, expiresOn: values.cargoExpiresOn },
  liabilityInsurance: { insurer: values.liabilityInsurer, policy: values.liabilityPolicy, expiresOn: values.liabilityExpiresOn },
  payee: { name: values.payeeName, email: values.payeeEmail, address: values.payeeAddress, taxIdLast4: values.payeeTaxIdLast4 },
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
};

export const truckingFieldErrors = (errors: Record<string, string[]>): Record<string, string[]> =>
  Object.fromEntries(Object.entries(errors).map(([key, messages]) => [FIELD_OF[key] ?? key, messages]));

/** What the trucking company's tabs get: the company as loaded, and how to reload it (after a CONFLICT). */
export type TruckingTabProps = { company: Company; refetch: () => void };
