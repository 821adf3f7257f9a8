import type { ReactNode } from 'react';

/** A column heading: its text, a heading only a screen reader hears, or a falsy value for a column not shown. */
export type TableHeading = string | { hidden: string } | false | null | undefined;

export type TableProps = {
  /** Names the table for a screen reader (a visually hidden caption). */
  caption: string;
  headings: readonly TableHeading[];
  /** Classes beside `table` ("dispatch-table"). */
  className?: string;
  /** The body's rows. */
  children: ReactNode;
};

/** A plain data table: a hidden caption, a row of column headings, the rows; it scrolls sideways on a narrow screen. */
export const Table = ({ caption, headings, className, children }: TableProps) => (
  <div className="table-wrap">
    <table className={className ? `table ${className}` : 'table'}>
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          {headings.map((heading) =>
            !heading ? null : typeof heading === 'string' ? (
              <th key={heading} scope="col">
                {heading}
              </th>
            ) : (
              <th key={heading.hidden} scope="col">
                <span className="visually-hidden">{heading.hidden}</span>
              </th>
            ),
          )}
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  </div>
);
