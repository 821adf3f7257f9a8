import { basisPointsOf, percentOf, type RebateTierInput } from '../../domain/rebateTiers';

/** A tier as its two inputs hold it: legs and a percent, as typed. */
export type TierDraft = { minLegs: string; percent: string };

export const tierDrafts = (tiers: readonly { minLegs: number; rateBp: number }[]): TierDraft[] =>
  tiers.map((tier) => ({ minLegs: String(tier.minLegs), percent: percentOf(tier.rateBp) }));

/** The drafts as the mutation's input, or the field errors of those that are not numbers (keyed as the server's). */
export const tierInputs = (drafts: readonly TierDraft[]): { tiers: RebateTierInput[] } | { errors: Record<string, string[]> } => {
  const errors: Record<string, string[]> = {};
  const tiers = drafts.map((draft, index) => {
    const minLegs = /^\d{1,7}$/.test(draft.minLegs.trim()) ? Number(draft.minLegs.trim()) : Number.NaN;
    const rateBp = basisPointsOf(draft.percent);
    if (Number.isNaN(minLegs)) errors[`tiers.${index}.minLegs`] = ['Enter a whole number of legs.'];
    if (rateBp === null) errors[`tiers.${index}.rateBp`] = ['Enter a percent to two decimals at most (2.5).'];
    return { minLegs, rateBp: rateBp ?? 0 };
  });
  return Object.keys(errors).length > 0 ? { errors } : { tiers };
};
