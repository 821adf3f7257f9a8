import { graphql } from '@/generated';

/**
 * Everything /order-legs/:id shows of a leg: its children's fragments. The page query, the transition's answer and
 * the orderLegChanged event all select it, so graphcache writes OrderLeg:id whole from whichever arrives first and
 * the page (header, history, activity) never asks for the leg again after a move.
 */
export const LegPageFragment = graphql(`
  fragment LegPage_leg on OrderLeg {
    id
    number
    position
    order {
      id
    }
    ...LegHeader_leg
    ...LegOverview_leg
    ...LegActivityTab_leg
  }
`);

export const OrderLegDetailQuery = graphql(`
  query OrderLegDetail($id: ID!) {
    orderLeg(id: $id) {
      id
      ...LegPage_leg
    }
  }
`);

export const TransitionOrderLegMutation = graphql(`
  mutation TransitionOrderLeg($id: ID!, $event: OrderLegEvent!, $input: LegTransitionInput, $version: Int!) {
    transitionOrderLeg(id: $id, event: $event, input: $input, version: $version) {
      id
      status
      ...LegPage_leg
      order {
        id
        ...OrderState
      }
    }
  }
`);

/** Any leg of the tenant as it changes, as the leg page shows it: graphcache updates OrderLeg:id in place. */
export const LiveOrderLegChangedSubscription = graphql(`
  subscription LiveOrderLegChanged {
    orderLegChanged {
      id
      ...LegPage_leg
    }
  }
`);
