import { xlsxWorkbook } from '../../../server/imports/imports.xlsx';

/** A workbook of one "Orders" sheet written by the app's own writer (server/imports/imports.xlsx.ts), as an upload sends it. */
export const workbook = (rows: readonly (readonly string[])[]): Uint8Array<ArrayBuffer> => new Uint8Array(xlsxWorkbook('Orders', rows));
