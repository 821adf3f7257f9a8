export const ContactType = {
  ALTERNATE: 'ALTERNATE',
  EMERGENCY: 'EMERGENCY',
  PRIMARY: 'PRIMARY',
} as const;

export type ContactType = (typeof ContactType)[keyof typeof ContactType];

/** Every ContactType, in schema order. */
export const ContactTypeValues = ['ALTERNATE', 'EMERGENCY', 'PRIMARY'] as const;
