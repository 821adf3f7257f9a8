/** How the vehicle came or goes: the client's own move (CLIENT_IN / CLIENT_OUT), storage alone, or Legwork's own IN / OUT. */
export const StorageMovementKind = {
  CLIENT_IN: 'CLIENT_IN',
  CLIENT_OUT: 'CLIENT_OUT',
  LEGWORK_IN: 'LEGWORK_IN',
  LEGWORK_OUT: 'LEGWORK_OUT',
  STORAGE: 'STORAGE',
} as const;

export type StorageMovementKind = (typeof StorageMovementKind)[keyof typeof StorageMovementKind];

/** Every StorageMovementKind, in schema order. */
export const StorageMovementKindValues = ['CLIENT_IN', 'CLIENT_OUT', 'LEGWORK_IN', 'LEGWORK_OUT', 'STORAGE'] as const;
