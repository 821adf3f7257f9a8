/** A move of a plate: sent out on a leg, checked back in (or found), marked missing, voided. */
export const TransportPlateMove = {
  ASSIGN: 'ASSIGN',
  CHECK_IN: 'CHECK_IN',
  DESTROY: 'DESTROY',
  MARK_MISSING: 'MARK_MISSING',
} as const;

export type TransportPlateMove = (typeof TransportPlateMove)[keyof typeof TransportPlateMove];

/** Every TransportPlateMove, in schema order. */
export const TransportPlateMoveValues = ['ASSIGN', 'CHECK_IN', 'DESTROY', 'MARK_MISSING'] as const;
