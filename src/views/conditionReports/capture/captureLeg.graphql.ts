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
      pickedUpAt
      destination {
        id
        name
        address1
        city
        stateProvince
        postalCode
      }
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
        capturedAt
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

/** The move the report allows: pick the vehicle up (or deliver it) once its report is in, at the time the driver gives. */
export const CaptureMoveLegMutation = graphql(`
  mutation CaptureMoveLeg($id: ID!, $event: OrderLegEvent!, $version: Int!, $input: LegTransitionInput) {
    transitionOrderLeg(id: $id, event: $event, version: $version, input: $input) {
      id
      status
      version
      pickedUpAt
      deliveredAt
      pickupReportSubmitted
      deliveryReportSubmitted
      eventOptions {
        ...RecordEventOption
      }
    }
  }
`);
