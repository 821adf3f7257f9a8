import { graphql } from '@/generated';

/** What the edit form starts from. */
export const ReportFormFragment = graphql(`
  fragment ReportForm_report on AccidentReport {
    id
    number
    version
    moves
    ...ReportDetails
    leg {
      id
      ...LegPicker_leg
    }
    driver {
      id
    }
  }
`);

export const EditReportQuery = graphql(`
  query EditReportPage($id: ID!) {
    accidentReport(id: $id) {
      id
      ...ReportForm_report
    }
  }
`);

export const CreateReportMutation = graphql(`
  mutation ReportFormCreate($input: AccidentReportInput!) {
    createAccidentReport(input: $input) {
      id
      number
      ...AccidentReportDetail
    }
  }
`);

export const UpdateReportMutation = graphql(`
  mutation ReportFormUpdate($id: ID!, $version: Int!, $input: AccidentReportInput!) {
    updateAccidentReport(id: $id, version: $version, input: $input) {
      id
      ...AccidentReportDetail
      ...ReportForm_report
    }
  }
`);
