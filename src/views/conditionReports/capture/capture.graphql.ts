import { graphql } from '@/generated';

/** One photo or signature of a report: the server answers the same photo for a retried clientId. */
export const CaptureUploadPhotoMutation = graphql(`
  mutation CaptureUploadPhoto(
    $orderLegId: ID!
    $clientId: ID!
    $kind: ConditionPhotoKind!
    $file: File!
    $capturedAt: DateTime!
    $latitude: Float
    $longitude: Float
  ) {
    uploadConditionPhoto(
      orderLegId: $orderLegId
      clientId: $clientId
      kind: $kind
      file: $file
      capturedAt: $capturedAt
      latitude: $latitude
      longitude: $longitude
    ) {
      id
      clientId
    }
  }
`);

/** The finished report: the server answers the report it already made for a retried input.clientId. */
export const CaptureSubmitReportMutation = graphql(`
  mutation CaptureSubmitReport($input: ConditionReportInput!) {
    submitConditionReport(input: $input) {
      id
      status
      number
    }
  }
`);
