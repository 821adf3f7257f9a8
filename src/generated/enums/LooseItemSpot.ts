export const LooseItemSpot = {
  CENTER_CONSOLE: 'CENTER_CONSOLE',
  CUP_HOLDER: 'CUP_HOLDER',
  GAS_DOOR: 'GAS_DOOR',
  GLOVE_BOX: 'GLOVE_BOX',
  LOCK_BOX: 'LOCK_BOX',
  OFFICE: 'OFFICE',
} as const;

export type LooseItemSpot = (typeof LooseItemSpot)[keyof typeof LooseItemSpot];

/** Every LooseItemSpot, in schema order. */
export const LooseItemSpotValues = ['CENTER_CONSOLE', 'CUP_HOLDER', 'GAS_DOOR', 'GLOVE_BOX', 'LOCK_BOX', 'OFFICE'] as const;
