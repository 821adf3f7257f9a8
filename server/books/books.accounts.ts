import { LineItemTypeValues } from '../../src/generated/enums/LineItemType';
import type { LineItemType } from '../../src/generated/enums';
import type { Queryable } from '../db/database';
import { checkVersion } from '../errors';
import type { GraphQLContext } from '../graphql/context';
import { auditWrite, validateInput } from '../records/writes';
import { requireBooksAccountant, requireBooksStaff } from './books.access';
import { booksAccountsSchema } from '../../src/domain/books/schemas';
import { BOOKS_ACCOUNTS, BOOKS_ACCOUNTS_SELECT, type BooksAccountsRow } from './books.rows';

type StoredAccounts = Omit<BooksAccountsRow, 'incomeByType'> & { incomeByType: Partial<Record<LineItemType, string>> };

/** The stored object as the schema's list, in line type order (a type not named books to `income`). */
const listed = (stored: StoredAccounts): BooksAccountsRow => ({
  ...stored,
  incomeByType: LineItemTypeValues.flatMap((type) => {
    const account = stored.incomeByType[type];
    return account ? [{ type, account }] : [];
  }),
});

/** The tenant's default ledger accounts (migration 045). */
export const readBooksAccounts = async (db: Queryable, tenantId: string, lock = false): Promise<BooksAccountsRow> => {
  const { rows } = await db.query<StoredAccounts>(
    `SELECT ${BOOKS_ACCOUNTS_SELECT} FROM tenants t WHERE t.id = $1${lock ? ' FOR UPDATE' : ''}`,
    [tenantId],
  );
  return listed(rows[0]);
};

export const booksAccounts = (ctx: GraphQLContext) => readBooksAccounts(ctx.db, requireBooksStaff(ctx).tenantId);

/**
 * Saves the default accounts at their version (ACCOUNTING_LEAD, ADMIN): field errors on BAD_USER_INPUT, CONFLICT on a
 * stale version, then the tenant's columns and the audit row (`booksAccounts.update`) in the request's transaction.
 */
export const updateBooksAccounts = async (ctx: GraphQLContext, version: number, rawInput: unknown): Promise<BooksAccountsRow> => {
  const who = requireBooksAccountant(ctx);
  const input = validateInput(booksAccountsSchema, rawInput);
  const before = checkVersion(await readBooksAccounts(ctx.db, who.tenantId, true), version, 'Books accounts');
  const incomeByType = Object.fromEntries(input.incomeByType.map(({ type, account }) => [type, account]));
  const { rows } = await ctx.db.query<StoredAccounts>(
    `UPDATE tenants t SET books_receivable_account = $3, books_payable_account = $4, books_undeposited_account = $5,
       books_tax_account = $6, books_income_account = $7, books_expense_account = $8, books_income_accounts = $9::jsonb,
       books_accounts_version = t.books_accounts_version + 1, books_accounts_updated_at = now()
     WHERE t.id = $1 AND t.books_accounts_version = $2 RETURNING ${BOOKS_ACCOUNTS_SELECT}`,
    [
      who.tenantId,
      before.version,
      input.receivable,
      input.payable,
      input.undepositedFunds,
      input.taxPayable,
      input.income,
      input.expense,
      JSON.stringify(incomeByType),
    ],
  );
  const after = listed(rows[0]);
  await auditWrite(ctx, who, BOOKS_ACCOUNTS, 'update', who.tenantId, { before, after });
  return after;
};
