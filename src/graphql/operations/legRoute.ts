import { graphql } from '@/generated';

/** Where a leg runs, as the leg tables of an order and of a vehicle show it. */
export const LegRouteFragment = graphql(`
  fragment LegRoute on OrderLeg {
    origin {
      id
      name
      city
      stateProvince
    }
    destination {
      id
      name
      city
      stateProvince
    }
  }
`);
