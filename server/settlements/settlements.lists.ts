import type { QueryMySettlementsArgs, QuerySettlementsArgs } from '../../src/generated/resolvers';
import { isCalendarDay } from '../../src/domain/dates';
import type { Queryable } from '../db/database';
import { badUserInput, isUuid } from '../errors';
import { pageOf, paginate } from '../graphql/paginate';
import {
  type PayRunPayeeRow,
  type Payee1099Row,
  payeeNameSql,
  SETTLEMENT_SELECT,
  type SettlementRow,
  type UnsettledGroupRow,
} from './settlements.rows';

/** /accounting/settlements: newest first, by status, payee and period. */
export const listSettlements = (db: Queryable, tenantId: string, args: QuerySettlementsArgs) => {
  const params: unknown[] = [tenantId];
  const where = ['s.tenant_id = $1'];
  if (args.status?.length) {
    params.push(args.status);
    where.push(`s.status = ANY($${params.length}::text[])`);
  }
  if (args.payeeKind) {
    params.push(args.payeeKind);
    where.push(`s.payee_kind = $${params.length}`);
  }
  if (args.payeeId !== null && args.payeeId !== undefined) {
    if (!isUuid(args.payeeId)) throw badUserInput({ payeeId: ['The selected payee is invalid.'] });
    params.push(args.payeeId);
    where.push(`(s.driver_id = $${params.length} OR s.trucking_company_id = $${params.length})`);
  }
  for (const [name, value, condition] of [
    ['periodFrom', args.periodFrom, 's.period_to >='],
    ['periodTo', args.periodTo, 's.period_from <='],
  ] as const) {
    if (value === null || value === undefined) continue;
    if (!isCalendarDay(value)) throw badUserInput({ [name]: ['The date must be a valid date (YYYY-MM-DD).'] });
    params.push(value);
    where.push(`${condition} $${params.length}::date`);
  }
  return paginate<SettlementRow>(db, {
    select: SETTLEMENT_SELECT,
    from: 'settlements s',
    where: where.join(' AND '),
    params,
    orderBy: 's.created_at DESC, s.id DESC',
    ...pageOf(args),
  });
};

/** A driver's own settlements, never a draft (row-level security says the same for a carrier session). */
export const listMySettlements = (db: Queryable, tenantId: string, driverId: string, args: QueryMySettlementsArgs) =>
  paginate<SettlementRow>(db, {
    select: SETTLEMENT_SELECT,
    from: 'settlements s',
    where: "s.tenant_id = $1 AND s.driver_id = $2 AND s.status <> 'DRAFT'",
    params: [tenantId, driverId],
    orderBy: 's.period_to DESC, s.id DESC',
    ...pageOf(args),
  });

/** Delivered legs with a payee that no settlement of that payee holds, grouped by payee (settlements.create.ts's rule). */
export const unsettledLegs = async (db: Queryable, first: number): Promise<UnsettledGroupRow[]> => {
  const { rows } = await db.query<{
    payeeKind: 'DRIVER' | 'TRUCKING_COMPANY';
    driverId: string | null;
    truckingCompanyId: string | null;
    payeeName: string;
    legId: string;
    orderId: string;
    deliveredAt: Date | null;
  }>(
    `SELECT CASE WHEN x.trucking_company_id IS NOT NULL THEN 'TRUCKING_COMPANY' ELSE 'DRIVER' END AS "payeeKind",
       CASE WHEN x.trucking_company_id IS NULL THEN x.driver_id END AS "driverId", x.trucking_company_id AS "truckingCompanyId",
       ${payeeNameSql('x')} AS "payeeName", x.id AS "legId", x.order_id AS "orderId", x.delivered_at AS "deliveredAt"
     FROM (SELECT l.id, l.order_id, l.delivered_at, l.trucking_company_id,
             CASE WHEN l.trucking_company_id IS NULL THEN l.driver_id END AS driver_id
           FROM order_legs l
           WHERE l.deleted_at IS NULL AND l.status IN ('DELIVERED', 'INVOICED') AND NOT l.driver_paid
             AND (l.driver_id IS NOT NULL OR l.trucking_company_id IS NOT NULL)
             AND NOT EXISTS (SELECT 1 FROM settlement_legs sl WHERE sl.order_leg_id = l.id
               AND sl.payee = CASE WHEN l.trucking_company_id IS NOT NULL THEN 'TRUCKING_COMPANY:' || l.trucking_company_id
                 ELSE 'DRIVER:' || l.driver_id END)
           ORDER BY l.delivered_at, l.id LIMIT $1) x
     ORDER BY "payeeName", x.delivered_at, x.id`,
    [Math.min(Math.max(1, Math.trunc(first)), 2000)],
  );
  const groups = new Map<string, UnsettledGroupRow>();
  for (const row of rows) {
    const key = `${row.payeeKind}:${row.driverId ?? row.truckingCompanyId}`;
    const group = groups.get(key) ?? {
      payeeKind: row.payeeKind,
      driverId: row.driverId,
      truckingCompanyId: row.truckingCompanyId,
      payeeName: row.payeeName,
      legs: [],
    };
    group.legs.push({ legId: row.legId, orderId: row.orderId, deliveredAt: row.deliveredAt });
    groups.set(key, group);
  }
  return [...groups.values()];
};

