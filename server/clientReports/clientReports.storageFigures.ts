import type { Queryable } from '../db/database';
import { onSiteSql } from '../storage/storage.rows';
import { type ClientReportInput, figureParams, inPeriod, ofClient, RECORD_LIMIT } from './clientReports.figures';

/** One client's storage over the period (client storage report). Money in minor units. */
export type ClientStorageFigures = {
  clientId: string;
  clientName: string;
  /** Stays with at least one day on site in the period. */
  stays: number;
  /** Calendar days on site inside the period (a stay that began before it counts only its days inside). */
  storageDays: number;
  /** What those days cost by the stay's rate card; stays without a rate card add nothing (`unpricedStays`). */
  charges: number;
  unpricedStays: number;
  /** Stays checked out in the period, and their average length in days (check-in day to check-out day). */
  staysEnded: number;
  /** Their days together (the average's numerator, for a total row's average). */
  endedStayDays: number;
  averageStay: number | null;
  /** Vehicles on site now, whatever the period. */
  onSite: number;
};

export type StayFigures = {
  id: string;
  number: string;
  clientName: string;
  facilityName: string;
  vin: string | null;
  checkedInOn: string;
  checkedOutOn: string | null;
  daysInPeriod: number;
  chargeInPeriod: number | null;
};

export type ClientStorageReportFigures = { clients: ClientStorageFigures[]; stays: StayFigures[]; stayCount: number };

/**
 * Each stay of the period, day by day, priced as src/domain/storage/billableDays.ts prices a whole stay (that file is
 * the rule; this is the same rule in SQL, so a year of stays is one statement): every calendar day from the check-in day
 * to the check-out day (or today) is on site; closure days are left out when the card does not bill them; the first
 * free days cost nothing; in each calendar month a charged day costs the daily rate until the month's cap is used up
 * (so the month costs min(days × rate, cap), whichever days of it fall in the period); a charged stay's minimum tops up
 * on its last day. A period's charge is its days' share, so adjacent periods add up to the stay's charge.
 */
const STAYS = `WITH
stays AS (
  SELECT sr.id, sr.number, sr.client_id, sr.facility_id, sr.vin, sr.checked_out_at,
    (sr.checked_in_at AT TIME ZONE $2)::date AS first_day,
    coalesce((sr.checked_out_at AT TIME ZONE $2)::date, $6::date) AS last_day,
    card.daily_rate::bigint AS rate, card.free_days, card.minimum_charge::bigint AS minimum, card.monthly_cap::bigint AS cap,
    card.bill_closed_days, card.id IS NOT NULL AS priced
  FROM storage_records sr
  LEFT JOIN LATERAL (
    SELECT rc.* FROM storage_rate_cards rc
    WHERE rc.tenant_id = sr.tenant_id AND rc.location_id = sr.facility_id AND (rc.client_id = sr.client_id OR rc.client_id IS NULL)
    ORDER BY rc.client_id NULLS LAST LIMIT 1) card ON true
  WHERE sr.tenant_id = $1 AND sr.deleted_at IS NULL AND sr.checked_in_at IS NOT NULL AND ${ofClient('sr')}
    AND sr.checked_in_at < (($4::date + 1)::timestamp AT TIME ZONE $2)
    AND (sr.checked_out_at IS NULL OR sr.checked_out_at >= ($3::date::timestamp AT TIME ZONE $2))),
days AS (
  SELECT s.id, g.day::date AS day,
    s.priced AND (s.bill_closed_days OR NOT EXISTS (SELECT 1 FROM storage_facility_closures fc
      WHERE fc.tenant_id = $1 AND fc.location_id = s.facility_id AND fc.day = g.day::date)) AS billable
  FROM stays s CROSS JOIN LATERAL generate_series(s.first_day, s.last_day, interval '1 day') AS g (day)),
numbered AS (
  SELECT d.*, d.billable AND row_number() OVER (PARTITION BY d.id, d.billable ORDER BY d.day) > s.free_days AS charged
  FROM days d JOIN stays s ON s.id = d.id),
priced AS (
  SELECT n.id, n.day, n.charged,
    CASE WHEN NOT n.charged THEN 0
      WHEN s.cap IS NULL THEN s.rate
      ELSE least(s.rate, greatest(0, s.cap - s.rate * (row_number() OVER (
        PARTITION BY n.id, n.charged, date_trunc('month', n.day) ORDER BY n.day) - 1))) END AS amount
  FROM numbered n JOIN stays s ON s.id = n.id),
per_stay AS (
  SELECT p.id, count(*) FILTER (WHERE p.day BETWEEN $3::date AND $4::date)::int AS days_in,
    coalesce(sum(p.amount) FILTER (WHERE p.day BETWEEN $3::date AND $4::date), 0) AS amount_in,
    sum(p.amount) AS subtotal, bool_or(p.charged) AS charged
  FROM priced p GROUP BY p.id)
SELECT s.id, s.number, s.client_id, s.facility_id, s.vin, s.first_day, s.last_day, s.checked_out_at, s.priced, ps.days_in,
  CASE WHEN NOT s.priced THEN NULL
    ELSE ps.amount_in + CASE WHEN ps.charged AND ps.subtotal < s.minimum AND s.last_day BETWEEN $3::date AND $4::date
      THEN s.minimum - ps.subtotal ELSE 0 END END AS charge
FROM stays s JOIN per_stay ps ON ps.id = s.id
WHERE ps.days_in > 0`;

