export const HubOrderByColumn = {
  CODE: 'CODE',
  NAME: 'NAME',
} as const;

export type HubOrderByColumn = (typeof HubOrderByColumn)[keyof typeof HubOrderByColumn];

/** Every HubOrderByColumn, in schema order. */
export const HubOrderByColumnValues = ['CODE', 'NAME'] as const;
