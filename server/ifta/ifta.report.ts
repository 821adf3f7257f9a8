import { type DistanceUnit, roadDistance } from '../../src/domain/geo';
import { iftaReturn } from '../../src/domain/ifta/iftaReturn';
import { IFTA_FUEL_LABELS, type IftaReportParams, iftaReportParamsSchema, quarterKey } from '../../src/domain/ifta/iftaRates';
import { iftaQualification } from '../../src/domain/qualification.ifta';
import { addMonths } from '../../src/domain/dates';
import { reportVolumeUnit } from '../../src/domain/receiptFuel';
import { periodLabel } from '../../src/domain/reports/period';
import type { ReportRow, ReportTable } from '../../src/domain/reports/table';
import { badUserInput } from '../errors';
import { columnsOf, defineReport, periodCondition, type ReportContext } from '../reports/reports.public';
import { IFTA_ROLES } from './ifta.access';
import { type LegEnd, apportionLeg } from './ifta.apportion';
import { boundaries } from './ifta.boundaries';
import { quarterRates } from './ifta.rates';

type UnitRow = { id: string; unitNumber: string; axles: number; grossWeightLb: number; combinedWeightLb: number | null };
type LegRow = {
  id: string;
  number: string;
  unitId: string;
  distance: number | null;
  pickedUp: boolean;
  deliveredDay: string;
  tripDay: string;
  originId: string | null;
  destinationId: string | null;
  odometerStart: number | null;
  odometerEnd: number | null;
};
/** A leg's end as the quarter reads it: where it is, and how the trip record names it. */
type Place = { end: LegEnd; label: string };
type FuelRow = {
  id: string;
  unitId: string;
  legId: string | null;
  legNumber: string | null;
  spentOn: string;
  volume: number;
  jurisdiction: string | null;
  taxPaid: boolean;
};

/**
 * The quarter's trips of one unit between two places, summed (tripGroups): how many, how many measured by odometer,
 * their known distance, and how many have none (they take the straight road distance between the ends); a trip with
 * recorded positions is a group of its own (`pathLegId`: its route is its own).
 */
type TripGroup = {
  unitId: string;
  originId: string | null;
  destinationId: string | null;
  pathLegId: string | null;
  trips: number;
  byOdometer: number;
  known: number;
  unknown: number;
};

const PROGRESS_EVERY = 5_000;

/** The qualified units burning the fuel (qualification computed from the unit's facts, never stored). */
const qualifiedUnits = async (rc: ReportContext, fuelType: string) => {
  const { rows } = await rc.tx.query<UnitRow>(
    `SELECT u.id, u.unit_number AS "unitNumber", u.axles, u.gross_weight_lb AS "grossWeightLb", u.combined_weight_lb AS "combinedWeightLb"
     FROM units u WHERE u.tenant_id = $1 AND u.deleted_at IS NULL AND u.fuel_type = $2`,
    [rc.tenantId, fuelType],
  );
  return rows.filter((unit) => iftaQualification(unit).qualified);
};

/**
 * The legs a unit delivered in the period, in the order its trip record lists them (its first leg of a trip is the
 * one tripGroups counts); their ends are the places legPlaces read.
 */
const unitLegs = async (rc: ReportContext, params: IftaReportParams, unitIds: string[]) => {
  const values: unknown[] = [rc.tenantId, unitIds, rc.zone];
  const inPeriod = periodCondition('l.delivered_at', params.period, rc.zone, values);
  const { rows } = await rc.tx.query<LegRow>(
    `SELECT l.id, l.number, l.unit_id AS "unitId", l.distance::float8 AS distance, l.picked_up_at IS NOT NULL AS "pickedUp",
       to_char(coalesce(l.picked_up_at, l.delivered_at) AT TIME ZONE $3, 'YYYY-MM-DD') AS "tripDay",
       to_char(l.delivered_at AT TIME ZONE $3, 'YYYY-MM-DD') AS "deliveredDay",
       l.origin_id AS "originId", l.destination_id AS "destinationId",
       l.unit_odometer_start AS "odometerStart", l.unit_odometer_end AS "odometerEnd"
     FROM order_legs l
     WHERE l.tenant_id = $1 AND l.unit_id = ANY($2::uuid[]) AND l.deleted_at IS NULL AND ${inPeriod.join(' AND ')}
     ORDER BY l.unit_id, l.delivered_at, l.number`,
    values,
  );
  return rows;
};

