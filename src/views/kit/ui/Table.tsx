import type { ReactNode } from 'react';

/**
 * A column heading: its text, its text with a class (a numeric column: `{ text: 'Amount', className: 'numeric' }`), a
 * heading only a screen reader hears, or a falsy value for a column not shown.
 */
export type TableHeading = string | { text: string; className: string } | { hidden: string } | false | null | undefined;

export type TableProps = {
  /** Names the table for a screen reader (a visually hidden caption). */
  caption: string;
  headings: readonly TableHeading[];
  /** Classes beside `table` ("dispatch-table"). */
  className?: string;
  /** The body's rows. */
  children: ReactNode;
};

const headingCell = (heading: TableHeading) => {
  if (!heading) return null;
  if (typeof heading === 'string')
    return (
      <th key={heading} scope="col">
        {heading}
      </th>
    );
  if ('hidden' in heading)
    return (
      <th key={heading.hidden} scope="col">
        <span className="visually-hidden">{heading.hidden}</span>
      </th>
    );
  return (
    <th key={heading.text} scope="col" className={heading.className}>
      {heading.text}
    </th>
  );
};

/** A table's row of column headings, for a table `Table` does not draw whole (a shown caption, a chart's hidden table). */
export const TableHead = ({ headings }: { headings: readonly TableHeading[] }) => (
  <thead>
    <tr>{headings.map(headingCell)}</tr>
  </thead>
);

/** A plain data table: a hidden caption, a row of column headings, the rows; it scrolls sideways on a narrow screen. */
export const Table = ({ caption, headings, className, children }: TableProps) => (
  <div className="table-wrap">
    <table className={className ? `table ${className}` : 'table'}>
      <caption className="visually-hidden">{caption}</caption>
      <TableHead headings={headings} />
      <tbody>{children}</tbody>
    </table>
  </div>
);
