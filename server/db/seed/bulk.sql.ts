import { LEG_HOLD_REASONS } from '../../../src/machines/domain/orderLeg.events';
import { LEG_STATUS_RANK } from '../../../src/machines/domain/status';

// The bulk loader's statements: every row is made in the database from generate_series, one batch at a time,
// through temporary tables (dropped after each batch; the reference ones at commit). `OFFSET 0` keeps a subquery's random() draws from being inlined
// and drawn again wherever they are read.

const list = (items: readonly (string | number)[]) => `ARRAY[${items.map((i) => (typeof i === 'number' ? i : `'${i}'`)).join(', ')}]`;
const pick = (items: readonly string[], random: string) => `(${list(items)})[1 + floor(${random} * ${items.length})::int]`;
const weighted = (random: string, weights: readonly [string | number, number][]) => {
  const total = weights.reduce((sum, [, w]) => sum + w, 0);
  let edge = 0;
  const cases = weights.map(([value, w]) => {
    edge += w / total;
    return `WHEN ${random} < ${edge.toFixed(6)} THEN ${typeof value === 'number' ? value : `'${value}'`}`;
  });
  const last = weights[weights.length - 1][0];
  return `CASE ${cases.join(' ')} ELSE ${typeof last === 'number' ? last : `'${last}'`} END`;
};

/** Order states in a steady-state tenant: most orders long settled, a working set in every stage. */
const STATES: [string, number][] = [
  ['DRAFT', 6],
  ['CALL_CENTER', 12],
  ['DISPATCH', 14],
  ['ACTIVE', 16],
  ['SETTLING', 14],
  ['CLOSED', 30],
  ['CANCELLED', 8],
];
const LEG_COUNTS: [number, number][] = [
  [1, 20],
  [2, 30],
  [3, 30],
  [4, 20],
];

/** What a leg's facts follow from: ABORTED was confirmed and assigned before its failed pickup; CANCELLED has none. */
const FACT_RANK: Record<string, number> = { ...LEG_STATUS_RANK, ABORTED: LEG_STATUS_RANK.PENDING_PICKUP, CANCELLED: -1 };
const rank = (status: string) =>
  `CASE ${status} ${Object.entries(FACT_RANK)
    .map(([s, r]) => `WHEN '${s}' THEN ${r}`)
    .join(' ')} END`;

export const REFERENCE_TABLES: [string, string][] = [
  ['bulk_clients', 'i int, id uuid, name text, ncust int'],
  ['bulk_customers', 'ci int, k int, id uuid'],
  ['bulk_locs', 'i int, id uuid, lat float8, lng float8'],
  ['bulk_models', 'i int, prefix text, plant text, base int, make text, model text, vehicle_class text, fuel_type text, transmission text'],
  ['bulk_years', 'i int, year int, letter text, value int'],
];
export const referenceTable = ([name, columns]: [string, string]) =>
  `CREATE TEMP TABLE ${name} ON COMMIT DROP AS SELECT * FROM jsonb_to_recordset($1::jsonb) AS x(${columns})`;

/** $1 counter base, $2 clients, $3 first g, $4 total orders of the run, $5 last g. */
export const ORDERS_SQL = `CREATE TEMP TABLE bulk_orders AS
SELECT b.*, CASE WHEN b.vc = 2 THEN (b.legs + 1) / 2 ELSE b.legs END AS first_len
FROM (
  SELECT a.*, CASE WHEN a.legs > 1 AND random() < 0.25 THEN 2 ELSE 1 END AS vc,
    CASE WHEN a.state = 'CALL_CENTER' AND random() < 0.3 THEN ${pick(['PORTAL', 'API', 'EMAIL'], 'random()')} ELSE 'STAFF' END AS source
  FROM (
    SELECT s.g, $1::bigint + s.g AS num, gen_random_uuid() AS id, 'O-' || ($1::bigint + s.g) AS number, 1 + floor(random() * $2::int)::int AS ci,
      random() AS rc, random() AS rf, ${weighted('s.r1', STATES)} AS state, ${weighted('s.r2', LEG_COUNTS)} AS legs,
      now() - ((($4::int - s.g)::float8 / $4::int) * 730 + random() * 0.5) * interval '1 day' AS created_at,
      CASE WHEN random() < 0.6 THEN ARRAY['PO-' || (10000 + floor(random() * 90000))::int] ELSE '{}'::text[] END AS refs
    FROM (SELECT g, random() AS r1, random() AS r2 FROM generate_series($3::int, $5::int) g OFFSET 0) s
    OFFSET 0
  ) a
  OFFSET 0
) b`;

