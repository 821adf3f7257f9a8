export const StorageContactKind = {
  ALTERNATE: 'ALTERNATE',
  EMERGENCY: 'EMERGENCY',
  PRIMARY: 'PRIMARY',
} as const;

export type StorageContactKind = (typeof StorageContactKind)[keyof typeof StorageContactKind];

/** Every StorageContactKind, in schema order. */
export const StorageContactKindValues = ['ALTERNATE', 'EMERGENCY', 'PRIMARY'] as const;
