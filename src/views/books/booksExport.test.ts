import { describe, expect, it } from 'vitest';
import { booksAccountsSchema, booksExportSchema } from '../../domain/books/schemas';
import { fieldErrors } from '../../domain/schemas/fieldErrors';
import { accountsDraft, accountsErrors, accountsInput } from './booksAccounts';
import { STORED_ACCOUNTS } from './booksAccountsFixture';
import { defaultDraft, type ExportDraft, exportFailure, holdsLines, lastMonth, previewText } from './booksExport';

const dollars = (minor: number) => `$${(minor / 100).toFixed(2)}`;

/** What the form shows under each field after "Create export" (useForm's `check` with the shared schema). */
const errorsOf = (draft: Partial<ExportDraft>) => {
  const result = booksExportSchema.safeParse({ ...defaultDraft('2026-12-06'), ...draft });
  return result.success ? {} : fieldErrors(result.error);
};

describe('the export form', () => {
  it('starts on the month to date, and Last month is the whole month before', () => {
    expect(defaultDraft('2026-12-06')).toEqual({ format: 'IIF', from: '2026-12-01', to: '2026-12-06', includeExported: false });
    expect(lastMonth('2026-03-15')).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(lastMonth('2026-01-01')).toEqual({ from: '2025-12-01', to: '2025-12-31' });
  });

  it('takes a valid period as it is', () => {
    expect(errorsOf({})).toEqual({});
  });

  it.each([
    [{ from: '' }, { from: ['The from date must be a valid date (YYYY-MM-DD).'] }],
    [{ to: '2026-02-30' }, { to: ['The to date must be a valid date (YYYY-MM-DD).'] }],
    [{ from: '2026-12-06', to: '2026-12-01' }, { to: ['The to date may not be before the from date.'] }],
    [{ from: '2025-01-01', to: '2026-01-02' }, { to: ['The period may be 366 days at most.'] }],
  ])('refuses %j with an error on its field', (draft, errors) => {
    expect(errorsOf(draft)).toEqual(errors);
  });

  it("shows the server's refusal of an empty export as the form's message, other field errors on their fields", () => {
    const empty = {
      code: 'BAD_USER_INPUT',
      message: 'Invalid input.',
      fieldErrors: { input: ['Nothing was issued… there is nothing to export.'] },
    };
    expect(exportFailure(empty)).toEqual({ ...empty, message: 'Nothing was issued… there is nothing to export.', fieldErrors: {} });
    const dated = { code: 'BAD_USER_INPUT', message: 'Invalid input.', fieldErrors: { to: ['The period may be 366 days at most.'] } };
    expect(exportFailure(dated)).toBe(dated);
  });
});

describe('the preview', () => {
  const holds = [
    { kind: 'INVOICE' as const, count: 2, total: 124_000 },
    { kind: 'CREDIT_NOTE' as const, count: 1, total: -5_000 },
    { kind: 'PAYMENT' as const, count: 0, total: 0 },
    { kind: 'BILL' as const, count: 1, total: 30_000 },
  ];

  it('says what the export will hold, kind by kind, leaving out the kinds with nothing', () => {
    const text = previewText({ holds, alreadyExported: 0, includeExported: false, format: 'IIF' }, dollars);
    expect(text).toEqual({
      lines: ['2 invoices, $1240.00', '1 credit note, $-50.00', '1 bill (settlement), $300.00'],
      summary: 'The export will hold 2 invoices, $1240.00; 1 credit note, $-50.00; 1 bill (settlement), $300.00.',
      note: null,
      empty: false,
    });
  });

  it('says how many records an earlier export holds: left out, or going again when asked', () => {
    const left = previewText({ holds, alreadyExported: 3, includeExported: false, format: 'QBO_CSV' }, dollars);
    expect(left.note).toBe('3 records of the period went out in an earlier QuickBooks Online (CSV) export and are left out.');
    const again = previewText({ holds, alreadyExported: 1, includeExported: true, format: 'IIF' }, dollars);
    expect(again.note).toBe('1 record of the period went out in an earlier QuickBooks Desktop (IIF) export and will go again.');
  });

  it('with nothing in the period says so, and holds the export back', () => {
    const none = holds.map((held) => ({ ...held, count: 0, total: 0 }));
    const text = previewText({ holds: none, alreadyExported: 2, includeExported: false, format: 'IIF' }, dollars);
    expect(text.summary).toBe('Nothing to export in this period.');
    expect(text.empty).toBe(true);
    expect(text.note).toContain('2 records of the period went out');
    expect(holdsLines(none, dollars)).toEqual([]);
  });
});

describe('the default ledger accounts form', () => {
  const stored = STORED_ACCOUNTS;

  it('sends a line type only where an account is typed, and reads back what is stored', () => {
    const draft = accountsDraft(stored);
    expect(draft['income.STORAGE']).toBe('Storage Income');
    expect(draft['income.RATE']).toBe('');
    const input = accountsInput({ ...draft, 'income.TAX': 'Tax Income' });
    expect(input.incomeByType).toEqual([
      { type: 'STORAGE', account: 'Storage Income' },
      { type: 'TAX', account: 'Tax Income' },
    ]);
    expect(booksAccountsSchema.safeParse(input).success).toBe(true);
  });

  it("shows a line type's error on that type's field, and a missing account on its own", () => {
    const input = accountsInput({ ...accountsDraft(stored), receivable: ' ', 'income.TAX': 'Tax\tIncome' });
    const result = booksAccountsSchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(accountsErrors(result.success ? {} : fieldErrors(result.error), input)).toEqual({
      receivable: ['The receivable account is required.'],
      'income.TAX': ['The income account may not hold tabs, line breaks or quotes.'],
    });
  });
});
