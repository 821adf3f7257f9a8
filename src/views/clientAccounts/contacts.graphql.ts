import { graphql } from '@/generated';

// The contacts tab of a client and of a customer: the row, each party's list, and the writes (createClientContact takes
// the party; updateClientContact and deleteClientContact the contact at its version).

export const ContactRowFragment = graphql(`
  fragment ContactRow_contact on ClientContact {
    id
    type
    firstName
    lastName
    fullName
    title
    email
    phone
    phoneExt
    mobilePhone
    fax
    version
  }
`);

export const ClientContactsQuery = graphql(`
  query ClientContacts($id: ID!) {
    client(id: $id) {
      id
      contacts {
        ...ContactRow_contact
      }
    }
  }
`);

export const CustomerContactsQuery = graphql(`
  query CustomerContacts($id: ID!) {
    customer(id: $id) {
      id
      contacts {
        ...ContactRow_contact
      }
    }
  }
`);

export const CreateContactMutation = graphql(`
  mutation CreateContact($clientId: ID, $customerId: ID, $input: ContactInput!) {
    createClientContact(clientId: $clientId, customerId: $customerId, input: $input) {
      ...ContactRow_contact
    }
  }
`);

export const UpdateContactMutation = graphql(`
  mutation UpdateClientContact($id: ID!, $version: Int!, $input: ContactInput!) {
    updateClientContact(id: $id, version: $version, input: $input) {
      ...ContactRow_contact
    }
  }
`);

export const DeleteContactMutation = graphql(`
  mutation DeleteContact($id: ID!, $version: Int!) {
    deleteClientContact(id: $id, version: $version) {
      id
    }
  }
`);
