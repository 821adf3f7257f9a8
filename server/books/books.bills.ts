import type { BookBill } from '../../src/domain/books/quickbooks';
import type { Queryable } from '../db/database';
import { qbName } from './books.names';
import { type BooksAccountsRow, EXPORTED, type Held } from './books.rows';

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

/** The bills of the period (`params` as the gathering's: tenant, from, to, format), and how many an export holds. */
export const gatherBills = async (
  db: Queryable,
  params: unknown[],
  accounts: BooksAccountsRow,
  includeExported: boolean,
): Promise<{ bills: Held<BookBill>[]; exported: number }> => {
  const all = (await db.query<BillFacts>(BILLS_SQL, params)).rows;
  const bills = all.filter((bill) => includeExported || !bill.exported);
  const lines = (await db.query<BillLineFacts>(BILL_LINES_SQL, [params[0], bills.map((bill) => bill.id)])).rows;
  return {
    bills: bills.map((bill) => ({
      kind: 'BILL',
      id: bill.id,
      total: bill.net,
      exported: bill.exported,
      book: bookBill(
        bill,
        lines.filter((line) => line.settlementId === bill.id),
        accounts,
      ),
    })),
    exported: all.filter((bill) => bill.exported).length,
  };
};
