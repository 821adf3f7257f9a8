import { graphql } from '@/generated';

// The report kit's documents (server/reports): a run started, then read back until it is done.

export const ReportRunFragment = graphql(`
  fragment ReportPage_run on ReportRun {
    id
    report
    status
    done
    total
    result
    error
    csvUrl
    params
  }
`);

export const RunReportMutation = graphql(`
  mutation RunReport($report: String!, $params: JSON!) {
    runReport(report: $report, params: $params) {
      ...ReportPage_run
    }
  }
`);

export const ReportRunQuery = graphql(`
  query ReportRun($id: ID!) {
    reportRun(id: $id) {
      ...ReportPage_run
    }
  }
`);
