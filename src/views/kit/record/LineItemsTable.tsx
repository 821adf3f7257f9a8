import type { LineItemType } from '@/generated/graphql';
import { type FragmentType, getFragmentData } from '@/generated';
import { formatMoney } from '../../../domain/format';
import { PricedLineFragment } from '../../../graphql/operations/lineItems';
// The quote page shows line items without loading the form's schemas (zod): quotes/labels.ts has none.
import { LINE_ITEM_LABEL } from './quoteLabels';
import { LineItemCell } from './LineItemCell';
import { type LineItemTotalsProps, LineItemTotals } from './LineItemTotals';

/** A column naming each line's leg: its heading, and the words for a leg index (null: the whole order). */
export type LegColumn = { heading: string; name: (legIndex: number | null) => string };

export type LineItemsTableProps = {
  items: readonly FragmentType<typeof PricedLineFragment>[];
  totals: LineItemTotalsProps['totals'];
  /** Footer rows other than subtotal, tax and total. */
  totalRows?: LineItemTotalsProps['rows'];
  currency: string;
  locale?: string;
  caption: string;
  /** Quantity and unit price columns (the quote pages); the live preview leaves them out. */
  detailed?: boolean;
  /** Names a line's leg beside the server's words (the form: which vehicle's chain); none by default. */
  legName?: (legIndex: number) => string;
  /** A column of its own for the line's leg (the quote tabs of an order or a leg). */
  legColumn?: LegColumn;
  /** The 0-based leg whose lines are marked (a leg's quote tab). */
  markLeg?: number;
  /** The words for line types: staff's by default, the portal passes its own. */
  labels?: Record<LineItemType, string>;
};

/** Priced lines, each with the words that explain its number, then subtotal, tax and total: every price table of the app. */
export const LineItemsTable = ({
  items,
  totals,
  totalRows,
  currency,
  locale,
  caption,
  detailed = false,
  legName,
  legColumn,
  markLeg,
  labels = LINE_ITEM_LABEL,
}: LineItemsTableProps) => {
  const lines = getFragmentData(PricedLineFragment, items);
  const money = (minor: number) => formatMoney(minor, currency, locale);
  const span = 1 + (legColumn ? 1 : 0) + (detailed ? 2 : 0);
  return (
    <div className="table-wrap">
      <table className="table line-items">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Item and how it was priced</th>
            {legColumn && <th scope="col">{legColumn.heading}</th>}
            {detailed && (
              <>
                <th scope="col" className="cell-number">
                  Quantity
                </th>
                <th scope="col" className="cell-number">
                  Unit price
                </th>
              </>
            )}
            <th scope="col" className="cell-number">
              Amount
            </th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: line items have no id; their order is the server's
            <tr key={index} className={markLeg !== undefined && line.legIndex === markLeg ? 'row-marked' : undefined}>
              <LineItemCell label={labels[line.type]} line={line}>
                {legName && line.legIndex !== null && line.legIndex !== undefined && (
                  <span className="muted"> · {legName(line.legIndex)}</span>
                )}
              </LineItemCell>
              {legColumn && <td>{legColumn.name(line.legIndex ?? null)}</td>}
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
        <LineItemTotals totals={totals} rows={totalRows} money={money} span={span} />
      </table>
    </div>
  );
};
