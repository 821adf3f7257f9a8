import type {
  DriverReceiptStatus,
  PayKind,
  SettlementDeductionKind,
  SettlementExpenseType,
  SettlementLegStatus,
  SettlementPayeeKind,
  SettlementPaymentType,
  SettlementStatus,
} from '../../src/generated/enums';
import { recordNumberFormat } from '../../src/domain/recordNumbers';
import type { RecordNumbers } from '../db/counters';
import type { Queryable } from '../db/database';

// Rows of the settlements area as the SELECT lists below produce them (camelCase). Money in minor units, read from
// the bigint columns as float8 (exact up to 2^53 minor units).

/** Who is paid: the payee's kind and row (a driver, or a trucking company for its legs). */
export type PayeeRef = {
  payeeKind: SettlementPayeeKind;
  driverId: string | null;
  truckingCompanyId: string | null;
  payeeName: string;
};

export type SettlementRow = PayeeRef & {
  id: string;
  tenantId: string;
  number: string;
  periodFrom: string;
  periodTo: string;
  status: SettlementStatus;
  earnings: number;
  reimbursementTotal: number;
  deductionTotal: number;
  net: number;
  paid: number;
  legCount: number;
  heldCount: number;
  createdBy: string | null;
  version: number;
  createdAt: Date;
  updatedAt: Date;
};

export type SettlementLegRow = {
  id: string;
  settlementId: string;
  legId: string;
  orderId: string;
  vin: string | null;
  miles: number | null;
  payKind: PayKind;
  rate: number;
  ratedBill: number | null;
  amount: number;
  status: SettlementLegStatus;
  heldFrom: SettlementLegStatus | null;
};

export type SettlementLineRow = {
  id: string;
  settlementId: string;
  kind: 'REIMBURSEMENT' | 'DEDUCTION';
  expenseType: SettlementExpenseType | null;
  deductionKind: SettlementDeductionKind | null;
  description: string;
  amount: number;
  receiptId: string | null;
  createdAt: Date;
};

export type SettlementPaymentRow = {
  id: string;
  settlementId: string;
  /** The idempotency key (not `key`: the loaders name their batch key so). */
  paymentKey: string;
  type: SettlementPaymentType;
  amount: number;
  paidOn: string;
  reference: string | null;
  createdAt: Date;
};

export type DriverReceiptRow = {
  id: string;
  driverId: string;
  expenseItemId: string;
  expenseType: SettlementExpenseType;
  reimbursable: boolean;
  amount: number;
  spentOn: string;
  note: string | null;
  legId: string | null;
  mediaId: string | null;
  status: DriverReceiptStatus;
  rejectReason: string | null;
  settlementId: string | null;
  /** A fuel receipt's details (migration 062), in the tenant's fuel unit; null until recorded. */
  fuelVolume: number | null;
  fuelJurisdiction: string | null;
  fuelTaxPaid: boolean;
  unitId: string | null;
  version: number;
  createdAt: Date;
};

export type UnsettledLegRow = { legId: string; orderId: string; deliveredAt: Date | null };
export type UnsettledGroupRow = PayeeRef & { legs: UnsettledLegRow[] };
export type PayRunPayeeRow = PayeeRef & { settlements: SettlementRow[]; net: number; paid: number; balance: number };
export type Payee1099Row = PayeeRef & { total: number; overThreshold: boolean };

/** The payee's name as its row gives it (aliases: `x.driver_id`, `x.trucking_company_id`). */
export const payeeNameSql = (alias: string) => `coalesce(CASE WHEN ${alias}.driver_id IS NOT NULL
    THEN (SELECT d.first_name || ' ' || d.last_name FROM drivers d WHERE d.id = ${alias}.driver_id)
    ELSE (SELECT tc.display_name FROM trucking_companies tc WHERE tc.id = ${alias}.trucking_company_id) END, '')`;

/** The payee key settlement_legs and escrow_entries store: `DRIVER:<id>` or `TRUCKING_COMPANY:<id>`. */
export const payeeKey = (payee: Pick<PayeeRef, 'payeeKind' | 'driverId' | 'truckingCompanyId'>) =>
  `${payee.payeeKind}:${payee.payeeKind === 'DRIVER' ? payee.driverId : payee.truckingCompanyId}`;

