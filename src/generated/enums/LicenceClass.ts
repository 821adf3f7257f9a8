export const LicenceClass = {
  A_CDL: 'A_CDL',
  B_CDL: 'B_CDL',
  C_DOT: 'C_DOT',
} as const;

export type LicenceClass = (typeof LicenceClass)[keyof typeof LicenceClass];

/** Every LicenceClass, in schema order. */
export const LicenceClassValues = ['A_CDL', 'B_CDL', 'C_DOT'] as const;
