import type {
  KeyEquipmentStatus,
  StorageBookingMode,
  StorageContactKind,
  StorageMovementKind,
  StorageNoteKind,
  StorageRecordStatus,
  StorageType,
} from '../../src/generated/enums';
import type { StayCharge } from '../../src/domain/storage/billableDays';
import { ON_SITE_STATUS } from '../../src/machines/domain/storageRecord.machine';
import type { Queryable } from '../db/database';
import { recordNumberFormat } from '../../src/domain/recordNumbers';
import type { RecordNumbers } from '../db/counters';

// Rows of the storage area as the SELECT lists below produce them (camelCase; money in minor units; days YYYY-MM-DD),
// mapped onto the GraphQL types by codegen.

/** A STORAGE location and its settings (defaults when none are saved yet: version 0, no capacity, ON_DEMAND). */
export type StorageFacilityRow = {
  id: string;
  tenantId: string;
  name: string;
  city: string;
  stateProvince: string;
  capacity: number | null;
  bookingMode: StorageBookingMode;
  version: number;
};

export type StorageHoursRow = { facilityId: string; weekday: number; closed: boolean; opensAt: string | null; closesAt: string | null };
export type StorageClosureRow = { facilityId: string; day: string; reason: string };
export type StorageNoteRow = {
  id: string;
  facilityId: string;
  kind: StorageNoteKind;
  body: string;
  createdBy: string | null;
  createdAt: Date;
};
export type StorageContactRow = {
  id: string;
  facilityId: string;
  kind: StorageContactKind;
  name: string;
  phone: string | null;
  email: string | null;
};

export type StorageRateCardRow = {
  id: string;
  facilityId: string;
  clientId: string | null;
  dailyRate: number;
  freeDays: number;
  minimumCharge: number;
  monthlyCap: number | null;
  billClosedDays: boolean;
  version: number;
};

export type StorageRecordRow = {
  id: string;
  tenantId: string;
  number: string;
  facilityId: string;
  clientId: string;
  orderId: string | null;
  orderLegId: string | null;
  vehicleId: string;
  vin: string | null;
  storageType: StorageType;
  movementKind: StorageMovementKind;
  status: StorageRecordStatus;
  reservedFrom: string;
  reservedTo: string | null;
  checkedInAt: Date | null;
  checkedOutAt: Date | null;
  spot: string | null;
  keyTag: string | null;
  keyCount: number | null;
  lockBoxSlot: string | null;
  problemReason: string | null;
  problemFrom: StorageRecordStatus | null;
  cancelReason: string | null;
  checkInReportId: string | null;
  checkOutReportId: string | null;
  notes: string | null;
  createdBy: string | null;
  version: number;
  createdAt: Date;
  updatedAt: Date;
};

export type StorageKeyLogRow = {
  id: string;
  recordId: string;
  keyTag: string;
  takenBy: string;
  takenAt: Date;
  returnedAt: Date | null;
  equipmentStatus: KeyEquipmentStatus;
  note: string | null;
  version: number;
};

export type StorageChargeRow = StayCharge & { rateCard: StorageRateCardRow; asOf: Date };

export type StorageOccupancyRow = { day: string; occupied: number; capacity: number | null };

export type StorageTodayRow = { day: string; arrivals: StorageRecordRow[]; departures: StorageRecordRow[]; problems: StorageRecordRow[] };

/**
 * The SQL of `isOnSite` (machines/domain/storageRecord.machine.ts) over the records aliased `alias`: a facility's
 * on-site count, the records list's on-site filter, occupancy past the last reserved day and the SR validation's
 * "in Legwork" all ask it here.
 */
export const onSiteSql = (alias: string) =>
  `(${alias}.status = '${ON_SITE_STATUS}' OR (${alias}.status = 'PROBLEM' AND ${alias}.problem_from = '${ON_SITE_STATUS}'))`;

export const FACILITY_SELECT = `l.id, l.tenant_id AS "tenantId", l.name, l.city, l.state_province AS "stateProvince", f.capacity,
  coalesce(f.booking_mode, 'ON_DEMAND') AS "bookingMode", coalesce(f.version, 0) AS version`;
/** A STORAGE location joined to its settings (alias l and f). */
export const FACILITY_FROM = `locations l LEFT JOIN storage_facilities f ON f.tenant_id = l.tenant_id AND f.location_id = l.id`;
export const FACILITY_WHERE = `l.type = 'STORAGE' AND l.deleted_at IS NULL`;

