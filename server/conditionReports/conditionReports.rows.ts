import type {
  ConditionPhotoKind,
  ConditionReportDirection,
  ConditionReportStatus,
  FuelLevel,
  InspectionItemCode,
  InspectionObstruction,
  InspectionResult,
  InteriorCondition,
  LooseItemSpot,
  WashType,
} from '../../src/generated/enums';
import type { Queryable } from '../db/database';
import { recordNumberFormat } from '../../src/domain/recordNumbers';
import type { RecordNumbers } from '../db/counters';

// Rows of condition reports, their damages and their photos as the SELECT lists below produce them (camelCase),
// mapped onto the GraphQL types by codegen.

export type StoredSignature = { name: string; signedAt: string; latitude: number | null; longitude: number | null; imageId: string };
export type StoredItem = { code: InspectionItemCode; result: InspectionResult; note: string | null };
export type StoredLooseItem = { spot: LooseItemSpot; description: string };

export type ConditionReportRow = {
  id: string;
  tenantId: string;
  number: string;
  clientId: string;
  orderId: string;
  orderLegId: string;
  vehicleId: string | null;
  direction: ConditionReportDirection;
  status: ConditionReportStatus;
  vin: string | null;
  vinScanned: string | null;
  vinMatches: boolean | null;
  items: StoredItem[];
  photoIds: string[];
  odometer: number | null;
  odometerPhotoId: string | null;
  fuelLevel: FuelLevel | null;
  evStateOfCharge: number | null;
  keysCount: number;
  fobsCount: number;
  keysPhotoId: string | null;
  interiorConditions: InteriorCondition[];
  looseItems: StoredLooseItem[];
  washType: WashType | null;
  obstructions: InspectionObstruction[];
  notes: string | null;
  capturedAt: Date;
  latitude: number | null;
  longitude: number | null;
  driverSignature: StoredSignature | null;
  customerSignature: StoredSignature | null;
  customerNotAvailableReason: string | null;
  newDamageCount: number;
  previousReportId: string | null;
  bolMediaId: string | null;
  submittedAt: Date | null;
  submittedBy: string | null;
  rejectReason: string | null;
  reviewedAt: Date | null;
  reviewedBy: string | null;
  /** The storage record whose check-in or check-out used this report (storage reports only; null while unused). */
  storageRecordId: string | null;
  version: number;
  createdAt: Date;
  updatedAt: Date;
};

export type DamageRow = {
  id: string;
  reportId: string;
  position: number;
  area: string;
  type: string;
  severity: number;
  x: number;
  y: number;
  preExisting: boolean;
  newSinceLastCustody: boolean;
  note: string | null;
  photoIds: string[];
};

export type ConditionPhotoRow = {
  id: string;
  tenantId: string;
  clientId: string;
  orderId: string;
  orderLegId: string;
  mediaId: string;
  kind: ConditionPhotoKind;
  capturedAt: Date;
  latitude: number | null;
  longitude: number | null;
  fileName: string;
  mimeType: string;
  contentHash: string;
  thumbnailHash: string | null;
};

export const CONDITION_REPORT_SELECT = `cr.id, cr.tenant_id AS "tenantId", cr.number, cr.client_id AS "clientId", cr.order_id AS "orderId",
  cr.order_leg_id AS "orderLegId", cr.vehicle_id AS "vehicleId", cr.direction, cr.status, cr.vin, cr.vin_scanned AS "vinScanned",
  cr.vin_matches AS "vinMatches", cr.items, cr.photo_ids AS "photoIds", cr.odometer, cr.odometer_photo_id AS "odometerPhotoId",
  cr.fuel_level AS "fuelLevel", cr.ev_state_of_charge AS "evStateOfCharge", cr.keys_count AS "keysCount", cr.fobs_count AS "fobsCount",
  cr.keys_photo_id AS "keysPhotoId", cr.interior_conditions AS "interiorConditions", cr.loose_items AS "looseItems",
  cr.wash_type AS "washType", cr.obstructions, cr.notes, cr.captured_at AS "capturedAt", cr.latitude, cr.longitude,
  cr.driver_signature AS "driverSignature", cr.customer_signature AS "customerSignature",
  cr.customer_not_available_reason AS "customerNotAvailableReason", cr.new_damage_count AS "newDamageCount",
  cr.previous_report_id AS "previousReportId", cr.bol_media_id AS "bolMediaId", cr.submitted_at AS "submittedAt",
  cr.submitted_by AS "submittedBy", cr.reject_reason AS "rejectReason", cr.reviewed_at AS "reviewedAt", cr.reviewed_by AS "reviewedBy",
  cr.storage_record_id AS "storageRecordId", cr.version, cr.created_at AS "createdAt", cr.updated_at AS "updatedAt"`;

export const DAMAGE_SELECT = `d.id, d.report_id AS "reportId", d.position, d.area, d.type, d.severity, d.x, d.y, d.pre_existing AS "preExisting",
  d.new_since_last_custody AS "newSinceLastCustody", d.note, d.photo_ids AS "photoIds"`;

export const PHOTO_SELECT = `p.id, p.tenant_id AS "tenantId", p.client_id AS "clientId", p.order_id AS "orderId", p.order_leg_id AS "orderLegId",
  p.media_id AS "mediaId", p.kind, p.captured_at AS "capturedAt", p.latitude, p.longitude, m.file_name AS "fileName",
  m.mime_type AS "mimeType", m.content_hash AS "contentHash", m.thumbnail_hash AS "thumbnailHash"`;

export const findConditionReport = async (db: Queryable, id: string, lock = false): Promise<ConditionReportRow | null> => {
  const { rows } = await db.query<ConditionReportRow>(
    `SELECT ${CONDITION_REPORT_SELECT} FROM condition_reports cr WHERE cr.id = $1${lock ? ' FOR UPDATE' : ''}`,
    [id],
  );
  return rows[0] ?? null;
};

/** Condition reports are numbered CR-100001. */
export const CONDITION_REPORT_NUMBERS: RecordNumbers = {
  format: recordNumberFormat('conditionReport', 'CR'),
  table: 'condition_reports',
  counter: 'CONDITION_REPORT',
};
