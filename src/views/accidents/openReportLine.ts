import { graphql } from '@/generated';

/** An open report as a short list names it: the accidents overview's newest, and /safety's open incidents. */
export const OpenReportLineFragment = graphql(`
  fragment OpenReportLine on AccidentReport {
    id
    number
    kind
    occurredAt
    timeZone
    city
    state
    recordable {
      recordable
    }
    driver {
      id
      fullName
    }
  }
`);
