export const NotificationOrderByColumn = {
  CREATED_AT: 'CREATED_AT',
  READ_AT: 'READ_AT',
} as const;

export type NotificationOrderByColumn = (typeof NotificationOrderByColumn)[keyof typeof NotificationOrderByColumn];

/** Every NotificationOrderByColumn, in schema order. */
export const NotificationOrderByColumnValues = ['CREATED_AT', 'READ_AT'] as const;
