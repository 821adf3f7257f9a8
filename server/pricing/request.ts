import { newRequestSchemas, type QuoteInputValues, quoteInputSchema } from '../../src/domain/schemas/orders';
import { fieldErrors } from '../../src/domain/schemas/fieldErrors';
import { badUserInput } from '../errors';

/** The stored request of a quote: the form as the shared zod quote schema parsed it. */
export type QuoteRequest = QuoteInputValues;

/**
 * Parses a QuoteInput (or a stored request) with the shared schema; every problem is one BAD_USER_INPUT keyed by
 * Lighthouse's argument paths (`input.legs.0.originRef`).
 */
export const parseQuoteRequest = (input: unknown, today?: string): QuoteRequest => {
  // With `today`, a new request: no pickup before it (a stored request is read as it was made).
  const parsed = (today ? newRequestSchemas(today).quote : quoteInputSchema).safeParse(input);
  if (parsed.success) return parsed.data;
  const errors = fieldErrors(parsed.error);
  throw badUserInput(
    Object.fromEntries(Object.entries(errors).map(([key, messages]) => [key === 'input' ? key : `input.${key}`, messages])),
  );
};
