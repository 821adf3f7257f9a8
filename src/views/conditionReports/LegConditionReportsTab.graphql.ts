import { graphql } from '@/generated';

/** A leg's pickup and delivery reports, newest first, each in full. */
export const LegConditionReportsTabQuery = graphql(`
  query LegConditionReportsTab($id: ID!) {
    orderLeg(id: $id) {
      id
      conditionReports {
        id
        ...ConditionReportView_report
      }
    }
  }
`);
