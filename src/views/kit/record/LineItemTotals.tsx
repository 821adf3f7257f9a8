export type TotalRow = { label: string; amount: number; strong?: boolean };

export type LineItemTotalsProps = {
  totals: { subtotal: number; tax: number; total: number };
  /** Other footer rows instead (a leg's share names its own sum and the order's total). */
  rows?: readonly TotalRow[];
  money: (minor: number) => string;
  /** How many columns the row names span: every column but the amount. */
  span: number;
};

/** Subtotal, tax and the total (in bold): the footer of an order's or a quote's price. */
const totalRows = ({ subtotal, tax, total }: LineItemTotalsProps['totals']): TotalRow[] => [
  { label: 'Subtotal', amount: subtotal },
  { label: 'Tax', amount: tax },
  { label: 'Total', amount: total, strong: true },
];

/** A priced table's footer, each amount in the amount column. */
export const LineItemTotals = ({ totals, rows, money, span }: LineItemTotalsProps) => (
  <tfoot>
    {(rows ?? totalRows(totals)).map((row) => (
      <tr key={row.label}>
        <th scope="row" colSpan={span}>
          {row.label}
        </th>
        <td className="cell-number">{row.strong ? <strong>{money(row.amount)}</strong> : money(row.amount)}</td>
      </tr>
    ))}
  </tfoot>
);