/**
 * The period's trips, summed by unit and route in the database (a unit driving the same route again is one row, its
 * legs' columns are not sent at all): a unit's legs over the same ends on the same day (in the tenant's zone) are one
 * trip, counted by its first leg delivered; a trip's distance is its odometer's (both readings), else the leg's; a trip
 * with two or more recorded positions is a group of its own. In route order: a route's groups come together (the loop
 * apportions it once).
 */
const tripGroups = async (rc: ReportContext, params: IftaReportParams, unitIds: string[]) => {
  const values: unknown[] = [rc.tenantId, unitIds, rc.zone];
  const inPeriod = periodCondition('l.delivered_at', params.period, rc.zone, values);
  const { rows } = await rc.tx.query<TripGroup>(
    `WITH leg AS (
       SELECT l.id, l.number, l.unit_id, l.origin_id, l.destination_id, l.delivered_at,
         (coalesce(l.picked_up_at, l.delivered_at) AT TIME ZONE $3)::date AS trip_day,
         (l.unit_odometer_end - l.unit_odometer_start)::float8 AS odometer, l.distance::float8 AS distance
       FROM order_legs l
       WHERE l.tenant_id = $1 AND l.unit_id = ANY($2::uuid[]) AND l.deleted_at IS NULL AND ${inPeriod.join(' AND ')}
     ), trip AS (
       SELECT DISTINCT ON (origin_id, destination_id, unit_id, trip_day) * FROM leg
       ORDER BY origin_id, destination_id, unit_id, trip_day, delivered_at, number
     ), path AS (
       SELECT p.order_leg_id AS id FROM leg_positions p JOIN leg ON leg.id = p.order_leg_id
       WHERE p.tenant_id = $1 GROUP BY p.order_leg_id HAVING count(*) >= 2
     )
     SELECT t.unit_id AS "unitId", t.origin_id AS "originId", t.destination_id AS "destinationId", path.id AS "pathLegId",
       count(*)::int AS trips, count(t.odometer)::int AS "byOdometer",
       coalesce(sum(coalesce(t.odometer, t.distance)), 0)::float8 AS known,
       (count(*) FILTER (WHERE t.odometer IS NULL AND t.distance IS NULL))::int AS unknown
     FROM trip t LEFT JOIN path ON path.id = t.id
     GROUP BY t.origin_id, t.destination_id, t.unit_id, path.id
     ORDER BY t.origin_id, t.destination_id`,
    values,
  );
  return rows;
};

/** Whether any leg the units delivered in the period has an odometer reading (the notes say so when none has). */
const legFacts = async (rc: ReportContext, params: IftaReportParams, unitIds: string[]) => {
  const values: unknown[] = [rc.tenantId, unitIds];
  const inPeriod = periodCondition('l.delivered_at', params.period, rc.zone, values);
  const { rows } = await rc.tx.query<{ recorded: boolean }>(
    `SELECT coalesce(bool_or(l.unit_odometer_start IS NOT NULL OR l.unit_odometer_end IS NOT NULL), false) AS recorded
     FROM order_legs l
     WHERE l.tenant_id = $1 AND l.unit_id = ANY($2::uuid[]) AND l.deleted_at IS NULL AND ${inPeriod.join(' AND ')}`,
    values,
  );
  return rows[0] ?? { recorded: false };
};

