import { lockLegsWithOrders } from '../orderLegs/orderLegs.public';
import type { FieldErrors } from '../../src/domain/schemas/fieldErrors';
import type { PayKind, SettlementPayeeKind } from '../../src/generated/enums';
import { nextNumber } from '../db/counters';
import { badUserInput, isUuid, notFound } from '../errors';
import type { Actor, GraphQLContext } from '../graphql/context';
import { publishChange } from '../graphql/liveRecords';
import { validateInput } from '../records/writes';
import { createSettlementsSchema } from './settlements.inputs';
import { payeeKey, SETTLEMENT_NUMBERS, SETTLEMENT_SELECT, type SettlementRow } from './settlements.rows';

/**
 * A leg's payee: its trucking company when it has one (the company pays its own drivers), else its driver. A leg with
 * neither (CLIENT_IN, or nobody assigned) has no payee and is never settled.
 */
const PAYEE_SQL = `CASE WHEN l.trucking_company_id IS NOT NULL THEN 'TRUCKING_COMPANY' WHEN l.driver_id IS NOT NULL THEN 'DRIVER' END`;

/** A delivered leg's facts for its earnings: its payee's pay profile, its distance and its share of the order's price. */
type LegFacts = {
  id: string;
  orderId: string;
  legNumber: string;
  status: string;
  driverPaid: boolean;
  payeeKind: SettlementPayeeKind | null;
  payeeId: string | null;
  deliveredOn: string | null;
  payKind: PayKind | null;
  payRate: number | null;
  miles: number | null;
  ratedBill: number | null;
  settledOn: string | null;
};

/**
 * The leg's share of the order's agreed price (order_line_items): its own lines, and the order-wide lines other than
 * tax split evenly over the order's legs that are not cancelled (the first legs take the odd cents' rounding).
 */
const RATED_BILL_SQL = `(SELECT CASE WHEN count(*) = 0 THEN NULL ELSE
    coalesce(sum(li.amount) FILTER (WHERE li.order_leg_id = l.id), 0)
    + round(coalesce(sum(li.amount) FILTER (WHERE li.order_leg_id IS NULL AND li.type <> 'TAX'), 0)
      / greatest(1, (SELECT count(*) FROM order_legs x WHERE x.order_id = l.order_id AND x.status <> 'CANCELLED' AND x.deleted_at IS NULL)))
    END FROM order_line_items li WHERE li.order_id = l.order_id)::float8`;

const FACTS_SQL = `SELECT l.id, l.order_id AS "orderId", l.number AS "legNumber", l.status, l.driver_paid AS "driverPaid",
    ${PAYEE_SQL} AS "payeeKind", coalesce(l.trucking_company_id, l.driver_id) AS "payeeId",
    to_char((l.delivered_at AT TIME ZONE t.time_zone)::date, 'YYYY-MM-DD') AS "deliveredOn",
    CASE WHEN l.trucking_company_id IS NOT NULL THEN tc.pay_kind ELSE d.pay_kind END AS "payKind",
    CASE WHEN l.trucking_company_id IS NOT NULL THEN tc.pay_rate ELSE d.pay_rate END AS "payRate",
    l.distance::float8 AS miles, ${RATED_BILL_SQL} AS "ratedBill",
    (SELECT s.number FROM settlement_legs sl JOIN settlements s ON s.id = sl.settlement_id
      WHERE sl.order_leg_id = l.id AND sl.payee = ${PAYEE_SQL} || ':' || coalesce(l.trucking_company_id, l.driver_id)) AS "settledOn"
  FROM order_legs l JOIN tenants t ON t.id = l.tenant_id
    LEFT JOIN drivers d ON d.id = l.driver_id LEFT JOIN trucking_companies tc ON tc.id = l.trucking_company_id
  WHERE l.id = ANY($1::uuid[]) AND l.deleted_at IS NULL`;

/** The legs a payee (or every payee) has delivered in the period and not had settled: the settlement's default. */
const candidateLegs = async (ctx: GraphQLContext, from: string, to: string, payee: { kind: string; id: string } | null) => {
  const { rows } = await ctx.db.query<{ id: string }>(
    `SELECT l.id FROM order_legs l JOIN tenants t ON t.id = l.tenant_id
     WHERE l.deleted_at IS NULL AND l.status IN ('DELIVERED', 'INVOICED') AND NOT l.driver_paid
       AND ${PAYEE_SQL} IS NOT NULL
       AND (l.delivered_at AT TIME ZONE t.time_zone)::date BETWEEN $1::date AND $2::date
       AND ($3::text IS NULL OR (${PAYEE_SQL} = $3 AND coalesce(l.trucking_company_id, l.driver_id) = $4::uuid))
       AND NOT EXISTS (SELECT 1 FROM settlement_legs sl WHERE sl.order_leg_id = l.id
         AND sl.payee = ${PAYEE_SQL} || ':' || coalesce(l.trucking_company_id, l.driver_id))
     ORDER BY l.id LIMIT 2000`,
    [from, to, payee?.kind ?? null, payee?.id ?? null],
  );
  return rows.map((row) => row.id);
};

