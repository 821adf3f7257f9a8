import { graphql } from '@/generated';

/**
 * A priced line as every price table shows it (staff form, staff and portal quote pages, the portal wizard): a module
 * of its own so a page that shows prices loads this document and not the order form's.
 */
export const PricedLineFragment = graphql(`
  fragment PricedLine on LineItem {
    type
    legIndex
    description
    quantity
    unitAmount
    amount
    explanation
  }
`);
