import { graphql } from '@/generated';

export const CommunicationEntryItemFragment = graphql(`
  fragment CommunicationEntryItem on CommunicationEntry {
    id
    subjectKind
    subjectId
    direction
    channel
    contactName
    contactPhone
    contactEmail
    outcome
    notes
    callbackAt
    callbackOwnerName
    remindedAt
    userName
    createdAt
  }
`);

export const CommunicationLogQuery = graphql(`
  query CommunicationLog($subject: CommunicationSubjectInput!, $page: Int) {
    communicationLog(subject: $subject, first: 20, page: $page) {
      data {
        id
        ...CommunicationEntryItem
      }
      paginatorInfo {
        ...ListPaginator
      }
    }
    communicationContacts(subject: $subject) {
      role
      name
      phone
      email
    }
  }
`);

export const LogCommunicationMutation = graphql(`
  mutation LogCommunication($input: CommunicationInput!) {
    logCommunication(input: $input) {
      id
      ...CommunicationEntryItem
    }
  }
`);

export const SendCommunicationMailMutation = graphql(`
  mutation SendCommunicationMail($input: CommunicationMailInput!) {
    sendCommunicationMail(input: $input) {
      id
      ...CommunicationEntryItem
    }
  }
`);

export const CommunicationEntryChangedSubscription = graphql(`
  subscription CommunicationEntryChanged($subject: CommunicationSubjectInput!) {
    communicationEntryChanged(subject: $subject) {
      id
      ...CommunicationEntryItem
    }
  }
`);
