/** What the report did to its leg, through the leg machine: IN_REPAIR (leg.toRepair) for a leg in transit, ON_HOLD (leg.hold) before it. */
export const AccidentLegAction = {
  HOLD: 'HOLD',
  NONE: 'NONE',
  TO_REPAIR: 'TO_REPAIR',
} as const;

export type AccidentLegAction = (typeof AccidentLegAction)[keyof typeof AccidentLegAction];

/** Every AccidentLegAction, in schema order. */
export const AccidentLegActionValues = ['HOLD', 'NONE', 'TO_REPAIR'] as const;
