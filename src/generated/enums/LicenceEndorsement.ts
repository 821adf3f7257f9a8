export const LicenceEndorsement = {
  H: 'H',
  N: 'N',
  P: 'P',
  S: 'S',
  T: 'T',
  X: 'X',
} as const;

export type LicenceEndorsement = (typeof LicenceEndorsement)[keyof typeof LicenceEndorsement];

/** Every LicenceEndorsement, in schema order. */
export const LicenceEndorsementValues = ['H', 'N', 'P', 'S', 'T', 'X'] as const;
