import { graphql } from '@/generated';

export const CreateTntPacketMutation = graphql(`
  mutation CreateTntPacket($input: TntPacketInput!) {
    createTntPacket(input: $input) {
      id
      number
    }
  }
`);

/** A state's counties that have requirements of their own (the county choice). */
export const TntDistrictCountiesQuery = graphql(`
  query TntDistrictCounties($stateProvince: String!) {
    district(stateProvince: $stateProvince) {
      id
      counties {
        id
        county
      }
    }
  }
`);

/** What the district asks for this vehicle: the checklist's preview before the packet is made. */
export const TntChecklistPreviewQuery = graphql(`
  query TntChecklistPreview($stateProvince: String!, $county: String, $modelYear: Int) {
    districtRequirements(stateProvince: $stateProvince, county: $county, modelYear: $modelYear) {
      id
      appliesWhen
      notes
      feeAmount
      requirementType {
        id
        name
        kind
      }
    }
  }
`);
