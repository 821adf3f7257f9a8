/** The settlement expense type a booking is reimbursed as (spec: settlement expense types). */
export const TravelExpenseKind = {
  RENTAL_CAR: 'RENTAL_CAR',
  TRAVEL: 'TRAVEL',
} as const;

export type TravelExpenseKind = (typeof TravelExpenseKind)[keyof typeof TravelExpenseKind];

/** Every TravelExpenseKind, in schema order. */
export const TravelExpenseKindValues = ['RENTAL_CAR', 'TRAVEL'] as const;