/** The places the period's trips start and end at, each once, by id. */
const legPlaces = async (rc: ReportContext, ids: string[]) => {
  const { rows } = await rc.tx.query<{
    id: string;
    lat: number | null;
    lng: number | null;
    stateProvince: string | null;
    country: string | null;
    city: string | null;
  }>(
    `SELECT x.id, x.lat, x.lng, x.state_province AS "stateProvince", x.country, x.city FROM locations x
     WHERE x.tenant_id = $1 AND x.id = ANY($2::uuid[])`,
    [rc.tenantId, ids],
  );
  return new Map<string, Place>(
    rows.map((row) => [
      row.id,
      { end: end(row.lat, row.lng, row.stateProvince, row.country), label: [row.city, row.stateProvince].filter(Boolean).join(', ') },
    ]),
  );
};

/**
 * The positions recorded along the period's legs (migration 066), as `[lng, lat]` in time order by leg: one query, by
 * the same units and period as the legs (not by their ids: 100,000 ids cost 200 ms to send and match).
 */
const legPositions = async (rc: ReportContext, params: IftaReportParams, unitIds: string[]) => {
  const values: unknown[] = [rc.tenantId, unitIds];
  const inPeriod = periodCondition('l.delivered_at', params.period, rc.zone, values);
  const { rows } = await rc.tx.query<{ legId: string; lat: number; lng: number }>(
    `SELECT p.order_leg_id AS "legId", p.lat, p.lng FROM leg_positions p
     JOIN order_legs l ON l.tenant_id = p.tenant_id AND l.id = p.order_leg_id
     WHERE l.tenant_id = $1 AND l.unit_id = ANY($2::uuid[]) AND l.deleted_at IS NULL AND ${inPeriod.join(' AND ')}
     ORDER BY p.order_leg_id, p.recorded_at`,
    values,
  );
  const byLeg = new Map<string, [number, number][]>();
  for (const row of rows) {
    const path = byLeg.get(row.legId) ?? [];
    path.push([row.lng, row.lat]);
    byLeg.set(row.legId, path);
  }
  return byLeg;
};

/** A leg's route through its recorded positions (at least two), its ends included where they have coordinates. */
const recordedPath = (from: LegEnd, to: LegEnd, positions: [number, number][] | undefined): [number, number][] | null => {
  if (!positions || positions.length < 2) return null;
  const point = (e: LegEnd): [number, number][] => (e.lat === null || e.lng === null ? [] : [[e.lng, e.lat]]);
  return [...point(from), ...positions, ...point(to)];
};

const legsText = (count: number) => (count === 1 ? '1 leg' : `${count} legs`);

/** Approved fuel receipts of the units in the period (a receipt names its unit, else its leg's). */
const fuelReceipts = async (rc: ReportContext, params: IftaReportParams, unitIds: string[]) => {
  const { rows } = await rc.tx.query<FuelRow>(
    `SELECT r.id, coalesce(r.unit_id, l.unit_id) AS "unitId", r.order_leg_id AS "legId", l.number AS "legNumber", to_char(r.spent_on, 'YYYY-MM-DD') AS "spentOn",
       r.fuel_volume::float8 AS volume, r.fuel_jurisdiction AS jurisdiction, r.fuel_tax_paid AS "taxPaid"
     FROM driver_receipts r
     JOIN expense_items e ON e.tenant_id = r.tenant_id AND e.id = r.expense_item_id AND e.type = 'FUEL'
     LEFT JOIN order_legs l ON l.tenant_id = r.tenant_id AND l.id = r.order_leg_id
     WHERE r.tenant_id = $1 AND r.status = 'APPROVED' AND r.fuel_volume IS NOT NULL
       AND coalesce(r.unit_id, l.unit_id) = ANY($2::uuid[]) AND r.spent_on BETWEEN $3::date AND $4::date
     ORDER BY r.spent_on, r.id`,
    [rc.tenantId, unitIds, params.period.from, params.period.to],
  );
  return rows;
};

