import { GraphQLError } from 'graphql';
import type { OrderInputValues } from '../../src/domain/schemas/orders';
import type { Queryable } from '../db/database';
import type { GraphQLContext } from '../graphql/context';
import type { PriceReads } from '../pricing/inputs';
import { priceParsedRequest } from '../pricing/price';
import type { ImportMapping } from './imports.fields';
import { parseRowOrder, type RowReader, rowOrderInput, rowReader } from './imports.orderInput';

/** The tenant's clients a user may import for, by lower-cased code and name. */
export type ClientIndex = Map<string, string>;

export const clientIndex = async (db: Queryable): Promise<ClientIndex> => {
  const { rows } = await db.query<{ id: string; name: string; code: string | null }>(
    'SELECT id, display_name AS name, code FROM clients WHERE deleted_at IS NULL',
  );
  const index: ClientIndex = new Map();
  for (const row of rows) {
    index.set(row.name.trim().toLowerCase(), row.id);
    if (row.code) index.set(row.code.trim().toLowerCase(), row.id);
  }
  return index;
};

/** The key an imported order is stored under: a row with the same client and reference is never imported twice. */
export const importKey = (clientId: string, reference: string) => `spreadsheet:${clientId}:${reference.trim().toLowerCase()}`;

/** A row's order, or its messages. */
export type CheckedRow = { ok: true; input: OrderInputValues; key: string } | { ok: false; messages: string[] };

export type RowContext = { clients: ClientIndex; clientId: string | null; today: string };

const rowClient = (read: RowReader, { clients, clientId }: RowContext): string | { message: string } => {
  const named = read('CLIENT');
  const found = named ? clients.get(named.toLowerCase()) : undefined;
  if (clientId) return !named || found === clientId ? clientId : { message: `Client: Unknown client "${named}".` };
  if (!named) return { message: 'Client: The client field is required.' };
  return found ?? { message: `Client: Unknown client "${named}".` };
};

/** What the row says on its own: its client, and the order form's rules (the VIN's check digit, a past pickup, …). */
export const checkRow = (headers: readonly string[], mapping: ImportMapping, cells: readonly string[], context: RowContext): CheckedRow => {
  const read = rowReader(headers, mapping, cells);
  const client = rowClient(read, context);
  const clientId = typeof client === 'string' ? client : '00000000-0000-4000-8000-000000000000';
  const parsed = parseRowOrder(rowOrderInput(read, clientId), context.today);
  const messages = [...(typeof client === 'string' ? [] : [client.message]), ...(parsed.ok ? [] : parsed.messages)];
  if (messages.length > 0 || !parsed.ok) return { ok: false, messages };
  return { ok: true, input: parsed.value, key: importKey(clientId, read('REFERENCE')) };
};

/** The keys of `keys` some order already carries (an earlier import of the same rows). */
export const importedKeys = async (db: Queryable, tenantId: string, keys: readonly string[]): Promise<Set<string>> => {
  if (keys.length === 0) return new Set();
  const { rows } = await db.query<{ key: string }>(
    'SELECT idempotency_key AS key FROM orders WHERE tenant_id = $1 AND idempotency_key = ANY ($2::text[])',
    [tenantId, keys],
  );
  return new Set(rows.map((row) => row.key));
};

const NO_EXTRAS = { storageDays: null, tagAndTitle: false, firstServiceCharge: false, discountPercent: null };

/**
 * The same route, vehicle and days price the same: a weekly list repeats its lanes, each is priced once a check; what
 * every row's pricing reads alike (the tenant's settings, the client's rate card, …) is read once a check (`reads`).
 */
export type PriceCache = { lanes: Map<string, string | null>; reads: PriceReads };

export const priceCache = (): PriceCache => ({ lanes: new Map(), reads: new Map() });

const priceKey = (input: OrderInputValues) => JSON.stringify([input.clientId, input.vehicles, input.locations, input.legs]);

/**
 * Whether the rate card prices the row's order as the order form's preview does (server/pricing): null when it does,
 * else the reason (a place it cannot find, or no tariff for the leg).
 */
export const unpriceable = async (ctx: GraphQLContext, input: OrderInputValues, cache: PriceCache): Promise<string | null> => {
  const key = priceKey(input);
  const cached = cache.lanes.get(key);
  if (cached !== undefined) return cached;
  let reason: string | null;
  try {
    const { result } = await priceParsedRequest(ctx, { ...input, validUntil: null, extras: NO_EXTRAS }, cache.reads);
    const missing = result.warnings.find((warning) => warning.startsWith('No tariff'));
    reason = missing ? `Route: the rate card cannot price it (${missing})` : null;
  } catch (error) {
    if (!(error instanceof GraphQLError)) throw error;
    reason = `Route: the rate card cannot price it (${error.message})`;
  }
  cache.lanes.set(key, reason);
  return reason;
};
