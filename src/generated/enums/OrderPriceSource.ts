/** Where an order's price came from: its quote's lines, or the tenant's rate card when the order was placed. */
export const OrderPriceSource = {
  QUOTE: 'QUOTE',
  RATE_CARD: 'RATE_CARD',
} as const;

export type OrderPriceSource = (typeof OrderPriceSource)[keyof typeof OrderPriceSource];

/** Every OrderPriceSource, in schema order. */
export const OrderPriceSourceValues = ['QUOTE', 'RATE_CARD'] as const;
