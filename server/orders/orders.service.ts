import { type DistanceUnit, roadDistance } from '../../src/domain/geo';
import { newRequestSchemas, type OrderFormValues, type OrderInputValues, orderInputSchema } from '../../src/domain/schemas/orders';
import { fieldErrors } from '../../src/domain/schemas/fieldErrors';
import type { OrderSource } from '../../src/generated/resolvers';
import { nextNumber } from '../db/counters';
import type { Queryable } from '../db/database';
import { type GraphQLContext, requireTenant } from '../graphql/context';
import { badUserInput } from '../errors';
import { type OrderRow, ORDER_AUDIT, ORDER_SELECT, findOrder, ORDER_NUMBERS } from './orders.rows';
import { auditWrite } from '../records/writes';
import type { Actor } from '../auth/actors';
import { checkOrderReferences } from './orders.checks';
import { refreshSearchText, setTags } from './orders.edits';
import { insertLegs, insertNotes, locationPoints } from './orders.legsInsert';
import { placeLocations, placeVehicles } from './orders.parts';
import { settleOrder } from './orders.state';
import { submitOrder } from './orders.transition';
import { tenantToday } from '../records/days';
import { todayIn } from '../../src/domain/dates';
import { NO_EXTRAS, storeOrderPrice } from './orders.price';
import type { PriceReads } from '../pricing/inputs';
import type { QuoteRequest } from '../pricing/request';
import { refuseUnconfirmedVins } from '../vin/confirm';

export type CreateOrderOptions = {
  /** Sends the order to the call center at once (order.submit in the same transaction). */
  submit: boolean;
  /** STAFF legs start CREATED; PORTAL, API, EMAIL and SPREADSHEET legs start UNACKNOWLEDGED. */
  source: OrderSource;
  /** A retried request with the same key returns the order it already made, writing nothing. */
  idempotencyKey?: string | null;
  quoteId?: string | null;
  /** A new order (staff form, portal wizard): no pickup before today in the tenant's time zone. A converted quote's stays as agreed. */
  refusePastPickups?: boolean;
  /** The quote extras priced with an order that has no quote (the portal's wizard asks for them); none by default. */
  extras?: QuoteRequest['extras'];
  /** What a run of creates shares (a spreadsheet import's rows), read once by `orderBatch` rather than again per order. */
  batch?: OrderBatch;
};

/**
 * What every new order of a run reads alike: the tenant's time zone (for today) and distance unit, and what the rate
 * card's pricing reads of the tenant and the client (server/pricing/inputs.ts PriceReads), kept for the run.
 */
export type OrderBatch = { timeZone: string; distanceUnit: DistanceUnit; priceReads: PriceReads };

export const orderBatch = async (db: Queryable, tenantId: string): Promise<OrderBatch> => {
  const { rows } = await db.query<Omit<OrderBatch, 'priceReads'>>(
    'SELECT time_zone AS "timeZone", distance_unit AS "distanceUnit" FROM tenants WHERE id = $1',
    [tenantId],
  );
  return { ...rows[0], priceReads: new Map() };
};

/** The shared form schema, with the field paths under `input.` as the mutation's argument is named. */
export const parseOrderInput = (input: unknown, today?: string): OrderInputValues => {
  const result = (today ? newRequestSchemas(today).order : orderInputSchema).safeParse(input);
  if (result.success) return result.data;
  const errors = fieldErrors(result.error);
  throw badUserInput(
    Object.fromEntries(Object.entries(errors).map(([path, messages]) => [path === 'input' ? path : `input.${path}`, messages])),
  );
};

const byKey = async (db: Queryable, key: string) => {
  const { rows } = await db.query<OrderRow>(`SELECT ${ORDER_SELECT} FROM orders o WHERE o.idempotency_key = $1`, [key]);
  return rows[0] ?? null;
};

/** What the audit row of a new order keeps (order.create): its number, parties, references, source, legs and price. */
export const orderCreatedAfter = (
  data: OrderInputValues,
  order: { number: string; source: OrderSource; quoteId: string | null; price: unknown },
) => ({
  number: order.number,
  clientId: data.clientId,
  customerId: data.customerId,
  referenceNumbers: [...new Set(data.referenceNumbers)],
  source: order.source,
  legCount: data.legs.length,
  quoteId: order.quoteId,
  price: order.price,
});

