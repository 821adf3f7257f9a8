export const DateMode = {
  AFTER: 'AFTER',
  ASAP: 'ASAP',
  BEFORE: 'BEFORE',
  ON: 'ON',
} as const;

export type DateMode = (typeof DateMode)[keyof typeof DateMode];

/** Every DateMode, in schema order. */
export const DateModeValues = ['AFTER', 'ASAP', 'BEFORE', 'ON'] as const;
