export const ClientColumn = {
  CODE: 'CODE',
  CREATED_AT: 'CREATED_AT',
  DISPLAY_NAME: 'DISPLAY_NAME',
  ID: 'ID',
} as const;

export type ClientColumn = (typeof ClientColumn)[keyof typeof ClientColumn];

/** Every ClientColumn, in schema order. */
export const ClientColumnValues = ['CODE', 'CREATED_AT', 'DISPLAY_NAME', 'ID'] as const;
