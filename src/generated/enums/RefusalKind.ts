/** Why an event its status knows is refused now: the signed-in user's role, or the record's facts. */
export const RefusalKind = {
  RECORD: 'RECORD',
  ROLE: 'ROLE',
} as const;

export type RefusalKind = (typeof RefusalKind)[keyof typeof RefusalKind];

/** Every RefusalKind, in schema order. */
export const RefusalKindValues = ['RECORD', 'ROLE'] as const;
