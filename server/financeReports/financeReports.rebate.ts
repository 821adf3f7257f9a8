import { dayRange } from '../records/days';
import { type Days, type FinanceScope, param, withinDates } from './financeReports.sql';

export type RebateTier = { minLegs: number; rateBp: number };

export type ClientRebate = {
  clientId: string;
  clientName: string;
  /** Legs delivered in the period (the volume the tiers are agreed on). */
  legs: number;
  /** Invoiced in the period, tax left out (the revenue of the financial report): what the rate applies to. */
  revenue: number;
  /** The highest tier the volume reaches (null below the first). */
  tier: RebateTier | null;
  /** The next tier up and the legs still missing to reach it. */
  next: (RebateTier & { legsShort: number }) | null;
  /** Owed: revenue × the tier's rate, rounded to the minor unit (half away from zero). */
  rebate: number;
};

/** The tier a volume reaches: the highest whose threshold it meets (a threshold met exactly counts). */
export const tierReached = (tiers: readonly RebateTier[], legs: number): RebateTier | null =>
  [...tiers].sort((a, b) => b.minLegs - a.minLegs).find((tier) => legs >= tier.minLegs) ?? null;

/** The rebate on a revenue at a rate in basis points, in minor units. */
export const rebateOwed = (revenue: number, rateBp: number) => Math.sign(revenue) * Math.round((Math.abs(revenue) * rateBp) / 10_000);

/**
 * Every client with tiers: its legs delivered and its invoiced revenue (tax left out) in the days, the tier reached
 * and the rebate owed. Three aggregate statements under the caller's row-level security.
 */
export const rebates = async ({ tx, zone }: FinanceScope, days: Days, clientId: string | null = null): Promise<ClientRebate[]> => {
  const tierParams: unknown[] = [];
  const { rows: tierRows } = await tx.query<{ clientId: string; clientName: string; tiers: RebateTier[] }>(
    `SELECT c.id AS "clientId", c.display_name AS "clientName",
       json_agg(json_build_object('minLegs', t.min_legs, 'rateBp', t.rate_bp) ORDER BY t.min_legs) AS tiers
     FROM client_rebate_tiers t JOIN clients c ON c.id = t.client_id
     ${clientId ? `WHERE t.client_id = ${param(tierParams, clientId)}` : ''}
     GROUP BY c.id, c.display_name ORDER BY c.display_name`,
    tierParams,
  );
  if (tierRows.length === 0) return [];
  const ids = tierRows.map((row) => row.clientId);
  const legParams: unknown[] = [ids];
  const { rows: legRows } = await tx.query<{ clientId: string; legs: number }>(
    `SELECT o.client_id AS "clientId", count(*)::int AS legs FROM order_legs l JOIN orders o ON o.id = l.order_id
     WHERE ${dayRange('l.delivered_at', days.from, days.to, zone, legParams).join(' AND ')} AND o.client_id = ANY($1::uuid[])
       AND l.deleted_at IS NULL AND l.status NOT IN ('CANCELLED', 'ABORTED')
     GROUP BY o.client_id`,
    legParams,
  );
  const revenueParams: unknown[] = [ids];
  const { rows: revenueRows } = await tx.query<{ clientId: string; revenue: number }>(
    `SELECT i.client_id AS "clientId", sum(il.amount)::float8 AS revenue
     FROM invoices i JOIN invoice_lines il ON il.invoice_id = i.id AND il.type <> 'TAX'
     WHERE i.status IN ('OPEN', 'PAID') AND ${withinDates('i.issued_on', days, revenueParams).join(' AND ')} AND i.client_id = ANY($1::uuid[])
     GROUP BY i.client_id`,
    revenueParams,
  );
  const legsOf = new Map(legRows.map((row) => [row.clientId, row.legs]));
  const revenueOf = new Map(revenueRows.map((row) => [row.clientId, row.revenue]));
  return tierRows.map(({ clientId: id, clientName, tiers }) => {
    const legs = legsOf.get(id) ?? 0;
    const revenue = revenueOf.get(id) ?? 0;
    const tier = tierReached(tiers, legs);
    const up = tiers.find((candidate) => candidate.minLegs > legs);
    return {
      clientId: id,
      clientName,
      legs,
      revenue,
      tier,
      next: up ? { ...up, legsShort: up.minLegs - legs } : null,
      rebate: tier ? rebateOwed(revenue, tier.rateBp) : 0,
    };
  });
};
