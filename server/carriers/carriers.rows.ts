import type {
  ContactType,
  DriverEmployment,
  FuelType,
  LegPriorityKind,
  LicenceClass,
  LicenceEndorsement,
  PayKind,
  UnitKind,
} from '../../src/generated/enums';
import type { Queryable } from '../db/database';

// Rows of drivers, trucking companies and units as the SELECT lists below produce them (camelCase; dates as
// YYYY-MM-DD text), mapped onto the GraphQL types by codegen.

export type DriverRow = {
  id: string;
  tenantId: string;
  userId: string | null;
  firstName: string;
  lastName: string;
  email: string | null;
  phone: string | null;
  employment: DriverEmployment;
  truckingCompanyId: string | null;
  homeHubId: string | null;
  licenceNumber: string | null;
  licenceState: string | null;
  licenceClass: LicenceClass | null;
  endorsements: LicenceEndorsement[];
  licenceExpiresOn: string | null;
  medicalCardExpiresOn: string | null;
  mvrReviewedOn: string | null;
  disqualifiedAt: Date | null;
  disqualifiedBy: string | null;
  disqualifiedReason: string | null;
  payKind: PayKind | null;
  payRate: number | null;
  /** pay_chargeback_allowed (migration 021): repairs may be charged back to the driver. */
  payChargebackAllowed: boolean;
  w9ReceivedOn: string | null;
  taxIdLast4: string | null;
  version: number;
  createdAt: Date;
  updatedAt: Date;
};

export type TruckingCompanyRow = {
  id: string;
  tenantId: string;
  legalName: string;
  displayName: string;
  usdotNumber: string | null;
  mcNumber: string | null;
  cargoInsurer: string | null;
  cargoPolicy: string | null;
  cargoExpiresOn: string | null;
  liabilityInsurer: string | null;
  liabilityPolicy: string | null;
  liabilityExpiresOn: string | null;
  payeeName: string | null;
  payeeEmail: string | null;
  payeeAddress: string | null;
  payeeTaxIdLast4: string | null;
  payKind: PayKind | null;
  payRate: number | null;
  payChargebackAllowed: boolean;
  version: number;
  createdAt: Date;
  updatedAt: Date;
};

export type UnitRow = {
  id: string;
  tenantId: string;
  unitNumber: string;
  kind: UnitKind;
  vin: string | null;
  year: number | null;
  make: string | null;
  model: string | null;
  plate: string | null;
  plateState: string | null;
  axles: number;
  grossWeightLb: number;
  combinedWeightLb: number | null;
  fuelType: FuelType;
  driverId: string | null;
  version: number;
  createdAt: Date;
  updatedAt: Date;
};

/** A driver's (PRIMARY / EMERGENCY) or a trucking company's contact: rows of `contacts`. */
export type CarrierContactRow = {
  id: string;
  type: ContactType;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  phone: string | null;
  title: string | null;
};

export type LegPriorityRow = {
  id: string;
  position: number;
  kind: LegPriorityKind;
  clientId: string | null;
  region: string | null;
  orderLegId: string | null;
};

export type DscVisibilityRow = { id: string; clientId: string; customerId: string | null };

const day = (column: string, alias: string) => `to_char(${column}, 'YYYY-MM-DD') AS "${alias}"`;

export const DRIVER_SELECT = `d.id, d.tenant_id AS "tenantId", d.user_id AS "userId", d.first_name AS "firstName",
  d.last_name AS "lastName", d.email, d.phone, d.employment, d.trucking_company_id AS "truckingCompanyId",
  d.home_hub_id AS "homeHubId", d.licence_number AS "licenceNumber", d.licence_state AS "licenceState",
  d.licence_class AS "licenceClass", d.endorsements, ${day('d.licence_expires_on', 'licenceExpiresOn')},
  ${day('d.medical_card_expires_on', 'medicalCardExpiresOn')}, ${day('d.mvr_reviewed_on', 'mvrReviewedOn')},
  d.disqualified_at AS "disqualifiedAt", d.disqualified_by AS "disqualifiedBy", d.disqualified_reason AS "disqualifiedReason",
  d.pay_kind AS "payKind", d.pay_rate AS "payRate",
  d.pay_chargeback_allowed AS "payChargebackAllowed", ${day('d.w9_received_on', 'w9ReceivedOn')},
  d.tax_id_last4 AS "taxIdLast4", d.version,
  d.created_at AS "createdAt", d.updated_at AS "updatedAt"`;

