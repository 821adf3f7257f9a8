/** Where a key is: taken (ASSIGNED), back in the key box (IN_HOUSE), MISSING or DESTROYED. */
export const KeyEquipmentStatus = {
  ASSIGNED: 'ASSIGNED',
  DESTROYED: 'DESTROYED',
  IN_HOUSE: 'IN_HOUSE',
  MISSING: 'MISSING',
} as const;

export type KeyEquipmentStatus = (typeof KeyEquipmentStatus)[keyof typeof KeyEquipmentStatus];

/** Every KeyEquipmentStatus, in schema order. */
export const KeyEquipmentStatusValues = ['ASSIGNED', 'DESTROYED', 'IN_HOUSE', 'MISSING'] as const;
