import { auditWrite } from '../records/writes';
import type { PriceResult } from '../../src/domain/pricing';
import type { OrderSource } from '../../src/generated/resolvers';
import { nextNumber } from '../db/counters';
import type { Queryable } from '../db/database';
import type { GraphQLContext } from '../graphql/context';
import { badUserInput } from '../errors';
import { type QuoteRow, findQuote, replaceLineItems, QUOTE_NUMBERS } from './quotes.rows';
import type { Actor } from '../auth/actors';
import { snapshot } from './quotes.common';
import { priceParsedRequest } from '../pricing/price';
import { parseQuoteRequest } from '../pricing/request';
import { refuseUnconfirmedVins } from '../vin/confirm';
import { publishChange } from '../graphql/liveRecords';

/** How long a staff quote holds its price unless the form says otherwise. */
export const QUOTE_VALID_DAYS = 14;

/** Query.priceQuote: the live price of a quote being written; nothing is saved. */
export const priceRequest = async (ctx: GraphQLContext, _actor: Actor, input: unknown): Promise<PriceResult> =>
  (await priceParsedRequest(ctx, parseQuoteRequest(input))).result;

const byKey = async (db: Queryable, tenantId: string, key: string) => {
  const { rows } = await db.query<{ id: string }>('SELECT id FROM quotes WHERE tenant_id = $1 AND idempotency_key = $2', [tenantId, key]);
  return rows[0] ? findQuote(db, rows[0].id) : null;
};

/**
 * createQuote: priced, numbered, stored PENDING with its line items; a repeated idempotency key returns the first.
 * `source` says where the request came from (the staff form, or the portal's wizard).
 */
export const createQuote = async (
  ctx: GraphQLContext,
  actor: Actor,
  input: unknown,
  idempotencyKey: string | null | undefined,
  source: OrderSource = 'STAFF',
): Promise<QuoteRow> => {
  const key = idempotencyKey?.trim() || null;
  if (key && key.length > 255) throw badUserInput({ idempotencyKey: ['The idempotency key may not be greater than 255 characters.'] });
  const earlier = key ? await byKey(ctx.db, actor.tenantId, key) : null;
  if (earlier) return earlier;
  const request = parseQuoteRequest(input);
  await refuseUnconfirmedVins(request.vehicles);
  const { result, today } = await priceParsedRequest(ctx, request);
  if (request.validUntil && request.validUntil < today)
    throw badUserInput({ 'input.validUntil': ['The valid-until date must be today or later.'] });
  const number = await nextNumber(ctx.db, actor.tenantId, QUOTE_NUMBERS);
  const { rows } = await ctx.db.query<{ id: string }>(
    `INSERT INTO quotes (tenant_id, number, client_id, customer_id, status, valid_until, request, currency, subtotal, tax, total,
       source, created_by, idempotency_key)
     VALUES ($1, $2, $3, $4, 'PENDING', coalesce($5::date, app_today() + $13::int), $6, $7, $8, $9, $10, $14, $11, $12)
     ON CONFLICT (tenant_id, idempotency_key) WHERE idempotency_key IS NOT NULL DO NOTHING RETURNING id`,
    [
      actor.tenantId,
      number,
      request.clientId,
      request.customerId ?? null,
      request.validUntil,
      JSON.stringify(request),
      result.currency,
      result.subtotal,
      result.tax,
      result.total,
      actor.user.id,
      key,
      QUOTE_VALID_DAYS,
      source,
    ],
  );
  // A concurrent request with the same key committed first: answer with its quote.
  if (rows.length === 0 && key) return (await byKey(ctx.db, actor.tenantId, key)) as QuoteRow;
  const id = rows[0].id;
  await replaceLineItems(ctx.db, actor.tenantId, id, result.lineItems);
  const quote = (await findQuote(ctx.db, id)) as QuoteRow;
  await auditWrite(ctx, actor, { kind: 'Quotes', noun: 'quote' }, 'create', id, { after: { number, ...snapshot(quote) } });
  publishChange(ctx, 'quoteChanged', actor.tenantId, id);
  return quote;
};

/** quote.revise: prices the stored request again (tariffs may have changed), a new revision, valid anew (the status is the transition's). */
export const revisePrices = async (ctx: GraphQLContext, actor: Actor, quote: QuoteRow) => {
  const request = parseQuoteRequest(quote.request);
  const { result } = await priceParsedRequest(ctx, request);
  await ctx.db.query(
    `UPDATE quotes SET revision = revision + 1, currency = $2, subtotal = $3, tax = $4, total = $5, valid_until = app_today() + $6::int
     WHERE id = $1`,
    [quote.id, result.currency, result.subtotal, result.tax, result.total, QUOTE_VALID_DAYS],
  );
  await replaceLineItems(ctx.db, actor.tenantId, quote.id, result.lineItems);
};