export const SETTLEMENT_SELECT = `s.id, s.tenant_id AS "tenantId", s.number, s.payee_kind AS "payeeKind", s.driver_id AS "driverId",
  s.trucking_company_id AS "truckingCompanyId", ${payeeNameSql('s')} AS "payeeName",
  to_char(s.period_from, 'YYYY-MM-DD') AS "periodFrom", to_char(s.period_to, 'YYYY-MM-DD') AS "periodTo", s.status,
  s.earnings::float8 AS earnings, s.reimbursements::float8 AS "reimbursementTotal", s.deductions::float8 AS "deductionTotal",
  s.net::float8 AS net, s.paid::float8 AS paid,
  (SELECT count(*)::int FROM settlement_legs x WHERE x.settlement_id = s.id) AS "legCount",
  (SELECT count(*)::int FROM settlement_legs x WHERE x.settlement_id = s.id AND x.status = 'ON_HOLD') AS "heldCount",
  s.created_by AS "createdBy", s.version, s.created_at AS "createdAt", s.updated_at AS "updatedAt"`;

export const SETTLEMENT_LEG_SELECT = `sl.id, sl.settlement_id AS "settlementId", sl.order_leg_id AS "legId", sl.order_id AS "orderId",
  (SELECT v.vin FROM order_legs l JOIN vehicles v ON v.id = l.vehicle_id WHERE l.id = sl.order_leg_id) AS vin,
  sl.miles::float8 AS miles, sl.pay_kind AS "payKind", sl.rate, sl.rated_bill::float8 AS "ratedBill", sl.amount::float8 AS amount,
  sl.status, sl.held_from AS "heldFrom"`;

export const SETTLEMENT_LINE_SELECT = `ln.id, ln.settlement_id AS "settlementId", ln.kind, ln.expense_type AS "expenseType",
  ln.deduction_kind AS "deductionKind", ln.description, ln.amount::float8 AS amount, ln.receipt_id AS "receiptId",
  ln.created_at AS "createdAt"`;

export const SETTLEMENT_PAYMENT_SELECT = `sp.id, sp.settlement_id AS "settlementId", sp.key AS "paymentKey", sp.type, sp.amount::float8 AS amount,
  to_char(sp.paid_on, 'YYYY-MM-DD') AS "paidOn", sp.reference, sp.created_at AS "createdAt"`;

export const RECEIPT_SELECT = `r.id, r.driver_id AS "driverId", r.expense_item_id AS "expenseItemId",
  (SELECT e.type FROM expense_items e WHERE e.id = r.expense_item_id) AS "expenseType",
  coalesce((SELECT e.reimbursable FROM expense_items e WHERE e.id = r.expense_item_id), false) AS reimbursable,
  r.amount::float8 AS amount, to_char(r.spent_on, 'YYYY-MM-DD') AS "spentOn", r.note, r.order_leg_id AS "legId",
  r.media_id AS "mediaId", r.status, r.reject_reason AS "rejectReason",
  (SELECT ln.settlement_id FROM settlement_lines ln WHERE ln.receipt_id = r.id) AS "settlementId",
  r.fuel_volume::float8 AS "fuelVolume", r.fuel_jurisdiction AS "fuelJurisdiction", r.fuel_tax_paid AS "fuelTaxPaid",
  r.unit_id AS "unitId", r.version, r.created_at AS "createdAt"`;

export const findSettlement = async (db: Queryable, id: string, lock = false): Promise<SettlementRow | null> => {
  if (lock) await db.query('SELECT 1 FROM settlements WHERE id = $1 FOR UPDATE', [id]);
  const { rows } = await db.query<SettlementRow>(`SELECT ${SETTLEMENT_SELECT} FROM settlements s WHERE s.id = $1`, [id]);
  return rows[0] ?? null;
};

export const findReceipt = async (db: Queryable, id: string, lock = false): Promise<DriverReceiptRow | null> => {
  if (lock) await db.query('SELECT 1 FROM driver_receipts WHERE id = $1 FOR UPDATE', [id]);
  const { rows } = await db.query<DriverReceiptRow>(`SELECT ${RECEIPT_SELECT} FROM driver_receipts r WHERE r.id = $1`, [id]);
  return rows[0] ?? null;
};

/** Settlements are numbered STL-100001, one counter per tenant. */
export const SETTLEMENT_NUMBERS: RecordNumbers = {
  format: recordNumberFormat('settlement', 'STL'),
  table: 'settlements',
  counter: 'SETTLEMENT',
};
