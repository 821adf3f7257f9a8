export const DriverEmployment = {
  COMPANY: 'COMPANY',
  CONTRACTOR: 'CONTRACTOR',
  TRUCKING_COMPANY: 'TRUCKING_COMPANY',
} as const;

export type DriverEmployment = (typeof DriverEmployment)[keyof typeof DriverEmployment];

/** Every DriverEmployment, in schema order. */
export const DriverEmploymentValues = ['COMPANY', 'CONTRACTOR', 'TRUCKING_COMPANY'] as const;