const BY_CLIENT = `WITH period_stays AS (${STAYS}),
stayed AS (
  SELECT ps.client_id, count(*)::int AS stays, sum(ps.days_in)::int AS storage_days,
    coalesce(sum(ps.charge), 0)::float8 AS charges, count(*) FILTER (WHERE NOT ps.priced)::int AS unpriced,
    count(*) FILTER (WHERE ps.checked_out_at IS NOT NULL AND ${inPeriod('ps.checked_out_at')})::int AS ended,
    coalesce(sum(ps.last_day - ps.first_day + 1) FILTER (WHERE ps.checked_out_at IS NOT NULL AND ${inPeriod('ps.checked_out_at')}), 0)::int
      AS ended_days,
    round(avg(ps.last_day - ps.first_day + 1) FILTER (WHERE ps.checked_out_at IS NOT NULL AND ${inPeriod('ps.checked_out_at')}), 1)::float8
      AS average_stay
  FROM period_stays ps GROUP BY ps.client_id),
on_site AS (
  SELECT sr.client_id, count(*)::int AS on_site FROM storage_records sr
  WHERE sr.tenant_id = $1 AND sr.deleted_at IS NULL AND ${onSiteSql('sr')} AND ${ofClient('sr')}
  GROUP BY sr.client_id),
seen AS (SELECT client_id FROM stayed UNION SELECT client_id FROM on_site)
SELECT c.id AS "clientId", c.display_name AS "clientName", coalesce(st.stays, 0) AS stays,
  coalesce(st.storage_days, 0) AS "storageDays", coalesce(st.charges, 0) AS charges, coalesce(st.unpriced, 0) AS "unpricedStays",
  coalesce(st.ended, 0) AS "staysEnded", coalesce(st.ended_days, 0) AS "endedStayDays", st.average_stay AS "averageStay", coalesce(os.on_site, 0) AS "onSite"
FROM seen s JOIN clients c ON c.tenant_id = $1 AND c.id = s.client_id
LEFT JOIN stayed st ON st.client_id = s.client_id LEFT JOIN on_site os ON os.client_id = s.client_id
ORDER BY lower(c.display_name), c.id`;

const STAY_ROWS = `WITH period_stays AS (${STAYS})
SELECT ps.id, ps.number, c.display_name AS "clientName", l.name AS "facilityName", ps.vin,
  to_char(ps.first_day, 'YYYY-MM-DD') AS "checkedInOn",
  CASE WHEN ps.checked_out_at IS NULL THEN NULL ELSE to_char(ps.last_day, 'YYYY-MM-DD') END AS "checkedOutOn",
  ps.days_in AS "daysInPeriod", ps.charge::float8 AS "chargeInPeriod", count(*) OVER ()::int AS total
FROM period_stays ps JOIN clients c ON c.tenant_id = $1 AND c.id = ps.client_id
JOIN locations l ON l.tenant_id = $1 AND l.id = ps.facility_id
ORDER BY lower(c.display_name), ps.first_day, ps.number LIMIT ${RECORD_LIMIT}`;

/** The client storage report's figures: two statements, whatever the number of clients and stays. */
export const clientStorageFigures = async (tx: Queryable, input: ClientReportInput): Promise<ClientStorageReportFigures> => {
  const params = [...figureParams(input), input.today];
  const clients = await tx.query<ClientStorageFigures>(BY_CLIENT, params);
  const stays = await tx.query<StayFigures & { total: number }>(STAY_ROWS, params);
  return {
    clients: clients.rows,
    stays: stays.rows.map(({ total: _total, ...row }) => row),
    stayCount: stays.rows[0]?.total ?? 0,
  };
};
