import { DELIVERY_DUE, PICKUP_DUE } from '../clientRelations/clientRelations.rows';
import type { Queryable } from '../db/database';
import { type ClientReportInput, figureParams, inPeriod, ofClient, RECORD_LIMIT } from './clientReports.figures';

/** One client's period (client order report): every count is of the client's live rows. */
export type ClientOrderFigures = {
  clientId: string;
  clientName: string;
  /** Orders made in the period, and their legs. */
  orders: number;
  legs: number;
  /** Legs picked up in the period that had a promised day, and of them those picked up on or before it. */
  pickupsPromised: number;
  pickupsOnTime: number;
  deliveriesPromised: number;
  deliveriesOnTime: number;
  /** Legs delivered in the period with new damage on their submitted or accepted delivery condition report. */
  damagedDeliveries: number;
  /** Accident and incident reports on the client's orders that happened in the period. */
  damageClaims: number;
};

/** A leg picked up or delivered after its promised day within the period, or delivered in it with new damage. */
export type LateLeg = {
  id: string;
  number: string;
  orderId: string;
  clientName: string;
  pickupDue: string | null;
  pickedUpOn: string | null;
  pickupDaysLate: number | null;
  deliveryDue: string | null;
  deliveredOn: string | null;
  deliveryDaysLate: number | null;
  damaged: boolean;
};

export type DamageClaim = {
  id: string;
  number: string;
  clientName: string;
  orderId: string | null;
  orderNumber: string | null;
  legId: string | null;
  legNumber: string | null;
  kind: string;
  status: string;
  occurredOn: string;
  claimNumbers: string;
};

export type ClientOrderReportFigures = {
  clients: ClientOrderFigures[];
  lateLegs: LateLeg[];
  lateLegCount: number;
  claims: DamageClaim[];
  claimCount: number;
};

const LEG_OF_ORDER = 'JOIN orders o ON o.tenant_id = l.tenant_id AND o.id = l.order_id AND o.deleted_at IS NULL';
const DAY = (column: string) => `(${column} AT TIME ZONE $2)::date`;

/** Damage found at delivery: new since the last custody on the leg's submitted or accepted delivery report. */
const DAMAGED_AT_DELIVERY = `EXISTS (SELECT 1 FROM condition_reports cr
  JOIN condition_report_damages d ON d.tenant_id = cr.tenant_id AND d.report_id = cr.id AND d.new_since_last_custody
  WHERE cr.tenant_id = l.tenant_id AND cr.order_leg_id = l.id AND cr.direction = 'DELIVERY' AND cr.status IN ('SUBMITTED', 'ACCEPTED'))`;

// One statement: each figure is an aggregate over an index range of the period (orders by creation, legs by the day
// they were picked up or delivered, accident reports by when they happened), grouped by client, then joined by client.
const BY_CLIENT = `WITH
period_orders AS (
  SELECT o.id, o.client_id FROM orders o
  WHERE o.tenant_id = $1 AND o.deleted_at IS NULL AND ${inPeriod('o.created_at')} AND ${ofClient('o')}),
ordered AS (
  SELECT po.client_id, count(DISTINCT po.id)::int AS orders, count(l.id)::int AS legs
  FROM period_orders po LEFT JOIN order_legs l ON l.tenant_id = $1 AND l.order_id = po.id AND l.deleted_at IS NULL
  GROUP BY po.client_id),
pickups AS (
  SELECT o.client_id, count(${PICKUP_DUE})::int AS promised,
    count(*) FILTER (WHERE ${DAY('l.picked_up_at')} <= ${PICKUP_DUE})::int AS on_time
  FROM order_legs l ${LEG_OF_ORDER}
  WHERE l.tenant_id = $1 AND l.deleted_at IS NULL AND l.picked_up_at IS NOT NULL AND ${inPeriod('l.picked_up_at')} AND ${ofClient('o')}
  GROUP BY o.client_id),
deliveries AS (
  SELECT o.client_id, count(${DELIVERY_DUE})::int AS promised,
    count(*) FILTER (WHERE ${DAY('l.delivered_at')} <= ${DELIVERY_DUE})::int AS on_time,
    count(*) FILTER (WHERE ${DAMAGED_AT_DELIVERY})::int AS damaged
  FROM order_legs l ${LEG_OF_ORDER}
  WHERE l.tenant_id = $1 AND l.deleted_at IS NULL AND l.delivered_at IS NOT NULL AND ${inPeriod('l.delivered_at')} AND ${ofClient('o')}
  GROUP BY o.client_id),
claims AS (
  SELECT o.client_id, count(*)::int AS claims
  FROM accident_reports ar JOIN orders o ON o.tenant_id = ar.tenant_id AND o.id = ar.order_id
  WHERE ar.tenant_id = $1 AND ar.deleted_at IS NULL AND ${inPeriod('ar.occurred_at')} AND ${ofClient('o')}
  GROUP BY o.client_id),
seen AS (
  SELECT client_id FROM ordered UNION SELECT client_id FROM pickups UNION SELECT client_id FROM deliveries
  UNION SELECT client_id FROM claims)
SELECT c.id AS "clientId", c.display_name AS "clientName",
  coalesce(od.orders, 0) AS orders, coalesce(od.legs, 0) AS legs,
  coalesce(p.promised, 0) AS "pickupsPromised", coalesce(p.on_time, 0) AS "pickupsOnTime",
  coalesce(d.promised, 0) AS "deliveriesPromised", coalesce(d.on_time, 0) AS "deliveriesOnTime",
  coalesce(d.damaged, 0) AS "damagedDeliveries", coalesce(cl.claims, 0) AS "damageClaims"
FROM seen s JOIN clients c ON c.tenant_id = $1 AND c.id = s.client_id
LEFT JOIN ordered od ON od.client_id = s.client_id LEFT JOIN pickups p ON p.client_id = s.client_id
LEFT JOIN deliveries d ON d.client_id = s.client_id LEFT JOIN claims cl ON cl.client_id = s.client_id
ORDER BY lower(c.display_name), c.id`;

