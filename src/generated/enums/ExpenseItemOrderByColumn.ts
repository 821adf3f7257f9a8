export const ExpenseItemOrderByColumn = {
  CODE: 'CODE',
  NAME: 'NAME',
  TYPE: 'TYPE',
} as const;

export type ExpenseItemOrderByColumn = (typeof ExpenseItemOrderByColumn)[keyof typeof ExpenseItemOrderByColumn];

/** Every ExpenseItemOrderByColumn, in schema order. */
export const ExpenseItemOrderByColumnValues = ['CODE', 'NAME', 'TYPE'] as const;
