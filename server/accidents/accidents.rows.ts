import type {
  AccidentLegAction,
  AccidentReportStatus,
  AccidentWeather,
  IncidentKind,
  OrderLegStatus,
  Preventability,
  RecoverySource,
  RepairStatus,
} from '../../src/generated/enums';
import type { Queryable } from '../db/database';
import { recordNumberFormat } from '../../src/domain/recordNumbers';
import type { RecordNumbers } from '../db/counters';

// Rows of accident and incident reports, their parties and witnesses, repairs and recoveries as the SELECT lists
// below produce them (camelCase; money in minor units), mapped onto the GraphQL types by codegen.

export type AccidentReportRow = {
  id: string;
  tenantId: string;
  number: string;
  kind: IncidentKind;
  status: AccidentReportStatus;
  occurredAt: Date;
  timeZone: string;
  street: string | null;
  city: string | null;
  state: string | null;
  postalCode: string | null;
  latitude: number | null;
  longitude: number | null;
  description: string;
  orderId: string | null;
  orderLegId: string | null;
  vehicleId: string | null;
  vin: string | null;
  driverId: string | null;
  legStatusAtReport: OrderLegStatus | null;
  legAction: AccidentLegAction;
  policeAgency: string | null;
  policeReportNumber: string | null;
  injuries: number;
  injuriesTreatedAway: number;
  fatalities: number;
  towedDisabled: boolean;
  hazmatReleased: boolean;
  weather: AccidentWeather | null;
  claimNumbers: string[];
  recordableFlag: boolean;
  preventability: Preventability;
  preventabilityNote: string | null;
  reviewedBy: string | null;
  reviewedAt: Date | null;
  reportedBy: string | null;
  version: number;
  createdAt: Date;
  updatedAt: Date;
};

export type AccidentPartyRow = {
  id: string;
  reportId: string;
  name: string;
  licenceNumber: string | null;
  licenceState: string | null;
  plate: string | null;
  plateState: string | null;
  insurer: string | null;
  policyNumber: string | null;
  phone: string | null;
};

export type AccidentWitnessRow = { id: string; reportId: string; name: string; phone: string | null; statement: string | null };

export type RepairRow = {
  id: string;
  tenantId: string;
  number: string;
  status: RepairStatus;
  reportId: string | null;
  orderLegId: string | null;
  vehicleId: string | null;
  vin: string | null;
  driverId: string | null;
  vendorName: string;
  vendorPhone: string | null;
  description: string;
  estimateAmount: number;
  approvedAmount: number | null;
  repairOrderNumber: string | null;
  invoiceNumber: string | null;
  invoiceAmount: number | null;
  declineReason: string | null;
  createdBy: string | null;
  version: number;
  createdAt: Date;
  updatedAt: Date;
};

export type RepairRecoveryRow = {
  id: string;
  repairId: string;
  source: RecoverySource;
  party: string | null;
  claimNumber: string | null;
  amountClaimed: number;
  amountRecovered: number;
  note: string | null;
};

/** A report's money: its repairs' cost (DECLINED ones cost nothing) and what was recovered of it. */
export type ReportMoneyRow = { repairCost: number; recovered: number };

export const REPORT_SELECT = `ar.id, ar.tenant_id AS "tenantId", ar.number, ar.kind, ar.status, ar.occurred_at AS "occurredAt",
  ar.time_zone AS "timeZone", ar.street, ar.city, ar.state, ar.postal_code AS "postalCode", ar.latitude, ar.longitude,
  ar.description, ar.order_id AS "orderId", ar.order_leg_id AS "orderLegId", ar.vehicle_id AS "vehicleId", ar.vin,
  ar.driver_id AS "driverId", ar.leg_status_at_report AS "legStatusAtReport", ar.leg_action AS "legAction",
  ar.police_agency AS "policeAgency", ar.police_report_number AS "policeReportNumber", ar.injuries,
  ar.injuries_treated_away AS "injuriesTreatedAway", ar.fatalities, ar.towed_disabled AS "towedDisabled",
  ar.hazmat_released AS "hazmatReleased", ar.weather, ar.claim_numbers AS "claimNumbers", ar.recordable AS "recordableFlag",
  ar.preventability, ar.preventability_note AS "preventabilityNote", ar.reviewed_by AS "reviewedBy", ar.reviewed_at AS "reviewedAt",
  ar.reported_by AS "reportedBy", ar.version, ar.created_at AS "createdAt", ar.updated_at AS "updatedAt"`;