export const TRUCKING_COMPANY_SELECT = `tc.id, tc.tenant_id AS "tenantId", tc.legal_name AS "legalName",
  tc.display_name AS "displayName", tc.usdot_number AS "usdotNumber", tc.mc_number AS "mcNumber",
  tc.cargo_insurer AS "cargoInsurer", tc.cargo_policy AS "cargoPolicy", ${day('tc.cargo_expires_on', 'cargoExpiresOn')},
  tc.liability_insurer AS "liabilityInsurer", tc.liability_policy AS "liabilityPolicy",
  ${day('tc.liability_expires_on', 'liabilityExpiresOn')}, tc.payee_name AS "payeeName", tc.payee_email AS "payeeEmail",
  tc.payee_address AS "payeeAddress", tc.payee_tax_id_last4 AS "payeeTaxIdLast4", tc.pay_kind AS "payKind",
  tc.pay_rate AS "payRate", tc.pay_chargeback_allowed AS "payChargebackAllowed", tc.version,
  tc.created_at AS "createdAt", tc.updated_at AS "updatedAt"`;

export const UNIT_SELECT = `u.id, u.tenant_id AS "tenantId", u.unit_number AS "unitNumber", u.kind, u.vin, u.year, u.make,
  u.model, u.plate, u.plate_state AS "plateState", u.axles, u.gross_weight_lb AS "grossWeightLb",
  u.combined_weight_lb AS "combinedWeightLb", u.fuel_type AS "fuelType", u.driver_id AS "driverId", u.version,
  u.created_at AS "createdAt", u.updated_at AS "updatedAt"`;

export const CONTACT_SELECT = `ct.id, ct.type, ct.first_name AS "firstName", ct.last_name AS "lastName", ct.email, ct.phone, ct.title`;

export const LEG_PRIORITY_SELECT = `p.id, p.position, p.kind, p.client_id AS "clientId", p.region, p.order_leg_id AS "orderLegId"`;

export const DSC_SELECT = `v.id, v.client_id AS "clientId", v.customer_id AS "customerId"`;

/** The live driver (row-level security decides whether the caller sees it), locked when a write is about to change it. */
export const findDriver = async (db: Queryable, id: string, lock = false): Promise<DriverRow | null> => {
  const { rows } = await db.query<DriverRow>(
    `SELECT ${DRIVER_SELECT} FROM drivers d WHERE d.id = $1 AND d.deleted_at IS NULL${lock ? ' FOR UPDATE' : ''}`,
    [id],
  );
  return rows[0] ?? null;
};

/** Locks a driver's row for the rest of the transaction (an assignment that reads the driver's other legs). */
export const lockDriver = async (db: Queryable, id: string): Promise<void> => {
  await db.query('SELECT 1 FROM drivers WHERE id = $1 FOR UPDATE', [id]);
};

export const findTruckingCompany = async (db: Queryable, id: string, lock = false): Promise<TruckingCompanyRow | null> => {
  const { rows } = await db.query<TruckingCompanyRow>(
    `SELECT ${TRUCKING_COMPANY_SELECT} FROM trucking_companies tc WHERE tc.id = $1 AND tc.deleted_at IS NULL${lock ? ' FOR UPDATE' : ''}`,
    [id],
  );
  return rows[0] ?? null;
};

export const findUnit = async (db: Queryable, id: string, lock = false): Promise<UnitRow | null> => {
  const { rows } = await db.query<UnitRow>(
    `SELECT ${UNIT_SELECT} FROM units u WHERE u.id = $1 AND u.deleted_at IS NULL${lock ? ' FOR UPDATE' : ''}`,
    [id],
  );
  return rows[0] ?? null;
};
