/** A transporter plate is on a vehicle (ASSIGNED), in the office (IN_HOUSE), lost (MISSING) or voided (DESTROYED); see docs/domain.md#transporter-plates. */
export const TransportPlateStatus = {
  ASSIGNED: 'ASSIGNED',
  DESTROYED: 'DESTROYED',
  IN_HOUSE: 'IN_HOUSE',
  MISSING: 'MISSING',
} as const;

export type TransportPlateStatus = (typeof TransportPlateStatus)[keyof typeof TransportPlateStatus];

/** Every TransportPlateStatus, in schema order. */
export const TransportPlateStatusValues = ['ASSIGNED', 'DESTROYED', 'IN_HOUSE', 'MISSING'] as const;
