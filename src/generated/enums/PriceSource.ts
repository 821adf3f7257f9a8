/** Where the price that applies comes from: the customer's own, its client's, or the catalog's default. */
export const PriceSource = {
  CATALOG: 'CATALOG',
  CLIENT: 'CLIENT',
  CUSTOMER: 'CUSTOMER',
} as const;

export type PriceSource = (typeof PriceSource)[keyof typeof PriceSource];

/** Every PriceSource, in schema order. */
export const PriceSourceValues = ['CATALOG', 'CLIENT', 'CUSTOMER'] as const;
