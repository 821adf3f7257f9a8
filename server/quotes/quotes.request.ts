import { type QuoteInputValues, quoteInputSchema } from '../../src/domain/schemas/orders';
import { fieldErrors } from '../../src/domain/schemas/fieldErrors';
import { badUserInput } from '../errors';

/** The stored request of a quote: the form as the shared zod quote schema parsed it. */
export type QuoteRequest = QuoteInputValues;

/**
 * Parses a QuoteInput (or a stored request) with the shared schema; every problem is one BAD_USER_INPUT keyed by
 * Lighthouse's argument paths (`input.legs.0.originRef`).
 */
export const parseQuoteRequest = (input: unknown): QuoteRequest => {
  const parsed = quoteInputSchema.safeParse(input);
  if (parsed.success) return parsed.data;
  const errors = fieldErrors(parsed.error);
  throw badUserInput(Object.fromEntries(Object.entries(errors).map(([key, messages]) => [key === 'input' ? key : `input.${key}`, messages])));
};

