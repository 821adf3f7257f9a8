import { auditAs } from '../audit';
import type { GraphQLContext } from '../graphql/context';
import { appError } from '../graphql/errors';
import type { OrderRow, QuoteRow } from '../graphql/rows';
import type { Actor } from '../orders/access';
import { createOrderFromInput } from '../orders/orders.service';
import { lockQuote, nextStatusOrRefuse, publishQuoteChanged, snapshot } from './quotes.common';
import { findQuote } from './quotes.rows';

/** What createOrderFromInput takes: the quote's stored request minus the quote's own terms. */
type OrderRequest = Parameters<typeof createOrderFromInput>[1];

/**
 * quote.confirm: an ACCEPTED quote becomes CONFIRMED and its stored request becomes a DRAFT order with its legs, in
 * the same transaction (any failure rolls both back). The order's own audit row (order.create) names the quote.
 */
export const convertQuote = async (
  ctx: GraphQLContext,
  actor: Actor,
  id: string,
  version: number,
): Promise<{ quote: QuoteRow; order: OrderRow }> => {
  const quote = await lockQuote(ctx, id, version);
  if (quote.status !== 'ACCEPTED')
    throw appError('INVALID_TRANSITION', `Quote ${quote.number} is ${quote.status}: only an accepted quote becomes an order.`);
  const status = nextStatusOrRefuse(actor, quote, 'quote.confirm');
  // The request was validated when the quote was made; the order keeps all of it but the quote's own terms.
  const { extras: _extras, validUntil: _validUntil, ...request } = quote.request as OrderRequest & { extras?: unknown; validUntil?: unknown };
  const order = await createOrderFromInput(ctx, request, { submit: false, source: quote.source, quoteId: quote.id });
  await ctx.db.query('UPDATE quotes SET status = $2, order_id = $3, version = version + 1, updated_at = now() WHERE id = $1', [
    quote.id,
    status,
    order.id,
  ]);
  const after = (await findQuote(ctx.db, quote.id)) as QuoteRow;
  await auditAs(ctx, actor, {
    entityKind: 'Quotes',
    entityId: quote.id,
    action: 'UPDATED',
    event: 'quote.confirm',
    before: snapshot(quote),
    after: { ...snapshot(after), orderNumber: order.number },
  });
  publishQuoteChanged(ctx, actor.tenantId, quote.id);
  ctx.afterCommit(() => ctx.events.publish('orderChanged', actor.tenantId, { id: order.id }));
  return { quote: after, order };
};
