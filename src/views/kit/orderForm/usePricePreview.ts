import { useEffect, useMemo, useState } from 'react';
import { useQuery } from 'urql';
import { fieldErrors, summary } from '../../../domain/schemas/fieldErrors';
import { type QuoteInputValues, quoteInputSchema } from '../../../domain/schemas/orders';
import { graphql } from '@/generated';
import type { OrderFormState } from './formTypes';
import { toQuoteInput } from './toInput';

export const PriceQuoteQuery = graphql(`
  query PriceQuote($input: QuoteInput!) {
    priceQuote(input: $input) {
      lineItems {
        ...PricedLine
      }
      subtotal
      tax
      total
      currency
      distances
      warnings
    }
  }
`);

const DELAY_MS = 500;

/**
 * The live price: once the form parses as a quote and its dates pass the form's own checks (`dateErrors`: a past
 * pickup would be priced with no fuel week), the server prices it (`priceQuote`, nothing saved), asked again when
 * typing pauses. `missing` says what still keeps the form from a price.
 */
export const usePricePreview = (state: OrderFormState, dateErrors: string | null = null) => {
  const parsed = useMemo(() => quoteInputSchema.safeParse(toQuoteInput(state)), [state]);
  const wanted = parsed.success && dateErrors === null ? JSON.stringify(parsed.data) : null;
  const [asked, setAsked] = useState<string | null>(null);
  useEffect(() => {
    if (wanted === null) return setAsked(null);
    const timer = setTimeout(() => setAsked(wanted), DELAY_MS);
    return () => clearTimeout(timer);
  }, [wanted]);
  const input = useMemo(() => (asked ? (JSON.parse(asked) as QuoteInputValues) : null), [asked]);
  const [result, reexecute] = useQuery({ query: PriceQuoteQuery, variables: { input: input as QuoteInputValues }, pause: !input });
  return {
    missing: parsed.success ? dateErrors : summary(fieldErrors(parsed.error)),
    /** The form changed since the price shown was asked for. */
    pending: wanted !== asked || result.fetching,
    price: input ? (result.data?.priceQuote ?? null) : null,
    error: input ? (result.error ?? null) : null,
    retry: () => reexecute({ requestPolicy: 'network-only' }),
  };
};
