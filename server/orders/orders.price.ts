import { GraphQLError } from 'graphql';
import type { LineItem, PriceResult } from '../../src/domain/pricing';
import type { OrderPriceSource } from '../../src/generated/enums';
import type { GraphQLContext } from '../graphql/context';
import { keyedLoader } from '../graphql/groupLoader';
import { defineLoaders } from '../graphql/loaders';
import type { PriceReads } from '../pricing/inputs';
import { LINE_ITEM_COLUMNS, LINE_ITEMS_FROM, lineItemArrays, priceParsedRequest } from '../pricing/price';
import type { QuoteRequest } from '../pricing/request';
import type { OrderLegRow, OrderRow } from './orders.rows';

/**
 * What the client agreed to (issue 13). A converted quote's lines are copied with it; an order placed from the
 * staff form or the portal's wizard is priced by the rate card its preview used, in the creating transaction.
 */
export type OrderPricing = { quoteId: string } | { request: QuoteRequest; reads?: PriceReads };

type StoredPrice = { source: OrderPriceSource | null; total: number | null; currency: string | null };

/** The parent of the OrderPrice type (codegen mapper). */
export type OrderPriceRow = {
  orderId: string;
  source: OrderPriceSource;
  quoteId: string | null;
  quoteRevision: number | null;
  currency: string;
  subtotal: number;
  tax: number;
  total: number;
  warnings: string[];
  pricedAt: Date;
};

/** The parent of the LegPriceShare type (codegen mapper). */
export type LegPriceRow = { legId: string; currency: string; orderTotal: number };

/** The order-form input has no quote extras: it is priced as the staff form's preview prices it. */
export const NO_EXTRAS: QuoteRequest['extras'] = {
  storageDays: null,
  tagAndTitle: false,
  firstServiceCharge: false,
  discountPercent: null,
};

const copyQuotePrice = async (ctx: GraphQLContext, orderId: string, quoteId: string) => {
  await ctx.db.query(
    `UPDATE orders o SET price_source = 'QUOTE', price_quote_revision = q.revision, price_currency = q.currency,
       price_subtotal = q.subtotal, price_tax = q.tax, price_total = q.total, price_warnings = '{}', priced_at = now()
     FROM quotes q WHERE o.id = $1 AND q.id = $2`,
    [orderId, quoteId],
  );
  // A line's leg is the order's leg at the same place in the request (legs keep the request's order, 1-based).
  await ctx.db.query(
    `INSERT INTO order_line_items (tenant_id, order_id, order_leg_id, position, type, leg_index, description, quantity, unit_amount,
       amount, explanation)
     SELECT li.tenant_id, $1, l.id, li.position, li.type, li.leg_index, li.description, li.quantity, li.unit_amount, li.amount, li.explanation
     FROM quote_line_items li
     LEFT JOIN order_legs l ON l.tenant_id = li.tenant_id AND l.order_id = $1 AND l.position = li.leg_index + 1
     WHERE li.quote_id = $2`,
    [orderId, quoteId],
  );
};

const insertLines = async (ctx: GraphQLContext, tenantId: string, orderId: string, items: readonly LineItem[]) => {
  if (items.length === 0) return;
  await ctx.db.query(
    `INSERT INTO order_line_items (tenant_id, order_id, order_leg_id, position, type, leg_index, description, quantity, unit_amount,
       amount, explanation)
     SELECT $1, $2, l.id, x.p, x.t, x.li, x.d, x.qn, x.ua, x.a, x.e
     FROM ${LINE_ITEMS_FROM}
     LEFT JOIN order_legs l ON l.tenant_id = $1 AND l.order_id = $2 AND l.position = x.li + 1`,
    [tenantId, orderId, ...lineItemArrays(items)],
  );
};

/**
 * The rate card's price of a new order's request, or, when the pricing rules refuse it (a user-facing refusal), the
 * warning the order keeps instead: the order was valid, only its price is missing, and staff see that it is.
 */
export const rateCardPrice = async (
  ctx: GraphQLContext,
  request: QuoteRequest,
  reads?: PriceReads,
): Promise<{ result: PriceResult } | { warning: string }> => {
  try {
    return { result: (await priceParsedRequest(ctx, request, reads)).result };
  } catch (error) {
    if (!(error instanceof GraphQLError)) throw error;
    return { warning: `Not priced: ${error.message}` };
  }
};

/**
 * Keeps the order's price in the caller's transaction. A request the rate card cannot price (a user-facing refusal
 * of the pricing rules) leaves the order unpriced with the reason among its warnings rather than refusing the order:
 * the order was valid, only its price is missing, and staff see that it is.
 */
export const storeOrderPrice = async (
  ctx: GraphQLContext,
  tenantId: string,
  orderId: string,
  pricing: OrderPricing,
): Promise<StoredPrice> => {
  if ('quoteId' in pricing) {
    await copyQuotePrice(ctx, orderId, pricing.quoteId);
  } else {
    const price = await rateCardPrice(ctx, pricing.request, pricing.reads);
    if ('warning' in price) {
      await ctx.db.query('UPDATE orders SET price_warnings = $2 WHERE id = $1', [orderId, [price.warning]]);
      return { source: null, total: null, currency: null };
    }
    const { result } = price;
    // The price as stored (numeric read back as the SELECT below reads it), in the same round trip.
    const { rows } = await ctx.db.query<StoredPrice>(
      `UPDATE orders SET price_source = 'RATE_CARD', price_currency = $2, price_subtotal = $3, price_tax = $4, price_total = $5,
         price_warnings = $6, priced_at = now() WHERE id = $1
       RETURNING price_source AS source, price_total::float8 AS total, price_currency AS currency`,
      [orderId, result.currency, result.subtotal, result.tax, result.total, result.warnings],
    );
    await insertLines(ctx, tenantId, orderId, result.lineItems);
    return rows[0];
  }
  const { rows } = await ctx.db.query<StoredPrice>(
    'SELECT price_source AS source, price_total::float8 AS total, price_currency AS currency FROM orders WHERE id = $1',
    [orderId],
  );
  return rows[0];
};

export const orderPriceLoaders = defineLoaders((db) => ({
  lineItemsByOrder: keyedLoader<LineItem>(db, {
    key: 'li.order_id',
    select: LINE_ITEM_COLUMNS,
    from: 'order_line_items li',
    orderBy: 'li.order_id, li.position',
  }),
  lineItemsByLeg: keyedLoader<LineItem>(db, {
    key: 'li.order_leg_id',
    select: LINE_ITEM_COLUMNS,
    from: 'order_line_items li',
    orderBy: 'li.order_leg_id, li.position',
  }),
}));

/** Order.price: null until the order has one (orders placed before prices were kept, or unpriceable ones). */
export const priceOfOrder = (order: OrderRow): OrderPriceRow | null =>
  order.priceSource === null || order.pricedAt === null
    ? null
    : {
        orderId: order.id,
        source: order.priceSource,
        quoteId: order.quoteId,
        quoteRevision: order.priceQuoteRevision,
        currency: order.priceCurrency ?? '',
        subtotal: order.priceSubtotal ?? 0,
        tax: order.priceTax ?? 0,
        total: order.priceTotal ?? 0,
        warnings: order.priceWarnings,
        pricedAt: order.pricedAt,
      };

/** OrderLeg.price: the leg's part of its order's price, when the order has one. */
export const priceOfLeg = (leg: OrderLegRow, order: OrderRow | undefined): LegPriceRow | null => {
  const price = order ? priceOfOrder(order) : null;
  return price ? { legId: leg.id, currency: price.currency, orderTotal: price.total } : null;
};
