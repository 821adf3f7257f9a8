import { type FragmentType, getFragmentData, graphql } from '@/generated';

/**
 * What each end of a leg asks, pickup then delivery: the day requested, the time confirmed and whom to call there, as
 * the leg's page, its row in the order's legs, its action bar's dialogs and the help desk's list read them.
 */
export const LegEndsFragment = graphql(`
  fragment LegEnds on OrderLeg {
    requestedPickup {
      mode
      date
    }
    confirmedPickupAt
    pickupContact {
      name
      phone
      email
    }
    requestedDelivery {
      mode
      date
    }
    confirmedDeliveryAt
    deliveryContact {
      name
      phone
      email
    }
  }
`);

/** The ends of a leg whose fragment spread `...LegEnds`. */
export const legEndsOf = (leg: FragmentType<typeof LegEndsFragment>) => getFragmentData(LegEndsFragment, leg);
