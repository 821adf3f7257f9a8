import { daysBetween } from '../../src/domain/storage/billableDays';
import type { Queryable } from '../db/database';
import { onSiteSql, type StorageFacilityRow, type StorageOccupancyRow } from './storage.rows';

/**
 * A record holds a space on each day from its first reserved (or check-in) day to its last reserved day, or
 * open-ended; a vehicle still on site past its last reserved day holds one up to today (it has not left yet, and is
 * expected to leave as planned). One pass over the facility's records that hold a space (storage_records_occupancy_idx),
 * each spread over its days inside from…to.
 */
const HOLDING = `SELECT greatest(sr.reserved_from, $2::date) AS first_day,
    least(CASE WHEN sr.reserved_to IS NULL THEN $3::date
               WHEN ${onSiteSql('sr')} THEN greatest(sr.reserved_to, app_today())
               ELSE sr.reserved_to END, $3::date) AS last_day
  FROM storage_records sr
  WHERE sr.facility_id = $1 AND sr.deleted_at IS NULL AND sr.status IN ('RESERVED', 'RETURNED', 'PROBLEM')
    AND (sr.status <> 'PROBLEM' OR sr.problem_from IN ('RESERVED', 'RETURNED')) AND sr.reserved_from <= $3::date`;

/** Records holding a space at the facility on each day of from…to (inclusive; the caller bounds the range). */
export const occupancy = async (db: Queryable, facility: StorageFacilityRow, from: string, to: string): Promise<StorageOccupancyRow[]> => {
  const { rows } = await db.query<{ day: string; occupied: number }>(
    `SELECT to_char(d.day, 'YYYY-MM-DD') AS day, count(*)::int AS occupied
     FROM (${HOLDING}) h, LATERAL generate_series(h.first_day, h.last_day, interval '1 day') AS d(day)
     WHERE h.last_day >= h.first_day GROUP BY d.day`,
    [facility.id, from, to],
  );
  const occupied = new Map(rows.map((row) => [row.day, row.occupied]));
  return daysBetween(from, to).map((day) => ({ day, occupied: occupied.get(day) ?? 0, capacity: facility.capacity }));
};
