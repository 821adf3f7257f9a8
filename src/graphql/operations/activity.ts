import { graphql } from '@/generated';

/** One audit row as the activity logs show it (an order's, a leg's). */
export const ActivityEntryFragment = graphql(`
  fragment ActivityEntry on AuditEntry {
    id
    action
    event
    entityKind
    userName
    before
    after
    createdAt
  }
`);

export const CommentItemFragment = graphql(`
  fragment CommentItem on Comment {
    id
    body
    internal
    authorName
    createdAt
    mentions {
      id
      name
    }
  }
`);

export const AlertItemFragment = graphql(`
  fragment AlertItem on Alert {
    id
    priority
    message
    acknowledgedAt
    acknowledgedByName
    createdAt
  }
`);

export const MediaItemFragment = graphql(`
  fragment MediaItem on Media {
    id
    url
    thumbnailUrl
    category
    fileName
    mimeType
    size
    createdAt
  }
`);

/** The activity tabs shared by orders and legs: audit log, alerts, comments, files. */
export const OrderActivityQuery = graphql(`
  query OrderActivity($id: ID!) {
    order(id: $id) {
      id
      activity {
        id
        ...ActivityEntry
      }
    }
  }
`);

export const OrderCommentsQuery = graphql(`
  query OrderComments($id: ID!) {
    order(id: $id) {
      id
      comments {
        id
        ...CommentItem
      }
    }
  }
`);

export const OrderLegCommentsQuery = graphql(`
  query OrderLegComments($id: ID!) {
    orderLeg(id: $id) {
      id
      comments {
        id
        ...CommentItem
      }
    }
  }
`);

export const OrderAlertsQuery = graphql(`
  query OrderAlerts($id: ID!) {
    order(id: $id) {
      id
      alerts {
        id
        ...AlertItem
      }
    }
  }
`);

export const OrderLegAlertsQuery = graphql(`
  query OrderLegAlerts($id: ID!) {
    orderLeg(id: $id) {
      id
      alerts {
        id
        ...AlertItem
      }
    }
  }
`);

export const OrderMediaQuery = graphql(`
  query OrderMedia($id: ID!) {
    order(id: $id) {
      id
      media {
        id
        ...MediaItem
      }
    }
  }
`);

export const OrderLegMediaQuery = graphql(`
  query OrderLegMedia($id: ID!, $category: MediaCategory) {
    orderLeg(id: $id) {
      id
      media(category: $category) {
        id
        ...MediaItem
      }
    }
  }
`);

export const CreateCommentMutation = graphql(`
  mutation CreateComment($input: CommentInput!) {
    createComment(input: $input) {
      id
      entityKind
      entityId
      ...CommentItem
    }
  }
`);

export const CreateAlertMutation = graphql(`
  mutation CreateAlert($input: AlertInput!) {
    createAlert(input: $input) {
      id
      ...AlertItem
      order {
        id
      }
      orderLeg {
        id
      }
    }
  }
`);

export const AcknowledgeAlertMutation = graphql(`
  mutation AcknowledgeAlert($id: ID!) {
    acknowledgeAlert(id: $id) {
      id
      acknowledgedAt
      acknowledgedByName
    }
  }
`);

export const UploadOrderMediaMutation = graphql(`
  mutation UploadOrderMedia($orderId: ID!, $orderLegId: ID, $category: MediaCategory!, $file: File!) {
    uploadOrderMedia(orderId: $orderId, orderLegId: $orderLegId, category: $category, file: $file) {
      id
      ...MediaItem
    }
  }
`);
