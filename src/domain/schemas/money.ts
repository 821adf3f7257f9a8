import * as z from 'zod';

/** Amounts in minor units of the tenant's currency (cents): whole numbers from 0 to MONEY_LIMIT - 1. */
export const MONEY_LIMIT = 100_000_000;

/** An amount in minor units, required: a whole number, 0 or more, less than MONEY_LIMIT. */
export const minorUnits = (field: string) =>
  z
    .number({ error: `The ${field} field is required.` })
    .int(`The ${field} must be a whole number of cents.`)
    .min(0, `The ${field} may not be negative.`)
    .max(MONEY_LIMIT - 1, `The ${field} must be less than ${(MONEY_LIMIT / 100).toLocaleString('en-US')}.00.`);
