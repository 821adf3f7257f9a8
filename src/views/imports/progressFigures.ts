import type { SpreadsheetImportStatus } from '@/generated/enums/SpreadsheetImportStatus';

export type ProgressFigures = { status: SpreadsheetImportStatus; totalRows: number; processedRows: number };

/** The share of the file's rows the current step has gone through, 0–100 (a whole number, for the bar and its text). */
export const progressPercent = ({ totalRows, processedRows }: ProgressFigures): number =>
  totalRows === 0 ? 100 : Math.min(100, Math.floor((processedRows / totalRows) * 100));

/** Whether the import is working in the background (the dialog reads it again until it is not). */
export const isRunning = (status: SpreadsheetImportStatus) => status === 'CHECKING' || status === 'IMPORTING';
