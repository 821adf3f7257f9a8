import { graphql } from '@/generated';

/**
 * Everything /tag-and-title/packets/:id shows of a packet. Every mutation's answer and the tntPacketChanged event
 * select it too, so graphcache updates the whole page from whichever comes first and nothing is asked again.
 */
export const TntPacketDetailFragment = graphql(`
  fragment TntPacketDetail on TntPacket {
    id
    number
    kind
    status
    heldFrom
    holdReason
    paperworkStatus
    version
    createdAt
    updatedAt
    createdByName
    vin
    modelYear
    districtName
    transport
    carrier
    trackingNumber
    recipient
    recipientName
    tempTagNumber
    tempTagIssuedOn
    tempTagExpiresOn
    tempTagDaysLeft
    notes
    missingDocuments
    order {
      ...OrderWithClient
    }
    vehicle {
      ...VehicleName
    }
    registerTo {
      id
      name
      city
      stateProvince
    }
    titleTo {
      id
      name
      city
      stateProvince
    }
    eventOptions {
      ...RecordEventOption
    }
    activity {
      id
      ...ActivityEntry
    }
    ...TntChecklist_packet
    ...TntFees_packet
    ...TntLegs_packet
  }
`);

export const TntPacketPageQuery = graphql(`
  query TntPacketPage($id: ID!) {
    tntPacket(id: $id) {
      id
      ...TntPacketDetail
    }
  }
`);

/** A packet page open in another browser sees documents, status and actions change without reloading. */
export const TntPacketChangedSubscription = graphql(`
  subscription TntPacketChanged {
    tntPacketChanged {
      id
      ...TntPacketDetail
    }
  }
`);

export const TransitionTntPacketMutation = graphql(`
  mutation TransitionTntPacket($id: ID!, $event: TntPacketEvent!, $input: TntPacketTransitionInput, $version: Int!) {
    transitionTntPacket(id: $id, event: $event, input: $input, version: $version) {
      id
      ...TntPacketDetail
    }
  }
`);

export const UpdateTntPacketMutation = graphql(`
  mutation UpdateTntPacket($id: ID!, $version: Int!, $input: TntPacketUpdateInput!) {
    updateTntPacket(id: $id, version: $version, input: $input) {
      id
      ...TntPacketDetail
    }
  }
`);

export const ReceiveTntDocumentMutation = graphql(`
  mutation ReceiveTntDocument($id: ID!, $version: Int!, $file: File!) {
    receiveTntDocument(id: $id, version: $version, file: $file) {
      id
      ...TntPacketDetail
    }
  }
`);

export const RejectTntDocumentMutation = graphql(`
  mutation RejectTntDocument($id: ID!, $version: Int!, $reason: String!) {
    rejectTntDocument(id: $id, version: $version, reason: $reason) {
      id
      ...TntPacketDetail
    }
  }
`);

export const AcceptTntDocumentMutation = graphql(`
  mutation AcceptTntDocument($id: ID!, $version: Int!) {
    acceptTntDocument(id: $id, version: $version) {
      id
      ...TntPacketDetail
    }
  }
`);

export const SetTntPacketFeesMutation = graphql(`
  mutation SetTntPacketFees($id: ID!, $version: Int!, $fees: [TntPacketFeeInput!]!) {
    setTntPacketFees(id: $id, version: $version, fees: $fees) {
      id
      ...TntPacketDetail
    }
  }
`);
