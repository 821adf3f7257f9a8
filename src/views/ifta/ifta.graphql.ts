import { graphql } from '@/generated';

// The IFTA page's rate table: the quarter's rates (the tenant's own and the published ones) and the tenant's writes.

export const IftaRateFragment = graphql(`
  fragment IftaRates_rate on IftaRate {
    id
    own
    quarter
    jurisdiction
    fuelType
    rate
    surchargeRate
    interestRate
    source
    version
  }
`);

export const IftaRatesQuery = graphql(`
  query IftaRates($quarter: String!) {
    iftaRates(quarter: $quarter) {
      ...IftaRates_rate
    }
  }
`);

export const IftaRateCreateMutation = graphql(`
  mutation IftaRateCreate($input: IftaRateInput!) {
    createIftaRate(input: $input) {
      ...IftaRates_rate
    }
  }
`);

export const IftaRateUpdateMutation = graphql(`
  mutation IftaRateUpdate($id: ID!, $version: Int!, $input: IftaRateInput!) {
    updateIftaRate(id: $id, version: $version, input: $input) {
      ...IftaRates_rate
    }
  }
`);

export const IftaRateDeleteMutation = graphql(`
  mutation IftaRateDelete($id: ID!, $version: Int!) {
    deleteIftaRate(id: $id, version: $version)
  }
`);
