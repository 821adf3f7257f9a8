import { graphql } from '@/generated';

/**
 * The selections that records of several areas make of another record to name it. A query spreads one
 * (`vehicle { ...VehicleName }`) and the view that reads it unmasks it (`getFragmentData(VehicleNameFragment, …)`).
 */

/** A vehicle as a row, a header or a picker names it: year, make and model (`vehicleName` in format.ts), and its VIN. */
export const VehicleNameFragment = graphql(`
  fragment VehicleName on Vehicle {
    id
    vin
    year
    make
    model
  }
`);

/** An order as a packet, a leg or a picker names it: its number, and the client it is for. */
export const OrderWithClientFragment = graphql(`
  fragment OrderWithClient on Order {
    id
    number
    client {
      id
      displayName
    }
  }
`);

/** A saved place's postal address, as an order's places panel and a driver's stop show it (and the areas' place forms). */
export const PlaceAddressFragment = graphql(`
  fragment PlaceAddress on Location {
    id
    name
    address1
    address2
    city
    stateProvince
    postalCode
    country
  }
`);