/** The pay run: every payee with an OPEN settlement, its settlements and what is left to pay. */
export const payRun = async (db: Queryable) => {
  const { rows } = await db.query<SettlementRow>(
    `SELECT ${SETTLEMENT_SELECT} FROM settlements s WHERE s.status = 'OPEN' ORDER BY s.payee_kind, s.driver_id, s.trucking_company_id, s.number`,
  );
  const payees = new Map<string, PayRunPayeeRow>();
  for (const row of rows) {
    const key = `${row.payeeKind}:${row.driverId ?? row.truckingCompanyId}`;
    const payee = payees.get(key) ?? {
      payeeKind: row.payeeKind,
      driverId: row.driverId,
      truckingCompanyId: row.truckingCompanyId,
      payeeName: row.payeeName,
      settlements: [],
      net: 0,
      paid: 0,
      balance: 0,
    };
    payee.settlements.push(row);
    payee.net += row.net;
    payee.paid += row.paid;
    payee.balance += row.net - row.paid;
    payees.set(key, payee);
  }
  const list = [...payees.values()].sort((a, b) => a.payeeName.localeCompare(b.payeeName));
  return { payees: list, balance: list.reduce((sum, payee) => sum + payee.balance, 0) };
};

/** The 1099-NEC reporting threshold for payments made in a year (minor units): $600 through 2025, $2,000 from 2026. */
export const threshold1099 = (year: number) => (year >= 2026 ? 200_000 : 60_000);

/**
 * What each payee was paid in the year (payments by their date, reversals netted), less expense reimbursements
 * (DRIVER_EXPENSES), which are not compensation.
 */
export const payee1099 = async (db: Queryable, year: number) => {
  if (!Number.isInteger(year) || year < 2000 || year > 2100) throw badUserInput({ year: ['The year must be between 2000 and 2100.'] });
  const threshold = threshold1099(year);
  const { rows } = await db.query<Payee1099Row>(
    `SELECT s.payee_kind AS "payeeKind", s.driver_id AS "driverId", s.trucking_company_id AS "truckingCompanyId",
       ${payeeNameSql('s')} AS "payeeName", sum(sp.amount)::float8 AS total, sum(sp.amount) >= $3 AS "overThreshold"
     FROM settlement_payments sp JOIN settlements s ON s.id = sp.settlement_id
     WHERE sp.paid_on >= $1::date AND sp.paid_on < $2::date AND sp.type <> 'DRIVER_EXPENSES'
     GROUP BY s.payee_kind, s.driver_id, s.trucking_company_id
     HAVING sum(sp.amount) <> 0
     ORDER BY 5 DESC`,
    [`${year}-01-01`, `${year + 1}-01-01`, threshold],
  );
  return { year, threshold, payees: rows };
};
