import { graphql } from '@/generated';

/** The portal's selections that several of its pages make (spread by name, read with getFragmentData). */

/** What the portal's quote lines panel reads (the quote page, an order's quote tab); staff's is QuoteLines. */
export const PortalQuoteLinesFragment = graphql(`
  fragment PortalQuoteLines on PortalQuote {
    number
    currency
    subtotal
    tax
    total
    lineItems {
      ...PricedLine
    }
  }
`);

/** A place as the client sees it: the address, whom to ask there and when it is open (a leg's ends, an order's places). */
export const PortalPlaceDetailFragment = graphql(`
  fragment PortalPlaceDetail on PortalLocation {
    id
    name
    address1
    address2
    city
    stateProvince
    postalCode
    country
    contactName
    contactPhone
    hours
  }
`);
