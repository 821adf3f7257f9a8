import { graphql } from '@/generated';

/** One row of the reports list and of its CSV export. */
export const ReportRowFragment = graphql(`
  fragment ReportsPage_report on AccidentReport {
    id
    number
    kind
    status
    occurredAt
    street
    city
    state
    postalCode
    description
    injuries
    injuriesTreatedAway
    fatalities
    hazmatReleased
    preventability
    policeReportNumber
    claimNumbers
    repairCost
    recovered
    recordable {
      recordable
    }
    leg {
      id
      number
    }
    vin
    driver {
      id
      fullName
    }
  }
`);

export const ReportsPageQuery = graphql(`
  query ReportsPage(
    $first: Int!
    $page: Int!
    $kind: IncidentKind
    $status: [AccidentReportStatus!]
    $recordable: Boolean
    $driverId: ID
    $from: String
    $to: String
    $search: String
  ) {
    accidentReports(
      first: $first
      page: $page
      kind: $kind
      status: $status
      recordable: $recordable
      driverId: $driverId
      from: $from
      to: $to
      search: $search
    ) {
      data {
        id
        ...ReportsPage_report
      }
      paginatorInfo {
        ...ListPaginator
      }
    }
  }
`);

/** The drivers a report may name (the list's filter and the form's choice). */
export const AccidentDriversQuery = graphql(`
  query AccidentDrivers {
    drivers(first: 100, orderBy: [{ column: NAME, order: ASC }]) {
      data {
        id
        fullName
        licenceNumber
      }
    }
  }
`);

/** The 49 CFR 390.15 register: every recordable accident of the range, oldest first. */
export const AccidentRegisterQuery = graphql(`
  query AccidentRegister($from: String, $to: String) {
    accidentRegister(from: $from, to: $to) {
      id
      number
      occurredAt
      timeZone
      city
      state
      injuries
      fatalities
      hazmatReleased
      driver {
        id
        fullName
        licenceNumber
        licenceState
      }
    }
  }
`);
