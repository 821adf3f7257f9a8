import { type FragmentType, getFragmentData } from '@/generated';
import { formatMoney } from '../../domain/format';
import { PricedLineFragment } from '../../graphql/operations/lineItems';
// The quote page shows line items without loading the form's schemas (zod): quotes/labels.ts has none.
import { LINE_ITEM_LABEL } from '../quotes/labels';
import { LineItemCell } from './LineItemCell';
import { type LineItemTotalsProps, LineItemTotals } from './LineItemTotals';

export type LineItemsTableProps = {
  items: readonly FragmentType<typeof PricedLineFragment>[];
  totals: LineItemTotalsProps['totals'];
  currency: string;
  locale?: string;
  caption: string;
  /** Quantity and unit price columns (the quote page); the live preview leaves them out. */
  detailed?: boolean;
  /** Names a line's leg beside the server's words (the form: which vehicle's chain); none by default. */
  legName?: (legIndex: number) => string;
};

/** Priced lines, each with the words that explain its number, then subtotal, tax and total. */
export const LineItemsTable = ({ items, totals, currency, locale, caption, detailed = false, legName }: LineItemsTableProps) => {
  const lines = getFragmentData(PricedLineFragment, items);
  const money = (minor: number) => formatMoney(minor, currency, locale);
  return (
    <div className="table-wrap">
      <table className="table line-items">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Item and how it was priced</th>
            {detailed && (
              <>
                <th scope="col" className="cell-number">Quantity</th>
                <th scope="col" className="cell-number">Unit price</th>
              </>
            )}
            <th scope="col" className="cell-number">Amount</th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: line items have no id; their order is the server's
            <tr key={index}>
              <LineItemCell label={LINE_ITEM_LABEL[line.type]} line={line}>
                {legName && line.legIndex !== null && line.legIndex !== undefined && <span className="muted"> · {legName(line.legIndex)}</span>}
              </LineItemCell>
              {detailed && (
                <>
                  <td className="cell-number">{line.quantity}</td>
                  <td className="cell-number">{money(line.unitAmount)}</td>
                </>
              )}
              <td className="cell-number">{money(line.amount)}</td>
            </tr>
          ))}
        </tbody>
        <LineItemTotals totals={totals} money={money} span={detailed ? 3 : 1} />
      </table>
    </div>
  );
};
