export const AdminUserOrderByColumn = {
  CREATED_AT: 'CREATED_AT',
  EMAIL: 'EMAIL',
  LAST_SIGN_IN_AT: 'LAST_SIGN_IN_AT',
  NAME: 'NAME',
} as const;

export type AdminUserOrderByColumn = (typeof AdminUserOrderByColumn)[keyof typeof AdminUserOrderByColumn];

/** Every AdminUserOrderByColumn, in schema order. */
export const AdminUserOrderByColumnValues = ['CREATED_AT', 'EMAIL', 'LAST_SIGN_IN_AT', 'NAME'] as const;
