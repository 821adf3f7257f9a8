import { graphql } from '@/generated';

/** /tag-and-title: what needs the clerk now, each list with its count. */
export const TntWorkQueueQuery = graphql(`
  query TntWorkQueue($days: Int!, $first: Int!) {
    tntWorkQueue(days: $days, first: $first) {
      waitingLegCount
      documentsMissingCount
      tempTagsExpiringCount
      waitingLegs {
        id
        number
        status
        order {
          ...OrderWithClient
        }
        vehicle {
          ...VehicleName
        }
      }
      documentsMissing {
        id
        ...TntPacketRow
      }
      tempTagsExpiring {
        id
        ...TntPacketRow
      }
    }
  }
`);
