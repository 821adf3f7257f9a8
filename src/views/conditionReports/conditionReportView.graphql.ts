import { graphql } from '@/generated';

/** Accept, or reject with a reason: the answer is the report as the view and the queue's row show it (graphcache updates both). */
export const ConditionReportViewTransitionMutation = graphql(`
  mutation ConditionReportViewTransition($id: ID!, $event: ConditionReportEvent!, $version: Int!, $input: ConditionReportEventInput) {
    transitionConditionReport(id: $id, event: $event, version: $version, input: $input) {
      id
      ...ConditionReportView_report
      ...ReportQueue_report
    }
  }
`);

/** One report in full: the queue's selected report. */
export const ConditionReportViewQuery = graphql(`
  query ConditionReportViewReport($id: ID!) {
    conditionReport(id: $id) {
      id
      ...ConditionReportView_report
    }
  }
`);

/** Any report of the tenant as it changes, as the view and the queue's row show it (useLiveConditionReports). */
export const ConditionReportViewChangedSubscription = graphql(`
  subscription ConditionReportViewChanged {
    conditionReportChanged {
      id
      orderLeg {
        id
      }
      ...ConditionReportView_report
      ...ReportQueue_report
    }
  }
`);
