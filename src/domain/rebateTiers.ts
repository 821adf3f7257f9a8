import * as z from 'zod';

/** The most tiers a client's rebate agreement has. */
export const MAX_REBATE_TIERS = 10;

const tier = z.object({
  minLegs: z
    .number({ error: 'Enter the legs from which the tier applies.' })
    .int('Enter a whole number of legs.')
    .min(1, 'A tier starts at 1 leg at least.')
    .max(1_000_000, 'A tier starts at 1,000,000 legs at most.'),
  rateBp: z
    .number({ error: 'Enter the tier’s rate.' })
    .int('Enter the rate to a hundredth of a percent.')
    .min(1, 'The rate is 0.01% at least.')
    .max(10_000, 'The rate is 100% at most.'),
});

/**
 * A client's volume rebate tiers as an admin enters them (server/financeReports/financeReports.tiers.ts and the
 * client's Invoicing tab): each a threshold of legs delivered in a period and a rate in basis points, thresholds
 * distinct, at most MAX_REBATE_TIERS, stored lowest first.
 */
export const rebateTiersSchema = z
  .array(tier)
  .max(MAX_REBATE_TIERS, `A client has ${MAX_REBATE_TIERS} tiers at most.`)
  .superRefine((tiers, issue) => {
    const seen = new Set<number>();
    for (const [index, { minLegs }] of tiers.entries()) {
      if (seen.has(minLegs))
        issue.addIssue({ code: 'custom', path: [index, 'minLegs'], message: 'Two tiers start at the same number of legs.' });
      seen.add(minLegs);
    }
  })
  .transform((tiers) => [...tiers].sort((a, b) => a.minLegs - b.minLegs));

export type RebateTierInput = z.input<typeof rebateTiersSchema>[number];

/** A rate in basis points as the percent an admin types ("2.5" for 250), or null when it is not one to the hundredth. */
export const basisPointsOf = (percent: string): number | null => {
  const text = percent.trim().replace(/%$/, '').trim();
  if (!/^\d{1,3}(\.\d{1,2})?$/.test(text)) return null;
  const [whole, cents = ''] = text.split('.');
  return Number(whole) * 100 + Number(cents.padEnd(2, '0'));
};

/** Basis points as a percent ("2.5"). */
export const percentOf = (rateBp: number): string => String(rateBp / 100);
