import type { IftaDecalStatus, TransportPlateStatus, TransportPlateType } from '../../src/generated/enums';

// Rows of IFTA decals, transport plates and their assignment log as the SELECT lists below produce them (camelCase;
// days as YYYY-MM-DD text), mapped onto the GraphQL types by codegen.

export type IftaDecalRow = {
  id: string;
  tenantId: string;
  year: number;
  number: string;
  status: IftaDecalStatus;
  unitId: string | null;
  issuedOn: string | null;
  returnedOn: string | null;
  destroyedOn: string | null;
  destroyedReason: string | null;
  version: number;
  createdAt: Date;
  updatedAt: Date;
};

export type TransportPlateRow = {
  id: string;
  tenantId: string;
  number: string;
  state: string;
  type: TransportPlateType;
  expiresOn: string | null;
  status: TransportPlateStatus;
  missingSince: Date | null;
  missingReason: string | null;
  missingReportedBy: string | null;
  reportDueOn: string | null;
  missingAlertId: string | null;
  version: number;
  createdAt: Date;
  updatedAt: Date;
};

export type PlateAssignmentRow = {
  id: string;
  plateId: string;
  orderLegId: string | null;
  vehicleId: string | null;
  vin: string | null;
  driverId: string | null;
  outAt: Date;
  inAt: Date | null;
};

export type ExpiringInsuranceRow = { truckingCompanyId: string; kind: string; insurer: string | null; expiresOn: string };

export type SafetyOverviewRow = { withinDays: number; decalYear: number; tenantId: string };

const day = (column: string, alias: string) => `to_char(${column}, 'YYYY-MM-DD') AS "${alias}"`;

export const DECAL_SELECT = `dc.id, dc.tenant_id AS "tenantId", dc.year, dc.number, dc.status, dc.unit_id AS "unitId",
  ${day('dc.issued_on', 'issuedOn')}, ${day('dc.returned_on', 'returnedOn')}, ${day('dc.destroyed_on', 'destroyedOn')},
  dc.destroyed_reason AS "destroyedReason", dc.version, dc.created_at AS "createdAt", dc.updated_at AS "updatedAt"`;

export const PLATE_SELECT = `tp.id, tp.tenant_id AS "tenantId", tp.number, tp.state, tp.type, ${day('tp.expires_on', 'expiresOn')},
  tp.status, tp.missing_since AS "missingSince", tp.missing_reason AS "missingReason",
  tp.missing_reported_by AS "missingReportedBy", ${day('tp.report_due_on', 'reportDueOn')},
  tp.missing_alert_id AS "missingAlertId", tp.version, tp.created_at AS "createdAt", tp.updated_at AS "updatedAt"`;

export const ASSIGNMENT_SELECT = `pa.id, pa.plate_id AS "plateId", pa.order_leg_id AS "orderLegId", pa.vehicle_id AS "vehicleId",
  pa.vin, pa.driver_id AS "driverId", pa.out_at AS "outAt", pa.in_at AS "inAt"`;

export const DECALS = {
  table: 'ifta_decals',
  alias: 'dc',
  select: DECAL_SELECT,
  what: 'IFTA decal',
  kind: 'IFTA decals',
  noun: 'iftaDecal',
};
export const PLATES = {
  table: 'transport_plates',
  alias: 'tp',
  select: PLATE_SELECT,
  what: 'Transport plate',
  kind: 'Transport plates',
  noun: 'transportPlate',
};
