import { roadDistance } from '../../src/domain/geo';
import type { OrderFormValues, OrderInputValues } from '../../src/domain/schemas/orders';
import { todayIn } from '../../src/domain/dates';
import type { OrderSource } from '../../src/generated/resolvers';
import { auditAllAs } from '../audit';
import type { Actor } from '../auth/actors';
import { nextNumbers } from '../db/counters';
import { type GraphQLContext, requireTenant } from '../graphql/context';
import { publishChange } from '../graphql/liveRecords';
import { insertRows } from '../records/writes';
import { refuseUnconfirmedVins } from '../vin/confirm';
import { checkOrderReferences } from './orders.checks';
import { legsCreatedNotice, legValues, locationPoints, orderNotes } from './orders.legsInsert';
import { createdAudit, newLocationValues, newVehicleValues, type PlacedLocation } from './orders.parts';
import { NO_EXTRAS, rateCardPrice } from './orders.price';
import { findOrders, LEG_AUDIT, ORDER_AUDIT, ORDER_NUMBERS, type OrderRow } from './orders.rows';
import { submitOrders } from './orders.transition';
import { orderCreatedAfter, type OrderBatch, parseOrderInput } from './orders.service';
import { settleOrders } from './orders.state';

export type ManyOrdersOptions = {
  /** PORTAL, API, EMAIL or SPREADSHEET: legs start UNACKNOWLEDGED (a STAFF order's CREATED legs move on submit; createOrderFromInput). */
  source: Exclude<OrderSource, 'STAFF'>;
  /** What every order of the run shares, read once (orderBatch). */
  batch: OrderBatch;
  /** Sends the orders to the call center at once (order.submit on the set, in the same transaction). */
  submit: boolean;
};

/** An order of the set: the form's input and its idempotency key (a row already made with the key is skipped). */
export type ManyOrdersItem = { input: OrderFormValues; key: string };

/** An order the set made, by its place in the items, with the ids of its legs' ends (a run remembers its places). */
export type ManyOrdersCreated = { index: number; order: OrderRow; places: { originId: string; destinationId: string }[] };

/**
 * Creates many new orders as createOrderFromInput creates each (the same parse, checks, numbers, vehicles, locations,
 * legs, rate-card price, notes, search text, audit rows and notices; `submit`: order.submit on the set), in the
 * caller's transaction, set-based: one statement a table for the whole set rather than a few an order, so an
 * import's batch of orders costs about what one order costs. Any refusal (a field, a reference, a VIN) fails the set
 * and the caller retries its orders one by one to learn which. Orders whose key was imported before are skipped.
 * Takes what an import's row is: new vehicles and locations or the run's known locations, no tags, no quote.
 */
