/** A move of a decal: issued to a unit, taken back, destroyed. */
export const IftaDecalMove = {
  ASSIGN: 'ASSIGN',
  DESTROY: 'DESTROY',
  RETURN: 'RETURN',
} as const;

export type IftaDecalMove = (typeof IftaDecalMove)[keyof typeof IftaDecalMove];

/** Every IftaDecalMove, in schema order. */
export const IftaDecalMoveValues = ['ASSIGN', 'DESTROY', 'RETURN'] as const;
