import { addMonths } from '../../src/domain/dates';
import { type Days, type FinanceScope, param, withinDates } from './financeReports.sql';

export type FinancialDimension = 'month' | 'client' | 'method' | 'vehicleClass';

export type FinancialFigures = { revenue: number; driverPay: number; carrierPay: number; expenses: number; margin: number };

/** One group's figures: `key` is the month ('2026-03'), the client's id, the transport method or the vehicle class; null when the money names no leg. */
export type FinancialRow = FinancialFigures & { key: string | null; label: string | null };

export type Financial = Record<FinancialDimension, FinancialRow[]> & { total: FinancialFigures };

export type FinancialFilters = { clientId?: string | null; method?: string | null };

/** The months the days touch, in order ('2026-01', …): the by-month table's rows, a month without money included. */
const monthsOf = (days: Days): string[] => {
  const months: string[] = [];
  for (let first = `${days.from.slice(0, 7)}-01`; first <= days.to; first = addMonths(first, 1)) months.push(first.slice(0, 7));
  return months;
};

/**
 * Revenue, driver and carrier pay, expenses and margin over the days, by month, client, transport method and vehicle
 * class, in one aggregate statement (GROUPING SETS) under the caller's row-level security:
 * - revenue: the lines of the invoices issued in the period (OPEN or PAID; a credit note's lines are negative), tax
 *   left out; a line priced for a leg carries the leg's method and vehicle class;
 * - pay: the legs of the approved settlements (OPEN or PAID) whose period ends in the days, by payee kind (a driver,
 *   a trucking company);
 * - expenses: the drivers' approved receipts spent in the days (on a leg when they name one).
 * A month is the invoice's issue day, the settlement's last day, the receipt's day.
 */
export const financial = async ({ tx }: FinanceScope, days: Days, filters: FinancialFilters = {}): Promise<Financial> => {
  const params: unknown[] = [];
  const issued = withinDates('i.issued_on', days, params).join(' AND ');
  const settled = withinDates('s.period_to', days, params).join(' AND ');
  const spent = withinDates('r.spent_on', days, params).join(' AND ');
  const narrow: string[] = [];
  if (filters.clientId) narrow.push(`f.client_id = ${param(params, filters.clientId)}`);
  if (filters.method) narrow.push(`f.method = ${param(params, filters.method)}`);
  const facts = `
    SELECT to_char(i.issued_on, 'YYYY-MM') AS month, i.client_id, l.transport_method AS method, v.vehicle_class,
      il.amount AS revenue, 0::bigint AS driver_pay, 0::bigint AS carrier_pay, 0::bigint AS expenses
    FROM invoices i JOIN invoice_lines il ON il.invoice_id = i.id AND il.type <> 'TAX'
      LEFT JOIN order_legs l ON l.id = il.order_leg_id LEFT JOIN vehicles v ON v.id = l.vehicle_id
    WHERE i.status IN ('OPEN', 'PAID') AND ${issued}
    UNION ALL
    SELECT to_char(s.period_to, 'YYYY-MM'), o.client_id, l.transport_method, v.vehicle_class, 0,
      CASE WHEN s.payee_kind = 'DRIVER' THEN sl.amount ELSE 0 END, CASE WHEN s.payee_kind = 'DRIVER' THEN 0 ELSE sl.amount END, 0
    FROM settlements s JOIN settlement_legs sl ON sl.settlement_id = s.id
      JOIN order_legs l ON l.id = sl.order_leg_id JOIN orders o ON o.id = l.order_id LEFT JOIN vehicles v ON v.id = l.vehicle_id
    WHERE s.status IN ('OPEN', 'PAID') AND ${settled}
    UNION ALL
    SELECT to_char(r.spent_on, 'YYYY-MM'), o.client_id, l.transport_method, v.vehicle_class, 0, 0, 0, r.amount
    FROM driver_receipts r LEFT JOIN order_legs l ON l.id = r.order_leg_id LEFT JOIN orders o ON o.id = l.order_id
      LEFT JOIN vehicles v ON v.id = l.vehicle_id
    WHERE r.status = 'APPROVED' AND ${spent}`;
  const { rows } = await tx.query<FinancialFigures & { dimension: FinancialDimension | null; key: string | null }>(
    `SELECT CASE WHEN grouping(f.month) = 0 THEN 'month' WHEN grouping(f.client_id) = 0 THEN 'client'
         WHEN grouping(f.method) = 0 THEN 'method' WHEN grouping(f.vehicle_class) = 0 THEN 'vehicleClass' END AS dimension,
       coalesce(f.month, f.client_id::text, f.method, f.vehicle_class) AS key,
       sum(f.revenue)::float8 AS revenue, sum(f.driver_pay)::float8 AS "driverPay", sum(f.carrier_pay)::float8 AS "carrierPay",
       sum(f.expenses)::float8 AS expenses
     FROM (${facts}) f ${narrow.length ? `WHERE ${narrow.join(' AND ')}` : ''}
     GROUP BY GROUPING SETS ((f.month), (f.client_id), (f.method), (f.vehicle_class), ())`,
    params,
  );
  const figures = (row: FinancialFigures | undefined): FinancialFigures => {
    const { revenue = 0, driverPay = 0, carrierPay = 0, expenses = 0 } = row ?? {};
    return { revenue, driverPay, carrierPay, expenses, margin: revenue - driverPay - carrierPay - expenses };
  };
  const clientIds = rows.filter((row) => row.dimension === 'client' && row.key).map((row) => row.key);
  const { rows: names } = await tx.query<{ id: string; name: string }>(
    'SELECT id::text, display_name AS name FROM clients WHERE id = ANY($1::uuid[])',
    [clientIds],
  );
  const nameOf = new Map(names.map((row) => [row.id, row.name]));
  const of = (dimension: FinancialDimension): FinancialRow[] =>
    rows
      .filter((row) => row.dimension === dimension)
      .map((row) => ({
        key: row.key,
        label: dimension === 'client' && row.key ? (nameOf.get(row.key) ?? null) : row.key,
        ...figures(row),
      }));
  const months = new Map(of('month').map((row) => [row.key, row]));
  return {
    month: monthsOf(days).map((month) => months.get(month) ?? { key: month, label: month, ...figures(undefined) }),
    client: of('client').sort((a, b) => b.revenue - a.revenue || (a.label ?? '~').localeCompare(b.label ?? '~')),
    method: of('method').sort((a, b) => (a.key ?? '~').localeCompare(b.key ?? '~')),
    vehicleClass: of('vehicleClass').sort((a, b) => (a.key ?? '~').localeCompare(b.key ?? '~')),
    total: figures(rows.find((row) => row.dimension === null)),
  };
};
