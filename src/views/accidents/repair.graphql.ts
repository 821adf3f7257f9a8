import { graphql } from '@/generated';

/** A repair as its card shows it: facts, machine actions and recoveries. Mutations and repairChanged select it. */
export const RepairCardFragment = graphql(`
  fragment RepairCard_repair on Repair {
    id
    number
    status
    version
    vendorName
    vendorPhone
    description
    estimateAmount
    approvedAmount
    repairOrderNumber
    invoiceNumber
    invoiceAmount
    declineReason
    chargebackAllowed
    vin
    updatedAt
    report {
      id
      number
      repairCost
      recovered
    }
    leg {
      id
      number
      status
    }
    vehicle {
      ...VehicleName
    }
    driver {
      id
      fullName
    }
    recoveries {
      id
      source
      party
      claimNumber
      amountClaimed
      amountRecovered
      note
    }
    eventOptions {
      ...RecordEventOption
    }
  }
`);

export const TransitionRepairMutation = graphql(`
  mutation RepairCardTransition($id: ID!, $event: RepairEvent!, $input: RepairTransitionInput, $version: Int!) {
    transitionRepair(id: $id, event: $event, input: $input, version: $version) {
      id
      ...RepairCard_repair
    }
  }
`);

export const SetRecoveriesMutation = graphql(`
  mutation RepairCardSetRecoveries($id: ID!, $version: Int!, $recoveries: [RepairRecoveryInput!]!) {
    setRepairRecoveries(id: $id, version: $version, recoveries: $recoveries) {
      id
      ...RepairCard_repair
    }
  }
`);

export const CreateRepairMutation = graphql(`
  mutation NewRepairDialogCreate($input: RepairInput!) {
    createRepair(input: $input) {
      id
      ...RepairCard_repair
      report {
        id
        repairs {
          id
          ...RepairCard_repair
        }
      }
    }
  }
`);

/** Another manager's change to a repair shows on the card without reloading. */
export const RepairChangedSubscription = graphql(`
  subscription RepairCardChanged {
    repairChanged {
      id
      ...RepairCard_repair
    }
  }
`);
