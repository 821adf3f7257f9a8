export const ClientStatus = {
  ACTIVE: 'ACTIVE',
  DELETED: 'DELETED',
} as const;

export type ClientStatus = (typeof ClientStatus)[keyof typeof ClientStatus];

/** Every ClientStatus, in schema order. */
export const ClientStatusValues = ['ACTIVE', 'DELETED'] as const;