export const createOrdersFromInputs = async (
  ctx: GraphQLContext,
  items: readonly ManyOrdersItem[],
  options: ManyOrdersOptions,
): Promise<ManyOrdersCreated[]> => {
  const actor: Actor = requireTenant(ctx);
  const { tenantId, user } = actor;
  const today = todayIn(options.batch.timeZone);
  const datas: OrderInputValues[] = items.map((item) => parseOrderInput(item.input, today));
  if (datas.some((data) => data.tagIds.length > 0 || data.vehicles.some((vehicle) => vehicle.id)))
    throw new Error('createOrdersFromInputs takes new vehicles and no tags');
  await refuseUnconfirmedVins(datas.flatMap((data) => data.vehicles));
  await checkOrderReferences(ctx.db, datas);
  const numbers = await nextNumbers(ctx.db, tenantId, ORDER_NUMBERS, datas.length);
  const orderIds = datas.map(() => crypto.randomUUID());
  const references = datas.map((data) => [...new Set(data.referenceNumbers)]);
  const { rows: inserted } = await ctx.db.query<{ id: string }>(
    `INSERT INTO orders (id, tenant_id, number, client_id, customer_id, reference_numbers, source, idempotency_key, created_by)
     SELECT x.id, $1, x.number, x.client_id, x.customer_id, x.reference_numbers, $2, x.idempotency_key, $3
     FROM jsonb_populate_recordset(NULL::orders, $4::jsonb) AS x
     ON CONFLICT (tenant_id, idempotency_key) WHERE idempotency_key IS NOT NULL DO NOTHING RETURNING id`,
    [
      tenantId,
      options.source,
      user.id,
      JSON.stringify(
        datas.map((data, i) => ({
          id: orderIds[i],
          number: numbers[i],
          client_id: data.clientId,
          customer_id: data.customerId,
          reference_numbers: references[i],
          idempotency_key: items[i].key,
        })),
      ),
    ],
  );
  const made = new Set(inserted.map((row) => row.id));
  const kept = datas.flatMap((data, index) => (made.has(orderIds[index]) ? [{ data, index, orderId: orderIds[index] }] : []));
  if (kept.length === 0) return [];

  // Vehicles and locations, each order's own, with their audit rows.
  const vehicles = kept.map(({ data }) => data.vehicles.map((vehicle) => ({ id: crypto.randomUUID(), values: newVehicleValues(vehicle) })));
  await insertRows(
    ctx.db,
    'vehicles',
    kept.flatMap(({ data }, k) => vehicles[k].map(({ id, values }) => ({ tenantId, id, clientId: data.clientId, ...values }))),
  );
  await auditAllAs(
    ctx,
    actor,
    createdAudit('Vehicles'),
    vehicles.flat().map(({ id, values }) => ({ entityId: id, after: values })),
  );
  const locations = await Promise.all(
    kept.map(async ({ data }) =>
      Promise.all((data.locations ?? []).map(async (input) => ({ id: crypto.randomUUID(), values: await newLocationValues(input) }))),
    ),
  );
  await insertRows(
    ctx.db,
    'locations',
    kept.flatMap(({ data }, k) =>
      locations[k].map(({ id, values }) => ({ tenantId, id, clientId: data.clientId, customerId: data.customerId, ...values })),
    ),
  );
  await auditAllAs(
    ctx,
    actor,
    createdAudit('Locations'),
    locations.flat().map(({ id, values }) => ({ entityId: id, after: values })),
  );

  // Legs: the known places' coordinates read once for the set, then each order's legs as insertLegs writes them.
  const known = await locationPoints(ctx.db, { ...kept[0].data, legs: kept.flatMap(({ data }) => data.legs) }, []);
  const legs = kept.map(({ data, orderId, index }, k) => {
    const placed: PlacedLocation[] = locations[k].map(({ id, values }) => ({ id, lat: values.lat, lng: values.lng }));
    const point = (key: string) => {
      if (key.startsWith('id:')) return known.get(key);
      const location = placed[Number(key.slice(4))];
      return location && location.lat !== null && location.lng !== null ? { lat: location.lat, lng: location.lng } : undefined;
    };
    const distance = (from: string, to: string) => {
      const [a, b] = [point(from), point(to)];
      return a && b ? roadDistance(a, b, options.batch.distanceUnit) : null;
    };
    const vehicleIds = vehicles[k].map(({ id }) => id);
    return legValues({ orderId, number: numbers[index], source: options.source, legs: data.legs, vehicleIds, placed, distance }).map(
      (values) => ({ id: crypto.randomUUID(), values }),
    );
  });
  await insertRows(
    ctx.db,
    'order_legs',
    kept.flatMap(({ orderId }, k) => legs[k].map(({ id, values }) => ({ tenantId, id, orderId, ...values }))),
  );
  await auditAllAs(
    ctx,
    actor,
    { entityKind: LEG_AUDIT.kind, action: 'CREATED', event: `${LEG_AUDIT.noun}.create` },
    legs.flat().map(({ id, values }) => ({ entityId: id, after: values })),
  );
  for (const { id } of legs.flat()) publishChange(ctx, 'orderLegChanged', tenantId, id);
  await ctx.db.query('SELECT app_order_locations_sync(id) FROM unnest($1::uuid[]) AS id', [kept.map(({ orderId }) => orderId)]);
  await legsCreatedNotice(
    ctx,
    actor,
    kept.map(({ orderId }, k) => ({ orderId, legs: legs[k].map(({ id, values }) => ({ id, number: values.number })) })),
  );

  // The rate card's price of each, as the form's preview showed it (the run's reads shared), stored in two statements,
  // the orders' search text (app_order_search_text: their legs, vehicles and places are in) with it.
  const prices: Awaited<ReturnType<typeof rateCardPrice>>[] = [];
  for (const { data } of kept)
    prices.push(await rateCardPrice(ctx, { ...data, validUntil: null, extras: NO_EXTRAS }, options.batch.priceReads));
  await ctx.db.query(
    `UPDATE orders o SET price_source = x.price_source, price_currency = x.price_currency, price_subtotal = x.price_subtotal,
       price_tax = x.price_tax, price_total = x.price_total, price_warnings = x.price_warnings,
       priced_at = CASE WHEN x.price_source IS NULL THEN o.priced_at ELSE now() END, search_text = app_order_search_text(o.id)
     FROM jsonb_populate_recordset(NULL::orders, $1::jsonb) AS x WHERE o.id = x.id`,
    [
      JSON.stringify(
        kept.map(({ orderId }, k) => {
          const price = prices[k];
          return 'warning' in price
            ? { id: orderId, price_warnings: [price.warning] }
            : {
                id: orderId,
                price_source: 'RATE_CARD',
                price_currency: price.result.currency,
                price_subtotal: price.result.subtotal,
                price_tax: price.result.tax,
                price_total: price.result.total,
                price_warnings: price.result.warnings,
              };
        }),
      ),
    ],
  );
  await insertRows(
    ctx.db,
    'order_line_items',
    kept.flatMap(({ orderId }, k) => {
      const price = prices[k];
      if ('warning' in price) return [];
      const legAt = (legIndex: number | null) => (legIndex === null ? null : (legs[k][legIndex]?.id ?? null));
      return price.result.lineItems.map((item, i) => ({
        tenantId,
        orderId,
        orderLegId: legAt(item.legIndex ?? null),
        position: i + 1,
        type: item.type,
        legIndex: item.legIndex ?? null,
        description: item.description,
        quantity: item.quantity,
        unitAmount: item.unitAmount,
        amount: item.amount,
        explanation: item.explanation,
      }));
    }),
  );
  await insertRows(
    ctx.db,
    'order_notes',
    kept.flatMap(({ data, orderId }) =>
      orderNotes(data.notes).map(([kind, body]) => ({ tenantId, orderId, kind, body, createdBy: user.id })),
    ),
  );
  const ids = kept.map(({ orderId }) => orderId);
  await auditAllAs(
    ctx,
    actor,
    { entityKind: ORDER_AUDIT.kind, action: 'CREATED', event: `${ORDER_AUDIT.noun}.create` },
    kept.map(({ data, orderId, index }, k) => {
      const price = prices[k];
      const stored =
        'warning' in price
          ? { source: null, total: null, currency: null }
          : { source: 'RATE_CARD' as const, total: price.result.total, currency: price.result.currency };
      return {
        entityId: orderId,
        after: orderCreatedAfter(data, { number: numbers[index], source: options.source, quoteId: null, price: stored }),
      };
    }),
  );
  // As createOrderFromInput: settled as drafts, or submitted (order.submit settles them itself).
  if (!options.submit) await settleOrders(ctx, actor, ids);
  const drafts = await findOrders(ctx.db, ids);
  const orders = options.submit ? await submitOrders(ctx, actor, drafts) : drafts;
  const byId = new Map(orders.map((order) => [order.id, order]));
  return kept.map(({ orderId, index }, k) => ({
    index,
    order: byId.get(orderId) as OrderRow,
    places: legs[k].map(({ values }) => ({ originId: values.originId, destinationId: values.destinationId })),
  }));
};
