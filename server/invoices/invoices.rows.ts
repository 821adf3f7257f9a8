import type {
  InvoiceBlocker,
  InvoiceFrequency,
  InvoiceKind,
  InvoiceLineSourceKind,
  InvoicePaymentStatus,
  InvoiceStatus,
  LineItemType,
  PaymentMethod,
  PaymentTerms,
} from '../../src/generated/enums';
import { recordNumberFormat } from '../../src/domain/recordNumbers';
import type { RecordNumbers } from '../db/counters';
import type { Queryable } from '../db/database';

// Rows of the invoices area as the SELECT lists below produce them (camelCase). Money in minor units, read from the
// bigint columns as float8 (exact up to 2^53 minor units), mapped onto the GraphQL types by codegen.

export type InvoiceRow = {
  id: string;
  tenantId: string;
  number: string;
  kind: InvoiceKind;
  status: InvoiceStatus;
  clientId: string;
  customerId: string | null;
  replacesId: string | null;
  issuedOn: string | null;
  dueOn: string | null;
  terms: PaymentTerms;
  poNumber: string | null;
  currency: string;
  subtotal: number;
  tax: number;
  total: number;
  paid: number;
  cancelReason: string | null;
  taxNote: string | null;
  createdBy: string | null;
  version: number;
  createdAt: Date;
  updatedAt: Date;
  /** Days past the due date, by the tenant's day (0 before it; null unless issued). */
  daysPastDue: number | null;
  lineCount: number;
};

export type InvoiceLineRow = {
  id: string;
  invoiceId: string;
  position: number;
  type: LineItemType;
  description: string;
  quantity: number;
  unitAmount: number;
  amount: number;
  sourceKind: InvoiceLineSourceKind;
  sourceLabel: string;
  sourceId: string | null;
  orderId: string | null;
  orderLegId: string | null;
};

export type PaymentRow = {
  id: string;
  key: string;
  clientId: string;
  receivedOn: string;
  amount: number;
  method: PaymentMethod;
  reference: string | null;
  unapplied: number;
  createdBy: string | null;
  createdAt: Date;
};

export type PaymentApplicationRow = { id: string; paymentId: string; invoiceId: string; amount: number; createdAt: Date };

export type ReadyToBillLegRow = {
  legId: string;
  orderId: string;
  clientId: string;
  customerId: string | null;
  amount: number | null;
  deliveredAt: Date | null;
  blockers: InvoiceBlocker[];
};

export type ReadyToBillGroupRow = {
  clientId: string;
  poRequired: boolean;
  invoiceFrequency: InvoiceFrequency;
  legs: ReadyToBillLegRow[];
  amount: number;
};

export type ClientCreditRow = { clientId: string; amount: number };

export type CreditApplicationRow = {
  id: string;
  key: string;
  clientId: string;
  invoiceId: string;
  amount: number;
  createdBy: string | null;
  createdAt: Date;
};

export const CREDIT_APPLICATION_SELECT = `ca.id, ca.key, ca.client_id AS "clientId", ca.invoice_id AS "invoiceId",
  ca.amount::float8 AS amount, ca.created_by AS "createdBy", ca.created_at AS "createdAt"`;

/** The payment status an invoice's status and payments give (docs/flows.md#invoice). */
export const paymentStatusOf = (invoice: Pick<InvoiceRow, 'status' | 'paid'>): InvoicePaymentStatus => {
  if (invoice.status === 'DRAFT') return 'CREATED';
  if (invoice.status === 'CANCELLED') return 'VOID';
  if (invoice.status === 'PAID') return 'PAID';
  return invoice.paid > 0 ? 'PARTIALLY_PAID' : 'UNPAID';
};

export const INVOICE_SELECT = `i.id, i.tenant_id AS "tenantId", i.number, i.kind, i.status, i.client_id AS "clientId",
  i.customer_id AS "customerId", i.replaces_id AS "replacesId", to_char(i.issued_on, 'YYYY-MM-DD') AS "issuedOn",
  to_char(i.due_on, 'YYYY-MM-DD') AS "dueOn", i.terms, i.po_number AS "poNumber", i.currency, i.subtotal::float8 AS subtotal,
  i.tax::float8 AS tax, i.total::float8 AS total, i.paid::float8 AS paid, i.cancel_reason AS "cancelReason", i.tax_note AS "taxNote",
  i.created_by AS "createdBy", i.version, i.created_at AS "createdAt", i.updated_at AS "updatedAt",
  CASE WHEN i.status = 'OPEN' THEN greatest(0, app_today() - i.due_on) END AS "daysPastDue",
  (SELECT count(*)::int FROM invoice_lines il WHERE il.invoice_id = i.id) AS "lineCount"`;

export const LINE_SELECT = `il.id, il.invoice_id AS "invoiceId", il.position, il.type, il.description, il.quantity::float8 AS quantity,
  il.unit_amount::float8 AS "unitAmount", il.amount::float8 AS amount, il.source_kind AS "sourceKind",
  il.source_label AS "sourceLabel", il.source_id AS "sourceId", il.order_id AS "orderId", il.order_leg_id AS "orderLegId"`;

export const PAYMENT_SELECT = `p.id, p.key, p.client_id AS "clientId", to_char(p.received_on, 'YYYY-MM-DD') AS "receivedOn",
  p.amount::float8 AS amount, p.method, p.reference, p.unapplied::float8 AS unapplied, p.created_by AS "createdBy",
  p.created_at AS "createdAt"`;

export const APPLICATION_SELECT = `pa.id, pa.payment_id AS "paymentId", pa.invoice_id AS "invoiceId", pa.amount::float8 AS amount,
  pa.created_at AS "createdAt"`;

export const findInvoice = async (db: Queryable, id: string, lock = false): Promise<InvoiceRow | null> => {
  if (lock) await db.query('SELECT 1 FROM invoices WHERE id = $1 FOR UPDATE', [id]);
  const { rows } = await db.query<InvoiceRow>(`SELECT ${INVOICE_SELECT} FROM invoices i WHERE i.id = $1`, [id]);
  return rows[0] ?? null;
};

export const findPayment = async (db: Queryable, id: string): Promise<PaymentRow | null> => {
  const { rows } = await db.query<PaymentRow>(`SELECT ${PAYMENT_SELECT} FROM payments p WHERE p.id = $1`, [id]);
  return rows[0] ?? null;
};

/** Invoices (and credit notes) are numbered INV-100001, one counter per tenant. */
export const INVOICE_NUMBERS: RecordNumbers = {
  format: recordNumberFormat('invoice', 'INV'),
  table: 'invoices',
  counter: 'INVOICE',
};
