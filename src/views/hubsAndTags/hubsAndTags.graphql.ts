import { graphql } from '@/generated';

// The hub and tag pages' documents: each list's row fragment, its query and the writes, which answer the row so
// graphcache updates the list in place.

export const HubFragment = graphql(`
  fragment Hubs_hub on Hub {
    id
    name
    code
    address1
    address2
    city
    stateProvince
    postalCode
    country
    lat
    lng
    geocodeSource
    hours
    driverCount
    version
  }
`);

export const HubsQuery = graphql(`
  query HubsPage($search: String, $orderBy: [HubOrderBy!], $first: Int!, $page: Int!) {
    hubList(search: $search, orderBy: $orderBy, first: $first, page: $page) {
      data {
        ...Hubs_hub
      }
      paginatorInfo {
        ...ListPaginator
      }
    }
  }
`);

export const HubCreateMutation = graphql(`
  mutation HubCreate($input: HubInput!) {
    createHub(input: $input) {
      ...Hubs_hub
    }
  }
`);

export const HubUpdateMutation = graphql(`
  mutation HubUpdate($id: ID!, $version: Int!, $input: HubInput!) {
    updateHub(id: $id, version: $version, input: $input) {
      ...Hubs_hub
    }
  }
`);

export const HubRetireMutation = graphql(`
  mutation HubRetire($id: ID!, $version: Int!) {
    retireHub(id: $id, version: $version) {
      id
      version
    }
  }
`);

export const TagFragment = graphql(`
  fragment Tags_tag on Tag {
    id
    name
    colour
    version
    orderCount
    legCount
    clientCount
  }
`);

export const TagsQuery = graphql(`
  query TagsPage {
    tags {
      ...Tags_tag
    }
  }
`);

export const TagCreateMutation = graphql(`
  mutation TagCreate($input: TagInput!) {
    createTag(input: $input) {
      ...Tags_tag
    }
  }
`);

export const TagUpdateMutation = graphql(`
  mutation TagUpdate($id: ID!, $version: Int!, $input: TagInput!) {
    updateTag(id: $id, version: $version, input: $input) {
      ...Tags_tag
    }
  }
`);

export const TagDeleteMutation = graphql(`
  mutation TagDelete($id: ID!, $version: Int!) {
    deleteTag(id: $id, version: $version) {
      id
      version
    }
  }
`);
