/** An IFTA decal's life: in stock, issued to a unit, returned, destroyed (spoiled or out of date). */
export const IftaDecalStatus = {
  ASSIGNED: 'ASSIGNED',
  DESTROYED: 'DESTROYED',
  IN_STOCK: 'IN_STOCK',
  RETURNED: 'RETURNED',
} as const;

export type IftaDecalStatus = (typeof IftaDecalStatus)[keyof typeof IftaDecalStatus];

/** Every IftaDecalStatus, in schema order. */
export const IftaDecalStatusValues = ['ASSIGNED', 'DESTROYED', 'IN_STOCK', 'RETURNED'] as const;
