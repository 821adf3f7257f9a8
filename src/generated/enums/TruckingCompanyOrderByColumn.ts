export const TruckingCompanyOrderByColumn = {
  CREATED_AT: 'CREATED_AT',
  DISPLAY_NAME: 'DISPLAY_NAME',
} as const;

export type TruckingCompanyOrderByColumn = (typeof TruckingCompanyOrderByColumn)[keyof typeof TruckingCompanyOrderByColumn];

/** Every TruckingCompanyOrderByColumn, in schema order. */
export const TruckingCompanyOrderByColumnValues = ['CREATED_AT', 'DISPLAY_NAME'] as const;
