import { type LineItemType, LineItemTypeValues } from '@/generated/enums/LineItemType';
import type { FieldErrors } from '../../domain/schemas/fieldErrors';

/** The accounts every ledger line falls back to, in the form's order, with their labels. */
export const ACCOUNT_FIELDS = [
  ['receivable', 'Accounts receivable'],
  ['payable', 'Accounts payable'],
  ['undepositedFunds', 'Undeposited funds'],
  ['taxPayable', 'Tax payable'],
  ['income', 'Income'],
  ['expense', 'Expense'],
] as const;

export type AccountField = (typeof ACCOUNT_FIELDS)[number][0];

/** The form's values: one text per account, and one per line type (`income.RATE`; empty books to Income). */
export type AccountsDraft = Record<string, string>;

export type StoredAccounts = Record<AccountField, string> & { incomeByType: readonly { type: LineItemType; account: string }[] };

/** The form field of a line type's income account. */
export const byTypeField = (type: LineItemType) => `income.${type}`;

export const accountsDraft = (stored: StoredAccounts): AccountsDraft => ({
  ...Object.fromEntries(ACCOUNT_FIELDS.map(([field]) => [field, stored[field]])),
  ...Object.fromEntries(
    LineItemTypeValues.map((type) => [byTypeField(type), stored.incomeByType.find((row) => row.type === type)?.account ?? '']),
  ),
});

/** What updateBooksAccounts takes: a line type's account only where one is typed. */
export const accountsInput = (draft: AccountsDraft) => ({
  ...(Object.fromEntries(ACCOUNT_FIELDS.map(([field]) => [field, draft[field] ?? ''])) as Record<AccountField, string>),
  incomeByType: LineItemTypeValues.filter((type) => (draft[byTypeField(type)] ?? '').trim() !== '').map((type) => ({
    type,
    account: draft[byTypeField(type)],
  })),
});

/**
 * Errors as the form shows them: a row of incomeByType (`incomeByType.2.account`, from the schema or the server) is
 * the field of its line type; an error about the whole list goes on the first typed one.
 */
export const accountsErrors = (errors: FieldErrors, input: ReturnType<typeof accountsInput>): FieldErrors => {
  const shown: FieldErrors = {};
  for (const [key, messages] of Object.entries(errors)) {
    const row = /^incomeByType\.(\d+)/.exec(key);
    const type = row ? input.incomeByType[Number(row[1])]?.type : key === 'incomeByType' ? input.incomeByType[0]?.type : undefined;
    const field = type ? byTypeField(type) : key;
    shown[field] = [...(shown[field] ?? []), ...messages];
  }
  return shown;
};
