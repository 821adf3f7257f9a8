/** Whether a catalog item is offered (ACTIVE) or retired: hidden from pickers and pricing, kept on the records that name it. */
export const CatalogItemStatus = {
  ACTIVE: 'ACTIVE',
  RETIRED: 'RETIRED',
} as const;

export type CatalogItemStatus = (typeof CatalogItemStatus)[keyof typeof CatalogItemStatus];

/** Every CatalogItemStatus, in schema order. */
export const CatalogItemStatusValues = ['ACTIVE', 'RETIRED'] as const;
