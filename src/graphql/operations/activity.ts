import { graphql } from '@/generated';

/** The activity tabs shared by orders and legs: audit log, alerts, comments, files. */
export const OrderActivityQuery = graphql(`
  query OrderActivity($id: ID!) {
    order(id: $id) {
      id
      activity {
        id
        action
        event
        entityKind
        userName
        before
        after
        createdAt
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
        body
        internal
        authorName
        createdAt
        mentions {
          id
          name
        }
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
        body
        internal
        authorName
        createdAt
        mentions {
          id
          name
        }
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
        priority
        message
        acknowledgedAt
        acknowledgedByName
        createdAt
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
        priority
        message
        acknowledgedAt
        acknowledgedByName
        createdAt
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
        url
        thumbnailUrl
        category
        fileName
        mimeType
        size
        createdAt
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
        url
        thumbnailUrl
        category
        fileName
        mimeType
        size
        createdAt
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
      body
      internal
      authorName
      createdAt
      mentions {
        id
        name
      }
    }
  }
`);

export const CreateAlertMutation = graphql(`
  mutation CreateAlert($input: AlertInput!) {
    createAlert(input: $input) {
      id
      priority
      message
      acknowledgedAt
      acknowledgedByName
      createdAt
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
      url
      thumbnailUrl
      category
      fileName
      mimeType
      size
      createdAt
    }
  }
`);
