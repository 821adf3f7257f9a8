import type { FragmentType } from '@/generated';
import type { PricedLineFragment } from '../../../graphql/operations/lineItems';
import { useCurrentTenant } from '../app/useCurrentUser';
import { AlertList } from '../ui/Alert';
import { LineItemsTable, type LineItemsTableProps } from '../record/LineItemsTable';

export type PriceBreakdownProps = Pick<LineItemsTableProps, 'caption' | 'detailed' | 'legName'> & {
  price: {
    lineItems: readonly FragmentType<typeof PricedLineFragment>[];
    subtotal: number;
    tax: number;
    total: number;
    currency: string;
    warnings: readonly string[];
  };
};

/** A server price as it answered: its lines and totals (in the tenant's currency when it names none), then its warnings. */
export const PriceBreakdown = ({ price, caption, detailed, legName }: PriceBreakdownProps) => {
  const tenant = useCurrentTenant();
  return (
    <>
      <LineItemsTable
        items={price.lineItems}
        totals={price}
        currency={price.currency || tenant?.currency || 'USD'}
        locale={tenant?.locale}
        caption={caption}
        detailed={detailed}
        legName={legName}
      />
      <AlertList tone="warning" messages={price.warnings} />
    </>
  );
};
