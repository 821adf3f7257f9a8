import { activityLoader } from '../audit';
import { groupLoader } from '../graphql/groupLoader';
import { defineLoaders } from '../graphql/loaders';
import {
  CLOSURE_SELECT,
  CONTACT_SELECT,
  FACILITY_FROM,
  FACILITY_SELECT,
  FACILITY_WHERE,
  HOURS_SELECT,
  KEY_LOG_SELECT,
  NOTE_SELECT,
  onSiteSql,
  RATE_CARD_SELECT,
  RECORD_SELECT,
  type StorageClosureRow,
  type StorageContactRow,
  type StorageFacilityRow,
  type StorageHoursRow,
  type StorageKeyLogRow,
  type StorageNoteRow,
  type StorageRateCardRow,
  type StorageRecordRow,
} from './storage.rows';

/**
 * Batched loaders of the storage area (no N+1 under a records list or the facilities list): records and facilities by
 * id, a facility's hours, closures, notes, contacts, rate cards and vehicles on site, a record's key log and activity,
 * and the tenant's zone (a charge's days). Clients, orders, legs, vehicles and reports are their areas' loaders.
 */
export const storageLoaders = defineLoaders((db) => ({
  recordById: groupLoader<StorageRecordRow>(
    db,
    `SELECT sr.id AS key, ${RECORD_SELECT} FROM storage_records sr WHERE sr.id = ANY($1::uuid[]) AND sr.deleted_at IS NULL`,
  ),
  /** A leg's stays, newest first (the portal's leg page; row-level security scopes them to the user). */
  recordsByLeg: groupLoader<StorageRecordRow>(
    db,
    `SELECT sr.order_leg_id AS key, ${RECORD_SELECT} FROM storage_records sr WHERE sr.order_leg_id = ANY($1::uuid[]) AND sr.deleted_at IS NULL
     ORDER BY sr.order_leg_id, sr.created_at DESC, sr.id DESC`,
  ),
  facilityById: groupLoader<StorageFacilityRow>(
    db,
    `SELECT l.id AS key, ${FACILITY_SELECT} FROM ${FACILITY_FROM} WHERE l.id = ANY($1::uuid[]) AND ${FACILITY_WHERE}`,
  ),
  hoursByFacility: groupLoader<StorageHoursRow>(
    db,
    `SELECT h.location_id AS key, ${HOURS_SELECT} FROM storage_facility_hours h WHERE h.location_id = ANY($1::uuid[]) ORDER BY h.location_id, h.weekday`,
  ),
  closuresByFacility: groupLoader<StorageClosureRow>(
    db,
    `SELECT c.location_id AS key, ${CLOSURE_SELECT} FROM storage_facility_closures c WHERE c.location_id = ANY($1::uuid[])
     ORDER BY c.location_id, c.day`,
  ),
  notesByFacility: groupLoader<StorageNoteRow>(
    db,
    `SELECT n.location_id AS key, ${NOTE_SELECT} FROM storage_facility_notes n WHERE n.location_id = ANY($1::uuid[])
     ORDER BY n.location_id, n.created_at DESC, n.id`,
  ),
  contactsByFacility: groupLoader<StorageContactRow>(
    db,
    `SELECT k.location_id AS key, ${CONTACT_SELECT} FROM storage_facility_contacts k WHERE k.location_id = ANY($1::uuid[])
     ORDER BY k.location_id, array_position(ARRAY['PRIMARY', 'ALTERNATE', 'EMERGENCY'], k.kind), k.name`,
  ),
  rateCardsByFacility: groupLoader<StorageRateCardRow>(
    db,
    `SELECT rc.location_id AS key, ${RATE_CARD_SELECT} FROM storage_rate_cards rc WHERE rc.location_id = ANY($1::uuid[])
     ORDER BY rc.location_id, rc.client_id NULLS FIRST, rc.id`,
  ),
  onSiteByFacility: groupLoader<{ count: number }>(
    db,
    `SELECT sr.facility_id AS key, count(*)::int AS count FROM storage_records sr WHERE sr.facility_id = ANY($1::uuid[])
       AND sr.deleted_at IS NULL AND ${onSiteSql('sr')}
     GROUP BY sr.facility_id`,
  ),
  keyLogByRecord: groupLoader<StorageKeyLogRow>(
    db,
    `SELECT kl.storage_record_id AS key, ${KEY_LOG_SELECT} FROM storage_key_log kl WHERE kl.storage_record_id = ANY($1::uuid[])
     ORDER BY kl.storage_record_id, kl.taken_at DESC, kl.id`,
  ),
  activityByRecord: activityLoader(db, { entityKind: 'Storage' }),
  zoneByTenant: groupLoader<{ timeZone: string }>(
    db,
    `SELECT t.id AS key, t.time_zone AS "timeZone" FROM tenants t WHERE t.id = ANY($1::uuid[])`,
  ),
}));
