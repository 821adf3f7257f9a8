import { graphql } from '@/generated';

/** The staff dashboard's widgets: counts behind filtered /orders lists, and the newest open alerts. */
export const DashboardSummaryQuery = graphql(`
  query DashboardSummary($alerts: Int!) {
    dashboard {
      legsByStatus {
        status
        count
      }
      todaysPickups
      todaysDeliveries
      unacknowledgedLegs
      openAlerts
    }
    alerts(first: $alerts, open: true) {
      data {
        id
        priority
        message
        createdAt
        order {
          id
          number
        }
        orderLeg {
          id
          number
        }
      }
    }
  }
`);
