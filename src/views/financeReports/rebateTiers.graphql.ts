import { graphql } from '@/generated';

// A client's volume rebate tiers on its Invoicing tab (RebateTiersPanel), read and replaced as a whole.

export const ClientRebateTiersQuery = graphql(`
  query ClientRebateTiers($id: ID!) {
    client(id: $id) {
      id
      rebateTiers {
        minLegs
        rateBp
      }
    }
  }
`);

export const SetClientRebateTiersMutation = graphql(`
  mutation SetClientRebateTiers($clientId: ID!, $tiers: [RebateTierInput!]!) {
    setClientRebateTiers(clientId: $clientId, tiers: $tiers) {
      id
      rebateTiers {
        minLegs
        rateBp
      }
    }
  }
`);
