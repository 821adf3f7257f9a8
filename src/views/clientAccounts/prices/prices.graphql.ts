import { graphql } from '@/generated';

// The tariff-rates and billing-items tabs' documents: a party's rates (a customer's with its client's) and the tenant's
// defaults, the editor's sample quote, and the party's own prices of catalog items. The writes answer the row fragment.
// A read serves both kinds of party: `$isCustomer` skips one of client(id) and customer(id), so the server runs what a
// query per kind asked, and the two tabs keep one document each.

export const TariffRateFragment = graphql(`
  fragment TariffRates_rate on TariffRate {
    id
    transportMethod
    vehicleClass
    distanceFrom
    distanceTo
    ratePerZone
    minimum
    effectiveFrom
    effectiveTo
    inForce
    version
  }
`);

/** A party's own rates (a customer's with its client's) and the tenant's defaults: the party kind picks the root field. */
export const PartyTariffRatesQuery = graphql(`
  query PartyTariffRates($id: ID!, $isCustomer: Boolean!) {
    client(id: $id) @skip(if: $isCustomer) {
      id
      displayName
      tariffRates {
        ...TariffRates_rate
      }
    }
    customer(id: $id) @include(if: $isCustomer) {
      id
      displayName
      tariffRates {
        ...TariffRates_rate
      }
      client {
        id
        displayName
        tariffRates {
          ...TariffRates_rate
        }
      }
    }
    defaultTariffRates {
      ...TariffRates_rate
    }
  }
`);

export const SamplePriceFragment = graphql(`
  fragment TariffSample_price on PriceResult {
    total
    currency
    warnings
    lineItems {
      type
      description
      amount
      explanation
    }
  }
`);

export const TariffSampleQuery = graphql(`
  query TariffSample($input: TariffSampleInput!) {
    tariffSample(input: $input) {
      distance
      pickupDate
      before {
        ...TariffSample_price
      }
      after {
        ...TariffSample_price
      }
    }
  }
`);

export const CreateTariffRateMutation = graphql(`
  mutation CreateTariffRate($clientId: ID, $customerId: ID, $input: TariffRateInput!) {
    createTariffRate(clientId: $clientId, customerId: $customerId, input: $input) {
      ...TariffRates_rate
    }
  }
`);

export const UpdateTariffRateMutation = graphql(`
  mutation UpdateTariffRate($id: ID!, $version: Int!, $input: TariffRateInput!) {
    updateTariffRate(id: $id, version: $version, input: $input) {
      ...TariffRates_rate
    }
  }
`);

export const DeleteTariffRateMutation = graphql(`
  mutation DeleteTariffRate($id: ID!, $version: Int!) {
    deleteTariffRate(id: $id, version: $version) {
      id
    }
  }
`);

export const PartyBillingItemFragment = graphql(`
  fragment PartyBillingItems_item on PartyBillingItem {
    id
    billingItem {
      id
    }
    amount
    autoAdd
    appliedAmount
    appliedSource
    version
  }
`);

export const CatalogItemFragment = graphql(`
  fragment PartyBillingItems_catalogItem on BillingItem {
    id
    code
    name
    type
    amount
    unit
    ratePercent
    status
  }
`);

/** A party's own prices of catalog items (a customer's with its client's): the party kind picks the root field. */
export const PartyBillingItemsQuery = graphql(`
  query PartyBillingItems($id: ID!, $isCustomer: Boolean!) {
    client(id: $id) @skip(if: $isCustomer) {
      id
      billingItems {
        ...PartyBillingItems_item
        billingItem {
          id
          ...PartyBillingItems_catalogItem
        }
      }
    }
    customer(id: $id) @include(if: $isCustomer) {
      id
      billingItems {
        ...PartyBillingItems_item
        billingItem {
          id
          ...PartyBillingItems_catalogItem
        }
      }
      client {
        id
        displayName
        billingItems {
          ...PartyBillingItems_item
          billingItem {
            id
          }
        }
      }
    }
  }
`);

/** The catalog's active items (the catalog is ADMIN's to read: an account manager sees only the items priced here). */
export const CatalogBillingItemsQuery = graphql(`
  query PartyCatalogBillingItems {
    billingItems(status: ACTIVE, first: 100, orderBy: [{ column: CODE, order: ASC }]) {
      data {
        ...PartyBillingItems_catalogItem
      }
    }
  }
`);

export const SetPartyBillingItemMutation = graphql(`
  mutation SetPartyBillingItem($clientId: ID, $customerId: ID, $input: PartyBillingItemInput!) {
    setPartyBillingItem(clientId: $clientId, customerId: $customerId, input: $input) {
      ...PartyBillingItems_item
    }
  }
`);

export const RemovePartyBillingItemMutation = graphql(`
  mutation RemovePartyBillingItem($id: ID!, $version: Int!) {
    removePartyBillingItem(id: $id, version: $version) {
      id
    }
  }
`);
