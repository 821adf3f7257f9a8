/** Include soft-deleted records: ONLY them, WITH the others, or WITHOUT them (the default). */
export const Trashed = {
  ONLY: 'ONLY',
  WITH: 'WITH',
  WITHOUT: 'WITHOUT',
} as const;

export type Trashed = (typeof Trashed)[keyof typeof Trashed];

/** Every Trashed, in schema order. */
export const TrashedValues = ['ONLY', 'WITH', 'WITHOUT'] as const;
