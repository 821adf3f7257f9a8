/** Why a driveaway driver travels (they travel to the pickup and home on their own arrangement: docs/domain.md#driver-pay). */
export const TravelPurpose = {
  BETWEEN_LEGS: 'BETWEEN_LEGS',
  RETURN_HOME: 'RETURN_HOME',
  TO_PICKUP: 'TO_PICKUP',
} as const;

export type TravelPurpose = (typeof TravelPurpose)[keyof typeof TravelPurpose];

/** Every TravelPurpose, in schema order. */
export const TravelPurposeValues = ['BETWEEN_LEGS', 'RETURN_HOME', 'TO_PICKUP'] as const;
