import { graphql } from '@/generated';

/** /admin/vehicles: one page of vehicles, searched by VIN, make, model or plate, filtered and sorted. */
export const VehiclesQuery = graphql(`
  query Vehicles($first: Int!, $page: Int!, $search: String, $orderBy: [VehicleOrderBy!], $where: VehicleWhere) {
    vehicles(first: $first, page: $page, search: $search, orderBy: $orderBy, where: $where) {
      data {
        id
        vin
        year
        make
        model
        vehicleClass
        createdAt
        client {
          id
          displayName
        }
      }
      paginatorInfo {
        ...ListPaginator
      }
    }
  }
`);

/** /admin/vehicles/:id: the vehicle, every leg that moves it, and its activity. */
export const VehicleQuery = graphql(`
  query Vehicle($id: ID!) {
    vehicle(id: $id) {
      id
      vin
      year
      make
      model
      vehicleClass
      colour
      fuelType
      transmission
      plate
      plateState
      odometer
      keys
      client {
        id
        displayName
      }
      createdAt
      updatedAt
      deletedAt
      legs {
        id
        number
        status
        transportMethod
        ...LegRoute
        confirmedPickupAt
        confirmedDeliveryAt
      }
      activity {
        id
        action
        event
        userName
        createdAt
      }
    }
  }
`);