/** One vehicle per leg chain, its VIN's check digit computed in SQL. $1 models, $2 years, $3 locations. */
export const VEHICLES_SQL = `CREATE TEMP TABLE bulk_vehicles AS
SELECT v.order_id, v.ci, v.created_at, v.chain, v.id, v.s, v.k, y.year, m.make, m.model, m.vehicle_class, m.fuel_type, m.transmission,
  m.prefix || CASE WHEN z.cs % 11 = 10 THEN 'X' ELSE (z.cs % 11)::text END || y.letter || m.plant || lpad(v.serial::text, 6, '0') AS vin,
  v.colour, v.odometer
FROM (
  SELECT o.id AS order_id, o.ci, o.created_at, c AS chain, gen_random_uuid() AS id, 1 + floor(random() * $1::int)::int AS mi,
    1 + floor(random() * $2::int)::int AS yi, ((o.num * 2 + c) % 1000000)::int AS serial, floor(random() * $3::int)::int AS s,
    1 + floor(random() * ($3::int - 1))::int AS k,
    ${pick(['WHITE', 'WHITE', 'BLACK', 'GRAY', 'SILVER', 'BLUE', 'RED', 'GREEN', 'BROWN', 'OTHER'], 'random()')} AS colour,
    floor(random() * 90000)::int AS odometer
  FROM bulk_orders o, generate_series(1, o.vc) c
  OFFSET 0
) v
JOIN bulk_models m ON m.i = v.mi
JOIN bulk_years y ON y.i = v.yi
CROSS JOIN LATERAL (SELECT m.base + y.value * 9 + (v.serial / 100000) % 10 * 7 + (v.serial / 10000) % 10 * 6 + (v.serial / 1000) % 10 * 5
  + (v.serial / 100) % 10 * 4 + (v.serial / 10) % 10 * 3 + v.serial % 10 * 2 AS cs) z`;

const NEXT_UP = ['CALL_CENTER_CONFIRMED', 'CLEARED_FOR_DISPATCH', 'PENDING_PICKUP'];
/** Statuses that fit the order's state; the first leg (or the chain's leg under way) settles the state. */
const STATUS = `CASE y.state
  WHEN 'DRAFT' THEN CASE WHEN y.r < 0.1 THEN 'ON_HOLD' ELSE 'CREATED' END
  WHEN 'CALL_CENTER' THEN CASE
    WHEN y.source <> 'STAFF' THEN CASE WHEN y.position = 1 OR y.r < 0.7 THEN 'UNACKNOWLEDGED' ELSE 'PROCESSING' END
    WHEN y.position = 1 THEN ${pick(['PROCESSING', 'PENDING_CONFIRMATION', 'PENDING_CONFIRMATION', 'ON_HOLD'], 'y.r')}
    ELSE ${pick(['PROCESSING', 'PENDING_CONFIRMATION', 'CALL_CENTER_CONFIRMED', 'CALL_CENTER_CONFIRMED'], 'y.r')} END
  WHEN 'DISPATCH' THEN ${weighted('y.r', [
    ['CALL_CENTER_CONFIRMED', 20],
    ['WAITING_ON_TAG_AND_TITLE', 12],
    ['CLEARED_FOR_DISPATCH', 25],
    ['PENDING_PICKUP', 30],
    ['ABORTED', 6],
    ['ON_HOLD', 7],
  ])}
  WHEN 'ACTIVE' THEN CASE
    WHEN y.chain = 2 THEN ${pick(NEXT_UP, 'y.r')}
    WHEN y.sequence < y.frontier THEN 'DELIVERED'
    WHEN y.sequence = y.frontier THEN ${weighted('y.r', [
      ['IN_TRANSIT', 55],
      ['PORT_TRANSIT', 15],
      ['IN_REPAIR', 12],
      ['IN_STORAGE', 18],
    ])}
    ELSE ${pick(NEXT_UP, 'y.r')} END
  WHEN 'SETTLING' THEN CASE WHEN y.position = 1 THEN ${pick(['DELIVERED', 'INVOICED'], 'y.r')}
    ELSE ${pick(['DELIVERED', 'INVOICED', 'INVOICED', 'DRIVER_PAID', 'DRIVER_PAID', 'CANCELLED'], 'y.r')} END
  WHEN 'CLOSED' THEN 'DRIVER_PAID'
  ELSE 'CANCELLED' END`;