export const HOURS_SELECT = `h.location_id AS "facilityId", h.weekday, h.closed, to_char(h.opens_at, 'HH24:MI') AS "opensAt",
  to_char(h.closes_at, 'HH24:MI') AS "closesAt"`;
export const CLOSURE_SELECT = `c.location_id AS "facilityId", to_char(c.day, 'YYYY-MM-DD') AS day, c.reason`;
export const NOTE_SELECT = `n.id, n.location_id AS "facilityId", n.kind, n.body, n.created_by AS "createdBy", n.created_at AS "createdAt"`;
export const CONTACT_SELECT = `k.id, k.location_id AS "facilityId", k.kind, k.name, k.phone, k.email`;
export const RATE_CARD_SELECT = `rc.id, rc.location_id AS "facilityId", rc.client_id AS "clientId", rc.daily_rate AS "dailyRate",
  rc.free_days AS "freeDays", rc.minimum_charge AS "minimumCharge", rc.monthly_cap AS "monthlyCap",
  rc.bill_closed_days AS "billClosedDays", rc.version`;

export const RECORD_SELECT = `sr.id, sr.tenant_id AS "tenantId", sr.number, sr.facility_id AS "facilityId", sr.client_id AS "clientId",
  sr.order_id AS "orderId", sr.order_leg_id AS "orderLegId", sr.vehicle_id AS "vehicleId", sr.vin, sr.storage_type AS "storageType",
  sr.movement_kind AS "movementKind", sr.status, to_char(sr.reserved_from, 'YYYY-MM-DD') AS "reservedFrom",
  to_char(sr.reserved_to, 'YYYY-MM-DD') AS "reservedTo", sr.checked_in_at AS "checkedInAt", sr.checked_out_at AS "checkedOutAt",
  sr.spot, sr.key_tag AS "keyTag", sr.key_count AS "keyCount", sr.lock_box_slot AS "lockBoxSlot", sr.problem_reason AS "problemReason",
  sr.problem_from AS "problemFrom", sr.cancel_reason AS "cancelReason", sr.check_in_report_id AS "checkInReportId",
  sr.check_out_report_id AS "checkOutReportId", sr.notes, sr.created_by AS "createdBy", sr.version, sr.created_at AS "createdAt",
  sr.updated_at AS "updatedAt"`;

export const KEY_LOG_SELECT = `kl.id, kl.storage_record_id AS "recordId", kl.key_tag AS "keyTag", kl.taken_by AS "takenBy",
  kl.taken_at AS "takenAt", kl.returned_at AS "returnedAt", kl.equipment_status AS "equipmentStatus", kl.note, kl.version`;

/** The live record (as the caller's row-level security shows it), locked for update when a write is about to change it. */
export const findStorageRecord = async (db: Queryable, id: string, lock = false): Promise<StorageRecordRow | null> => {
  const { rows } = await db.query<StorageRecordRow>(
    `SELECT ${RECORD_SELECT} FROM storage_records sr WHERE sr.id = $1 AND sr.deleted_at IS NULL${lock ? ' FOR UPDATE' : ''}`,
    [id],
  );
  return rows[0] ?? null;
};

/** A STORAGE location of the tenant with its settings; null when there is none (or it is not a STORAGE location). */
export const findFacility = async (db: Queryable, id: string): Promise<StorageFacilityRow | null> => {
  const { rows } = await db.query<StorageFacilityRow>(
    `SELECT ${FACILITY_SELECT} FROM ${FACILITY_FROM} WHERE l.id = $1 AND ${FACILITY_WHERE}`,
    [id],
  );
  return rows[0] ?? null;
};

export const findKeyLog = async (db: Queryable, id: string, lock = false): Promise<StorageKeyLogRow | null> => {
  const { rows } = await db.query<StorageKeyLogRow>(
    `SELECT ${KEY_LOG_SELECT} FROM storage_key_log kl WHERE kl.id = $1${lock ? ' FOR UPDATE' : ''}`,
    [id],
  );
  return rows[0] ?? null;
};

/** Storage records are numbered SR-100001. */
export const STORAGE_RECORD_NUMBERS: RecordNumbers = {
  format: recordNumberFormat('storageRecord', 'SR'),
  table: 'storage_records',
  counter: 'STORAGE_RECORD',
};
