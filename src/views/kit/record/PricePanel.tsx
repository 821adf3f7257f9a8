import type { LineItemType } from '@/generated/graphql';
import type { FragmentType } from '@/generated';
import type { ReactNode } from 'react';
import type { PricedLineFragment } from '../../../graphql/operations/lineItems';
import { type LegColumn, LineItemsTable } from './LineItemsTable';
import type { TotalRow } from './LineItemTotals';
import { AlertList } from '../ui/Alert';
import { EmptyState } from '../ui/EmptyState';
import { Panel } from '../ui/Panel';

export type AgreedPrice = {
  lineItems: readonly FragmentType<typeof PricedLineFragment>[];
  subtotal: number;
  tax: number;
  total: number;
  currency: string;
  /** The rate card's remarks (staff only). */
  warnings?: readonly string[];
};

export type PricePanelProps = {
  title: string;
  /** Undefined or null: no price was recorded; `none` says so. */
  price: AgreedPrice | null | undefined;
  /** Where the number came from ("From quote Q-100012, revision 2"). */
  source?: ReactNode;
  none: string;
  caption: string;
  /** Footer rows other than subtotal, tax and total (a leg's share). */
  totalRows?: readonly TotalRow[];
  labels?: Record<LineItemType, string>;
  legColumn?: LegColumn;
  locale?: string;
  className?: string;
};

/**
 * What the client agreed to (issue 13): the priced lines kept with the order, each explained, and where the price
 * came from. The staff order and leg pages and the portal's order page show it; the portal passes its own words.
 */
export const PricePanel = ({ title, price, source, none, caption, totalRows, labels, legColumn, locale, className }: PricePanelProps) => (
  <Panel title={title} description={price ? source : undefined} className={className}>
    {price ? (
      <>
        <LineItemsTable
          items={price.lineItems}
          totals={price}
          totalRows={totalRows}
          currency={price.currency}
          locale={locale}
          caption={caption}
          detailed
          labels={labels}
          legColumn={legColumn}
        />
        <AlertList tone="warning" messages={price.warnings} />
      </>
    ) : (
      <EmptyState title="No price recorded">{none}</EmptyState>
    )}
  </Panel>
);