/**
 * Locks the legs' orders and then the legs (the leg transition's own lock order), so two clerks settling the same legs
 * at once run one after the other and the second finds them settled; the unique (leg, payee) key holds it anyway.
 */
const lockLegs = async (ctx: GraphQLContext, legIds: string[]): Promise<LegFacts[]> => {
  await lockLegsWithOrders(ctx.db, legIds);
  return (await ctx.db.query<LegFacts>(FACTS_SQL, [legIds])).rows;
};

/** A leg's earnings from its payee's pay profile (minor units, rounded half away from zero). */
export const legEarnings = (leg: Pick<LegFacts, 'payKind' | 'payRate' | 'miles' | 'ratedBill'>): number => {
  const rate = leg.payRate ?? 0;
  if (leg.payKind === 'PER_MILE') return Math.round(rate * (leg.miles ?? 0));
  if (leg.payKind === 'PERCENT') return Math.round(((leg.ratedBill ?? 0) * rate) / 10_000);
  return rate;
};

type Range = { periodFrom: string; periodTo: string };

/** Why a leg may not be settled (none: it may). */
const legError = (leg: LegFacts, range: Range, payee: { kind: string; id: string } | null): string | null => {
  if (!leg.payeeKind || !leg.payeeId) return `${leg.legNumber} has nobody to pay (no driver or trucking company).`;
  if (leg.settledOn) return `${leg.legNumber} is already on settlement ${leg.settledOn}.`;
  if (leg.driverPaid || !['DELIVERED', 'INVOICED'].includes(leg.status)) return `${leg.legNumber} is not delivered (it is ${leg.status}).`;
  if (!leg.deliveredOn || leg.deliveredOn < range.periodFrom || leg.deliveredOn > range.periodTo)
    return `${leg.legNumber} was not delivered in the period.`;
  if (payee && (payee.kind !== leg.payeeKind || payee.id !== leg.payeeId)) return `${leg.legNumber} is not the payee's leg.`;
  if (!leg.payKind) return `${leg.legNumber}: its payee has no pay profile.`;
  if (leg.payKind === 'PER_MILE' && leg.miles === null) return `${leg.legNumber} has no distance for per-mile pay.`;
  if (leg.payKind === 'PERCENT' && leg.ratedBill === null) return `${leg.legNumber}: its order has no agreed price for percentage pay.`;
  return null;
};

/**
 * The next `count` settlement numbers in one step: the first through nextNumber (which starts the counter after any
 * number already stored), the rest by moving the counter on at once (its row stays locked until the transaction ends).
 */
const nextNumbers = async (ctx: GraphQLContext, tenantId: string, count: number): Promise<string[]> => {
  const first = await nextNumber(ctx.db, tenantId, SETTLEMENT_NUMBERS);
  if (count > 1)
    await ctx.db.query('UPDATE counters SET value = value + $3 WHERE tenant_id = $1 AND kind = $2', [
      tenantId,
      SETTLEMENT_NUMBERS.counter,
      count - 1,
    ]);
  const prefix = first.slice(0, first.lastIndexOf('-') + 1);
  const value = Number(first.slice(prefix.length));
  return Array.from({ length: count }, (_, i) => `${prefix}${value + i}`);
};

/**
 * Writes one draft per payee's legs set-based: the settlements in one INSERT, their settled legs in another and their
 * audit rows in a third (jsonb_to_recordset), whatever the number of payees, all in the request's transaction.
 */
