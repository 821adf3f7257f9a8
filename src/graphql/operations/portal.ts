import { graphql } from '@/generated';

/**
 * The portal's pages (issue 4): home, orders, order legs, quotes and search, read only through the Portal* types of
 * src/graphql/schema/portal.graphql. The wizards keep their own operations.
 */

export const PortalCommentItemFragment = graphql(`
  fragment PortalCommentItem on PortalComment {
    id
    body
    authorName
    fromStaff
    createdAt
  }
`);

export const PortalQuoteDetailFragment = graphql(`
  fragment PortalQuoteDetail on PortalQuote {
    id
    number
    status
    validUntil
    currency
    subtotal
    tax
    total
    request
    declineReason
    availableEvents
    version
    createdAt
    updatedAt
    client {
      id
      displayName
    }
    customer {
      id
      displayName
    }
    lineItems {
      ...PricedLine
    }
    order {
      id
      number
    }
  }
`);

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

export const PortalOrderRowFragment = graphql(`
  fragment PortalOrderRow on PortalOrder {
    id
    number
    state
    referenceNumbers
    legStatuses
    legCount
    createdAt
    client {
      id
      displayName
    }
    customer {
      id
      displayName
    }
    vehicles {
      id
      vin
      year
      make
      model
    }
    legs {
      id
      position
      status
      eta
      requestedDelivery {
        mode
        date
      }
      origin {
        id
        name
        city
        stateProvince
      }
      destination {
        id
        name
        city
        stateProvince
      }
    }
  }
`);

export const PortalOrdersQuery = graphql(`
  query PortalOrders(
    $first: Int
    $page: Int
    $status: [OrderListStatus!]
    $clientId: ID
    $customerId: ID
    $from: String
    $to: String
    $search: String
  ) {
    portalOrders(
      first: $first
      page: $page
      status: $status
      clientId: $clientId
      customerId: $customerId
      from: $from
      to: $to
      search: $search
    ) {
      data {
        ...PortalOrderRow
      }
      paginatorInfo {
        total
        currentPage
        lastPage
        firstItem
        lastItem
        hasMorePages
      }
    }
  }
`);

/** /portal/orders/:id and its tabs: the order as the portal may see it (the raw-data tab shows exactly this). */
export const PortalOrderQuery = graphql(`
  query PortalOrder($id: ID!) {
    portalOrder(id: $id) {
      id
      number
      state
      source
      paymentStatus
      referenceNumbers
      instructions
      legCount
      legStatuses
      createdAt
      updatedAt
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
        ...PortalLegSummary
        ...PortalLegLive
      }
      vehicles {
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
          county
          stateProvince
          postalCode
          country
          contactName
          contactPhone
          hours
        }
      }
      quote {
        id
        number
        status
      }
    }
  }
`);

export const PortalOrderLegQuery = graphql(`
  query PortalOrderLeg($id: ID!) {
    portalOrderLeg(id: $id) {
      ...PortalLegSummary
      ...PortalLegLive
      sequence
      distance
      order {
        id
        number
        referenceNumbers
        client {
          id
          displayName
        }
        customer {
          id
          displayName
        }
        quote {
          id
          number
        }
      }
      vehicle {
        id
        vin
        year
        make
        model
        colour
        plate
        plateState
      }
      origin {
        ...PortalPlaceDetail
      }
      destination {
        ...PortalPlaceDetail
      }
      conditionReports: media(category: CONDITION_REPORTS) {
        id
        ...MediaItem
      }
      photos: media(category: PHOTOS) {
        id
        ...MediaItem
      }
    }
  }
`);

export const PortalOrderMediaQuery = graphql(`
  query PortalOrderMedia($id: ID!) {
    portalOrder(id: $id) {
      id
      media {
        id
        ...MediaItem
      }
    }
  }
`);

export const PortalOrderLegMediaQuery = graphql(`
  query PortalOrderLegMedia($id: ID!, $category: MediaCategory) {
    portalOrderLeg(id: $id) {
      id
      media(category: $category) {
        id
        ...MediaItem
      }
    }
  }
`);

export const PortalOrderCommentsQuery = graphql(`
  query PortalOrderComments($id: ID!) {
    portalOrder(id: $id) {
      id
      comments {
        ...PortalCommentItem
      }
    }
  }
`);

export const PortalOrderLegCommentsQuery = graphql(`
  query PortalOrderLegComments($id: ID!) {
    portalOrderLeg(id: $id) {
      id
      comments {
        ...PortalCommentItem
      }
    }
  }
`);

export const PortalAddCommentMutation = graphql(`
  mutation PortalAddComment($entityKind: CommentEntityKind!, $entityId: ID!, $body: String!) {
    portalAddComment(entityKind: $entityKind, entityId: $entityId, body: $body) {
      ...PortalCommentItem
    }
  }
`);

/** financials/quote of an order or a leg (by its order): the quote it came from, priced line by line. */
export const PortalOrderQuoteQuery = graphql(`
  query PortalOrderQuote($id: ID!) {
    portalOrder(id: $id) {
      id
      quote {
        id
        number
        status
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

export const PortalQuotesQuery = graphql(`
  query PortalQuotes($first: Int, $page: Int, $status: [QuoteStatus!], $search: String) {
    portalQuotes(first: $first, page: $page, status: $status, search: $search) {
      data {
        id
        number
        status
        total
        currency
        validUntil
        createdAt
        client {
          id
          displayName
        }
        customer {
          id
          displayName
        }
        order {
          id
          number
        }
      }
      paginatorInfo {
        total
        currentPage
        lastPage
        firstItem
        lastItem
        hasMorePages
      }
    }
  }
`);

export const PortalQuoteQuery = graphql(`
  query PortalQuote($id: ID!) {
    portalQuote(id: $id) {
      ...PortalQuoteDetail
    }
  }
`);

/** The quote page's fields, pushed as staff confirm, revise or expire it: graphcache writes them into PortalQuote:id. */
export const PortalQuoteChangedSubscription = graphql(`
  subscription PortalQuoteChanged {
    portalQuoteChanged {
      ...PortalQuoteDetail
    }
  }
`);

export const PortalRespondToQuoteMutation = graphql(`
  mutation PortalRespondToQuote($id: ID!, $event: PortalQuoteEvent!, $reason: String, $version: Int!) {
    portalRespondToQuote(id: $id, event: $event, reason: $reason, version: $version) {
      ...PortalQuoteDetail
    }
  }
`);

/** Names the saved locations a quote's request points at by id. */
export const PortalSavedLocationsQuery = graphql(`
  query PortalSavedLocations {
    portalLocations(first: 200) {
      id
      name
      city
      stateProvince
    }
  }
`);

export const PortalSearchQuery = graphql(`
  query PortalSearch($query: String!, $first: Int) {
    portalSearch(query: $query, first: $first) {
      orders {
        id
        number
        referenceNumbers
        legStatuses
        createdAt
        client {
          id
          displayName
        }
        customer {
          id
          displayName
        }
      }
      legs {
        ...PortalLegSummary
      }
      quotes {
        id
        number
        status
        total
        currency
        validUntil
      }
    }
  }
`);
