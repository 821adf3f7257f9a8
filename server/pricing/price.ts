import { type LineItem, type PriceResult, priceQuote } from '../../src/domain/pricing';
import type { GraphQLContext } from '../graphql/context';
import { loadPriceInput, type PriceReads } from './inputs';
import type { QuoteRequest } from './request';

/**
 * The rate card's price of a request (kit: a quote is priced by it, and so is an order placed without one). The
 * warnings of loading (an extra without its billing item) come first. `reads`: what a run of pricings shares, read once.
 */
export const priceParsedRequest = async (
  ctx: GraphQLContext,
  request: QuoteRequest,
  reads?: PriceReads,
): Promise<{ result: PriceResult; today: string }> => {
  const { warnings, ...input } = await loadPriceInput(ctx, request, reads);
  const result = priceQuote(input);
  return { result: { ...result, warnings: [...warnings, ...result.warnings] }, today: input.today };
};

/** A priced line as quote_line_items and order_line_items store it (alias li): money bigint and quantities numeric, cast. */
export const LINE_ITEM_COLUMNS = `li.type, li.leg_index AS "legIndex", li.description, li.quantity::float8 AS quantity,
  li.unit_amount::float8 AS "unitAmount", li.amount::float8 AS amount, li.explanation`;

/**
 * Priced lines as rows to insert: `LINE_ITEMS_FROM` reads them (as x: p position, t type, li leg index, d
 * description, qn quantity, ua unit amount, a amount, e explanation) from the eight arrays `lineItemArrays` gives as
 * the query's parameters $3 to $10.
 */
export const LINE_ITEMS_FROM = `unnest($3::int[], $4::text[], $5::int[], $6::text[], $7::numeric[], $8::numeric[], $9::bigint[], $10::text[])
       AS x(p, t, li, d, qn, ua, a, e)`;

export const lineItemArrays = (items: readonly LineItem[]) => [
  items.map((_, i) => i + 1),
  items.map((item) => item.type),
  items.map((item) => item.legIndex ?? null),
  items.map((item) => item.description),
  items.map((item) => item.quantity),
  items.map((item) => item.unitAmount),
  items.map((item) => item.amount),
  items.map((item) => item.explanation),
];
