import type { BookBill, BookInvoice, BookLine, BookPayment } from '../../src/domain/books/quickbooks';
import type { BooksRecordKind, LineItemType, PaymentTerms } from '../../src/generated/enums';
import { BooksRecordKindValues } from '../../src/generated/enums/BooksRecordKind';
import type { Queryable } from '../db/database';
import { readBooksAccounts } from './books.accounts';
import type { BooksExportInput } from './books.inputs';
import type { BooksAccountsRow, BooksKindSummaryRow } from './books.rows';

/** A record an export holds, with what the file and the export's counts need. */
export type Held<T> = { kind: BooksRecordKind; id: string; total: number; book: T };

export type Gathered = {
  invoices: Held<BookInvoice>[];
  payments: Held<BookPayment>[];
  bills: Held<BookBill>[];
  /** Records of the period an export of the format holds already (left out unless `includeExported`). */
  alreadyExported: number;
};

type InvoiceFacts = {
  id: string;
  kind: 'INVOICE' | 'CREDIT_NOTE';
  number: string;
  total: number;
  issuedOn: string;
  dueOn: string | null;
  terms: PaymentTerms;
  poNumber: string | null;
  clientName: string;
  customerName: string | null;
  exported: boolean;
};

type LineFacts = {
  invoiceId: string;
  type: LineItemType;
  description: string;
  quantity: number;
  unitAmount: number;
  amount: number;
  itemAccount: string | null;
  itemCode: string | null;
  taxable: boolean | null;
};

type PaymentFacts = {
  id: string;
  key: string;
  reference: string | null;
  method: string;
  receivedOn: string;
  amount: number;
  clientName: string;
  exported: boolean;
};

/** Whether an export of the format (not a re-export) holds the record: `$4` is the format. */
const EXPORTED = (alias: string, kind: string) =>
  `EXISTS (SELECT 1 FROM books_export_items x WHERE x.tenant_id = ${alias}.tenant_id AND x.record_id = ${alias}.id
     AND x.record_kind = ${kind} AND x.format = $4 AND NOT x.reexport) AS exported`;

/**
 * Issued invoices and credit notes of the period (OPEN or PAID: a draft is not in the books, a cancelled one is void).
 * QuickBooks Online's invoice import takes invoices only.
 */
const INVOICES_SQL = `SELECT i.id, i.kind, i.number, i.total::float8 AS total, to_char(i.issued_on, 'YYYY-MM-DD') AS "issuedOn",
    to_char(i.due_on, 'YYYY-MM-DD') AS "dueOn", i.terms, i.po_number AS "poNumber", c.display_name AS "clientName",
    cu.display_name AS "customerName", ${EXPORTED('i', 'i.kind')}
  FROM invoices i JOIN clients c ON c.tenant_id = i.tenant_id AND c.id = i.client_id
    LEFT JOIN customers cu ON cu.tenant_id = i.tenant_id AND cu.id = i.customer_id
  WHERE i.tenant_id = $1 AND i.status IN ('OPEN', 'PAID') AND i.issued_on BETWEEN $2::date AND $3::date
    AND ($4 = 'IIF' OR i.kind = 'INVOICE')
  ORDER BY i.issued_on, i.number`;

/**
 * The lines of those invoices with the billing item each came from: the one it names (a billing item's line and its
 * credit), else the live item of its type whose name the line carries (pricing writes an item's name as the line's
 * description, server/pricing/inputs.ts).
 */
const LINES_SQL = `SELECT il.invoice_id AS "invoiceId", il.type, il.description, il.quantity::float8 AS quantity,
    il.unit_amount::float8 AS "unitAmount", il.amount::float8 AS amount, coalesce(bs.ledger_account, bn.ledger_account) AS "itemAccount",
    coalesce(bs.code, bn.code) AS "itemCode", coalesce(bs.taxable, bn.taxable) AS taxable
  FROM invoice_lines il
    LEFT JOIN billing_items bs ON bs.tenant_id = il.tenant_id AND bs.id = il.source_id
    LEFT JOIN LATERAL (SELECT b.ledger_account, b.code, b.taxable FROM billing_items b
      WHERE b.tenant_id = il.tenant_id AND b.type = il.type AND b.name = il.description AND b.deleted_at IS NULL
      ORDER BY b.code LIMIT 1) bn ON bs.id IS NULL
  WHERE il.tenant_id = $1 AND il.invoice_id = ANY($2::uuid[])
  ORDER BY il.invoice_id, il.position`;

