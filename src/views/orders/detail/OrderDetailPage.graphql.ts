import { graphql } from '@/generated';

/**
 * /orders/:id and its tabs: the header's and the overview's fragments, spread here and not in a page fragment of
 * their own (the server's depth and cost limits count every spread: docs/decisions.md). The raw-data tab shows it.
 */
export const OrderDetailQuery = graphql(`
  query OrderDetail($id: ID!) {
    order(id: $id) {
      id
      number
      state
      version
      paymentStatus
      legStatuses
      updatedAt
      ...OrderHeader_order
      ...OrderOverview_order
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
    eventOptions {
      ...RecordEventOption
    }
    legStatuses
    updatedAt
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
