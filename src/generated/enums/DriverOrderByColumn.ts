export const DriverOrderByColumn = {
  CREATED_AT: 'CREATED_AT',
  LICENCE_EXPIRES_ON: 'LICENCE_EXPIRES_ON',
  MEDICAL_CARD_EXPIRES_ON: 'MEDICAL_CARD_EXPIRES_ON',
  NAME: 'NAME',
} as const;

export type DriverOrderByColumn = (typeof DriverOrderByColumn)[keyof typeof DriverOrderByColumn];

/** Every DriverOrderByColumn, in schema order. */
export const DriverOrderByColumnValues = ['CREATED_AT', 'LICENCE_EXPIRES_ON', 'MEDICAL_CARD_EXPIRES_ON', 'NAME'] as const;
