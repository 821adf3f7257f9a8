export const WashType = {
  DETAIL: 'DETAIL',
  EXECUTIVE_WASH: 'EXECUTIVE_WASH',
  NONE: 'NONE',
  STANDARD_WASH: 'STANDARD_WASH',
} as const;

export type WashType = (typeof WashType)[keyof typeof WashType];

/** Every WashType, in schema order. */
export const WashTypeValues = ['DETAIL', 'EXECUTIVE_WASH', 'NONE', 'STANDARD_WASH'] as const;
