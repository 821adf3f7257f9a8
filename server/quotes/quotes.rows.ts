import type { LineItem } from '../../src/domain/pricing';
import type { OrderSource, QuoteStatus } from '../../src/generated/enums';
import type { Queryable } from '../db/database';
import { LINE_ITEMS_FROM, lineItemArrays } from '../pricing/price';
import { QUOTE_NUMBER } from '../../src/domain/recordNumbers';
import type { RecordNumbers } from '../db/counters';

export type QuoteRow = {
  id: string;
  tenantId: string;
  number: string;
  status: QuoteStatus;
  revision: number;
  validUntil: string;
  clientId: string;
  customerId: string | null;
  request: unknown;
  currency: string;
  subtotal: number;
  tax: number;
  total: number;
  declineReason: string | null;
  orderId: string | null;
  source: OrderSource;
  createdBy: string | null;
  version: number;
  createdAt: Date;
  updatedAt: Date;
};

// Money columns are bigint and quantities numeric: cast so both drivers hand back plain numbers.
export const QUOTE_SELECT = `q.id, q.tenant_id AS "tenantId", q.number, q.status, q.revision, to_char(q.valid_until, 'YYYY-MM-DD') AS "validUntil",
  q.client_id AS "clientId", q.customer_id AS "customerId", q.request, q.currency, q.subtotal::float8 AS subtotal,
  q.tax::float8 AS tax, q.total::float8 AS total, q.decline_reason AS "declineReason", q.order_id AS "orderId", q.source,
  q.created_by AS "createdBy", q.version, q.created_at AS "createdAt", q.updated_at AS "updatedAt"`;

/** The quote row, locked for update when a mutation is about to change it. */
export const findQuote = async (db: Queryable, id: string, lock = false): Promise<QuoteRow | null> => {
  const { rows } = await db.query<QuoteRow>(`SELECT ${QUOTE_SELECT} FROM quotes q WHERE q.id = $1${lock ? ' FOR UPDATE' : ''}`, [id]);
  return rows[0] ?? null;
};

/** Replaces a quote's line items by the priced ones, in their order. */
export const replaceLineItems = async (db: Queryable, tenantId: string, quoteId: string, items: readonly LineItem[]) => {
  await db.query('DELETE FROM quote_line_items WHERE quote_id = $1', [quoteId]);
  if (items.length === 0) return;
  await db.query(
    `INSERT INTO quote_line_items (tenant_id, quote_id, position, type, leg_index, description, quantity, unit_amount, amount,
       explanation)
     SELECT $1, $2, p, t, li, d, qn, ua, a, e FROM ${LINE_ITEMS_FROM}`,
    [tenantId, quoteId, ...lineItemArrays(items)],
  );
};

/** Quotes are numbered Q-100001. */
export const QUOTE_NUMBERS: RecordNumbers = { format: QUOTE_NUMBER, table: 'quotes', counter: 'QUOTE' };