export const PARTY_SELECT = `p.id, p.report_id AS "reportId", p.name, p.licence_number AS "licenceNumber", p.licence_state AS "licenceState",
  p.plate, p.plate_state AS "plateState", p.insurer, p.policy_number AS "policyNumber", p.phone`;

export const WITNESS_SELECT = 'w.id, w.report_id AS "reportId", w.name, w.phone, w.statement';

export const REPAIR_SELECT = `r.id, r.tenant_id AS "tenantId", r.number, r.status, r.report_id AS "reportId", r.order_leg_id AS "orderLegId",
  r.vehicle_id AS "vehicleId", r.vin, r.driver_id AS "driverId", r.vendor_name AS "vendorName", r.vendor_phone AS "vendorPhone",
  r.description, r.estimate_amount AS "estimateAmount", r.approved_amount AS "approvedAmount",
  r.repair_order_number AS "repairOrderNumber", r.invoice_number AS "invoiceNumber", r.invoice_amount AS "invoiceAmount",
  r.decline_reason AS "declineReason", r.created_by AS "createdBy", r.version, r.created_at AS "createdAt", r.updated_at AS "updatedAt"`;

export const RECOVERY_SELECT = `rr.id, rr.repair_id AS "repairId", rr.source, rr.party, rr.claim_number AS "claimNumber",
  rr.amount_claimed AS "amountClaimed", rr.amount_recovered AS "amountRecovered", rr.note`;

/** What a repair costs: the invoice, else the approved amount, else the estimate (SQL over `r`). */
export const REPAIR_COST = 'coalesce(r.invoice_amount, r.approved_amount, r.estimate_amount)';

/** The lockRow / updateRow / audit descriptions of the two records (directory.records.ts). */
export const REPORTS = {
  table: 'accident_reports',
  alias: 'ar',
  select: REPORT_SELECT,
  what: 'Accident report',
  kind: 'Accident reports',
  noun: 'accidentReport',
};
export const REPAIRS = { table: 'repairs', alias: 'r', select: REPAIR_SELECT, what: 'Repair', kind: 'Repairs', noun: 'repair' };

/** The live report (as the caller's row-level security shows it), locked for update when a write is about to change it. */
export const findReport = async (db: Queryable, id: string, lock = false): Promise<AccidentReportRow | null> => {
  const { rows } = await db.query<AccidentReportRow>(
    `SELECT ${REPORT_SELECT} FROM accident_reports ar WHERE ar.id = $1 AND ar.deleted_at IS NULL${lock ? ' FOR UPDATE' : ''}`,
    [id],
  );
  return rows[0] ?? null;
};

export const findRepair = async (db: Queryable, id: string, lock = false): Promise<RepairRow | null> => {
  const { rows } = await db.query<RepairRow>(
    `SELECT ${REPAIR_SELECT} FROM repairs r WHERE r.id = $1 AND r.deleted_at IS NULL${lock ? ' FOR UPDATE' : ''}`,
    [id],
  );
  return rows[0] ?? null;
};

/** Accident and incident reports are numbered AI-100001, repairs RP-100001. */
export const ACCIDENT_NUMBERS: RecordNumbers = {
  format: recordNumberFormat('accident', 'AI'),
  table: 'accident_reports',
  counter: 'ACCIDENT',
};
export const REPAIR_NUMBERS: RecordNumbers = { format: recordNumberFormat('repair', 'RP'), table: 'repairs', counter: 'REPAIR' };
