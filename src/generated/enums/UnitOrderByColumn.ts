export const UnitOrderByColumn = {
  CREATED_AT: 'CREATED_AT',
  UNIT_NUMBER: 'UNIT_NUMBER',
} as const;

export type UnitOrderByColumn = (typeof UnitOrderByColumn)[keyof typeof UnitOrderByColumn];

/** Every UnitOrderByColumn, in schema order. */
export const UnitOrderByColumnValues = ['CREATED_AT', 'UNIT_NUMBER'] as const;
