export const StorageNoteKind = {
  GENERAL: 'GENERAL',
  SPECIAL_INSTRUCTIONS: 'SPECIAL_INSTRUCTIONS',
} as const;

export type StorageNoteKind = (typeof StorageNoteKind)[keyof typeof StorageNoteKind];

/** Every StorageNoteKind, in schema order. */
export const StorageNoteKindValues = ['GENERAL', 'SPECIAL_INSTRUCTIONS'] as const;