const createAll = async (ctx: GraphQLContext, actor: Actor, groups: LegFacts[][], range: Range): Promise<SettlementRow[]> => {
  const numbers = await nextNumbers(ctx, actor.tenantId, groups.length);
  const drafts = groups.map((legs, i) => {
    const [first] = legs;
    const payee = {
      payeeKind: first.payeeKind as SettlementPayeeKind,
      driverId: first.payeeKind === 'DRIVER' ? first.payeeId : null,
      truckingCompanyId: first.payeeKind === 'TRUCKING_COMPANY' ? first.payeeId : null,
    };
    return { number: numbers[i], payee, legs, earnings: legs.reduce((sum, leg) => sum + legEarnings(leg), 0) };
  });
  const { rows } = await ctx.db.query<{ id: string; number: string }>(
    `INSERT INTO settlements (tenant_id, number, payee_kind, driver_id, trucking_company_id, period_from, period_to, earnings, net, created_by)
     SELECT $1::uuid, d.number, d.payee_kind, d.driver_id, d.trucking_company_id, $2::date, $3::date, d.earnings, d.earnings, $4::uuid
     FROM jsonb_to_recordset($5::jsonb) AS d(number text, payee_kind text, driver_id uuid, trucking_company_id uuid, earnings bigint)
     RETURNING id, number`,
    [
      actor.tenantId,
      range.periodFrom,
      range.periodTo,
      actor.user.id,
      JSON.stringify(
        drafts.map(({ number, payee, earnings }) => ({
          number,
          payee_kind: payee.payeeKind,
          driver_id: payee.driverId,
          trucking_company_id: payee.truckingCompanyId,
          earnings,
        })),
      ),
    ],
  );
  const idByNumber = new Map(rows.map((row) => [row.number, row.id]));
  const ids = drafts.map((draft) => idByNumber.get(draft.number) as string);
  await ctx.db.query(
    `INSERT INTO settlement_legs (tenant_id, settlement_id, order_leg_id, order_id, payee, pay_kind, rate, miles, rated_bill, amount)
     SELECT $1::uuid, l.settlement_id, l.order_leg_id, l.order_id, l.payee, l.pay_kind, l.rate, l.miles, l.rated_bill, l.amount
     FROM jsonb_to_recordset($2::jsonb) AS l(settlement_id uuid, order_leg_id uuid, order_id uuid, payee text, pay_kind text,
       rate integer, miles numeric, rated_bill bigint, amount bigint)`,
    [
      actor.tenantId,
      JSON.stringify(
        drafts.flatMap((draft, i) =>
          draft.legs.map((leg) => ({
            settlement_id: ids[i],
            order_leg_id: leg.id,
            order_id: leg.orderId,
            payee: payeeKey(draft.payee),
            pay_kind: leg.payKind,
            rate: leg.payRate,
            miles: leg.miles,
            rated_bill: leg.payKind === 'PERCENT' ? leg.ratedBill : null,
            amount: legEarnings(leg),
          })),
        ),
      ),
    ],
  );
  await ctx.db.query(
    `INSERT INTO audit_logs (tenant_id, user_id, entity_kind, entity_id, action, event, after, ip)
     SELECT $1::uuid, $2::uuid, 'Settlements', a.entity_id, 'CREATED', 'settlement.create', a.after, $3::text
     FROM jsonb_to_recordset($4::jsonb) AS a(entity_id text, after jsonb)`,
    [
      actor.tenantId,
      actor.user.id,
      ctx.ip,
      JSON.stringify(
        drafts.map((draft, i) => ({
          entity_id: ids[i],
          after: {
            number: draft.number,
            status: 'DRAFT',
            payee: payeeKey(draft.payee),
            earnings: draft.earnings,
            legs: draft.legs.map((leg) => leg.legNumber),
            ...range,
          },
        })),
      ),
    ],
  );
  const found = await ctx.db.query<SettlementRow>(`SELECT ${SETTLEMENT_SELECT} FROM settlements s WHERE s.id = ANY($1::uuid[])`, [ids]);
  const byId = new Map(found.rows.map((row) => [row.id, row]));
  for (const id of ids) publishChange(ctx, 'settlementChanged', actor.tenantId, id);
  return ids.map((id) => byId.get(id) as SettlementRow);
};

/**
 * createSettlements: draft settlements, one per payee, of the legs delivered in the period (the legs named, or every
 * leg of the payee, or of every payee, not yet settled). A named leg that may not be settled refuses the whole call,
 * each saying why; nothing is written. Earnings per leg from the payee's pay profile.
 */
export const createSettlements = async (ctx: GraphQLContext, actor: Actor, rawInput: unknown): Promise<SettlementRow[]> => {
  const input = validateInput(createSettlementsSchema, rawInput);
  const payee = input.payee ?? null;
  if (payee && !isUuid(payee.id)) throw notFound(payee.kind === 'DRIVER' ? 'Driver' : 'Trucking company');
  if (payee) {
    const table = payee.kind === 'DRIVER' ? 'drivers' : 'trucking_companies';
    const found = await ctx.db.query(`SELECT 1 FROM ${table} WHERE id = $1 AND deleted_at IS NULL`, [payee.id]);
    if (found.rows.length === 0) throw notFound(payee.kind === 'DRIVER' ? 'Driver' : 'Trucking company');
  }
  const named = input.legIds ?? null;
  if (named && !named.every(isUuid)) throw notFound('Order leg');
  const range = { periodFrom: input.periodFrom, periodTo: input.periodTo };
  const legIds = named ?? (await candidateLegs(ctx, range.periodFrom, range.periodTo, payee));
  if (legIds.length === 0) return [];
  const facts = await lockLegs(ctx, legIds);
  if (named && facts.length !== named.length) throw notFound('Order leg');
  const byId = new Map(facts.map((leg) => [leg.id, leg]));
  const errors: FieldErrors = {};
  const settleable: LegFacts[] = [];
  legIds.forEach((id, i) => {
    const leg = byId.get(id);
    if (!leg) return;
    const error = legError(leg, range, payee);
    if (error && named) errors[`input.legIds.${i}`] = [error];
    else if (!error) settleable.push(leg);
  });
  if (Object.keys(errors).length > 0) throw badUserInput(errors);
  const groups = new Map<string, LegFacts[]>();
  for (const leg of settleable) {
    const key = `${leg.payeeKind}:${leg.payeeId}`;
    const group = groups.get(key);
    if (group) group.push(leg);
    else groups.set(key, [leg]);
  }
  return createAll(ctx, actor, [...groups.values()], range);
};
