import { type FragmentType, getFragmentData } from '@/generated';
import { formatMoney } from '../../../domain/format';
import { PricedLineFragment } from '../../../graphql/operations/lineItems';
import { LineItemCell } from '../../orderForm/LineItemCell';
import { type LineItemTotalsProps, LineItemTotals } from '../../orderForm/LineItemTotals';
import { PORTAL_LINE_ITEM_LABEL } from './labels';

export type LineItemsProps = {
  items: readonly FragmentType<typeof PricedLineFragment>[];
  totals: LineItemTotalsProps['totals'];
  currency: string;
  locale?: string;
  caption: string;
  /** On a leg's quote tab: the leg's 0-based index in the quote, whose lines are marked. */
  markLeg?: number;
};

/** A quote's priced lines, each with how it was priced, then subtotal, tax and total. */
export const LineItems = ({ items, totals, currency, locale, caption, markLeg }: LineItemsProps) => {
  const lines = getFragmentData(PricedLineFragment, items);
  const money = (minor: number) => formatMoney(minor, currency, locale);
  return (
    <div className="table-wrap">
      <table className="table line-items">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Item and how it was priced</th>
            <th scope="col">Vehicle move</th>
            <th scope="col" className="cell-number">
              Quantity
            </th>
            <th scope="col" className="cell-number">
              Unit price
            </th>
            <th scope="col" className="cell-number">
              Amount
            </th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: line items have no id; their order is the server's
            <tr key={index} className={markLeg !== undefined && line.legIndex === markLeg ? 'row-marked' : undefined}>
              <LineItemCell label={PORTAL_LINE_ITEM_LABEL[line.type]} line={line} />
              <td>{line.legIndex === null || line.legIndex === undefined ? 'Whole order' : `Move ${line.legIndex + 1}`}</td>
              <td className="cell-number">{line.quantity}</td>
              <td className="cell-number">{money(line.unitAmount)}</td>
              <td className="cell-number">{money(line.amount)}</td>
            </tr>
          ))}
        </tbody>
        <LineItemTotals totals={totals} money={money} span={4} />
      </table>
    </div>
  );
};
