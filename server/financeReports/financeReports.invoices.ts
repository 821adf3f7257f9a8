import type { AgingBucket } from '../../src/generated/enums/AgingBucket';
import { agingConditions } from '../records/aging';
import { type Days, type FinanceScope, param, withinDates } from './financeReports.sql';

export type AgingAmounts = Record<AgingBucket, number>;

export type ClientAging = {
  clientId: string;
  clientName: string;
  aging: AgingAmounts;
  /** What the client owed at the as-of day: the sum of its buckets. */
  receivable: number;
  /** Invoiced in the period up to the as-of day (invoices less credit notes, tax included, as receivables are). */
  sales: number;
  /** Days sales outstanding: receivable ÷ sales × the days from the period's first to the as-of day; null without sales. */
  dso: number | null;
};

export type OpenInvoice = {
  id: string;
  number: string;
  clientId: string;
  clientName: string;
  issuedOn: string;
  dueOn: string;
  daysPastDue: number;
  balance: number;
};

export type ReceivablesAging = {
  /** The period's last day, or today in the tenant's zone while the period is not over. */
  asOf: string;
  /** Whether the as-of day is today: only then do the invoices list's aging filters (as of today) show the same invoices. */
  asOfToday: boolean;
  days: number;
  clients: ClientAging[];
  total: Omit<ClientAging, 'clientId' | 'clientName'>;
  invoices: OpenInvoice[];
};

const BUCKETS: readonly AgingBucket[] = ['CURRENT', 'DAYS_1_30', 'DAYS_31_60', 'DAYS_61_90', 'DAYS_90_PLUS'];

/** DSO = receivables ÷ sales × days (the period's days up to the as-of day), one decimal; none without sales. */
export const daysSalesOutstanding = (receivable: number, sales: number, days: number): number | null =>
  sales > 0 ? Math.round((receivable / sales) * days * 10) / 10 : null;

/**
 * Each issued invoice's balance as it stood at the end of the as-of day: its total less the payments received and
 * the credit applied by then; nothing when a credit note issued by then took it back. An invoice PAID since before the
 * as-of day ended cannot have had a balance then (each payment moves updated_at), so only OPEN ones and those changed
 * after it are read. A cancelled invoice never counts.
 */
const balancesAsOf = (asOf: string, zone: string, params: unknown[], clientId: string | null) => {
  const z = param(params, zone);
  const client = clientId ? `AND i.client_id = ${param(params, clientId)}` : '';
  return `SELECT i.id, i.number, i.client_id, i.issued_on, i.due_on,
      i.total - coalesce((SELECT sum(pa.amount) FROM payment_applications pa JOIN payments p ON p.id = pa.payment_id
          WHERE pa.invoice_id = i.id AND p.received_on <= ${asOf}), 0)
        - coalesce((SELECT sum(ca.amount) FROM invoice_credit_applications ca
          WHERE ca.invoice_id = i.id AND ca.created_at < (${asOf} + 1)::timestamp AT TIME ZONE ${z}), 0) AS balance
    FROM invoices i
    WHERE i.kind = 'INVOICE' AND i.status IN ('OPEN', 'PAID') AND i.issued_on <= ${asOf} ${client}
      AND (i.status = 'OPEN' OR i.updated_at >= (${asOf} + 1)::timestamp AT TIME ZONE ${z})
      AND NOT EXISTS (SELECT 1 FROM invoices cn WHERE cn.replaces_id = i.id AND cn.kind = 'CREDIT_NOTE'
        AND cn.status <> 'CANCELLED' AND cn.issued_on <= ${asOf})`;
};

/**
 * The receivables aging per client as of the period's last day (today while the period runs), the sales of the period
 * and each client's DSO, in three aggregate statements under the caller's row-level security.
 */
