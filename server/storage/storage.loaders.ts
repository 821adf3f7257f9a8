import { activityLoader } from '../audit';
import { groupLoader, keyedLoader } from '../graphql/groupLoader';
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
  recordById: keyedLoader<StorageRecordRow>(db, {
    key: 'sr.id',
    select: RECORD_SELECT,
    from: 'storage_records sr',
    where: 'sr.deleted_at IS NULL',
  }),
  /** A leg's stays, newest first (the portal's leg page; row-level security scopes them to the user). */
  recordsByLeg: keyedLoader<StorageRecordRow>(db, {
    key: 'sr.order_leg_id',
    select: RECORD_SELECT,
    from: 'storage_records sr',
    where: 'sr.deleted_at IS NULL',
    orderBy: 'sr.order_leg_id, sr.created_at DESC, sr.id DESC',
  }),
  facilityById: keyedLoader<StorageFacilityRow>(db, { key: 'l.id', select: FACILITY_SELECT, from: FACILITY_FROM, where: FACILITY_WHERE }),
  hoursByFacility: keyedLoader<StorageHoursRow>(db, {
    key: 'h.location_id',
    select: HOURS_SELECT,
    from: 'storage_facility_hours h',
    orderBy: 'h.location_id, h.weekday',
  }),
  closuresByFacility: keyedLoader<StorageClosureRow>(db, {
    key: 'c.location_id',
    select: CLOSURE_SELECT,
    from: 'storage_facility_closures c',
    orderBy: 'c.location_id, c.day',
  }),
  notesByFacility: keyedLoader<StorageNoteRow>(db, {
    key: 'n.location_id',
    select: NOTE_SELECT,
    from: 'storage_facility_notes n',
    orderBy: 'n.location_id, n.created_at DESC, n.id',
  }),
  contactsByFacility: keyedLoader<StorageContactRow>(db, {
    key: 'k.location_id',
    select: CONTACT_SELECT,
    from: 'storage_facility_contacts k',
    orderBy: "k.location_id, array_position(ARRAY['PRIMARY', 'ALTERNATE', 'EMERGENCY'], k.kind), k.name",
  }),
  rateCardsByFacility: keyedLoader<StorageRateCardRow>(db, {
    key: 'rc.location_id',
    select: RATE_CARD_SELECT,
    from: 'storage_rate_cards rc',
    orderBy: 'rc.location_id, rc.client_id NULLS FIRST, rc.id',
  }),
  onSiteByFacility: groupLoader<{ count: number }>(
    db,
    `SELECT sr.facility_id AS key, count(*)::int AS count FROM storage_records sr WHERE sr.facility_id = ANY($1::uuid[])
       AND sr.deleted_at IS NULL AND ${onSiteSql('sr')}
     GROUP BY sr.facility_id`,
  ),
  keyLogByRecord: keyedLoader<StorageKeyLogRow>(db, {
    key: 'kl.storage_record_id',
    select: KEY_LOG_SELECT,
    from: 'storage_key_log kl',
    orderBy: 'kl.storage_record_id, kl.taken_at DESC, kl.id',
  }),
  activityByRecord: activityLoader(db, { entityKind: 'Storage' }),
  zoneByTenant: groupLoader<{ timeZone: string }>(
    db,
    `SELECT t.id AS key, t.time_zone AS "timeZone" FROM tenants t WHERE t.id = ANY($1::uuid[])`,
  ),
}));
