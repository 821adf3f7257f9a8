import type { ReactNode } from 'react';

export type LineItemCellProps = {
  /** The line type's words, e.g. "Fuel". */
  label: string;
  line: { description: string; explanation: string };
  /** Said after the description, e.g. which vehicle the line is for. */
  children?: ReactNode;
};

/** A priced line's row header: "Type: description", and under it the words that explain its number. */
export const LineItemCell = ({ label, line, children }: LineItemCellProps) => (
  <th scope="row" className="line-item">
    <span className="line-item-title">
      {label}: {line.description}
      {children}
    </span>
    <span className="line-item-explanation">{line.explanation}</span>
  </th>
);
