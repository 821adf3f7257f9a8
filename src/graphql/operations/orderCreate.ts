import { graphql } from '@/generated';

/** The order and quote forms (/orders/create, /quotes/create): pickers, VIN decode, geocoding, live price, create. */

export const OrderFormClientsQuery = graphql(`
  query OrderFormClients {
    clients(first: 200, orderBy: [{ column: DISPLAY_NAME, order: ASC }]) {
      data {
        id
        displayName
        code
      }
      paginatorInfo {
        total
      }
    }
  }
`);

export const OrderFormCustomersQuery = graphql(`
  query OrderFormCustomers($where: CustomerWhere) {
    customers(first: 200, where: $where, orderBy: [{ column: DISPLAY_NAME, order: ASC }]) {
      data {
        id
        displayName
        code
      }
    }
  }
`);

export const OrderFormLocationsQuery = graphql(`
  query OrderFormLocations($search: String) {
    locations(first: 8, search: $search, orderBy: [{ column: NAME, order: ASC }]) {
      data {
        id
        name
        type
        address1
        city
        stateProvince
        postalCode
      }
      paginatorInfo {
        total
      }
    }
  }
`);

export const DecodeVinQuery = graphql(`
  query DecodeVin($vin: String!) {
    decodeVin(vin: $vin) {
      vin
      valid
      message
      year
      make
      model
      vehicleClass
      fuelType
    }
  }
`);

export const GeocodePostalCodeQuery = graphql(`
  query GeocodePostalCode($country: String!, $postalCode: String!) {
    geocodePostalCode(country: $country, postalCode: $postalCode) {
      lat
      lng
      city
      county
      stateProvince
    }
  }
`);

export const PriceQuoteQuery = graphql(`
  query PriceQuote($input: QuoteInput!) {
    priceQuote(input: $input) {
      lineItems {
        ...PricedLine
      }
      subtotal
      tax
      total
      currency
      distances
      warnings
    }
  }
`);

export const CreateOrderMutation = graphql(`
  mutation CreateOrder($input: OrderInput!, $submit: Boolean, $idempotencyKey: String) {
    createOrder(input: $input, submit: $submit, idempotencyKey: $idempotencyKey) {
      id
      number
      state
    }
  }
`);
