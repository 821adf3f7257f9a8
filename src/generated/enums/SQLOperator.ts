export const SQLOperator = {
  BETWEEN: 'BETWEEN',
  EQ: 'EQ',
  GT: 'GT',
  GTE: 'GTE',
  IN: 'IN',
  IS_NOT_NULL: 'IS_NOT_NULL',
  IS_NULL: 'IS_NULL',
  LIKE: 'LIKE',
  LT: 'LT',
  LTE: 'LTE',
  NEQ: 'NEQ',
  NOT_BETWEEN: 'NOT_BETWEEN',
  NOT_IN: 'NOT_IN',
  NOT_LIKE: 'NOT_LIKE',
} as const;

export type SQLOperator = (typeof SQLOperator)[keyof typeof SQLOperator];

/** Every SQLOperator, in schema order. */
export const SQLOperatorValues = ['BETWEEN', 'EQ', 'GT', 'GTE', 'IN', 'IS_NOT_NULL', 'IS_NULL', 'LIKE', 'LT', 'LTE', 'NEQ', 'NOT_BETWEEN', 'NOT_IN', 'NOT_LIKE'] as const;