export const LEGS_SQL = `CREATE TEMP TABLE bulk_legs AS
SELECT x.*, CASE WHEN x.status = 'ON_HOLD' THEN CASE x.state WHEN 'DRAFT' THEN 'CREATED' WHEN 'CALL_CENTER' THEN 'PENDING_CONFIRMATION'
  ELSE 'CLEARED_FOR_DISPATCH' END END AS held_from
FROM (
  SELECT y.*, ${STATUS} AS status
  FROM (
    SELECT o.id AS order_id, o.number, o.state, o.source, o.created_at, p AS position, gen_random_uuid() AS id,
      CASE WHEN o.vc = 2 AND p > o.first_len THEN 2 ELSE 1 END AS chain,
      CASE WHEN o.vc = 2 AND p > o.first_len THEN p - o.first_len ELSE p END AS sequence,
      1 + floor(o.rf * o.first_len)::int AS frontier, random() AS r, random() AS r2
    FROM bulk_orders o, generate_series(1, o.legs) p
    OFFSET 0
  ) y
  OFFSET 0
) x`;

export const INSERT_VEHICLES_SQL = `INSERT INTO vehicles (tenant_id, id, client_id, vin, year, make, model, vehicle_class, colour, fuel_type, transmission,
  odometer, keys, created_at, updated_at)
SELECT $1, v.id, c.id, v.vin, v.year, v.make, v.model, v.vehicle_class, v.colour, v.fuel_type, v.transmission, v.odometer,
  CASE WHEN v.vehicle_class = 'TRAILER' THEN 0 ELSE 1 END, v.created_at, v.created_at
FROM bulk_vehicles v JOIN bulk_clients c ON c.i = v.ci`;

/** $1 tenant, $2 staff user ids (created_by). The search text names the vehicles (VIN, year, make, model) but not the places. */
export const INSERT_ORDERS_SQL = `INSERT INTO orders (tenant_id, id, number, client_id, customer_id, state, reference_numbers, leg_statuses, leg_count,
  payment_status, source, search_text, created_by, created_at, updated_at)
SELECT $1, o.id, o.number, c.id, cu.id, o.state, o.refs, a.statuses, o.legs,
  CASE o.state WHEN 'CLOSED' THEN 'PAID' WHEN 'SETTLING' THEN 'UNPAID' END, o.source,
  concat_ws(' ', o.number, nullif(array_to_string(o.refs, ' '), ''), c.name, vv.vins),
  CASE WHEN o.source = 'API' THEN NULL ELSE ($2::uuid[])[1 + floor(o.rc * cardinality($2::uuid[]))::int] END,
  o.created_at, o.created_at + interval '1 hour'
FROM bulk_orders o
JOIN bulk_clients c ON c.i = o.ci
LEFT JOIN bulk_customers cu ON cu.ci = o.ci AND o.rc < 0.7 AND cu.k = 1 + floor(o.rc / 0.7 * c.ncust)::int
JOIN (SELECT order_id, array_agg(status ORDER BY position) AS statuses FROM bulk_legs GROUP BY order_id) a ON a.order_id = o.id
JOIN (SELECT order_id, string_agg(concat_ws(' ', vin, year, make, model), ' ' ORDER BY chain) AS vins FROM bulk_vehicles GROUP BY order_id) vv
  ON vv.order_id = o.id`;

const HAVERSINE = `2 * 6371.0088 * asin(least(1, sqrt(sin(radians(ld.lat - lo.lat) / 2) ^ 2
  + cos(radians(lo.lat)) * cos(radians(ld.lat)) * sin(radians(ld.lng - lo.lng) / 2) ^ 2)))`;