/** Payments received in the period (the IIF file only). */
const PAYMENTS_SQL = `SELECT p.id, p.key, p.reference, p.method, to_char(p.received_on, 'YYYY-MM-DD') AS "receivedOn", p.amount::float8 AS amount,
    c.display_name AS "clientName", ${EXPORTED('p', "'PAYMENT'")}
  FROM payments p JOIN clients c ON c.tenant_id = p.tenant_id AND c.id = p.client_id
  WHERE p.tenant_id = $1 AND p.received_on BETWEEN $2::date AND $3::date AND $4 = 'IIF'
  ORDER BY p.received_on, p.created_at, p.id`;

type BillFacts = {
  id: string;
  number: string;
  periodTo: string;
  net: number;
  earnings: number;
  vendor: string;
  payAccount: string | null;
  exported: boolean;
};

type BillLineFacts = {
  settlementId: string;
  kind: 'REIMBURSEMENT' | 'DEDUCTION';
  description: string;
  amount: number;
  itemAccount: string | null;
};

/**
 * Settlements (migration 046) OPEN or PAID whose period ends in the export's, as bills dated their period's last day
 * (a settlement has no date of its own once opened). The payee is the vendor; pay books to the DRIVER_PAY expense
 * item's account.
 */
const BILLS_SQL = `SELECT s.id, s.number, to_char(s.period_to, 'YYYY-MM-DD') AS "periodTo", s.net::float8 AS net, s.earnings::float8 AS earnings,
    coalesce(d.first_name || ' ' || d.last_name, tc.display_name) AS vendor,
    (SELECT e.ledger_account FROM expense_items e WHERE e.tenant_id = s.tenant_id AND e.type = 'DRIVER_PAY' AND e.deleted_at IS NULL
       AND e.ledger_account IS NOT NULL ORDER BY e.code LIMIT 1) AS "payAccount", ${EXPORTED('s', "'BILL'")}
  FROM settlements s LEFT JOIN drivers d ON d.tenant_id = s.tenant_id AND d.id = s.driver_id
    LEFT JOIN trucking_companies tc ON tc.tenant_id = s.tenant_id AND tc.id = s.trucking_company_id
  WHERE s.tenant_id = $1 AND s.status IN ('OPEN', 'PAID') AND s.period_to BETWEEN $2::date AND $3::date AND $4 = 'IIF'
  ORDER BY s.period_to, s.number`;

/** A bill's reimbursements (on the receipt's expense item's account) and deductions (taking pay back). */
const BILL_LINES_SQL = `SELECT ln.settlement_id AS "settlementId", ln.kind, ln.description, ln.amount::float8 AS amount, e.ledger_account AS "itemAccount"
  FROM settlement_lines ln LEFT JOIN driver_receipts r ON r.tenant_id = ln.tenant_id AND r.id = ln.receipt_id
    LEFT JOIN expense_items e ON e.tenant_id = r.tenant_id AND e.id = r.expense_item_id
  WHERE ln.tenant_id = $1 AND ln.settlement_id = ANY($2::uuid[])
  ORDER BY ln.settlement_id, ln.created_at, ln.id`;

/** The bill of a settlement: its earnings, reimbursements and deductions (negative), summing to its net. */
const bookBill = (bill: BillFacts, lines: BillLineFacts[], accounts: BooksAccountsRow): BookBill => {
  const pay = bill.payAccount ?? accounts.expense;
  return {
    number: bill.number,
    vendor: qbName(bill.vendor),
    billedOn: bill.periodTo,
    dueOn: null,
    payableAccount: accounts.payable,
    lines: [
      ...(bill.earnings > 0 ? [{ account: pay, description: 'Earnings', amount: bill.earnings }] : []),
      ...lines.map((line) =>
        line.kind === 'REIMBURSEMENT'
          ? { account: line.itemAccount ?? accounts.expense, description: line.description, amount: line.amount }
          : { account: pay, description: line.description, amount: -line.amount },
      ),
    ],
  };
};

/** A colon makes a QuickBooks sub-customer ("Client:Job"), so a name's own colons become dashes. */
const qbName = (name: string) => name.replace(/:/g, '-').trim();

