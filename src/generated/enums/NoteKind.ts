export const NoteKind = {
  GENERAL: 'GENERAL',
  SPECIAL_INSTRUCTIONS: 'SPECIAL_INSTRUCTIONS',
} as const;

export type NoteKind = (typeof NoteKind)[keyof typeof NoteKind];

/** Every NoteKind, in schema order. */
export const NoteKindValues = ['GENERAL', 'SPECIAL_INSTRUCTIONS'] as const;
