/** What may be done to a catalog item in its status (the server refuses the rest; DELETE is also refused once the item is used). */
export const CatalogItemMove = {
  DELETE: 'DELETE',
  EDIT: 'EDIT',
  RESTORE: 'RESTORE',
  RETIRE: 'RETIRE',
} as const;

export type CatalogItemMove = (typeof CatalogItemMove)[keyof typeof CatalogItemMove];

/** Every CatalogItemMove, in schema order. */
export const CatalogItemMoveValues = ['DELETE', 'EDIT', 'RESTORE', 'RETIRE'] as const;