/** The books' customer: the client, or "Client:Customer" (a sub-customer) when the invoice bills one of its customers. */
const customerOf = (facts: Pick<InvoiceFacts, 'clientName' | 'customerName'>) =>
  facts.customerName ? `${qbName(facts.clientName)}:${qbName(facts.customerName)}` : qbName(facts.clientName);

/** Terms as QuickBooks names them ("Net 30", "Due on receipt"). */
export const qbTerms = (terms: PaymentTerms) => (terms === 'DUE_ON_RECEIPT' ? 'Due on receipt' : terms.replace(/^NET_(\d+)$/, 'Net $1'));

/** A line's income account: its billing item's, else the tenant's for its type, else tax payable (TAX) or income. */
const lineAccount = (line: LineFacts, accounts: BooksAccountsRow) =>
  line.itemAccount ??
  accounts.incomeByType.find((each) => each.type === line.type)?.account ??
  (line.type === 'TAX' ? accounts.taxPayable : accounts.income);

const bookLine = (line: LineFacts, accounts: BooksAccountsRow): BookLine => ({
  account: lineAccount(line, accounts),
  item: line.itemCode ?? line.type,
  description: line.description,
  quantity: line.quantity,
  unitAmount: line.unitAmount,
  amount: line.amount,
  taxable: line.taxable ?? false,
});

/**
 * What an export of the period holds: the issued invoices and credit notes, the received payments and the opened
 * settlements (bills) of the period that no export of the format holds yet (all of them with `includeExported`), as the formatter's plain records.
 */
export const gatherBooks = async (db: Queryable, tenantId: string, input: BooksExportInput): Promise<Gathered> => {
  const params = [tenantId, input.from, input.to, input.format];
  const accounts = await readBooksAccounts(db, tenantId);
  const take = <T extends { exported: boolean }>(rows: T[]) => rows.filter((row) => input.includeExported || !row.exported);
  const allInvoices = (await db.query<InvoiceFacts>(INVOICES_SQL, params)).rows;
  const allPayments = (await db.query<PaymentFacts>(PAYMENTS_SQL, params)).rows;
  const allBills = (await db.query<BillFacts>(BILLS_SQL, params)).rows;
  const invoices = take(allInvoices);
  const payments = take(allPayments);
  const bills = take(allBills);
  const lines = (await db.query<LineFacts>(LINES_SQL, [tenantId, invoices.map((invoice) => invoice.id)])).rows;
  const billLines = (await db.query<BillLineFacts>(BILL_LINES_SQL, [tenantId, bills.map((bill) => bill.id)])).rows;
  return {
    invoices: invoices.map((invoice) => ({
      kind: invoice.kind,
      id: invoice.id,
      total: invoice.total,
      book: {
        kind: invoice.kind,
        number: invoice.number,
        customer: customerOf(invoice),
        issuedOn: invoice.issuedOn,
        dueOn: invoice.dueOn,
        terms: qbTerms(invoice.terms),
        poNumber: invoice.poNumber,
        receivableAccount: accounts.receivable,
        lines: lines.filter((line) => line.invoiceId === invoice.id).map((line) => bookLine(line, accounts)),
      },
    })),
    payments: payments.map((payment) => ({
      kind: 'PAYMENT',
      id: payment.id,
      total: payment.amount,
      book: {
        reference: payment.reference ?? payment.key,
        customer: qbName(payment.clientName),
        receivedOn: payment.receivedOn,
        amount: payment.amount,
        depositAccount: accounts.undepositedFunds,
        receivableAccount: accounts.receivable,
        memo: [payment.method, payment.reference].filter(Boolean).join(' '),
      },
    })),
    bills: bills.map((bill) => ({
      kind: 'BILL',
      id: bill.id,
      total: bill.net,
      book: bookBill(
        bill,
        billLines.filter((line) => line.settlementId === bill.id),
        accounts,
      ),
    })),
    alreadyExported: [...allInvoices, ...allPayments, ...allBills].filter((row) => row.exported).length,
  };
};

/** Every kind in the schema's order with its count and total. */
export const holdings = (gathered: Gathered): BooksKindSummaryRow[] => {
  const held: Held<unknown>[] = [...gathered.invoices, ...gathered.payments, ...gathered.bills];
  return BooksRecordKindValues.map((kind) => {
    const ofKind = held.filter((record) => record.kind === kind);
    return { kind, count: ofKind.length, total: ofKind.reduce((sum, record) => sum + record.total, 0) };
  });
};
