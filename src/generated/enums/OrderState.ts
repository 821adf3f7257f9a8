export const OrderState = {
  ACTIVE: 'ACTIVE',
  CALL_CENTER: 'CALL_CENTER',
  CANCELLED: 'CANCELLED',
  CLOSED: 'CLOSED',
  DISPATCH: 'DISPATCH',
  DRAFT: 'DRAFT',
  SETTLING: 'SETTLING',
} as const;

export type OrderState = (typeof OrderState)[keyof typeof OrderState];

/** Every OrderState, in schema order. */
export const OrderStateValues = ['ACTIVE', 'CALL_CENTER', 'CANCELLED', 'CLOSED', 'DISPATCH', 'DRAFT', 'SETTLING'] as const;
