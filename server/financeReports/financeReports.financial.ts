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
 * class, in one aggregate statement (GROUPING SETS) under the caller's row-level security, over the finance entries
 * (067_finance_entries.sql: one row per amount counted, kept by triggers with the ledgers it derives from):
 * - revenue: the lines of the invoices issued in the period (OPEN or PAID; a credit note's lines are negative), tax
 *   left out; a line priced for a leg carries the leg's method and vehicle class;
 * - pay: the legs of the approved settlements (OPEN or PAID) whose period ends in the days, by payee kind (a driver,
 *   a trucking company);
 * - expenses: the drivers' approved receipts spent in the days (on a leg when they name one).
 * A month is the invoice's issue day, the settlement's last day, the receipt's day.
 */
export const financial = async ({ tx }: FinanceScope, days: Days, filters: FinancialFilters = {}): Promise<Financial> => {
  const params: unknown[] = [];
  const conditions = withinDates('f.day', days, params);
  if (filters.clientId) conditions.push(`f.client_id = ${param(params, filters.clientId)}`);
  if (filters.method) conditions.push(`f.method = ${param(params, filters.method)}`);
  const { rows } = await tx.query<FinancialFigures & { dimension: FinancialDimension | null; key: string | null }>(
    // Summed by all four dimensions first (a few thousand groups), then by each: half the time of hashing every entry
    // into the four sets at once.
    `WITH g AS (
       SELECT date_trunc('month', f.day::timestamp) AS month, f.client_id, f.method, f.vehicle_class, sum(f.revenue) AS revenue,
         sum(f.driver_pay) AS driver_pay, sum(f.carrier_pay) AS carrier_pay, sum(f.expenses) AS expenses
       FROM finance_entries f WHERE ${conditions.join(' AND ')}
       GROUP BY 1, 2, 3, 4)
     SELECT CASE WHEN grouping(g.month) = 0 THEN 'month' WHEN grouping(g.client_id) = 0 THEN 'client'
         WHEN grouping(g.method) = 0 THEN 'method' WHEN grouping(g.vehicle_class) = 0 THEN 'vehicleClass' END AS dimension,
       coalesce(to_char(g.month, 'YYYY-MM'), g.client_id::text, g.method, g.vehicle_class) AS key,
       sum(g.revenue)::float8 AS revenue, sum(g.driver_pay)::float8 AS "driverPay", sum(g.carrier_pay)::float8 AS "carrierPay",
       sum(g.expenses)::float8 AS expenses
     FROM g GROUP BY GROUPING SETS ((g.month), (g.client_id), (g.method), (g.vehicle_class), ())`,
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
