import { graphql } from '@/generated';

// /admin/settings/demo's documents: the page reads the tenant, what it holds and its latest job; the job's start
// answers the job and the production mark the page's fragment, so graphcache updates the page in place.

export const DemoJobFragment = graphql(`
  fragment DemoDataPage_job on DemoDataJob {
    id
    kind
    status
    step
    steps
    percent
    stepLabel
    error
    startedBy
    startedAt
    finishedAt
    version
  }
`);

export const DemoDataFragment = graphql(`
  fragment DemoDataPage_demo on DemoData {
    id
    name
    production
    version
    holdings {
      orders
      legs
      quotes
      vehicles
      clients
      locations
      drivers
    }
    job {
      ...DemoDataPage_job
    }
  }
`);

export const DemoDataQuery = graphql(`
  query DemoDataPage {
    demoData {
      ...DemoDataPage_demo
    }
  }
`);

export const StartDemoDataJobMutation = graphql(`
  mutation StartDemoDataJob($kind: DemoDataJobKind!, $confirmation: String) {
    startDemoDataJob(kind: $kind, confirmation: $confirmation) {
      ...DemoDataPage_job
    }
  }
`);

export const MarkTenantProductionMutation = graphql(`
  mutation MarkTenantProduction($version: Int!, $confirmation: String!) {
    markTenantProduction(version: $version, confirmation: $confirmation) {
      ...DemoDataPage_demo
    }
  }
`);
