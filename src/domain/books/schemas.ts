/** What the export to the books takes (books.graphql's inputs): checked by the server and by the panel before it asks. */
import * as z from 'zod';
import { isCalendarDay } from '../dates';
import { BooksExportFormatValues } from '../../generated/enums/BooksExportFormat';
import { LineItemTypeValues } from '../../generated/enums/LineItemType';

/** A period of at most a year and a day: a bigger export is a mistake, and its file would be held in memory whole. */
export const MAX_PERIOD_DAYS = 366;

const day = (field: string) =>
  z
    .string({ error: `The ${field} date is required.` })
    .trim()
    .refine((value) => isCalendarDay(value) && value >= '1900-01-01', `The ${field} date must be a valid date (YYYY-MM-DD).`);

const daysBetween = (from: string, to: string) => (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000;

/** The export's format and period (the preview's arguments are the same, checked the same), on the server and in the panel. */
export const booksExportSchema = z
  .object({
    format: z.enum(BooksExportFormatValues, { error: 'Choose IIF or QBO_CSV.' }),
    from: day('from'),
    to: day('to'),
    includeExported: z
      .boolean()
      .nullish()
      .transform((value) => value ?? false),
  })
  .superRefine((input, check) => {
    if (!isCalendarDay(input.from) || !isCalendarDay(input.to)) return;
    if (input.to < input.from) check.addIssue({ code: 'custom', path: ['to'], message: 'The to date may not be before the from date.' });
    else if (daysBetween(input.from, input.to) >= MAX_PERIOD_DAYS)
      check.addIssue({ code: 'custom', path: ['to'], message: `The period may be ${MAX_PERIOD_DAYS} days at most.` });
  });

export type BooksExportInput = z.output<typeof booksExportSchema>;

/** A QuickBooks account name: its import reads up to 31 characters a level, and a colon separates sub-accounts. */
const account = (field: string) =>
  z
    .string({ error: `The ${field} account is required.` })
    .trim()
    .min(1, `The ${field} account is required.`)
    .max(60, `The ${field} account may not be greater than 60 characters.`)
    .refine((value) => !/[\t\r\n"]/.test(value), `The ${field} account may not hold tabs, line breaks or quotes.`);

export const booksAccountsSchema = z.object({
  receivable: account('receivable'),
  payable: account('payable'),
  undepositedFunds: account('undeposited funds'),
  taxPayable: account('tax payable'),
  income: account('income'),
  expense: account('expense'),
  incomeByType: z
    .array(z.object({ type: z.enum(LineItemTypeValues, { error: 'Choose a line type.' }), account: account('income') }))
    .max(LineItemTypeValues.length)
    .refine((rows) => new Set(rows.map((row) => row.type)).size === rows.length, 'Each line type may have one income account.'),
});
