/** What a district requires for a title or registration (docs/domain.md#tag-and-title); each requirement type in the catalogue is one of these. */
export const RequirementKind = {
  BILL_OF_SALE: 'BILL_OF_SALE',
  FEE: 'FEE',
  ID: 'ID',
  INSPECTION: 'INSPECTION',
  INSURANCE: 'INSURANCE',
  LIEN_RELEASE: 'LIEN_RELEASE',
  MSO_MCO: 'MSO_MCO',
  /** Only for model years in the federal window (49 CFR 580.17, src/domain/districts/requirements.ts). */
  ODOMETER_DISCLOSURE: 'ODOMETER_DISCLOSURE',
  POWER_OF_ATTORNEY: 'POWER_OF_ATTORNEY',
  TITLE: 'TITLE',
} as const;

export type RequirementKind = (typeof RequirementKind)[keyof typeof RequirementKind];

/** Every RequirementKind, in schema order. */
export const RequirementKindValues = ['BILL_OF_SALE', 'FEE', 'ID', 'INSPECTION', 'INSURANCE', 'LIEN_RELEASE', 'MSO_MCO', 'ODOMETER_DISCLOSURE', 'POWER_OF_ATTORNEY', 'TITLE'] as const;
