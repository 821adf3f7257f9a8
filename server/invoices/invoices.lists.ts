import type { QueryInvoicesArgs, QueryPortalInvoicesArgs } from '../../src/generated/resolvers';
import type { AgingBucket, InvoiceOrderByColumn } from '../../src/generated/enums';
import type { InvoiceAgingSummary } from '../../src/generated/resolvers';
import type { Queryable } from '../db/database';
import { badUserInput, isUuid } from '../errors';
import { pageOf, paginate } from '../graphql/paginate';
import { searchCondition } from '../graphql/where';
import { agingConditions } from '../records/aging';
import { INVOICE_SELECT, type InvoiceRow } from './invoices.rows';

/**
 * Today in the tenant's zone, as a sub-select so it is worked out once a statement: the function itself ran for every
 * invoice and every bucket (2.5 s for the aging of 40,000 open invoices; bench/money.ts).
 */
const TODAY = '(SELECT app_today())';

/**
 * Each aging bucket as a condition on an OPEN invoice's due day against today (server/records/aging.ts, the rule the
 * invoices report shares), as ranges of due_on so invoices_unpaid_due_idx (migration 049) serves a filtered list in
 * due order.
 */
const AGING = agingConditions('i.due_on', TODAY);

const ORDER_COLUMNS: Record<InvoiceOrderByColumn, string> = {
  NUMBER: 'i.number',
  ISSUED_ON: 'i.issued_on',
  DUE_ON: 'i.due_on',
  TOTAL: 'i.total',
  BALANCE: '(i.total - i.paid)',
  CLIENT: '(SELECT c.display_name FROM clients c WHERE c.id = i.client_id)',
  CREATED_AT: 'i.created_at',
};

const anyOf = (column: string, values: readonly string[] | null | undefined, params: unknown[]) => {
  if (!values || values.length === 0) return 'TRUE';
  params.push(values);
  return `${column} = ANY($${params.length}::text[])`;
};

/** The filter of the invoices list and its summary: the same rows for both. */
const invoiceWhere = (tenantId: string, args: QueryInvoicesArgs) => {
  const params: unknown[] = [tenantId];
  const where = ['i.tenant_id = $1'];
  for (const [name, value] of [
    ['clientId', args.clientId],
    ['orderId', args.orderId],
  ] as const) {
    if (value === null || value === undefined) continue;
    if (!isUuid(value)) throw badUserInput({ [name]: [`The selected ${name === 'clientId' ? 'client' : 'order'} is invalid.`] });
    params.push(value);
    where.push(
      name === 'clientId'
        ? `i.client_id = $${params.length}`
        : `EXISTS (SELECT 1 FROM invoice_legs il WHERE il.invoice_id = i.id AND il.order_id = $${params.length})`,
    );
  }
  where.push(anyOf('i.status', args.status, params));
  if (args.kind) where.push(anyOf('i.kind', [args.kind], params));
  if (args.paymentStatus?.length) {
    const derived = `CASE i.status WHEN 'DRAFT' THEN 'CREATED' WHEN 'CANCELLED' THEN 'VOID' WHEN 'PAID' THEN 'PAID'
      ELSE CASE WHEN i.paid > 0 THEN 'PARTIALLY_PAID' ELSE 'UNPAID' END END`;
    where.push(anyOf(`(${derived})`, args.paymentStatus, params));
  }
  if (args.aging?.length) where.push(`i.status = 'OPEN' AND (${args.aging.map((bucket) => AGING[bucket]).join(' OR ')})`);
  where.push(
    searchCondition(args.search, ['i.number', 'i.po_number', '(SELECT c.display_name FROM clients c WHERE c.id = i.client_id)'], params),
  );
  return { where: where.join(' AND '), params };
};

/** /accounting/invoices: newest first unless ordered otherwise, with the aging of everything the filter matches. */
export const listInvoices = async (db: Queryable, tenantId: string, args: QueryInvoicesArgs) => {
  const { where, params } = invoiceWhere(tenantId, args);
  const orderBy = (args.orderBy ?? []).map(
    ({ column, order }) => `${ORDER_COLUMNS[column]} ${order === 'DESC' ? 'DESC' : 'ASC'} NULLS LAST`,
  );
  const page = await paginate<InvoiceRow>(db, {
    select: INVOICE_SELECT,
    from: 'invoices i',
    where,
    params,
    orderBy: [...orderBy, 'i.created_at DESC', 'i.id DESC'].join(', '),
    ...pageOf(args),
  });
  // Only OPEN invoices have a balance to age: those alone (invoices_open_balance_idx, migration 049), summed per due
  // day first (tens of days against tens of thousands of invoices), then put in their buckets. A list of other
  // statuses (the paid list) has none, and the planner would not see it: it read every open invoice to find none.
  if (args.status?.length && !args.status.includes('OPEN')) return { ...page, summary: NO_AGING };
  const { rows } = await db.query<InvoiceAgingSummary>(
    `SELECT ${Object.entries(SUMMARY)
      .map(([key, bucket]) => `coalesce(sum(i.balance) FILTER (WHERE ${AGING[bucket]}), 0)::float8 AS "${key}"`)
      .join(', ')},
       coalesce(sum(i.balance), 0)::float8 AS total, coalesce(sum(i.n), 0)::int AS count
     FROM (SELECT i.due_on, sum(i.total - i.paid) AS balance, count(*) AS n FROM invoices i WHERE ${where} AND i.status = 'OPEN'
       GROUP BY i.due_on) i`,
    params,
  );
  return { ...page, summary: rows[0] };
};

const NO_AGING: InvoiceAgingSummary = { current: 0, days1to30: 0, days31to60: 0, days61to90: 0, days90plus: 0, total: 0, count: 0 };

const SUMMARY: Record<string, AgingBucket> = {
  current: 'CURRENT',
  days1to30: 'DAYS_1_30',
  days31to60: 'DAYS_31_60',
  days61to90: 'DAYS_61_90',
  days90plus: 'DAYS_90_PLUS',
};

/** The portal's invoices: row-level security leaves its own clients' (or customers') issued invoices only. */
export const listPortalInvoices = (db: Queryable, tenantId: string, args: QueryPortalInvoicesArgs) => {
  const params: unknown[] = [tenantId];
  const where = ['i.tenant_id = $1', "i.status <> 'DRAFT'", anyOf('i.status', args.status, params)];
  return paginate<InvoiceRow>(db, {
    select: INVOICE_SELECT,
    from: 'invoices i',
    where: where.join(' AND '),
    params,
    orderBy: 'i.issued_on DESC NULLS LAST, i.number DESC',
    ...pageOf(args),
  });
};