/**
 * How many approved fuel receipts of the period have no volume recorded: those of the units, and those that name no
 * unit and no leg's unit (they could be any unit's), so the return's fuel is not short without a word.
 */
const receiptsWithoutVolume = async (rc: ReportContext, params: IftaReportParams, unitIds: string[]) => {
  const { rows } = await rc.tx.query<{ count: number }>(
    `SELECT count(*)::int AS count
     FROM driver_receipts r
     JOIN expense_items e ON e.tenant_id = r.tenant_id AND e.id = r.expense_item_id AND e.type = 'FUEL'
     LEFT JOIN order_legs l ON l.tenant_id = r.tenant_id AND l.id = r.order_leg_id
     WHERE r.tenant_id = $1 AND r.status = 'APPROVED' AND r.fuel_volume IS NULL AND r.spent_on BETWEEN $3::date AND $4::date
       AND (coalesce(r.unit_id, l.unit_id) = ANY($2::uuid[]) OR coalesce(r.unit_id, l.unit_id) IS NULL)`,
    [rc.tenantId, unitIds, params.period.from, params.period.to],
  );
  return rows[0]?.count ?? 0;
};

const end = (lat: number | null, lng: number | null, stateProvince: string | null, country: string | null): LegEnd => ({
  lat,
  lng,
  stateProvince,
  country,
});

/** Months (started) past the return's due date, the last day of the month after the quarter (IFTA R960). */
const monthsLate = (quarterEnd: string, today: string) => {
  const due = addMonths(`${quarterEnd.slice(0, 7)}-01`, 2);
  if (today < due) return 0;
  const months = (Number(today.slice(0, 4)) - Number(due.slice(0, 4))) * 12 + Number(today.slice(5, 7)) - Number(due.slice(5, 7));
  return months + 1;
};

const round = (value: number) => Math.round(value);
/** A route's shares by jurisdiction (fractions of its distance), as ifta.apportion.ts gives them. */
type Shares = Map<string, number>;
/** Shares (or distances) by jurisdiction in code order, "IL 12.3; IN 170.7" at `distance` (what the tables list). */
const byJurisdictionText = (shares: Shares, distance: number) =>
  [...shares]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([code, fraction]) => `${code} ${(fraction * distance).toFixed(1)}`)
    .join('; ');

/**
 * The IFTA quarter (issue 31; docs/ifta.md): for the operator's qualified units of one fuel type, the miles of the legs
 * they delivered in the period apportioned by jurisdiction (ifta.apportion.ts), the fuel of their approved fuel
 * receipts, and the return (src/domain/ifta/iftaReturn.ts) at the quarter's rates; with the trip record an auditor
 * asks for and the receipts behind the gallons. A unit carrying several vehicles over the same ends on the same day
 * makes one trip: its miles count once, however many legs it delivered.
 */
