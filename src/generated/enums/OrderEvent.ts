/** Order events a user may send; the legs.* events are derived by the server. */
export const OrderEvent = {
  CANCEL: 'CANCEL',
  CLOSE: 'CLOSE',
  SUBMIT: 'SUBMIT',
} as const;

export type OrderEvent = (typeof OrderEvent)[keyof typeof OrderEvent];

/** Every OrderEvent, in schema order. */
export const OrderEventValues = ['CANCEL', 'CLOSE', 'SUBMIT'] as const;
