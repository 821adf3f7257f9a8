import { graphql } from '@/generated';

/**
 * Everything /accidents-incidents/reports/:id shows. The report's mutations and accidentReportChanged select it, so
 * graphcache updates the page from whichever answers first.
 */
export const AccidentReportDetailFragment = graphql(`
  fragment AccidentReportDetail on AccidentReport {
    id
    number
    kind
    status
    moves
    version
    updatedAt
    ...ReportFacts_report
    ...PreventabilityReview_report
    ...ReportMedia_report
    ...ReportRepairs_report
  }
`);

export const ReportPageQuery = graphql(`
  query ReportPage($id: ID!) {
    accidentReport(id: $id) {
      id
      ...AccidentReportDetail
    }
  }
`);

/** The activity separately: the audit rows are their own cost, and the page shows first without them. */
export const ReportActivityQuery = graphql(`
  query ReportActivity($id: ID!) {
    accidentReport(id: $id) {
      id
      activity {
        id
        ...ActivityEntry
      }
    }
  }
`);

export const CloseReportMutation = graphql(`
  mutation ReportPageClose($id: ID!, $version: Int!) {
    closeAccidentReport(id: $id, version: $version) {
      id
      ...AccidentReportDetail
    }
  }
`);

export const ReopenReportMutation = graphql(`
  mutation ReportPageReopen($id: ID!, $version: Int!) {
    reopenAccidentReport(id: $id, version: $version) {
      id
      ...AccidentReportDetail
    }
  }
`);

export const ReportChangedSubscription = graphql(`
  subscription ReportPageChanged {
    accidentReportChanged {
      id
      ...AccidentReportDetail
    }
  }
`);
