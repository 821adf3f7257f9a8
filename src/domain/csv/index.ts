/** CSV in and out: the chunked reader and its header matching, the formula-safe writer. */
export { binaryFormat } from './binaryFormat';
export { type HeaderMatch, headerKey, headerMatcher } from './headers';
export { CsvReader, readCsv } from './readCsv';
export { type CsvCell, csvCell, csvFileName, csvRow, toCsv } from './writeCsv';
