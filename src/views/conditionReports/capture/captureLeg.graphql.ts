import { graphql } from '@/generated';

/** What the capture page reads of the leg: its vehicle, its ends, and its reports so far. */
export const CaptureLegQuery = graphql(`
  query CaptureLeg($id: ID!) {
    orderLeg(id: $id) {
      id
      number
      status
      version
      transportMethod
      eventOptions {
        ...RecordEventOption
      }
      ...LegVehicleRoute
      conditionReports {
        id
        number
        direction
        status
        submittedAt
        storageRecordId
        rejectReason
        billOfLading {
          id
          url
        }
      }
    }
  }
`);

/** The move the report allows: pick the vehicle up (or deliver it) once its report is in. */
export const CaptureMoveLegMutation = graphql(`
  mutation CaptureMoveLeg($id: ID!, $event: OrderLegEvent!, $version: Int!) {
    transitionOrderLeg(id: $id, event: $event, version: $version) {
      id
      status
      version
      pickupReportSubmitted
      deliveryReportSubmitted
      eventOptions {
        ...RecordEventOption
      }
    }
  }
`);
