import { graphql } from '@/generated';

/** A queued leg as the queue's row, its dialogs and the keys read it. */
export const CallCenterLegFragment = graphql(`
  fragment CallCenterLeg_row on CallCenterLeg {
    promisedDay
    contact {
      name
      phone
    }
    lastContact {
      id
      channel
      outcome
      contactName
      createdAt
      userName
    }
    leg {
      id
      number
      version
      status
      transportMethod
      availableEvents
      confirmedPickupAt
      confirmedDeliveryAt
      ...LegEnds
      origin {
        id
        name
        city
      }
      destination {
        id
        name
        city
      }
    }
  }
`);

export const CallCenterLegsQuery = graphql(`
  query CallCenterLegsPage($first: Int, $page: Int, $queue: CallCenterQueue, $day: CallCenterDay) {
    callCenterLegs(first: $first, page: $page, queue: $queue, day: $day) {
      data {
        leg {
          id
        }
        ...CallCenterLeg_row
      }
      paginatorInfo {
        ...ListPaginator
      }
    }
  }
`);

export const AcknowledgeCallCenterLegMutation = graphql(`
  mutation AcknowledgeCallCenterLeg($id: ID!, $version: Int!) {
    acknowledgeCallCenterLeg(id: $id, version: $version) {
      id
      number
      status
      version
      availableEvents
    }
  }
`);

export const ConfirmLegWithCallMutation = graphql(`
  mutation ConfirmLegWithCall($id: ID!, $version: Int!, $input: ConfirmLegWithCallInput!) {
    confirmLegWithCall(id: $id, version: $version, input: $input) {
      id
      number
      status
      version
      availableEvents
      confirmedPickupAt
      confirmedDeliveryAt
    }
  }
`);

export const CallCenterCallbacksQuery = graphql(`
  query CallCenterCallbacks($first: Int, $page: Int) {
    callCenterCallbacks(first: $first, page: $page) {
      data {
        id
        ...CallLogEntry
        callbackAt
        callbackOwnerName
      }
      paginatorInfo {
        ...ListPaginator
      }
    }
    callCenterTeam {
      id
      name
    }
    callCenterOverview {
      teamCallbacks
    }
  }
`);

export const ReassignCallbackMutation = graphql(`
  mutation ReassignCallback($id: ID!, $userId: ID!) {
    reassignCallback(id: $id, userId: $userId) {
      id
      callbackOwnerName
    }
  }
`);

/** The calls one person logged today: what their count on /call-center opens. */
export const CallCenterCallsTodayQuery = graphql(`
  query CallCenterCallsToday($userId: ID!, $first: Int, $page: Int) {
    callCenterCallsToday(userId: $userId, first: $first, page: $page) {
      data {
        id
        ...CallLogEntry
        createdAt
      }
      paginatorInfo {
        ...ListPaginator
      }
    }
  }
`);