const LATE = `(l.picked_up_at IS NOT NULL AND ${inPeriod('l.picked_up_at')} AND ${DAY('l.picked_up_at')} > ${PICKUP_DUE})
  OR (l.delivered_at IS NOT NULL AND ${inPeriod('l.delivered_at')} AND (${DAY('l.delivered_at')} > ${DELIVERY_DUE} OR ${DAMAGED_AT_DELIVERY}))`;

const LATE_LEGS = `SELECT l.id, l.number, o.id AS "orderId", c.display_name AS "clientName",
  to_char(${PICKUP_DUE}, 'YYYY-MM-DD') AS "pickupDue", to_char(${DAY('l.picked_up_at')}, 'YYYY-MM-DD') AS "pickedUpOn",
  ${DAY('l.picked_up_at')} - ${PICKUP_DUE} AS "pickupDaysLate",
  to_char(${DELIVERY_DUE}, 'YYYY-MM-DD') AS "deliveryDue", to_char(${DAY('l.delivered_at')}, 'YYYY-MM-DD') AS "deliveredOn",
  ${DAY('l.delivered_at')} - ${DELIVERY_DUE} AS "deliveryDaysLate",
  l.delivered_at IS NOT NULL AND ${inPeriod('l.delivered_at')} AND ${DAMAGED_AT_DELIVERY} AS damaged,
  count(*) OVER ()::int AS total
FROM order_legs l ${LEG_OF_ORDER} JOIN clients c ON c.tenant_id = o.tenant_id AND c.id = o.client_id
WHERE l.tenant_id = $1 AND l.deleted_at IS NULL AND ${ofClient('o')} AND (${LATE})
ORDER BY lower(c.display_name), l.number LIMIT ${RECORD_LIMIT}`;

const CLAIMS = `SELECT ar.id, ar.number, c.display_name AS "clientName", o.id AS "orderId", o.number AS "orderNumber",
  l.id AS "legId", l.number AS "legNumber", ar.kind, ar.status,
  to_char(${DAY('ar.occurred_at')}, 'YYYY-MM-DD') AS "occurredOn", array_to_string(ar.claim_numbers, ', ') AS "claimNumbers",
  count(*) OVER ()::int AS total
FROM accident_reports ar JOIN orders o ON o.tenant_id = ar.tenant_id AND o.id = ar.order_id
JOIN clients c ON c.tenant_id = o.tenant_id AND c.id = o.client_id
LEFT JOIN order_legs l ON l.tenant_id = ar.tenant_id AND l.id = ar.order_leg_id
WHERE ar.tenant_id = $1 AND ar.deleted_at IS NULL AND ${inPeriod('ar.occurred_at')} AND ${ofClient('o')}
ORDER BY ar.occurred_at, ar.number LIMIT ${RECORD_LIMIT}`;

const withoutTotal = <T extends { total: number }>(rows: T[]) => rows.map(({ total: _total, ...row }) => row);

/** The client order report's figures: three statements, whatever the number of clients and legs. */
export const clientOrderFigures = async (tx: Queryable, input: ClientReportInput): Promise<ClientOrderReportFigures> => {
  const params = figureParams(input);
  const clients = await tx.query<ClientOrderFigures>(BY_CLIENT, params);
  const late = await tx.query<LateLeg & { total: number }>(LATE_LEGS, params);
  const claims = await tx.query<DamageClaim & { total: number }>(CLAIMS, params);
  return {
    clients: clients.rows,
    lateLegs: withoutTotal(late.rows),
    lateLegCount: late.rows[0]?.total ?? 0,
    claims: withoutTotal(claims.rows),
    claimCount: claims.rows[0]?.total ?? 0,
  };
};
