/**
 * IFTA: is a power unit a "qualified motor vehicle" (IFTA Articles of Agreement R245; docs/domain.md#ifta): two axles and a
 * gross vehicle weight over 26,000 lb (11,797 kg), or three or more axles whatever the weight, or used in combination
 * with a combined gross weight over 26,000 lb. Computed from the unit's facts every time it is read, never stored.
 */
export const IFTA_WEIGHT_LB = 26_000;

export type IftaFacts = { axles: number; grossWeightLb: number; combinedWeightLb: number | null };

export type IftaQualification = { qualified: boolean; reason: string };

const lb = (value: number) => `${value.toLocaleString('en-US')} lb`;

export const iftaQualification = ({ axles, grossWeightLb, combinedWeightLb }: IftaFacts): IftaQualification => {
  if (axles >= 3) return { qualified: true, reason: `${axles} axles: three or more axles qualify whatever the weight.` };
  if (grossWeightLb > IFTA_WEIGHT_LB)
    return { qualified: true, reason: `Two axles and a gross weight of ${lb(grossWeightLb)}, over ${lb(IFTA_WEIGHT_LB)}.` };
  if (combinedWeightLb !== null && combinedWeightLb > IFTA_WEIGHT_LB)
    return { qualified: true, reason: `A combination weighing ${lb(combinedWeightLb)}, over ${lb(IFTA_WEIGHT_LB)}.` };
  const combination = combinedWeightLb === null ? 'pulls no trailer' : `weighs ${lb(combinedWeightLb)} in combination`;
  return {
    qualified: false,
    reason: `Two axles, a gross weight of ${lb(grossWeightLb)} (not over ${lb(IFTA_WEIGHT_LB)}) and ${combination}: not an IFTA qualified motor vehicle.`,
  };
};
