import type { DriverPage_DriverFragment as Driver } from '@/generated/graphql';

/** The driver form's values: text as typed, endorsements as "H,T", '' for none. */
export type DriverFormValues = {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  employment: string;
  truckingCompanyId: string;
  licenceNumber: string;
  licenceState: string;
  licenceClass: string;
  endorsements: string;
  licenceExpiresOn: string;
  medicalCardExpiresOn: string;
  mvrReviewedOn: string;
  w9ReceivedOn: string;
};

export const driverFormValues = (driver?: Driver): DriverFormValues => ({
  firstName: driver?.firstName ?? '',
  lastName: driver?.lastName ?? '',
  email: driver?.email ?? '',
  phone: driver?.phone ?? '',
  employment: driver?.employment ?? 'COMPANY',
  truckingCompanyId: driver?.truckingCompany?.id ?? '',
  licenceNumber: driver?.licenceNumber ?? '',
  licenceState: driver?.licenceState ?? '',
  licenceClass: driver?.licenceClass ?? '',
  endorsements: (driver?.endorsements ?? []).join(','),
  licenceExpiresOn: driver?.licenceExpiresOn ?? '',
  medicalCardExpiresOn: driver?.medicalCardExpiresOn ?? '',
  mvrReviewedOn: driver?.mvrReviewedOn ?? '',
  w9ReceivedOn: driver?.w9ReceivedOn ?? '',
});

/** What the shared schema (and DriverInput) takes; what the form does not edit (home hub, pay) is kept as stored. */
export const driverInputOf = (values: DriverFormValues, driver?: Driver) => ({
  ...values,
  truckingCompanyId: values.truckingCompanyId || null,
  licenceClass: values.licenceClass || null,
  endorsements: values.endorsements ? values.endorsements.split(',') : [],
  homeHubId: driver?.homeHubId ?? null,
  payProfile: driver?.payProfile ? { kind: driver.payProfile.kind, rate: driver.payProfile.rate } : null,
});