export const iftaReport = defineReport({
  name: 'ifta',
  title: 'IFTA quarter',
  page: '/admin/reports/ifta',
  roles: IFTA_ROLES,
  params: iftaReportParamsSchema,
  run: async (rc, params) => {
    const { rows: tenant } = await rc.tx.query<{ fuelUnit: string }>('SELECT fuel_unit AS "fuelUnit" FROM tenants WHERE id = $1', [
      rc.tenantId,
    ]);
    const volumeUnit = reportVolumeUnit(tenant[0]?.fuelUnit);
    const units = await qualifiedUnits(rc, params.fuelType);
    const picked = params.unit ? units.find((unit) => unit.unitNumber.toUpperCase() === params.unit?.toUpperCase()) : undefined;
    if (params.unit && !picked)
      throw badUserInput({
        'params.unit': [`No qualified ${IFTA_FUEL_LABELS[params.fuelType].toLowerCase()} unit is numbered ${params.unit}.`],
      });
    const unitIds = units.map((unit) => unit.id);
    const unitNumber = new Map(units.map((unit) => [unit.id, unit.unitNumber]));
    const groups = unitIds.length ? await tripGroups(rc, params, unitIds) : [];
    const facts = unitIds.length ? await legFacts(rc, params, unitIds) : { recorded: false };
    const receipts = unitIds.length ? await fuelReceipts(rc, params, unitIds) : [];
    const withoutVolume = await receiptsWithoutVolume(rc, params, unitIds);
    const positions = groups.some((group) => group.pathLegId)
      ? await legPositions(rc, params, unitIds)
      : new Map<string, [number, number][]>();
    const placeIds = new Set<string>();
    for (const group of groups) {
      if (group.originId) placeIds.add(group.originId);
      if (group.destinationId) placeIds.add(group.destinationId);
    }
    const places = placeIds.size ? await legPlaces(rc, [...placeIds]) : new Map<string, Place>();
    rc.progress(0, groups.length);

    const b = boundaries();
    const nowhere: Place = { end: end(null, null, null, null), label: '' };
    const placeOf = (id: string | null) => (id && places.get(id)) || nowhere;
    // A route between two places is apportioned once: the groups come by route (the last one's shares are kept), the
    // trip record's legs by unit (its routes' shares are kept by the ends' ids). A recorded route is the leg's own.
    const routes = new Map<string, Shares>();
    const last = { originId: '', destinationId: '', shares: new Map() as Shares };
    const sharesOf = (originId: string | null, destinationId: string | null, pathLegId: string | null, keep = false) => {
      const from = placeOf(originId).end;
      const to = placeOf(destinationId).end;
      const path = pathLegId ? recordedPath(from, to, positions.get(pathLegId)) : null;
      if (path) return apportionLeg(b, from, to, 1, path);
      if (!keep && originId === last.originId && destinationId === last.destinationId) return last.shares;
      const key = `${originId}|${destinationId}`;
      const kept = keep ? routes.get(key) : undefined;
      if (kept) return kept;
      const shares = apportionLeg(b, from, to, 1);
      if (keep) routes.set(key, shares);
      else Object.assign(last, { originId, destinationId, shares });
      return shares;
    };
    /** A leg or trip without a distance of its own: the straight road distance between its ends (0 without both). */
    const roadBetween = (originId: string | null, destinationId: string | null) => {
      const from = placeOf(originId).end;
      const to = placeOf(destinationId).end;
      return from.lat !== null && from.lng !== null && to.lat !== null && to.lng !== null
        ? roadDistance({ lat: from.lat, lng: from.lng }, { lat: to.lat, lng: to.lng }, rc.distanceUnit as DistanceUnit)
        : 0;
    };

    // The fleet's distance by jurisdiction, and each unit's.
    const miles = new Map<string, number>();
    type UnitTotals = { trips: number; distance: number; miles: Map<string, number> };
    const byUnit = new Map<string, UnitTotals>();
    let tripCount = 0;
    let byOdometer = 0;
    let byPositions = 0;
    groups.forEach((group, index) => {
      if (index % PROGRESS_EVERY === 0 && index > 0) rc.progress(index, groups.length);
      const distance = group.known + (group.unknown > 0 ? group.unknown * roadBetween(group.originId, group.destinationId) : 0);
      const shares = sharesOf(group.originId, group.destinationId, group.pathLegId);
      let totals = byUnit.get(group.unitId);
      if (!totals) {
        totals = { trips: 0, distance: 0, miles: new Map() };
        byUnit.set(group.unitId, totals);
      }
      totals.trips += group.trips;
      totals.distance += distance;
      for (const [code, fraction] of shares) {
        miles.set(code, (miles.get(code) ?? 0) + fraction * distance);
        totals.miles.set(code, (totals.miles.get(code) ?? 0) + fraction * distance);
      }
      tripCount += group.trips;
      byOdometer += group.byOdometer;
      if (group.pathLegId && positions.has(group.pathLegId)) byPositions += group.trips;
    });
    rc.progress(groups.length, groups.length);

    // The picked unit's trip record: each leg, its odometers, its distance by jurisdiction (counted as above).
    const tripRows: ReportRow[] = [];
    if (picked) {
      const fuelByLeg = new Map<string, number>();
      for (const receipt of receipts) if (receipt.legId) fuelByLeg.set(receipt.legId, (fuelByLeg.get(receipt.legId) ?? 0) + receipt.volume);
      const seenTrips = new Set<string>();
      for (const leg of await unitLegs(rc, params, [picked.id])) {
        const trip = `${leg.originId}|${leg.destinationId}|${leg.tripDay}`;
        const counted = !seenTrips.has(trip);
        seenTrips.add(trip);
        // Both readings give the unit's actual distance (IFTA asks for actual miles); else the leg's distance.
        const odometer = leg.odometerStart !== null && leg.odometerEnd !== null ? leg.odometerEnd - leg.odometerStart : null;
        const distance = odometer ?? leg.distance ?? roadBetween(leg.originId, leg.destinationId);
        const shares = sharesOf(leg.originId, leg.destinationId, positions.has(leg.id) ? leg.id : null, true);
        tripRows.push({
          cells: {
            unit: picked.unitNumber,
            leg: leg.number,
            pickedUp: leg.pickedUp ? leg.tripDay : null,
            delivered: leg.deliveredDay,
            from: placeOf(leg.originId).label,
            to: placeOf(leg.destinationId).label,
            odometerStart: leg.odometerStart,
            odometerEnd: leg.odometerEnd,
            distance: counted ? Math.round(distance * 10) / 10 : 0,
            byJurisdiction: counted ? byJurisdictionText(shares, distance) : 'Same trip as above',
            fuel: fuelByLeg.get(leg.id) ?? null,
          },
          links: { leg: `/order-legs/${leg.number}` },
        });
      }
    }

    const taxPaid = new Map<string, number>();
    for (const receipt of receipts)
      if (receipt.taxPaid && receipt.jurisdiction)
        taxPaid.set(receipt.jurisdiction, (taxPaid.get(receipt.jurisdiction) ?? 0) + receipt.volume);
    const totalVolume = receipts.reduce((sum, receipt) => sum + receipt.volume, 0);
    const quarter = quarterKey(params.period.from);
    const rateRows = await quarterRates(rc.tx, quarter, params.fuelType);
    const rates = new Map(rateRows.map((row) => [row.jurisdiction, { rate: row.rate, surchargeRate: row.surchargeRate }]));
    const interestRate = rateRows.find((row) => row.interestRate !== null)?.interestRate ?? null;
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: rc.zone }).format(new Date());
    const late = monthsLate(params.period.to, today);
    const jurisdictions = [...new Set([...miles.keys(), ...taxPaid.keys()])].map((jurisdiction) => {
      const total = round(miles.get(jurisdiction) ?? 0);
      return { jurisdiction, totalMiles: total, taxableMiles: total, taxPaidGallons: round(taxPaid.get(jurisdiction) ?? 0) };
    });
    const result = iftaReturn({
      fuelType: params.fuelType,
      totalGallons: round(totalVolume),
      jurisdictions,
      rates,
      interest: interestRate !== null ? { monthlyRate: interestRate, monthsLate: late } : undefined,
    });

    const returnTable: ReportTable = {
      key: 'return',
      title: `IFTA return — ${IFTA_FUEL_LABELS[params.fuelType]}, ${periodLabel(params.period)}`,
      columns: [
        ...columnsOf({ jurisdiction: 'Jurisdiction', line: 'Line' }),
        ...columnsOf({ totalMiles: 'Total distance', taxableMiles: 'Taxable distance' }, 'distance'),
        ...columnsOf({ taxableGallons: 'Taxable fuel', taxPaidGallons: 'Tax-paid fuel', netTaxableGallons: 'Net taxable fuel' }, 'volume'),
        { key: 'rate', label: 'Rate', kind: 'decimal', digits: 4 },
        ...columnsOf({ tax: 'Tax due (credit)', interest: 'Interest', total: 'Total' }, 'money'),
      ],
      rows: result.rows.map((row) => ({
        cells: {
          jurisdiction: row.jurisdiction,
          line: row.surcharge ? 'Surcharge' : 'Tax',
          totalMiles: row.surcharge ? null : row.totalMiles,
          taxableMiles: row.surcharge ? null : row.taxableMiles,
          taxableGallons: row.taxableGallons,
          taxPaidGallons: row.surcharge ? null : row.taxPaidGallons,
          netTaxableGallons: row.netTaxableGallons,
          rate: row.rate,
          tax: row.taxCents,
          interest: row.interestCents,
          total: row.taxCents + row.interestCents,
        },
      })),
      totals: {
        jurisdiction: 'Total',
        totalMiles: result.totalMiles,
        taxableMiles: result.totalTaxableMiles,
        tax: result.totalTaxCents,
        interest: result.totalInterestCents,
        total: result.totalTaxCents + result.totalInterestCents,
      },
    };
    const summary: ReportTable = {
      key: 'fleet',
      title: 'Fleet',
      columns: [
        { key: 'fuelType', label: 'Fuel type' },
        ...columnsOf({ units: 'Qualified units', trips: 'Trips' }, 'int'),
        { key: 'totalMiles', label: 'Total distance', kind: 'distance' },
        { key: 'totalGallons', label: 'Total fuel', kind: 'volume' },
        { key: 'mpg', label: 'Fleet average (distance per fuel unit)', kind: 'decimal', digits: 2 },
      ],
      rows: [
        {
          cells: {
            fuelType: IFTA_FUEL_LABELS[params.fuelType],
            units: units.length,
            trips: tripCount,
            totalMiles: result.totalMiles,
            totalGallons: result.totalGallons,
            mpg: result.mpg,
          },
        },
      ],
    };
    const fuelByUnit = new Map<string, number>();
    for (const receipt of receipts) fuelByUnit.set(receipt.unitId, (fuelByUnit.get(receipt.unitId) ?? 0) + receipt.volume);
    const unitHref = (number: string) =>
      `${iftaReport.page}?${new URLSearchParams({ period: params.period.kind, from: params.period.from, to: params.period.to, fuelType: params.fuelType, unit: number })}`;
    const unitsTable: ReportTable = {
      key: 'units',
      title: 'Units (open one for its trip record)',
      columns: [
        { key: 'unit', label: 'Unit' },
        { key: 'trips', label: 'Trips', kind: 'int' },
        { key: 'distance', label: 'Distance', kind: 'distance' },
        { key: 'fuel', label: 'Fuel', kind: 'volume' },
        { key: 'average', label: 'Distance per fuel unit', kind: 'decimal', digits: 2 },
        { key: 'byJurisdiction', label: 'Distance by jurisdiction' },
      ],
      rows: units
        .filter((unit) => byUnit.has(unit.id) || fuelByUnit.has(unit.id))
        .sort((a, b) => a.unitNumber.localeCompare(b.unitNumber, 'en', { numeric: true }))
        .map((unit) => {
          const totals = byUnit.get(unit.id);
          const distance = totals?.distance ?? 0;
          const volume = fuelByUnit.get(unit.id) ?? 0;
          return {
            cells: {
              unit: unit.unitNumber,
              trips: totals?.trips ?? 0,
              distance: round(distance),
              fuel: volume,
              average: volume > 0 ? Math.round((distance / volume) * 100) / 100 : null,
              byJurisdiction: totals ? byJurisdictionText(totals.miles, 1) : '',
            },
            links: { unit: unitHref(unit.unitNumber) },
          };
        }),
    };
    const trips: ReportTable = {
      key: 'trips',
      title: `Trip record — unit ${picked?.unitNumber ?? ''}`,
      columns: [
        ...columnsOf({ unit: 'Unit', leg: 'Leg' }),
        ...columnsOf({ pickedUp: 'Picked up', delivered: 'Delivered' }, 'day'),
        ...columnsOf({ from: 'From', to: 'To' }),
        ...columnsOf({ odometerStart: 'Odometer start', odometerEnd: 'Odometer end' }, 'int'),
        { key: 'distance', label: 'Distance', kind: 'distance', digits: 1 },
        { key: 'byJurisdiction', label: 'Distance by jurisdiction' },
        { key: 'fuel', label: 'Fuel', kind: 'volume' },
      ],
      rows: tripRows,
    };
    const fuel: ReportTable = {
      key: 'fuel',
      title: 'Fuel receipts',
      columns: [
        { key: 'day', label: 'Date', kind: 'day' },
        ...columnsOf({ unit: 'Unit', leg: 'Leg', jurisdiction: 'Jurisdiction' }),
        { key: 'volume', label: 'Fuel', kind: 'volume' },
        { key: 'taxPaid', label: 'Tax paid' },
      ],
      rows: receipts
        .filter((receipt) => !picked || receipt.unitId === picked.id)
        .map((receipt) => ({
          cells: {
            day: receipt.spentOn,
            unit: unitNumber.get(receipt.unitId) ?? '',
            leg: receipt.legNumber ?? '',
            jurisdiction: receipt.jurisdiction ?? '',
            volume: receipt.volume,
            taxPaid: receipt.taxPaid ? 'Yes' : 'No',
          },
          // The unit's trip record, and the leg the fuel was bought on when the receipt names one.
          links: {
            unit: unitHref(unitNumber.get(receipt.unitId) ?? ''),
            ...(receipt.legNumber ? { leg: `/order-legs/${receipt.legNumber}` } : {}),
          },
        })),
    };
    const notes = [
      `Distances are each leg’s distance apportioned along the straight route between its ends (or through its recorded positions) across state and province lines (docs/ifta.md); a unit’s trip carrying several vehicles counts once.${facts.recorded ? '' : ' Odometers are not recorded.'}`,
      ...(picked
        ? []
        : [
            'The trip record is kept unit by unit: open a unit in the Units table (or type its number above) for its legs, odometers and distance by jurisdiction.',
          ]),
      ...(byOdometer > 0 ? [`Distances use the unit's odometer where both readings were recorded (${legsText(byOdometer)}).`] : []),
      ...(byPositions > 0 ? [`${legsText(byPositions)} ${byPositions === 1 ? 'follows its' : 'follow their'} recorded positions.`] : []),
      ...(params.period.kind === 'QUARTER' ? [] : [`IFTA returns are quarterly: this period uses the rates of ${quarter}.`]),
      ...(result.missingRates.length ? [`No ${quarter} rate entered for ${result.missingRates.join(', ')}: their tax is left at 0.`] : []),
      ...(late > 0 && interestRate !== null ? [`Interest counts ${late} month(s) past the due date, as if filed today.`] : []),
      ...(withoutVolume > 0
        ? [
            withoutVolume === 1
              ? "1 approved fuel receipt of the period has no volume recorded; enter it on Drivers' receipts."
              : `${withoutVolume} approved fuel receipts of the period have no volume recorded; enter them on Drivers' receipts.`,
          ]
        : []),
    ];
    return {
      currency: rc.currency,
      distanceUnit: rc.distanceUnit,
      volumeUnit,
      period: params.period,
      tables: picked ? [returnTable, summary, unitsTable, trips, fuel] : [returnTable, summary, unitsTable, fuel],
      charts: [
        {
          title: 'Distance by jurisdiction',
          kind: 'bar',
          valueKind: 'distance',
          series: [
            {
              key: 'distance',
              label: 'Distance',
              points: jurisdictions.map((j) => ({ x: j.jurisdiction, y: j.totalMiles })).sort((a, b) => a.x.localeCompare(b.x)),
            },
          ],
        },
      ],
      notes,
    };
  },
});
