import { graphql } from '@/generated';

/**
 * The record fragments that several pages show, staff and portal alike: an audit row (the activity logs of orders and
 * legs), and a file (the files tabs, the portal's condition reports). Each tab's own query lives beside the tab.
 */

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
    documentType {
      id
      name
    }
  }
`);
