/** When a district's requirement applies to a vehicle (a packet keeps the ones its vehicle meets). */
export const RequirementCondition = {
  ALWAYS: 'ALWAYS',
  LIEN_ON_TITLE: 'LIEN_ON_TITLE',
  NEW_VEHICLE: 'NEW_VEHICLE',
  OUT_OF_STATE_TITLE: 'OUT_OF_STATE_TITLE',
  OWNER_NOT_SIGNING: 'OWNER_NOT_SIGNING',
  USED_VEHICLE: 'USED_VEHICLE',
} as const;

export type RequirementCondition = (typeof RequirementCondition)[keyof typeof RequirementCondition];

/** Every RequirementCondition, in schema order. */
export const RequirementConditionValues = ['ALWAYS', 'LIEN_ON_TITLE', 'NEW_VEHICLE', 'OUT_OF_STATE_TITLE', 'OWNER_NOT_SIGNING', 'USED_VEHICLE'] as const;
