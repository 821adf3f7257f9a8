export const CustomerColumn = {
  CLIENT_ID: 'CLIENT_ID',
  CODE: 'CODE',
  CREATED_AT: 'CREATED_AT',
  DISPLAY_NAME: 'DISPLAY_NAME',
  ID: 'ID',
} as const;

export type CustomerColumn = (typeof CustomerColumn)[keyof typeof CustomerColumn];

/** Every CustomerColumn, in schema order. */
export const CustomerColumnValues = ['CLIENT_ID', 'CODE', 'CREATED_AT', 'DISPLAY_NAME', 'ID'] as const;