/**
 * Creates an order with its vehicles, locations, legs, notes and tags in the caller's transaction, with audit rows;
 * `submit` applies order.submit (legs CREATED → PROCESSING). Exported for convertQuoteToOrder. The caller checks
 * the role; every field problem is BAD_USER_INPUT with Laravel paths (`input.legs.1.originRef`).
 */
export const createOrderFromInput = async (ctx: GraphQLContext, input: OrderFormValues, options: CreateOrderOptions): Promise<OrderRow> => {
  const actor: Actor = requireTenant(ctx);
  const { tenantId, user } = actor;
  const key = options.idempotencyKey?.trim() || null;
  if (key && key.length > 200) throw badUserInput({ idempotencyKey: ['The idempotency key may not be greater than 200 characters.'] });
  const earlier = key ? await byKey(ctx.db, key) : null;
  if (earlier) return earlier;
  const today = !options.refusePastPickups
    ? undefined
    : options.batch
      ? todayIn(options.batch.timeZone)
      : await tenantToday(ctx.db, tenantId);
  const data = parseOrderInput(input, today);
  // A converted quote's vehicles were checked when it was made.
  if (!options.quoteId) await refuseUnconfirmedVins(data.vehicles);
  await checkOrderReferences(ctx.db, data);
  const references = [...new Set(data.referenceNumbers)];
  const number = await nextNumber(ctx.db, tenantId, ORDER_NUMBERS);
  const { rows } = await ctx.db.query<{ id: string }>(
    `INSERT INTO orders (tenant_id, number, client_id, customer_id, reference_numbers, source, quote_id, idempotency_key, created_by)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
     ON CONFLICT (tenant_id, idempotency_key) WHERE idempotency_key IS NOT NULL DO NOTHING RETURNING id`,
    [tenantId, number, data.clientId, data.customerId, references, options.source, options.quoteId ?? null, key, user.id],
  );
  // A concurrent request with the same key won the race: answer with its order.
  if (rows.length === 0 && key) return (await byKey(ctx.db, key)) as OrderRow;
  const orderId = rows[0].id;
  const owner = { clientId: data.clientId, customerId: data.customerId };
  const vehicleIds = await placeVehicles(ctx, actor, data.clientId, data.vehicles);
  const placed = await placeLocations(ctx, actor, owner, data.locations ?? []);
  const unit =
    options.batch?.distanceUnit ??
    (await ctx.db.query<{ unit: DistanceUnit }>('SELECT distance_unit AS unit FROM tenants WHERE id = $1', [tenantId])).rows[0].unit;
  const points = await locationPoints(ctx.db, data, placed);
  const distance = (from: string, to: string) => {
    const [a, b] = [points.get(from), points.get(to)];
    return a && b ? roadDistance(a, b, unit) : null;
  };
  await insertLegs(ctx, actor, { orderId, number, source: options.source, legs: data.legs, vehicleIds, placed, distance });
  // The price the client agreed to: the quote's lines, else the rate card's as the form's preview showed it.
  const pricing = options.quoteId
    ? { quoteId: options.quoteId }
    : { request: { ...data, validUntil: null, extras: options.extras ?? NO_EXTRAS }, reads: options.batch?.priceReads };
  const price = await storeOrderPrice(ctx, tenantId, orderId, pricing);
  await insertNotes(ctx.db, tenantId, orderId, user.id, data.notes);
  if (data.tagIds.length > 0) await setTags(ctx.db, tenantId, orderId, data.tagIds, 'input.tagIds');
  await refreshSearchText(ctx.db, orderId);
  await auditWrite(ctx, { tenantId, user }, ORDER_AUDIT, 'create', orderId, {
    after: orderCreatedAfter(data, { number, source: options.source, quoteId: options.quoteId ?? null, price }),
  });
  if (!options.submit) {
    await settleOrder(ctx, actor, orderId);
    return (await findOrder(ctx.db, orderId)) as OrderRow;
  }
  // order.submit settles the order itself (its effects) and answers the order as it is then: settled once, read once.
  const { rows: versions } = await ctx.db.query<{ version: number }>('SELECT version FROM orders WHERE id = $1', [orderId]);
  return submitOrder(ctx, actor, { id: orderId, version: versions[0].version });
};
