import { graphql } from '@/generated';

/** /orders/:id and its tabs: the order with its legs, vehicles, locations, notes and tags. */
export const OrderDetailQuery = graphql(`
  query OrderDetail($id: ID!) {
    order(id: $id) {
      id
      number
      state
      version
      source
      paymentStatus
      referenceNumbers
      availableEvents
      legStatuses
      createdByName
      createdAt
      updatedAt
      archivedAt
      deletedAt
      client {
        id
        displayName
        code
      }
      customer {
        id
        displayName
        code
      }
      legs {
        id
        number
        position
        sequence
        transportMethod
        status
        holdReason
        heldFrom
        version
        updatedAt
        requestedPickup {
          mode
          date
        }
        requestedDelivery {
          mode
          date
        }
        confirmedPickupAt
        confirmedDeliveryAt
        vehicle {
          id
          vin
          year
          make
          model
        }
        ...LegRoute
      }
      vehicles {
        id
        vin
        year
        make
        model
        vehicleClass
        colour
        plate
        plateState
      }
      locations {
        role
        location {
          id
          name
          type
          address1
          address2
          city
          stateProvince
          postalCode
          country
        }
      }
      notes {
        id
        kind
        body
        authorName
        createdAt
      }
      tags {
        id
        name
        colour
      }
      quote {
        id
        number
        status
      }
    }
  }
`);

/** The order's quote with every priced line (financials/quote of an order and of its legs). */
export const OrderQuoteQuery = graphql(`
  query OrderQuote($id: ID!) {
    order(id: $id) {
      id
      quote {
        id
        number
        status
        revision
        validUntil
        currency
        subtotal
        tax
        total
        lineItems {
          ...PricedLine
        }
      }
    }
  }
`);

/** An order's state as a move of it or of one of its legs changes it; graphcache writes it over Order:id. */
export const OrderStateFragment = graphql(`
  fragment OrderState on Order {
    id
    state
    version
    availableEvents
    legStatuses
    updatedAt
  }
`);

export const TransitionOrderMutation = graphql(`
  mutation TransitionOrder($id: ID!, $event: OrderEvent!, $input: TransitionInput, $version: Int!) {
    transitionOrder(id: $id, event: $event, input: $input, version: $version) {
      id
      ...OrderState
      legs {
        id
        status
        holdReason
        heldFrom
        version
        availableEvents
        updatedAt
      }
    }
  }
`);

export const AddOrderNoteMutation = graphql(`
  mutation AddOrderNote($orderId: ID!, $kind: NoteKind!, $body: String!) {
    addOrderNote(orderId: $orderId, kind: $kind, body: $body) {
      id
      kind
      body
      authorName
      createdAt
    }
  }
`);

/** Any order of the tenant as it changes: graphcache updates Order:id wherever it is shown. */
export const LiveOrderChangedSubscription = graphql(`
  subscription LiveOrderChanged {
    orderChanged {
      id
      ...OrderState
      paymentStatus
    }
  }
`);
