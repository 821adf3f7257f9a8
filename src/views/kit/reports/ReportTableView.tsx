import { Link } from 'wouter';
import { type CellFormat, formatReportCell, type ReportCell, type ReportColumn, type ReportTable } from '../../../domain/reports/table';
import { EmptyState } from '../ui/EmptyState';

const NUMERIC = new Set(['money', 'int', 'decimal', 'percent', 'distance', 'volume']);
const cellClass = (column: ReportColumn) => (NUMERIC.has(column.kind ?? 'text') ? 'numeric' : undefined);

const Cell = ({ value, column, format, link }: { value: ReportCell; column: ReportColumn; format: CellFormat; link?: string }) => {
  const text = formatReportCell(value, column, format);
  return <td className={cellClass(column)}>{link && text !== '' ? <Link href={link}>{text}</Link> : text}</td>;
};

export type ReportTableViewProps = { table: ReportTable; format: CellFormat; csvHref: string | null; csvName: string };

/**
 * A report's table as the result has it: its figures formatted in the tenant's money and units, a linked figure opening
 * the records it counts, the totals as its last row, and its CSV (the same rows, from the server's copy of the run).
 */
export const ReportTableView = ({ table, format, csvHref, csvName }: ReportTableViewProps) => (
  <section className="report-table" aria-labelledby={`report-table-${table.key}`}>
    <div className="report-table-head">
      <h2 id={`report-table-${table.key}`}>{table.title}</h2>
      {csvHref && (
        <a className="btn btn-secondary btn-small" href={csvHref} download={csvName}>
          Download CSV<span className="visually-hidden"> of {table.title}</span>
        </a>
      )}
    </div>
    {table.rows.length === 0 ? (
      <EmptyState title={`Nothing to show in ${table.title.toLowerCase()} for this period.`} />
    ) : (
      <div className="table-wrap">
        <table className="table">
          <caption className="visually-hidden">{table.title}</caption>
          <thead>
            <tr>
              {table.columns.map((column) => (
                <th key={column.key} scope="col" className={cellClass(column)}>
                  {column.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {table.rows.map((row, index) => (
              // Rows have no id of their own: their order is the report's, and a new run replaces them all.
              // biome-ignore lint/suspicious/noArrayIndexKey: see above
              <tr key={index}>
                {table.columns.map((column) => (
                  <Cell
                    key={column.key}
                    value={row.cells[column.key] ?? null}
                    column={column}
                    format={format}
                    link={row.links?.[column.key]}
                  />
                ))}
              </tr>
            ))}
          </tbody>
          {table.totals && (
            <tfoot>
              <tr>
                {table.columns.map((column) => (
                  <Cell key={column.key} value={table.totals?.[column.key] ?? null} column={column} format={format} />
                ))}
              </tr>
            </tfoot>
          )}
        </table>
      </div>
    )}
  </section>
);
