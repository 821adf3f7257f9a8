import type { BooksExportFormat } from '@/generated/enums/BooksExportFormat';
import type { BooksRecordKind } from '@/generated/enums/BooksRecordKind';
import { addDays, dayInMonth, monthOf } from '../../domain/dates';
import type { FieldErrors } from '../../domain/schemas/fieldErrors';
import type { Failure } from '../kit/forms/failure';

/** The export form's values, as chosen. */
export type ExportDraft = { format: BooksExportFormat; from: string; to: string; includeExported: boolean };

export const FORMAT_LABEL: Record<BooksExportFormat, string> = {
  IIF: 'QuickBooks Desktop (IIF)',
  QBO_CSV: 'QuickBooks Online (CSV)',
};

export const FORMAT_HINT: Record<BooksExportFormat, string> = {
  IIF: 'Invoices, credit notes, payments, and settlements as bills on accounts payable.',
  QBO_CSV: "QuickBooks Online's invoice import: invoices only (it imports payments and bills separately).",
};

const KIND_NOUN: Record<BooksRecordKind, { one: string; many: string }> = {
  INVOICE: { one: 'invoice', many: 'invoices' },
  CREDIT_NOTE: { one: 'credit note', many: 'credit notes' },
  PAYMENT: { one: 'payment', many: 'payments' },
  BILL: { one: 'bill (settlement)', many: 'bills (settlements)' },
};

const counted = (count: number, noun: { one: string; many: string }) =>
  `${count.toLocaleString('en-US')} ${count === 1 ? noun.one : noun.many}`;

/** From the first of the tenant's month to its today: what was issued so far this month, which the preview then shows. */
export const defaultDraft = (today: string): ExportDraft => ({
  format: 'IIF',
  from: dayInMonth(monthOf(today), 1),
  to: today,
  includeExported: false,
});

/** The month before today's, whole: the period an accountant closes. */
export const lastMonth = (today: string): Pick<ExportDraft, 'from' | 'to'> => {
  const firstOfThisMonth = dayInMonth(monthOf(today), 1);
  const to = addDays(firstOfThisMonth, -1);
  return { from: dayInMonth(monthOf(to), 1), to };
};

export type KindSummary = { kind: BooksRecordKind; count: number; total: number };

/** What an export holds, kind by kind, in words: "2 invoices, $1,240.00"; kinds with nothing are left out. */
export const holdsLines = (holds: readonly KindSummary[], money: (minor: number) => string): string[] =>
  holds.filter((held) => held.count > 0).map((held) => `${counted(held.count, KIND_NOUN[held.kind])}, ${money(held.total)}`);

export type PreviewFacts = { holds: readonly KindSummary[]; alreadyExported: number; includeExported: boolean; format: BooksExportFormat };

/**
 * The preview in words: what the export would hold, and the records an earlier export of the format holds (left out,
 * or taken again when asked). `empty` holds the create button back.
 */
export const previewText = (preview: PreviewFacts, money: (minor: number) => string) => {
  const lines = holdsLines(preview.holds, money);
  const earlier = counted(preview.alreadyExported, { one: 'record', many: 'records' });
  const format = FORMAT_LABEL[preview.format];
  let note: string | null = null;
  if (preview.alreadyExported > 0 && preview.includeExported)
    note = `${earlier} of the period went out in an earlier ${format} export and will go again.`;
  else if (preview.alreadyExported > 0) note = `${earlier} of the period went out in an earlier ${format} export and are left out.`;
  const summary = lines.length === 0 ? 'Nothing to export in this period.' : `The export will hold ${lines.join('; ')}.`;
  return { lines, summary, note, empty: lines.length === 0 };
};

/**
 * A refused export as the form shows it: the server names the whole input when there is nothing to export (no field
 * of the form), so those words become the form's message.
 */
export const exportFailure = (failure: Failure): Failure => {
  const { input, ...fields }: FieldErrors = failure.fieldErrors;
  if (!input) return failure;
  return { ...failure, message: input.join(' '), fieldErrors: fields };
};

/** A file's size in words: 1.2 kB. */
export const fileSize = (bytes: number): string => (bytes < 1000 ? `${bytes} B` : `${(bytes / 1000).toFixed(1)} kB`);
