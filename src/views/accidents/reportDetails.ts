import { graphql } from '@/generated';

/**
 * What a report says happened: its kind, when and where, the other parties, the witnesses, the police, who was hurt and
 * the claims. The report's facts show it and its edit form starts from it.
 */
export const ReportDetailsFragment = graphql(`
  fragment ReportDetails on AccidentReport {
    kind
    occurredAt
    timeZone
    street
    city
    state
    postalCode
    latitude
    longitude
    description
    otherParties {
      id
      name
      licenceNumber
      licenceState
      plate
      plateState
      insurer
      policyNumber
      phone
    }
    witnesses {
      id
      name
      phone
      statement
    }
    policeAgency
    policeReportNumber
    injuries
    injuriesTreatedAway
    fatalities
    towedDisabled
    hazmatReleased
    weather
    claimNumbers
  }
`);
