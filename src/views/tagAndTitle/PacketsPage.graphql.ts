import { graphql } from '@/generated';

/** One row of the packets lists (all and in progress), of their CSV export and of an order's tab. */
export const TntPacketRowFragment = graphql(`
  fragment TntPacketRow on TntPacket {
    id
    number
    kind
    status
    paperworkStatus
    districtName
    stateProvince
    county
    vin
    missingDocuments
    feeTotal
    transport
    carrier
    trackingNumber
    tempTagNumber
    tempTagExpiresOn
    tempTagDaysLeft
    createdAt
    updatedAt
    order {
      ...OrderWithClient
    }
    vehicle {
      ...VehicleName
    }
  }
`);

export const TntPacketsQuery = graphql(`
  query TntPackets(
    $first: Int!
    $page: Int!
    $status: [TntPacketStatus!]
    $kind: TntPacketKind
    $paperworkStatus: TntPaperworkStatus
    $stateProvince: String
    $inProgress: Boolean
    $search: String
  ) {
    tntPackets(
      first: $first
      page: $page
      status: $status
      kind: $kind
      paperworkStatus: $paperworkStatus
      stateProvince: $stateProvince
      inProgress: $inProgress
      search: $search
    ) {
      data {
        id
        ...TntPacketRow
      }
      paginatorInfo {
        ...ListPaginator
      }
    }
  }
`);
