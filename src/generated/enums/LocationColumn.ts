export const LocationColumn = {
  CITY: 'CITY',
  CLIENT_ID: 'CLIENT_ID',
  CREATED_AT: 'CREATED_AT',
  ID: 'ID',
  NAME: 'NAME',
  POSTAL_CODE: 'POSTAL_CODE',
  STATE_PROVINCE: 'STATE_PROVINCE',
  TYPE: 'TYPE',
} as const;

export type LocationColumn = (typeof LocationColumn)[keyof typeof LocationColumn];

/** Every LocationColumn, in schema order. */
export const LocationColumnValues = ['CITY', 'CLIENT_ID', 'CREATED_AT', 'ID', 'NAME', 'POSTAL_CODE', 'STATE_PROVINCE', 'TYPE'] as const;
