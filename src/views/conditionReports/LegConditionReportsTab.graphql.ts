import { graphql } from '@/generated';

/**
 * A leg's condition reports (pickup, delivery, storage check-in and check-out), newest first, each in full; the leg's
 * status and the reports' directions say which storage report the tab offers to take.
 */
export const LegConditionReportsTabQuery = graphql(`
  query LegConditionReportsTab($id: ID!) {
    orderLeg(id: $id) {
      id
      status
      conditionReports {
        id
        direction
        status
        submittedAt
        storageRecordId
        ...ConditionReportView_report
      }
    }
  }
`);