/**
 * $1 tenant, $2 driver ids (assigned DRIVEN and TOW legs), $3 km per distance unit, $4 number of locations, $5 trucking
 * company ids (assigned TRUCKED legs). Chains walk the locations by a fixed step.
 */
export const INSERT_LEGS_SQL = `INSERT INTO order_legs (tenant_id, id, order_id, number, position, sequence, vehicle_id, origin_id, destination_id,
  transport_method, status, held_from, hold_reason, status_reason, requested_pickup_mode, requested_pickup_date, requested_delivery_mode,
  requested_delivery_date, confirmed_pickup_at, confirmed_delivery_at, driver_id, trucking_company_id, distance, client_paid, driver_paid, pickup_report_submitted,
  delivery_report_submitted, needs_tag_and_title, tag_and_title_done, acknowledged_at, picked_up_at, delivered_at, created_at, updated_at)
SELECT $1, f.id, f.order_id, f.number || '-' || f.position, f.position, f.sequence, f.vehicle_id, f.origin_id, f.destination_id, f.method,
  f.status, f.held_from, CASE WHEN f.status = 'ON_HOLD' THEN ${pick(LEG_HOLD_REASONS, 'f.r2')} END,
  CASE f.status WHEN 'CANCELLED' THEN 'Client cancelled the move' WHEN 'ABORTED' THEN 'Vehicle not released at pickup' END,
  CASE WHEN f.r2 < 0.3 THEN 'ASAP' ELSE 'ON' END, CASE WHEN f.r2 < 0.3 THEN NULL ELSE f.pickup_day END, 'BEFORE', f.delivery_day + 1,
  CASE WHEN f.rank >= 3 THEN f.pickup_day + time '14:00' END, CASE WHEN f.rank >= 3 THEN f.delivery_day + time '15:00' END,
  CASE WHEN f.rank >= 6 AND f.method IN ('DRIVEN', 'TOW') THEN ($2::uuid[])[1 + floor(f.r2 * cardinality($2::uuid[]))::int] END,
  CASE WHEN f.rank >= 6 AND f.method = 'TRUCKED' THEN ($5::uuid[])[1 + floor(f.r * cardinality($5::uuid[]))::int] END,
  f.distance, f.state = 'CLOSED', f.status = 'DRIVER_PAID', f.rank >= 7 AND f.method <> 'CLIENT_IN', f.rank >= 8 AND f.method <> 'CLIENT_IN',
  f.status = 'WAITING_ON_TAG_AND_TITLE', false,
  CASE WHEN f.source <> 'STAFF' AND f.status <> 'UNACKNOWLEDGED' THEN f.created_at + interval '2 hours' END,
  CASE WHEN f.rank >= 7 THEN least(now(), f.pickup_day + time '15:00') END,
  CASE WHEN f.rank >= 8 THEN least(now(), f.delivery_day + time '16:00') END,
  f.created_at, greatest(f.created_at, least(now(), f.delivery_day + time '16:00'))
FROM (
  SELECT l.*, v.id AS vehicle_id, lo.id AS origin_id, ld.id AS destination_id, ${rank('coalesce(l.held_from, l.status)')} AS rank,
    CASE WHEN v.vehicle_class = 'TRAILER' THEN 'TOW'
      ELSE ${weighted('l.r2', [
        ['TRUCKED', 50],
        ['DRIVEN', 30],
        ['TOW', 8],
        ['CLIENT_IN', 12],
      ])} END AS method,
    round((${HAVERSINE} * 1.2 / $3::float8)::numeric, 1) AS distance,
    l.created_at::date + 1 + (l.sequence - 1) * 3 + (l.chain - 1) AS pickup_day,
    l.created_at::date + 3 + (l.sequence - 1) * 3 + (l.chain - 1) AS delivery_day
  FROM bulk_legs l
  JOIN bulk_vehicles v ON v.order_id = l.order_id AND v.chain = l.chain
  JOIN bulk_locs lo ON lo.i = (v.s + (l.sequence - 1) * v.k) % $4::int
  JOIN bulk_locs ld ON ld.i = (v.s + l.sequence * v.k) % $4::int
) f`;
