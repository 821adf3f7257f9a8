export type LineItemTotalsProps = {
  totals: { subtotal: number; tax: number; total: number };
  money: (minor: number) => string;
  /** How many columns the row names span: every column but the amount. */
  span: number;
};

const TOTAL_LABEL = { subtotal: 'Subtotal', tax: 'Tax', total: 'Total' } as const;

/** A priced table's footer: subtotal, tax and the total (in bold), each in the amount column. */
export const LineItemTotals = ({ totals, money, span }: LineItemTotalsProps) => (
  <tfoot>
    {(['subtotal', 'tax', 'total'] as const).map((key) => (
      <tr key={key}>
        <th scope="row" colSpan={span}>
          {TOTAL_LABEL[key]}
        </th>
        <td className="cell-number">{key === 'total' ? <strong>{money(totals.total)}</strong> : money(totals[key])}</td>
      </tr>
    ))}
  </tfoot>
);