export const receivablesAging = async (
  { tx, zone }: FinanceScope,
  days: Days,
  clientId: string | null = null,
): Promise<ReceivablesAging> => {
  const { rows: dayRows } = await tx.query<{ asOf: string; asOfToday: boolean; days: number }>(
    `SELECT to_char(least($1::date, app_today()), 'YYYY-MM-DD') AS "asOf", least($1::date, app_today()) = app_today() AS "asOfToday",
       (least($1::date, app_today()) - $2::date + 1)::int AS days`,
    [days.to, days.from],
  );
  const { asOf, asOfToday } = dayRows[0];
  const span = Math.max(dayRows[0].days, 0);
  const params: unknown[] = [];
  const at = `${param(params, asOf)}::date`;
  const buckets = agingConditions('b.due_on', at);
  const { rows: aged } = await tx.query<{ clientId: string } & Record<AgingBucket, number>>(
    `SELECT b.client_id AS "clientId", ${BUCKETS.map((bucket) => `coalesce(sum(b.balance) FILTER (WHERE ${buckets[bucket]}), 0)::float8 AS "${bucket}"`).join(', ')}
     FROM (${balancesAsOf(at, zone, params, clientId)}) b WHERE b.balance > 0 GROUP BY b.client_id`,
    params,
  );
  const salesParams: unknown[] = [];
  const salesWhere = withinDates('i.issued_on', { from: days.from, to: asOf }, salesParams);
  if (clientId) salesWhere.push(`i.client_id = ${param(salesParams, clientId)}`);
  const { rows: sales } = await tx.query<{ clientId: string; sales: number }>(
    `SELECT i.client_id AS "clientId", sum(i.total)::float8 AS sales FROM invoices i
     WHERE i.status IN ('OPEN', 'PAID') AND ${salesWhere.join(' AND ')} GROUP BY i.client_id`,
    salesParams,
  );
  const invoiceParams: unknown[] = [];
  const invoiceAt = `${param(invoiceParams, asOf)}::date`;
  const { rows: invoices } = await tx.query<OpenInvoice>(
    `SELECT b.id, b.number, b.client_id AS "clientId", c.display_name AS "clientName", to_char(b.issued_on, 'YYYY-MM-DD') AS "issuedOn",
       to_char(b.due_on, 'YYYY-MM-DD') AS "dueOn", greatest(${invoiceAt} - b.due_on, 0)::int AS "daysPastDue", b.balance::float8 AS balance
     FROM (${balancesAsOf(invoiceAt, zone, invoiceParams, clientId)}) b JOIN clients c ON c.id = b.client_id
     WHERE b.balance > 0 ORDER BY b.due_on, b.number`,
    invoiceParams,
  );
  const ids = [...new Set([...aged.map((row) => row.clientId), ...sales.map((row) => row.clientId)])];
  const { rows: names } = await tx.query<{ id: string; name: string }>(
    'SELECT id, display_name AS name FROM clients WHERE id = ANY($1::uuid[])',
    [ids],
  );
  const nameOf = new Map(names.map((row) => [row.id, row.name]));
  const agedOf = new Map(aged.map((row) => [row.clientId, row]));
  const salesOf = new Map(sales.map((row) => [row.clientId, row.sales]));
  const figures = (aging: AgingAmounts, sold: number) => {
    const receivable = BUCKETS.reduce((sum, bucket) => sum + aging[bucket], 0);
    return { aging, receivable, sales: sold, dso: daysSalesOutstanding(receivable, sold, span) };
  };
  const clients = ids
    .map((id) => {
      const row = agedOf.get(id);
      const aging = Object.fromEntries(BUCKETS.map((bucket) => [bucket, row?.[bucket] ?? 0])) as AgingAmounts;
      return { clientId: id, clientName: nameOf.get(id) ?? '', ...figures(aging, salesOf.get(id) ?? 0) };
    })
    .sort((a, b) => b.receivable - a.receivable || a.clientName.localeCompare(b.clientName));
  const totalAging = Object.fromEntries(
    BUCKETS.map((bucket) => [bucket, clients.reduce((sum, client) => sum + client.aging[bucket], 0)]),
  ) as AgingAmounts;
  const total = figures(
    totalAging,
    clients.reduce((sum, client) => sum + client.sales, 0),
  );
  return { asOf, asOfToday, days: span, clients, total, invoices };
};
