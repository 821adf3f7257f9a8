import { useCallback } from 'react';
import { type AnyVariables, useClient } from 'urql';
import type { CsvCell } from '../../../domain/csv';
import { useCurrentTenant } from '../app/useCurrentUser';
import { type DateTimeFormatter, useDateTimeFormat } from '../app/useDateTimeFormat';
import { CsvExport } from '../ui/CsvExport';
import { fetchListPage, type ListSource } from './listSource';

/** What a CSV row may need to word its cells: the tenant's locale and clock. */
export type CsvContext = { locale?: string; timeZone?: string; dateTime: DateTimeFormatter };

/** A list's CSV file: its name's start, the noun its messages count ("Exported 12 drivers."), the header and a row. */
export type ListCsv<Row> = {
  noun: string;
  prefix: string;
  header: readonly string[];
  row: (row: Row, context: CsvContext) => CsvCell[];
};

/** A CSV's columns as pairs, each heading beside what it holds. */
export const csvColumns = <Row,>(
  columns: readonly (readonly [heading: string, cell: (row: Row, context: CsvContext) => CsvCell])[],
): Pick<ListCsv<Row>, 'header' | 'row'> => ({
  header: columns.map(([heading]) => heading),
  row: (row, context) => columns.map(([, cell]) => cell(row, context)),
});

export type ListCsvExportProps<Data, Vars extends AnyVariables, Filter, Row> = {
  source: ListSource<Data, Vars, Filter, Row>;
  filter: Filter;
  csv: ListCsv<Row>;
  /** Another file name's start than the list's (one list on two routes). */
  prefix?: string;
  disabled: boolean;
};

/** "Export CSV" of every row the list's filters match, 100 a request, with progress and a cancel button. */
export const ListCsvExport = <Data, Vars extends AnyVariables, Filter, Row>({
  source,
  filter,
  csv,
  prefix = csv.prefix,
  disabled,
}: ListCsvExportProps<Data, Vars, Filter, Row>) => {
  const client = useClient();
  const tenant = useCurrentTenant();
  const dateTime = useDateTimeFormat();
  const locale = tenant?.locale;
  const timeZone = tenant?.timeZone;
  const fetchPage = useCallback(
    (page: number, before: readonly Row[]) => fetchListPage(client, source, filter, page, before),
    [client, source, filter],
  );
  const { row } = csv;
  const toRow = useCallback((item: Row) => row(item, { locale, timeZone, dateTime }), [row, locale, timeZone, dateTime]);
  return <CsvExport noun={csv.noun} prefix={prefix} header={csv.header} toRow={toRow} fetchPage={fetchPage} disabled={disabled} />;
};
