import type { BookBill, BookInvoice, BookLine, BookPayment } from '../../src/domain/books/quickbooks';
import type { LineItemType, PaymentTerms } from '../../src/generated/enums';
import { BooksRecordKindValues } from '../../src/generated/enums/BooksRecordKind';
import type { Queryable } from '../db/database';
import { readBooksAccounts } from './books.accounts';
import type { BooksExportInput } from '../../src/domain/books/schemas';
import { gatherBills } from './books.bills';
import { customerOf, qbName, qbTerms } from './books.names';
import { type BooksAccountsRow, type BooksKindSummaryRow, EXPORTED, type Held } from './books.rows';

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
 * settlements (bills) of the period that no export of the format holds yet (all of them with `includeExported`), as
 * the formatter's plain records.
 */
export const gatherBooks = async (db: Queryable, tenantId: string, input: BooksExportInput): Promise<Gathered> => {
  const params = [tenantId, input.from, input.to, input.format];
  const accounts = await readBooksAccounts(db, tenantId);
  const take = <T extends { exported: boolean }>(rows: T[]) => rows.filter((row) => input.includeExported || !row.exported);
  const allInvoices = (await db.query<InvoiceFacts>(INVOICES_SQL, params)).rows;
  const allPayments = (await db.query<PaymentFacts>(PAYMENTS_SQL, params)).rows;
  const invoices = take(allInvoices);
  const payments = take(allPayments);
  const lines = (await db.query<LineFacts>(LINES_SQL, [tenantId, invoices.map((invoice) => invoice.id)])).rows;
  const { bills, exported: billsExported } = await gatherBills(db, params, accounts, input.includeExported);
  return {
    invoices: invoices.map((invoice) => ({
      kind: invoice.kind,
      id: invoice.id,
      total: invoice.total,
      exported: invoice.exported,
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
      exported: payment.exported,
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
    bills,
    alreadyExported: [...allInvoices, ...allPayments].filter((row) => row.exported).length + billsExported,
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
