import { graphql } from '@/generated';

/** A report as one row of the review queue and of its CSV export. */
export const ReportQueueRowFragment = graphql(`
  fragment ReportQueue_report on ConditionReport {
    id
    number
    direction
    status
    vin
    newDamageCount
    submittedAt
    submittedByName
    rejectReason
    previousReport {
      id
      number
    }
    orderLeg {
      id
      number
      vehicle {
        ...VehicleName
      }
      driver {
        id
        fullName
      }
    }
  }
`);

/** A page of reports in the server's order: new damage first, then the newest submitted. */
export const ReportQueueQuery = graphql(`
  query ReportQueue($first: Int!, $page: Int!, $filter: ConditionReportFilter) {
    conditionReports(first: $first, page: $page, filter: $filter) {
      data {
        id
        ...ReportQueue_report
      }
      paginatorInfo {
        ...ListPaginator
      }
    }
  }
`);
