import { graphql } from '@/generated';

export const AccidentOverviewQuery = graphql(`
  query AccidentOverviewPage($year: Int) {
    accidentOverview(year: $year) {
      year
      openReports
      reportsThisYear
      recordablesThisYear
      fatalitiesThisYear
      injuriesThisYear
      openRepairs
      repairCost
      recovered
      byMonth {
        month
        accidents
        incidents
        recordable
      }
      recentOpen {
        ...OpenReportLine
      }
    }
  }
`);
